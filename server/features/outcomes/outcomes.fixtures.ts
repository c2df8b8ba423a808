import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import type { Db } from '../../db/client.ts';
import { createCurriculumImportService } from './curriculum-import.service.ts';
import type { ImportedOutcome } from './outcomes.types.ts';

/**
 * Two small curricula for the API tests, with made-up text (tests only): `UK`, offered to every
 * school, with a standard and its sub-standard and an unofficial skill; and the feature-gated
 * `US_IDAHO`. Nothing else is imported, so `NZ` is a known code with no curriculum.
 */
export const TEST_CURRICULA = {
  open: 'UK',
  gated: 'US_IDAHO',
  gatedFlag: 'curriculum.US_IDAHO',
  notImported: 'NZ',
} as const;

export const testOutcomeUuid = (curriculum: CurriculumCode, code: string) =>
  stableOutcomeUuid(curriculum, code);

function standard(
  curriculum: CurriculumCode,
  code: string,
  more: {
    type?: 'KNOWLEDGE' | 'SKILL' | 'SUBSTANDARD';
    isOfficial?: boolean;
    parent?: string;
    children?: string[];
  } = {},
): ImportedOutcome {
  return {
    uuid: testOutcomeUuid(curriculum, code),
    code,
    isOfficial: more.isOfficial ?? true,
    variant: {
      kind: 'standardBasedLearningOutcome',
      value: {
        code,
        title: `Title of ${code}`,
        type: more.type ?? 'KNOWLEDGE',
        childrenIds: (more.children ?? []).map((child) => testOutcomeUuid(curriculum, child)),
        parentId: more.parent ? testOutcomeUuid(curriculum, more.parent) : null,
      },
    },
  };
}

const curriculumInfo = (code: CurriculumCode) => ({
  code,
  label: `Test ${code}`,
  licence: 'test',
  attribution: `Test attribution of ${code}`,
  source: 'test',
});

/** Imports the test curricula; `contentHash` stands for a new version of UK's files. */
export async function importTestCurricula(db: Db, contentHash = '1'): Promise<void> {
  const imports = createCurriculumImportService({ db });
  const options = { isShipped: false, importedBy: 'test', location: 'test', contentHash };
  const { open, gated } = TEST_CURRICULA;
  await imports.importCurriculum(
    {
      curriculum: curriculumInfo(open),
      outcomes: [
        standard(open, 'K1', { children: ['K1a'] }),
        standard(open, 'K1a', { type: 'SUBSTANDARD', parent: 'K1' }),
        standard(open, 'S1', { type: 'SKILL', isOfficial: false }),
      ],
    },
    options,
  );
  await imports.importCurriculum(
    { curriculum: curriculumInfo(gated), outcomes: [standard(gated, 'G1'), standard(gated, 'G2')] },
    { ...options, contentHash: '1' },
  );
}
