import type { LearningOutcome } from './schema.ts';

export type NswFocusArea = { title: string; description: string | null };

/** The stage an NSW code is written for: SC4-… is Stage 4, SC5-… Stage 5. */
function nswStageOf(code: string | null): string | null {
  const stage = /^[A-Z]+(\d)-/.exec(code ?? '')?.[1];
  return stage ? `Stage ${stage}` : null;
}

/**
 * The focus areas of an NSW curriculum (spec 9): from its FOCUS_AREA outcomes plus its
 * standards-based KNOWLEDGE outcomes, whose domain is the focus area and whose group the content
 * group it holds. Many outcomes share a focus area, so the list is de-duplicated by title and
 * description, in the order first met.
 *
 * A FOCUS_AREA outcome is one content group of a focus area: its description is that group's
 * syllabus text, different in each. So the focus area it belongs to is described by its stage
 * (from its code), which tells apart the two stages' areas of one name ('Working
 * scientifically'): the 2023 syllabus's 18 focus areas, not one per content group.
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
    if (nswOutcome?.type === 'FOCUS_AREA') add(nswOutcome.outcomeTitle, nswStageOf(nswOutcome.outcomeCode));
    else if (standard?.type === 'KNOWLEDGE') add(standard.domain, standard.group);
  }
  return [...areas.values()];
}
