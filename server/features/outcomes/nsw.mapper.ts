import { z } from 'zod';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import type { CurriculumImport, ImportedOutcome } from './outcomes.types.ts';

/**
 * NSW Science 7–10 Syllabus (2023), `AU_NSW_2023`: © NESA, all rights reserved, so it is never
 * shipped; an operator who holds a licence imports it. Its 35 outcomes are NSW outcomes of type
 * WORKING_SCIENTIFICALLY or CONTENT_ALIGNMENT. Each content group of a focus area is a FOCUS_AREA
 * outcome: the focus area's title, the group as its content group, the group's content points as
 * its description (one per line), and again as content points with the syllabus's examples of
 * each. A focus area has no code of its own in the syllabus; it takes the stem its outcomes share
 * (SC4-OTU-01 → SC4-OTU).
 */

const zMeta = z.object({ source: z.string(), licence: z.string() });
const zOutcomesFile = z.object({
  meta: zMeta,
  outcomes: z.array(z.object({ code: z.string().min(1), stage: z.string(), statement: z.string().min(1) })),
});
const zFocusAreasFile = z.object({
  focus_areas: z.array(
    z.object({
      stage: z.string(),
      focus_area: z.string().min(1),
      outcomes: z.array(z.string()).min(1),
      content_groups: z.array(
        z.object({
          group: z.string(),
          points: z.array(z.object({ text: z.string(), examples: z.array(z.string()).default([]) })),
        }),
      ),
    }),
  ),
});

const stem = (outcomeCode: string) => outcomeCode.replace(/-\d+$/, '');

/** The code of a focus area: the stem of its content outcomes, else of its working-scientifically ones. */
export function focusAreaCode(outcomeCodes: readonly string[]): string {
  const content = outcomeCodes.filter((code) => !code.includes('-WS-'));
  return stem((content[0] ?? outcomeCodes[0])!);
}

export function mapNswScience2023(outcomesFile: unknown, focusAreasFile: unknown): CurriculumImport {
  const { meta, outcomes } = zOutcomesFile.parse(outcomesFile);
  const { focus_areas: focusAreas } = zFocusAreasFile.parse(focusAreasFile);
  const rows: ImportedOutcome[] = outcomes.map((o) => ({
    uuid: stableOutcomeUuid('AU_NSW_2023', o.code),
    code: o.code,
    isOfficial: true,
    sourceRef: o.code,
    variant: {
      kind: 'nswOutcome',
      value: {
        outcomeCode: o.code,
        outcomeTitle: o.statement,
        description: null,
        type: o.code.includes('-WS-') ? 'WORKING_SCIENTIFICALLY' : 'CONTENT_ALIGNMENT',
        tagType: null,
        contentGroup: null,
      },
    },
  }));
  for (const area of focusAreas) {
    const code = focusAreaCode(area.outcomes);
    for (const group of area.content_groups)
      rows.push({
        uuid: stableOutcomeUuid('AU_NSW_2023', `${code}:${group.group}`),
        code,
        isOfficial: true,
        sourceRef: `${area.stage}: ${area.focus_area}: ${group.group}`,
        variant: {
          kind: 'nswOutcome',
          value: {
            outcomeCode: code,
            outcomeTitle: area.focus_area,
            description: group.points.map((point) => point.text).join('\n'),
            type: 'FOCUS_AREA',
            tagType: null,
            contentGroup: group.group,
            contentPoints: group.points.map(({ text, examples }) => ({ text, examples })),
          },
        },
      });
  }
  return {
    curriculum: {
      code: 'AU_NSW_2023',
      label: 'NSW Science 7–10 Syllabus (2023)',
      licence: 'Not openly licensed: © NESA, all rights reserved; imported under the operator’s own licence',
      attribution:
        'Science 7–10 Syllabus (2023) © 2024 NSW Education Standards Authority (NESA) for and on behalf of the Crown in right of the State of New South Wales.',
      source: meta.source,
    },
    outcomes: rows,
  };
}
