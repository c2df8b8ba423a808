import { and, eq } from 'drizzle-orm';
import { isAnswered } from '../../common/activities/rules.ts';
import type { ResponseValue } from '../../common/activities/schema.ts';
import type { Db } from '../db/client.ts';
import {
  activities,
  activityResponses,
  activitySubmissions,
  subjects,
  worksheetItems,
} from '../db/schema/index.ts';
import { autoScoreOf } from '../features/activities/index.ts';

/**
 * Three lessons in the demo teacher's Year 7 Science: states of matter (published, due next week,
 * the demo student has answered part of it), forces (published, overdue) and cells (a draft). Each
 * has text, an equation and one question of each kind.
 */

type Node = Record<string, unknown>;
const text = (value: string): Node => ({ type: 'text', text: value });
const p = (...content: (string | Node)[]): Node => ({
  type: 'paragraph',
  content: content.map((c) => (typeof c === 'string' ? text(c) : c)),
});
const h = (value: string): Node => ({ type: 'heading', attrs: { level: 2 }, content: [text(value)] });
const maths = (latex: string): Node => ({ type: 'blockMath', attrs: { latex } });
const inline = (latex: string): Node => ({ type: 'inlineMath', attrs: { latex } });
const doc = (...content: Node[]) => ({ type: 'doc', content });
const bullets = (...items: string[]): Node => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [p(item)] })),
});

interface DemoQuestion {
  kind: 'multipleChoice' | 'shortAnswer' | 'longAnswer' | 'numeric' | 'maths';
  prompt: string;
  marks: number;
  settings?: object;
  modelAnswer: object | null;
}

const choice = (options: string[], correct: number[]) => ({
  settings: {
    options: options.map((o, i) => ({ id: `o${i + 1}`, text: o })),
    allowMultiple: correct.length > 1,
  },
  modelAnswer: { correctOptionIds: correct.map((i) => `o${i + 1}`) },
});

const DAY = 86_400_000;

const LESSONS = (now: Date) => [
  {
    title: 'States of matter',
    status: 'published' as const,
    dueAt: new Date(now.getTime() + 7 * DAY),
    body: doc(
      h('Solids, liquids and gases'),
      p(
        'All matter is made of tiny particles that are always moving. How close the particles are and how they move decides the state of matter:',
      ),
      bullets(
        'In a solid, particles are packed closely in a fixed arrangement and vibrate in place, so a solid keeps its shape and volume.',
        'In a liquid, particles are close together but can slide past each other, so a liquid flows and takes the shape of its container but keeps its volume.',
        'In a gas, particles are far apart and move quickly in all directions, so a gas spreads out to fill its container and can be compressed.',
      ),
      h('Density'),
      p('Density tells us how much mass is packed into each unit of volume:'),
      maths('\\rho = \\frac{m}{V}'),
      p(
        'Here ',
        inline('m'),
        ' is the mass and ',
        inline('V'),
        ' is the volume. Heating a substance usually makes its particles spread out, so its density falls.',
      ),
    ),
    questions: [
      {
        kind: 'multipleChoice',
        prompt: 'Which state of matter has a fixed volume but takes the shape of its container?',
        marks: 1,
        ...choice(['Solid', 'Liquid', 'Gas'], [1]),
      },
      {
        kind: 'shortAnswer',
        prompt: 'What is the name of the change of state from a liquid to a gas?',
        marks: 1,
        modelAnswer: { text: 'Evaporation (boiling when it happens throughout the liquid)' },
      },
      {
        kind: 'longAnswer',
        prompt: 'Use the particle model to explain why a gas can be compressed but a solid cannot.',
        marks: 3,
        modelAnswer: null,
      },
      {
        kind: 'numeric',
        prompt: 'At what temperature does pure water boil at sea level? Include the unit.',
        marks: 1,
        modelAnswer: { value: 100, unit: '°C', tolerance: { kind: 'absolute', amount: 1 } },
      },
      {
        kind: 'maths',
        prompt: 'An object has mass m and volume V. Write an expression for its density ρ.',
        marks: 2,
        modelAnswer: { latex: '\\rho=\\frac{m}{V}' },
      },
    ] satisfies DemoQuestion[],
  },
  {
    title: 'Forces',
    status: 'published' as const,
    dueAt: new Date(now.getTime() - 3 * DAY),
    body: doc(
      h('Pushes and pulls'),
      p(
        'A force is a push or a pull. Forces can change how fast an object moves, the direction it moves in, or its shape. We measure force in newtons (N).',
      ),
      p(
        'Contact forces, such as friction and air resistance, act when objects touch. Non-contact forces, such as gravity and magnetism, act at a distance.',
      ),
      h('Net force and acceleration'),
      p(
        'When the forces on an object are unbalanced, the net force makes it accelerate. Newton’s second law links the net force, the mass and the acceleration:',
      ),
      maths('F = ma'),
    ),
    questions: [
      {
        kind: 'multipleChoice',
        prompt: 'Which of these are contact forces? Choose all that apply.',
        marks: 2,
        ...choice(['Friction', 'Gravity', 'Air resistance', 'Magnetic force'], [0, 2]),
      },
      {
        kind: 'shortAnswer',
        prompt: 'What is the unit of force?',
        marks: 1,
        modelAnswer: { text: 'The newton (N)' },
      },
      {
        kind: 'longAnswer',
        prompt:
          'A cyclist stops pedalling on a flat road. Describe the forces acting on the bicycle and explain why it slows down.',
        marks: 3,
        modelAnswer: null,
      },
      {
        kind: 'numeric',
        prompt: 'A 2 kg trolley accelerates at 3 m/s². What net force acts on it? Include the unit.',
        marks: 2,
        modelAnswer: { value: 6, unit: 'N', tolerance: { kind: 'absolute', amount: 0.1 } },
      },
      {
        kind: 'maths',
        prompt: 'Rearrange F = ma to give the acceleration a.',
        marks: 2,
        modelAnswer: { latex: 'a=\\frac{F}{m}' },
      },
    ] satisfies DemoQuestion[],
  },
  {
    title: 'Cells',
    status: 'draft' as const,
    dueAt: null,
    body: doc(
      h('The building blocks of life'),
      p(
        'All living things are made of one or more cells. A microscope lets us see them, because most cells are far too small to see with our eyes alone.',
      ),
      bullets(
        'Animal and plant cells both have a cell membrane, cytoplasm, a nucleus and mitochondria.',
        'Plant cells also have a cell wall, chloroplasts and usually a large vacuole.',
      ),
      h('Magnification'),
      p(
        'A drawing or photograph of a cell is larger than the cell itself. The magnification compares the two sizes:',
      ),
      maths('M = \\frac{\\text{image size}}{\\text{actual size}}'),
    ),
    questions: [
      {
        kind: 'multipleChoice',
        prompt: 'Which structure is found in plant cells but not in animal cells?',
        marks: 1,
        ...choice(['Nucleus', 'Cell membrane', 'Cell wall', 'Mitochondria'], [2]),
      },
      {
        kind: 'shortAnswer',
        prompt: 'In which part of a cell does aerobic respiration take place?',
        marks: 1,
        modelAnswer: { text: 'The mitochondria' },
      },
      {
        kind: 'longAnswer',
        prompt: 'Compare a plant cell with an animal cell: what do they share, and how do they differ?',
        marks: 4,
        modelAnswer: null,
      },
      {
        kind: 'numeric',
        prompt: 'A cell 0.02 mm wide appears 8 mm wide in a drawing. What is the magnification?',
        marks: 2,
        modelAnswer: { value: 400, unit: '', tolerance: { kind: 'relative', amount: 0.01 } },
      },
      {
        kind: 'maths',
        prompt: 'Write the magnification M in terms of the image size I and the actual size A.',
        marks: 2,
        modelAnswer: { latex: 'M=\\frac{I}{A}' },
      },
    ] satisfies DemoQuestion[],
  },
];

/** The demo student's answers so far to 'States of matter': three of its five questions. */
const STUDENT_ANSWERS: ResponseValue[] = [
  { kind: 'multipleChoice', optionIds: ['o2'] },
  { kind: 'shortAnswer', text: 'evaporation' },
  { kind: 'numeric', value: '100', unit: '°C' },
];

/** The demo teacher's Year 7 Science at the school, if it is there. */
export async function findDemoScience(db: Db, schoolId: number): Promise<{ id: number } | undefined> {
  const [science] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      and(
        eq(subjects.institutionId, schoolId),
        eq(subjects.code, 'SCI-7A'),
        eq(subjects.createdBy, 'demo-teacher'),
      ),
    );
  return science;
}

/** Seeds the demo lessons once; a second run changes nothing. */
export async function seedDemoActivities(db: Db, schoolId: number, now: Date): Promise<void> {
  const science = await findDemoScience(db, schoolId);
  if (!science) return;
  const existing = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.subjectId, science.id))
    .limit(1);
  if (existing.length > 0) return;

  for (const [position, lesson] of LESSONS(now).entries()) {
    const [activity] = await db
      .insert(activities)
      .values({
        institutionId: schoolId,
        subjectId: science.id,
        title: lesson.title,
        body: lesson.body,
        position,
        status: lesson.status,
        dueAt: lesson.dueAt,
        publishedAt: lesson.status === 'published' ? new Date(now.getTime() - 14 * DAY) : null,
        createdBy: 'demo-teacher',
      })
      .returning({ id: activities.id });
    const items = await db
      .insert(worksheetItems)
      .values(
        lesson.questions.map((q: DemoQuestion, i) => ({
          institutionId: schoolId,
          activityId: activity!.id,
          position: i,
          kind: q.kind,
          prompt: doc(p(q.prompt)),
          marks: q.marks,
          settings: q.settings ?? {},
          modelAnswer: q.modelAnswer,
        })),
      )
      .returning();
    if (position !== 0) continue;
    const answered = STUDENT_ANSWERS.map((value) => ({
      value,
      item: items.find((i) => i.kind === value.kind)!,
    }));
    // The demo student has handed this lesson in: its automatic marks are out.
    await db
      .insert(activitySubmissions)
      .values({ activityId: activity!.id, studentPrincipal: 'demo-student', institutionId: schoolId });
    await db.insert(activityResponses).values(
      answered.map(({ value, item }, i) => {
        const score = autoScoreOf(item, value);
        return {
          institutionId: schoolId,
          activityId: activity!.id,
          worksheetItemId: item.id,
          studentPrincipal: 'demo-student',
          value,
          isAnswered: isAnswered(value),
          clientSavedAt: new Date(now.getTime() - (60 - i) * 60_000),
          score,
          isAutoMark: score !== null,
          markedAt: score === null ? null : now,
        };
      }),
    );
  }
}
