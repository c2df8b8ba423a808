import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { batchGetLearningOutcomes } from '../../../common/outcomes/endpoints.ts';
import type { Db } from '../../db/client.ts';
import { batchAnswerWriter, type WrittenAnswer } from '../../platform/http/written-answer.ts';
import { toLearningOutcome } from './outcomes.mapper.ts';
import { findOutcomeAnswerRows, type OutcomeAnswerRows } from './outcomes.repo.ts';

export const outcomeBatchAnswer = batchAnswerWriter(batchGetLearningOutcomes, 'learningOutcome');
type WrittenOutcome = ReturnType<typeof outcomeBatchAnswer.writeItem>;
export type OutcomeBatchAnswer = WrittenAnswer<typeof batchGetLearningOutcomes>;

/** A curriculum's outcomes as kept: the version they were written at, and each written outcome. */
interface KeptCurriculum {
  version: string;
  outcomes: Map<string, WrittenOutcome>;
}

/**
 * Outcomes as the batch get answers them, each written once by the answer's own schema and kept
 * in the process, a curriculum at a time, at the version (import time) it was written from.
 * Outcomes change only when their curriculum is imported, and an import sets a new version, so
 * every call checks the kept versions against the curricula in its one statement, which also
 * brings the outcomes of any curriculum to write (again): a kept outcome is never older than the
 * statement that answers with it. What is kept is bounded by the imported curricula (about 1.5 MB
 * of JSON for those shipped).
 */
export function createOutcomeAnswersService(deps: { db: Db }) {
  const { db } = deps;
  const kept = new Map<CurriculumCode, KeptCurriculum>();
  /** Every kept outcome by uuid, and the statement's view of what is kept: made again when that changes. */
  let byUuid = new Map<string, WrittenOutcome>();
  let keptVersions: string[] = [];
  let keptCodes: CurriculumCode[] = [];

  function indexKept(): void {
    byUuid = new Map();
    for (const curriculum of kept.values())
      for (const [uuid, outcome] of curriculum.outcomes) byUuid.set(uuid, outcome);
    keptVersions = [...kept].map(([code, curriculum]) => `${code}:${curriculum.version}`);
    keptCodes = [...kept.keys()];
  }

  /** Writes the outcomes a statement brought, by curriculum, at the curriculum's version. */
  function writeLoaded({ versions, outcomes }: OutcomeAnswerRows): Map<CurriculumCode, KeptCurriculum> {
    const loaded = new Map<CurriculumCode, KeptCurriculum>();
    for (const row of outcomes) {
      let curriculum = loaded.get(row.code);
      if (!curriculum) {
        curriculum = { version: versions[row.code]!, outcomes: new Map() };
        loaded.set(row.code, curriculum);
      }
      const outcome = toLearningOutcome({ ...row, curriculumCode: row.code });
      curriculum.outcomes.set(row.uuid, outcomeBatchAnswer.writeItem(outcome));
    }
    return loaded;
  }

  /**
   * Keeps what a statement brought and drops what it shows is gone or older. Calls overlap, so a
   * curriculum kept at a newer version meanwhile (by a later statement) stays.
   */
  function keep(rows: OutcomeAnswerRows): void {
    let isChanged = false;
    for (const [code, curriculum] of kept) {
      const version = rows.versions[code];
      if (version === undefined || Number(curriculum.version) < Number(version)) {
        kept.delete(code);
        isChanged = true;
      }
    }
    for (const [code, curriculum] of writeLoaded(rows)) {
      const held = kept.get(code);
      if (!held || Number(held.version) <= Number(curriculum.version)) {
        kept.set(code, curriculum);
        isChanged = true;
      }
    }
    if (isChanged) indexKept();
  }

  return {
    /**
     * The written outcomes with these (lower-case, distinct) uuids, by uuid; unknown ones are left
     * out. One statement.
     */
    async writtenOutcomes(uuids: readonly string[]): Promise<ReadonlyMap<string, WrittenOutcome>> {
      keep(
        await findOutcomeAnswerRows(db, {
          keptVersions,
          keptCodes,
          uuids: uuids.filter((uuid) => !byUuid.has(uuid)),
        }),
      );
      return byUuid;
    },
  };
}
export type OutcomeAnswersService = ReturnType<typeof createOutcomeAnswersService>;
