import type { SubjectMastery } from '../../../common/outcome-tags/contracts.ts';
import { DEFAULT_MASTERY_METHOD } from '../../../common/outcome-tags/constants.ts';
import { masteryFromSummary } from '../../../common/outcome-tags/mastery.ts';
import type { Db } from '../../db/client.ts';
import { keptAtVersion } from '../../platform/kept-at-version.ts';
import {
  findMasteryMethod,
  findMasterySummaries,
  findSubjectStudents,
  findSubjectTagging,
} from './mastery.repo.ts';

/**
 * How many class grids a process keeps, the most recently read: the classes whose teachers are
 * looking. A class of 30 over 60 outcomes takes about 0.65 MB kept (its cells, its JSON and gzip),
 * so at most about 65 MB.
 */
const GRIDS_KEPT = 100;

/**
 * Each student's mastery of a subject's outcomes (the outcome grid), added up from a year of
 * answers in the database (four statements). A class's grid is kept, at the version of the subject
 * it was added up at (its change counters' sum, migration 0017, read with the access check), and
 * answered again while that version stays: no statement of its own. The version is read before the
 * grid kept with it, so a kept grid is never older than its version: a change made meanwhile only
 * makes the next call add the grid up again.
 */
export function createMasteryGrids(deps: { db: Db }) {
  const { db } = deps;
  const kept = keptAtVersion<number, SubjectMastery>(GRIDS_KEPT);

  /** Every student's cells, or one student's; the columns: every outcome the subject is tagged with. */
  async function addUp(subjectId: number, only: string | null): Promise<SubjectMastery> {
    const [students, summaries, tagging, chosen] = await Promise.all([
      findSubjectStudents(db, subjectId, only),
      findMasterySummaries(db, subjectId, only),
      findSubjectTagging(db, subjectId, only === null),
      findMasteryMethod(db, subjectId),
    ]);
    const method = chosen ?? DEFAULT_MASTERY_METHOD;
    const tagged = new Set<string>();
    for (const lesson of tagging) {
      for (const tag of lesson.lessonTags) tagged.add(tag.learningOutcomeUuid);
      for (const uuid of lesson.itemOutcomeUuids) tagged.add(uuid);
    }
    const byStudent = new Map<string, SubjectMastery['students'][number]['outcomes']>();
    for (const summary of summaries) {
      tagged.add(summary.learningOutcomeUuid);
      let cells = byStudent.get(summary.studentPrincipal);
      if (!cells) byStudent.set(summary.studentPrincipal, (cells = []));
      cells.push({
        learningOutcomeUuid: summary.learningOutcomeUuid,
        level: masteryFromSummary(summary, method),
        evidenceCount: summary.count,
        lastMarkedAt: new Date(summary.lastMarkedAt).toISOString(),
      });
    }
    return {
      subjectId,
      method,
      learningOutcomeUuids: [...tagged],
      students: students.map((student) => ({ ...student, outcomes: byStudent.get(student.principal) ?? [] })),
    };
  }

  return {
    /**
     * A class's grid at a version read before it (`masteryVersionOfSubject`): the kept one while
     * the subject is at the version it was kept at, else added up.
     */
    async ofClass(subjectId: number, versionRead: string): Promise<SubjectMastery> {
      const version = BigInt(versionRead);
      const held = kept.get(subjectId, version);
      if (held) return held;
      const grid = await addUp(subjectId, null);
      kept.keep(subjectId, version, grid);
      return grid;
    },

    /** One student's own row of the grid, added up each time (a thirtieth of a class's). */
    ofStudent: (subjectId: number, principal: string) => addUp(subjectId, principal),
  };
}

export type MasteryGrids = ReturnType<typeof createMasteryGrids>;
