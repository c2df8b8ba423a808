import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import type { CurriculumRow, OutcomeRow } from './outcomes.repo.ts';

/** A stored outcome as the contract has it: the common fields and its one variant. */
export function toLearningOutcome(
  row: Pick<OutcomeRow, 'uuid' | 'curriculumCode' | 'isOfficial' | 'kind' | 'data'>,
): LearningOutcome {
  return {
    uuid: row.uuid,
    curriculumCode: row.curriculumCode,
    isOfficial: row.isOfficial,
    [row.kind]: row.data,
  };
}

/** A curriculum as listed: the spec's code and label, with its licence and attribution. */
export interface CurriculumSummary {
  code: CurriculumRow['code'];
  label: string;
  licence: string;
  attribution: string;
  source: string;
  isShipped: boolean;
  outcomeCount: number;
  importedOn: Date;
  importedBy: string;
}

export function toCurriculumSummary(row: CurriculumRow): CurriculumSummary {
  return {
    code: row.code,
    label: row.label,
    licence: row.licence,
    attribution: row.attribution,
    source: row.source,
    isShipped: row.isShipped,
    outcomeCount: row.outcomeCount,
    importedOn: row.importedOn,
    importedBy: row.importedBy,
  };
}
