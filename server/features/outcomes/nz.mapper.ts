import { z } from 'zod';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import type { CurriculumImport } from './outcomes.types.ts';

/**
 * The draft refreshed New Zealand Curriculum, Science, Phases 1–4 (`NZ`; October 2025 consultation
 * draft, licence unverified, so never shipped). Statements are standards-based outcomes: strand as
 * domain, phase as group, Knowledge statements knowledge and Practices skills. A sub-bullet of a
 * combined statement is its sub-standard. The curriculum has no codes: the source's ids serve.
 */

const zFile = z.object({
  meta: z.object({ source: z.string(), licence: z.string() }),
  statements: z.array(
    z.object({
      id: z.string().min(1),
      phase: z.string(),
      year_levels: z.array(z.number().int()),
      strand: z.string(),
      element: z.string(),
      text: z.string().min(1),
      sub_item_of: z.string().nullable(),
    }),
  ),
});

const YEARS = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN'];

export function mapNzScienceDraft(file: unknown): CurriculumImport {
  const { meta, statements } = zFile.parse(file);
  const uuidOf = (id: string) => stableOutcomeUuid('NZ', id);
  const children = new Map<string, string[]>();
  for (const s of statements)
    if (s.sub_item_of) children.set(s.sub_item_of, [...(children.get(s.sub_item_of) ?? []), uuidOf(s.id)]);
  return {
    curriculum: {
      code: 'NZ',
      label: 'New Zealand Curriculum: Science (draft, 2025)',
      licence:
        'Unverified: Crown copyright, New Zealand Ministry of Education; imported under the operator’s own licence',
      attribution:
        'Draft Science learning area, The New Zealand Curriculum © Crown copyright, New Zealand Ministry of Education.',
      source: meta.source,
    },
    outcomes: statements.map((s) => ({
      uuid: uuidOf(s.id),
      code: s.id,
      isOfficial: true,
      sourceRef: s.id,
      variant: {
        kind: 'standardBasedLearningOutcome',
        value: {
          code: s.id,
          title: s.text,
          isOfficial: true,
          type: s.sub_item_of ? 'SUBSTANDARD' : s.element === 'Practices' ? 'SKILL' : 'KNOWLEDGE',
          level: s.year_levels.map((year) => YEARS[year] ?? String(year)).join(', '),
          domain: s.strand,
          group: s.phase,
          subgroup: s.element,
          topic: null,
          learningScale: null,
          childrenIds: children.get(s.id) ?? [],
          parentId: s.sub_item_of ? uuidOf(s.sub_item_of) : null,
        },
      },
    })),
  };
}
