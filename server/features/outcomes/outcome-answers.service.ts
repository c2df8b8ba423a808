import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { batchGetLearningOutcomes } from '../../../common/outcomes/endpoints.ts';
import type { Db } from '../../db/client.ts';
import { batchAnswerWriter, type WrittenAnswer } from '../../platform/http/written-answer.ts';
import { toLearningOutcome } from './outcomes.mapper.ts';
import { findOutcomeAnswerRows, type OutcomeAnswerRow } from './outcomes.repo.ts';

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

  /** Writes the outcomes a statement brought, by curriculum. */
  function writeLoaded(rows: readonly OutcomeAnswerRow[]): Map<CurriculumCode, KeptCurriculum> {
    const loaded = new Map<CurriculumCode, KeptCurriculum>();
    for (const row of rows) {
      if (row.uuid === null || row.kind === null) continue;
      let curriculum = loaded.get(row.code);
      if (!curriculum) {
        curriculum = { version: row.version, outcomes: new Map() };
        loaded.set(row.code, curriculum);
      }
      const outcome = toLearningOutcome({
        uuid: row.uuid,
        curriculumCode: row.code,
        isOfficial: row.isOfficial === true,
        kind: row.kind,
        data: row.data,
      });
      curriculum.outcomes.set(row.uuid, outcomeBatchAnswer.writeItem(outcome));
    }
    return loaded;
  }

  /**
   * Keeps what a statement brought and drops what it shows is gone or older. Calls overlap, so a
   * curriculum kept at a newer version meanwhile (by a later statement) stays.
   */
  function keep(rows: readonly OutcomeAnswerRow[]): void {
    const current = new Map(rows.map((row) => [row.code, Number(row.version)]));
    for (const [code, curriculum] of kept) {
      const version = current.get(code);
      if (version === undefined || Number(curriculum.version) < version) kept.delete(code);
    }
    for (const [code, curriculum] of writeLoaded(rows)) {
      const held = kept.get(code);
      if (!held || Number(held.version) <= Number(curriculum.version)) kept.set(code, curriculum);
    }
  }

  const find = (uuid: string): WrittenOutcome | undefined => {
    for (const curriculum of kept.values()) {
      const outcome = curriculum.outcomes.get(uuid);
      if (outcome) return outcome;
    }
    return undefined;
  };

  return {
    /** The written outcomes with these (lower-case, distinct) uuids; unknown ones are left out. One statement. */
    async writtenOutcomes(uuids: readonly string[]): Promise<{ uuid: string; written: WrittenOutcome }[]> {
      const keptVersions = [...kept].map(([code, curriculum]) => `${code}:${curriculum.version}`);
      const rows = await findOutcomeAnswerRows(db, {
        keptVersions,
        keptCodes: [...kept.keys()],
        uuids: uuids.filter((uuid) => !find(uuid)),
      });
      keep(rows);
      return uuids.flatMap((uuid) => {
        const written = find(uuid);
        return written ? [{ uuid, written }] : [];
      });
    },
  };
}
export type OutcomeAnswersService = ReturnType<typeof createOutcomeAnswersService>;
