import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { mapAustralianCurriculumV84, mapAustralianCurriculumV9 } from './au-curriculum.mapper.ts';
import { mapCaliforniaMath } from './california-math.mapper.ts';
import { mapEnglandNationalCurriculum } from './england.mapper.ts';
import { mapNgss } from './ngss.mapper.ts';
import { mapNswScience2023 } from './nsw.mapper.ts';
import { mapNzScienceDraft } from './nz.mapper.ts';
import type { CurriculumImport, SourceFiles } from './outcomes.types.ts';

/**
 * The curriculum sources the platform can read: the files each is published as (a folder's worth,
 * named as in the curriculum data), the curricula it holds and whether the platform ships it.
 * NSW and the New Zealand draft are not cleared for shipping: only an operator imports them.
 */
export interface CurriculumSource {
  /** The folder the files are kept in. */
  name: string;
  files: readonly string[];
  curricula: readonly CurriculumCode[];
  isShipped: boolean;
  map(files: SourceFiles): CurriculumImport[];
}

const json = (files: SourceFiles, name: string): unknown => {
  const text = files[name];
  if (text === undefined) throw new Error(`${name} is missing`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${name} is not JSON`);
  }
};

export const CURRICULUM_SOURCES: readonly CurriculumSource[] = [
  {
    name: 'australian-curriculum-v9',
    files: ['ac9_science_content_descriptions.json'],
    curricula: ['AU_V9'],
    isShipped: true,
    map: (files) => [mapAustralianCurriculumV9(json(files, 'ac9_science_content_descriptions.json'))],
  },
  {
    name: 'australian-curriculum-v8.4',
    files: ['ac84_science_content_descriptions.json'],
    curricula: ['AU'],
    isShipped: true,
    map: (files) => [mapAustralianCurriculumV84(json(files, 'ac84_science_content_descriptions.json'))],
  },
  {
    name: 'ngss',
    files: ['ngss_performance_expectations.json', 'ngss_foundation_elements.json'],
    curricula: ['US', 'US_HS'],
    isShipped: true,
    map: (files) =>
      mapNgss(
        json(files, 'ngss_performance_expectations.json'),
        json(files, 'ngss_foundation_elements.json'),
      ),
  },
  {
    name: 'england-national-curriculum',
    files: ['england_nc_science_content_descriptors.json'],
    curricula: ['UK'],
    isShipped: true,
    map: (files) => [
      mapEnglandNationalCurriculum(json(files, 'england_nc_science_content_descriptors.json')),
    ],
  },
  {
    name: 'us-california-math',
    files: ['ca_math_standards.jsonl', 'ca_math_hierarchy.jsonl'],
    curricula: ['US_CALI_MATHS'],
    isShipped: true,
    map: (files) => [
      mapCaliforniaMath(files['ca_math_standards.jsonl'] ?? '', files['ca_math_hierarchy.jsonl'] ?? ''),
    ],
  },
  {
    name: 'nsw-science-7-10-2023',
    files: ['nsw_science_7_10_outcomes.json', 'nsw_science_7_10_focus_areas_content.json'],
    curricula: ['AU_NSW_2023'],
    isShipped: false,
    map: (files) => [
      mapNswScience2023(
        json(files, 'nsw_science_7_10_outcomes.json'),
        json(files, 'nsw_science_7_10_focus_areas_content.json'),
      ),
    ],
  },
  {
    name: 'nz-curriculum-science-draft-2025',
    files: ['nz_science_draft_2025_statements.json'],
    curricula: ['NZ'],
    isShipped: false,
    map: (files) => [mapNzScienceDraft(json(files, 'nz_science_draft_2025_statements.json'))],
  },
];

/** The source a file belongs to, by its name. */
export function sourceOfFile(fileName: string): CurriculumSource | undefined {
  return CURRICULUM_SOURCES.find((source) => source.files.includes(fileName));
}

/** The sources whose files are all among these names (a folder's listing). */
export function sourcesAmong(fileNames: readonly string[]): CurriculumSource[] {
  return CURRICULUM_SOURCES.filter((source) => source.files.every((name) => fileNames.includes(name)));
}
