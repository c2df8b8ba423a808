import type { LearningOutcome } from './schema.ts';

export type NswFocusArea = { title: string; description: string | null };

/**
 * The focus areas of an NSW curriculum (spec 9): from its FOCUS_AREA outcomes (title and
 * description) plus its standards-based KNOWLEDGE outcomes, whose domain is the focus area and
 * whose group the content group it holds. Many outcomes share a focus area, so the list is
 * de-duplicated by title and description, in the order first met.
 */
export function nswFocusAreas(outcomes: readonly LearningOutcome[]): NswFocusArea[] {
  const areas = new Map<string, NswFocusArea>();
  const add = (title: string | null | undefined, description: string | null | undefined) => {
    const trimmedTitle = title?.trim();
    if (!trimmedTitle) return;
    const area = { title: trimmedTitle, description: description?.trim() || null };
    const key = JSON.stringify([area.title, area.description]);
    if (!areas.has(key)) areas.set(key, area);
  };
  for (const outcome of outcomes) {
    const { nswOutcome, standardBasedLearningOutcome: standard } = outcome;
    if (nswOutcome?.type === 'FOCUS_AREA') add(nswOutcome.outcomeTitle, nswOutcome.description);
    else if (standard?.type === 'KNOWLEDGE') add(standard.domain, standard.group);
  }
  return [...areas.values()];
}
