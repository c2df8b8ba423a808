import type {
  PutResponseOutcomeLevels,
  ResponseOutcomeLevelsResponse,
  ScopeAndSequence,
  SubjectMastery,
} from '../../../common/outcome-tags/contracts.ts';
import type { MasteryMethod } from '../../../common/outcome-tags/constants.ts';
import type { MasteryEvidence } from '../../../common/outcome-tags/contracts.ts';
import { gradableOutcomeUuids } from '../../../common/outcome-tags/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../db/client.ts';
import type { ResponseRecord } from '../activities/index.ts';
import type { AuthorizedSubject, SubjectsService } from '../subjects/index.ts';
import {
  findEvidence,
  findEvidencePlaces,
  findResponseLevels,
  findSubjectTagging,
  masteryVersionOfSubject,
  replaceResponseLevels,
  upsertMasteryMethod,
} from './mastery.repo.ts';
import { createMasteryGrids } from './mastery-grid.service.ts';
import { findItemTags } from './outcome-tags.repo.ts';
import { canReadMasteryOf, readsWholeClass } from './mastery.policy.ts';
import { iso } from '../../platform/iso.ts';

const STUDENT_NOT_FOUND = 'Student not found';

/**
 * The levels teachers give answers for the outcomes their questions are tagged with, and what they
 * add up to: each student's mastery of a subject's outcomes, and the subject's scope and sequence.
 */
export function createMasteryService(deps: {
  db: Db;
  subjects: Pick<SubjectsService, 'authorizeSubjectWith'>;
}) {
  const { db } = deps;
  const { authorizeSubjectWith } = deps.subjects;
  const grids = createMasteryGrids({ db });

  async function responseLevels(responseId: number): Promise<ResponseOutcomeLevelsResponse> {
    const levels = await findResponseLevels(db, responseId);
    return { responseId, levels: levels.map((l) => ({ ...l, markedAt: iso(l.markedAt) })) };
  }

  return {
    async getResponseLevels({ response }: ResponseRecord) {
      return responseLevels(response.id);
    },

    async putResponseLevels(actor: Actor, record: ResponseRecord, body: PutResponseOutcomeLevels) {
      const responseId = record.response.id;
      const gradable = gradableOutcomeUuids(await findItemTags(db, record.item.id));
      const problems = body.levels.flatMap((level, index) =>
        gradable.has(level.learningOutcomeUuid.toLowerCase())
          ? []
          : [{ field: `levels.${index}.learningOutcomeUuid`, message: 'is-invalid' as const }],
      );
      if (problems.length > 0) throw AppError.validation(problems);
      await db.transaction((tx) =>
        replaceResponseLevels(
          tx,
          { id: responseId, institutionId: record.activity.institutionId },
          body.levels,
          actor.principal,
        ),
      );
      return responseLevels(responseId);
    },

    /**
     * Every student for its teachers, oneself for a student. The same object while a class's grid
     * is unchanged, so its answer is written once.
     */
    async getMastery(actor: Actor, subjectId: number): Promise<SubjectMastery> {
      const subject = await authorizeSubjectWith(actor, subjectId, 'read', masteryVersionOfSubject);
      return readsWholeClass(actor, subject)
        ? grids.ofClass(subjectId, subject.beside)
        : grids.ofStudent(subjectId, actor.principal);
    },

    async putMethod(actor: Actor, subject: AuthorizedSubject, method: MasteryMethod) {
      const subjectId = subject.subject.id;
      await upsertMasteryMethod(
        db,
        { id: subjectId, institutionId: subject.subject.institutionId },
        method,
        actor.principal,
      );
      return { subjectId, method };
    },

    /** A student sees only their own. */
    async getEvidence(
      actor: Actor,
      subject: AuthorizedSubject,
      query: { principal: string; learningOutcomeUuid: string },
    ): Promise<{ evidence: MasteryEvidence[] }> {
      const subjectId = subject.subject.id;
      if (!canReadMasteryOf(actor, subject, query.principal)) throw AppError.notFound(STUDENT_NOT_FOUND);
      const rows = await findEvidence(db, subjectId, query.principal, query.learningOutcomeUuid);
      const places = new Map(
        (await findEvidencePlaces(db, [...new Set(rows.map((row) => row.worksheetItemId))])).map((p) => [
          p.worksheetItemId,
          p,
        ]),
      );
      const evidence = rows
        .map((row) => ({
          responseId: row.responseId,
          activityId: row.activityId,
          activityTitle: places.get(row.worksheetItemId)?.activityTitle ?? '',
          worksheetItemId: row.worksheetItemId,
          questionNumber: places.get(row.worksheetItemId)?.questionNumber ?? 0,
          level: row.level,
          markedAt: iso(row.markedAt),
          isAutoMark: row.isAutoMark,
        }))
        .sort((a, b) => a.markedAt.localeCompare(b.markedAt) || a.responseId - b.responseId);
      return { evidence };
    },

    async getScopeAndSequence(actor: Actor, subject: AuthorizedSubject): Promise<ScopeAndSequence> {
      const subjectId = subject.subject.id;
      const lessons = await findSubjectTagging(db, subjectId, readsWholeClass(actor, subject));
      const uuids = new Set<string>();
      const rows = lessons.map((lesson) => {
        const outcomes = lesson.lessonTags
          .filter((tag) => tag.inScope)
          .map(({ learningOutcomeUuid, level }) => ({ learningOutcomeUuid, level }));
        for (const outcome of outcomes) uuids.add(outcome.learningOutcomeUuid);
        return { activityId: lesson.activityId, title: lesson.title, status: lesson.status, outcomes };
      });
      return { subjectId, learningOutcomeUuids: [...uuids], lessons: rows };
    },
  };
}

export type MasteryService = ReturnType<typeof createMasteryService>;
