import { z } from 'zod';
import type { Grade } from '../../../common/outcomes/constants.ts';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import type { CurriculumImport } from './outcomes.types.ts';

/**
 * The Australian Curriculum's science content descriptions (ACARA, CC BY 4.0), v9.0 (`AU_V9`)
 * and v8.4 (`AU`). Text is copied as published; `curriculumDescription` is HTML, so it is escaped
 * and v8.4's elaborations follow the description as a list.
 */

const ACARA_LICENCE = 'CC BY 4.0';
const zMeta = z.object({ source: z.string(), licence: z.string(), attribution: z.string().optional() });

const zContentDescription = z.object({
  code: z.string().min(1),
  year_level: z.string(),
  strand: z.string().nullable(),
  sub_strand: z.string().nullable(),
  description: z.string().min(1),
});
const zV9File = z.object({ meta: zMeta, content_descriptions: z.array(zContentDescription) });
const zV84File = z.object({
  meta: zMeta,
  content_descriptions: z.array(
    zContentDescription.extend({
      elaborations: z.array(z.string()),
      general_capabilities: z.array(z.object({ gc: z.string() })),
    }),
  ),
});

/** ACARA's own wording; v8.4's workbook carries none, so the same statement serves both. */
const ACARA_ATTRIBUTION =
  '© Australian Curriculum, Assessment and Reporting Authority (ACARA) 2010 to present, unless otherwise indicated. This material was downloaded from the Australian Curriculum website and was modified. The material is licensed under CC BY 4.0. ACARA does not endorse any product that uses the Australian Curriculum.';

const YEAR_LEVELS: Record<string, Grade> = {
  Foundation: 'PREP',
  'Foundation Year': 'PREP',
  'Year 1': 'ONE',
  'Year 2': 'TWO',
  'Year 3': 'THREE',
  'Year 4': 'FOUR',
  'Year 5': 'FIVE',
  'Year 6': 'SIX',
  'Year 7': 'SEVEN',
  'Year 8': 'EIGHT',
  'Year 9': 'NINE',
  'Year 10': 'TEN',
};

/** The grade code of an ACARA year level ('Year 7' → SEVEN); an unknown one is kept as written. */
export function auLevel(yearLevel: string): string {
  return YEAR_LEVELS[yearLevel] ?? yearLevel;
}

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

type ContentDescription = z.infer<typeof zContentDescription>;

function mapAustralian<Row extends ContentDescription>(
  curriculum: { code: 'AU' | 'AU_V9'; label: string },
  meta: z.infer<typeof zMeta>,
  rows: readonly Row[],
  extra: (row: Row) => { elaborations: readonly string[]; generalCapabilities: string[] },
): CurriculumImport {
  return {
    curriculum: {
      ...curriculum,
      licence: ACARA_LICENCE,
      attribution: meta.attribution ?? ACARA_ATTRIBUTION,
      source: meta.source,
    },
    outcomes: rows.map((row) => {
      const { elaborations, generalCapabilities } = extra(row);
      const list = elaborations.map((text) => `<li>${escapeHtml(text)}</li>`).join('');
      return {
        uuid: stableOutcomeUuid(curriculum.code, row.code),
        code: row.code,
        isOfficial: true,
        sourceRef: row.code,
        variant: {
          kind: 'auOutcome',
          value: {
            code: row.code,
            curriculumDescription: `<p>${escapeHtml(row.description)}</p>${list ? `<ul>${list}</ul>` : ''}`,
            levels: [auLevel(row.year_level)],
            subjectStrand: row.strand,
            subjectSubStrand: row.sub_strand,
            subjectsCovered: [],
            generalCapabilities,
          },
        },
      };
    }),
  };
}

export function mapAustralianCurriculumV9(file: unknown): CurriculumImport {
  const { meta, content_descriptions: rows } = zV9File.parse(file);
  // The source links no content description to a capability (ACARA's MRAC export would), and
  // has no elaborations.
  return mapAustralian({ code: 'AU_V9', label: 'Australian Curriculum v9.0: Science' }, meta, rows, () => ({
    elaborations: [],
    generalCapabilities: [],
  }));
}

export function mapAustralianCurriculumV84(file: unknown): CurriculumImport {
  const { meta, content_descriptions: rows } = zV84File.parse(file);
  return mapAustralian({ code: 'AU', label: 'Australian Curriculum v8.4: Science' }, meta, rows, (row) => ({
    elaborations: row.elaborations,
    generalCapabilities: [...new Set(row.general_capabilities.map((gc) => gc.gc))],
  }));
}
