import type { Page } from 'playwright-core';
import { apiSession } from './journey.ts';

/** Riverbank's Year 7 Science, where the demo teacher teaches and the demo student learns. */
export const YEAR_7 = { id: 1, path: '/app/riverbank-high-1/sci-7a-1' };

const text = (value: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }],
});

/** One question of each kind, as a teacher would write them. */
export const EVERY_KIND = [
  {
    kind: 'multipleChoice',
    prompt: text('Which of these is a liquid at room temperature?'),
    marks: 1,
    options: [
      { id: 'water', text: 'Water' },
      { id: 'iron', text: 'Iron' },
    ],
    allowMultiple: false,
    modelAnswer: { correctOptionIds: ['water'] },
  },
  { kind: 'shortAnswer', prompt: text('What is ice made of?'), marks: 1, modelAnswer: { text: 'water' } },
  { kind: 'longAnswer', prompt: text('Explain why ice floats.'), marks: 3, modelAnswer: null },
  {
    kind: 'numeric',
    prompt: text('At what temperature does water boil at sea level?'),
    marks: 1,
    modelAnswer: { value: 100, unit: '°C', tolerance: { kind: 'absolute', amount: 1 } },
  },
  { kind: 'maths', prompt: text('Expand (x+1)^2.'), marks: 2, modelAnswer: { latex: 'x^2+2x+1' } },
];

/**
 * Writes a published lesson through the API as the demo teacher (set-up, not what is under test),
 * from the page's own browser profile; answers its id.
 */
export async function publishLesson(
  page: Page,
  lesson: { title: string; dueAt?: string | null; items?: unknown[]; subjectId?: number },
): Promise<number> {
  const auth = await apiSession(page, 'teacher@demo.test');
  const subjectId = lesson.subjectId ?? YEAR_7.id;
  const created = await page.request.post(`/v3/subjects/${subjectId}/activities`, {
    ...auth,
    data: { title: lesson.title, body: text('Matter comes in three states.'), dueAt: lesson.dueAt ?? null },
  });
  if (!created.ok()) throw new Error(`create lesson: ${created.status()} ${await created.text()}`);
  const { activity } = (await created.json()) as { activity: { id: number } };
  for (const item of lesson.items ?? []) {
    const res = await page.request.post(`/v3/activities/${activity.id}/worksheetItems`, {
      ...auth,
      data: item,
    });
    if (!res.ok()) throw new Error(`add question: ${res.status()} ${await res.text()}`);
  }
  const published = await page.request.post(`/v3/activities/${activity.id}/actions/publish`, auth);
  if (!published.ok()) throw new Error(`publish: ${published.status()} ${await published.text()}`);
  await page.request.post('/v3/auth/logout', auth);
  return activity.id;
}
