import { z } from 'zod';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import type { CurriculumImport } from './outcomes.types.ts';

/**
 * The National Curriculum in England, science programmes of study KS1–KS4 (`UK`; DfE, OGL v3.0,
 * as encoded by Oak National Academy). The curriculum has no statement codes, so Oak's stable slug
 * is the code. Each descriptor is a standards-based outcome: its strand the domain, its sub-strand
 * the group, its key stage the level; 'Working scientifically' descriptors are skills, the rest
 * knowledge.
 */

const zFile = z.object({
  meta: z.object({ source: z.string(), licence: z.string() }),
  content_descriptors: z.array(
    z.object({
      id: z.string().min(1),
      text: z.string().min(1),
      strand: z.string(),
      sub_strand: z.string().nullable(),
      key_stages: z.array(z.string()).min(1),
      programmes: z.array(z.object({ year_group: z.string().nullable() })),
    }),
  ),
});

export const ENGLAND_ATTRIBUTION =
  'Contains public sector information licensed under the Open Government Licence v3.0. National Curriculum in England: science programmes of study, Department for Education, as encoded by Oak National Academy.';

export function mapEnglandNationalCurriculum(file: unknown): CurriculumImport {
  const { meta, content_descriptors: rows } = zFile.parse(file);
  return {
    curriculum: {
      code: 'UK',
      label: 'National Curriculum in England: Science',
      licence: 'Open Government Licence v3.0',
      attribution: ENGLAND_ATTRIBUTION,
      source: meta.source,
    },
    outcomes: rows.map((row) => {
      const yearGroups = [...new Set(row.programmes.map((p) => p.year_group).filter(Boolean))];
      return {
        uuid: stableOutcomeUuid('UK', row.id),
        code: row.id,
        isOfficial: true,
        sourceRef: `https://w3id.org/uk/oak/curriculum/nationalcurriculum/${row.id}`,
        variant: {
          kind: 'standardBasedLearningOutcome',
          value: {
            code: row.id,
            title: row.text,
            isOfficial: true,
            type: row.strand === 'Working scientifically' ? 'SKILL' : 'KNOWLEDGE',
            level: row.key_stages.join(', '),
            domain: row.strand,
            group: row.sub_strand,
            subgroup: yearGroups.join(', ') || null,
            topic: null,
            learningScale: null,
            childrenIds: [],
            parentId: null,
          },
        },
      };
    }),
  };
}
