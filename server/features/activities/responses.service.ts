import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { isAnswered, isAutoMarked, isScoreWithin } from '../../../common/activities/rules.ts';
import type { ResponseValue } from '../../../common/activities/schema.ts';
import type { zMarkResponse, zSaveResponse } from '../../../common/activities/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { toResponse } from './activities.mapper.ts';
import { publishResponseChange } from './activities.events.ts';
import type { ActivityAccess } from './activity-access.service.ts';
import type { ActivityReadsService } from './activity-reads.service.ts';
import type { ActivityRecord, Db, ResponseRecord, WorksheetItemRecord } from './activities.types.ts';
import { autoScoreOf } from './auto-marking.rules.ts';
import {
  findResponse,
  findResponseById,
  insertSubmission,
  listResponsesOfStudent,
  recordCheck,
  returnSubmission,
  setAutoScores,
  setMark,
  upsertResponse,
  type ResponseWithMarker,
} from './responses.repo.ts';
import { listItemsOfActivities } from './worksheet-items.repo.ts';

export interface ResponsesDeps {
  db: Db;
  events: EventBus;
  logger: FastifyBaseLogger;
  access: ActivityAccess;
  reads: ActivityReadsService;
}

const SUBMITTED = 'This lesson is handed in: its answers can no longer change';
const NOT_CHECKED_AS_YOU_GO = 'This lesson shows its marks when it is handed in';
const NOT_AUTO_MARKED = 'Your teacher marks this question';
const NOT_ANSWERED = 'Answer the question before checking it';
const NO_CHECKS_LEFT = 'You have used every check of this answer';
const NOT_SUBMITTED = 'This student has not handed this lesson in, so there is nothing to return';

/** What a teacher whose mark came second is told: the mark now, which they can replace knowingly. */
function markChangedMessage(now: ResponseWithMarker): string {
  const mark =
    now.score === null
      ? 'it now has no mark'
      : `it now has ${now.score} ${now.isAutoMark ? '(marked automatically)' : `from ${now.markedByName ?? 'another teacher'}`}` +
        (now.feedback ? ` with the feedback "${now.feedback}"` : '');
  return `This answer's mark changed while you were marking: ${mark}. Your mark was not saved; save it again to replace that one.`;
}

/** Students' answers (autosave, hand-in) and the teacher's marks. */
export function createResponsesService(deps: ResponsesDeps) {
  const { db, events, logger, access, reads } = deps;

  return {
    /**
     * Three statements (the question with the student's standing, the upsert, the announcement); a
     * save made on an older version changes nothing. A save never tells a mark: that comes on
     * hand-in, or on a check.
     */
    async saveResponse(actor: Actor, record: WorksheetItemRecord, input: z.output<typeof zSaveResponse>) {
      const { item, activity } = record;
      const worksheetItemId = item.id;
      if (record.viewerSubmittedAt !== null) throw new AppError('invalid-action', SUBMITTED);
      if (input.value.kind !== item.kind)
        throw AppError.validation([{ field: 'value.kind', message: 'is-invalid' }]);
      const saved = await upsertResponse(db, {
        institutionId: activity.institutionId,
        activityId: activity.id,
        worksheetItemId,
        studentPrincipal: actor.principal,
        value: input.value,
        isAnswered: isAnswered(input.value),
        clientSavedAt: input.clientSavedAt,
        baseVersion: input.baseVersion ?? null,
      });
      if (saved) {
        // Not awaited: the save is committed, and an open class view needs no answer held for it.
        void publishResponseChange(events, logger, {
          activityId: activity.id,
          institutionId: activity.institutionId,
          change: 'saved',
          studentPrincipal: actor.principal,
          worksheetItemId,
          responseId: saved.id,
        });
        return { response: toResponse({ ...saved, markedByName: null }, item.marks), applied: true };
      }
      const stored = await findResponse(db, worksheetItemId, actor.principal);
      return { response: toResponse(stored!, item.marks), applied: false };
    },

    /**
     * Checking as you go: the automatic mark of the stored answer, counted against the lesson's
     * tries on the server.
     */
    async checkResponse(actor: Actor, record: WorksheetItemRecord) {
      const { item, activity } = record;
      const worksheetItemId = item.id;
      if (record.viewerSubmittedAt !== null) throw new AppError('invalid-action', SUBMITTED);
      if (activity.feedbackMode !== 'checkAsYouGo')
        throw new AppError('invalid-action', NOT_CHECKED_AS_YOU_GO);
      if (!isAutoMarked(item.kind)) throw new AppError('invalid-action', NOT_AUTO_MARKED);
      const stored = await findResponse(db, worksheetItemId, actor.principal);
      const score =
        stored && isAnswered(stored.value as ResponseValue)
          ? autoScoreOf(item, stored.value as ResponseValue)
          : null;
      if (!stored || score === null) throw new AppError('invalid-action', NOT_ANSWERED);
      const checked = await recordCheck(db, {
        responseId: stored.id,
        versionCount: stored.versionCount,
        score,
        tries: activity.checkTries,
      });
      if (!checked) throw new AppError('invalid-action', NO_CHECKS_LEFT);
      await publishResponseChange(events, logger, {
        activityId: activity.id,
        institutionId: activity.institutionId,
        change: 'marked',
        studentPrincipal: actor.principal,
        worksheetItemId,
        responseId: checked.id,
      });
      return {
        response: toResponse({ ...checked, markedByName: null }, item.marks),
        checksLeft: Math.max(0, activity.checkTries - checked.checksUsed),
      };
    },

    /**
     * The answers the server marks get their marks (those a teacher marked keep theirs) as the
     * hand-in is recorded; a second hand-in keeps the first.
     */
    async submit(actor: Actor, record: ActivityRecord) {
      const activityId = record.activity.id;
      if (record.viewerSubmittedAt === null) {
        await db.transaction(async (tx) => {
          const items = await listItemsOfActivities(tx, [activityId]);
          const given = await listResponsesOfStudent(tx, [activityId], actor.principal);
          const itemsById = new Map(items.map((i) => [i.id, i]));
          const scores = given.flatMap((response) => {
            const item = itemsById.get(response.worksheetItemId);
            const isTeachers = response.score !== null && !response.isAutoMark;
            if (!item || isTeachers) return [];
            const score = autoScoreOf(item, response.value as ResponseValue);
            // A short answer matching none of its accepted answers waits for the teacher.
            if (!isAutoMarked(item.kind) && score === null) return [];
            return [{ id: response.id, score }];
          });
          await setAutoScores(tx, scores);
          await insertSubmission(tx, {
            activityId,
            studentPrincipal: actor.principal,
            institutionId: record.activity.institutionId,
          });
        });
        await publishResponseChange(events, logger, {
          activityId,
          institutionId: record.activity.institutionId,
          change: 'submitted',
          studentPrincipal: actor.principal,
          worksheetItemId: null,
          responseId: null,
        });
      }
      // Read again: the hand-in just recorded is part of the answer.
      return reads.myResponses(actor, await access.authorizeActivity(actor, activityId, 'read'));
    },

    /**
     * The student can change their answers and submit again; their marks stay until an answer
     * changes. The return is kept (a trigger) and announced to the class view and to the student's
     * open lesson.
     */
    async returnSubmission(actor: Actor, record: ActivityRecord, studentPrincipal: string) {
      const activityId = record.activity.id;
      const isReturned = await returnSubmission(db, {
        activityId,
        studentPrincipal,
        returnedBy: actor.principal,
      });
      if (!isReturned) throw new AppError('invalid-action', NOT_SUBMITTED);
      await publishResponseChange(events, logger, {
        activityId,
        institutionId: record.activity.institutionId,
        change: 'returned',
        studentPrincipal,
        worksheetItemId: null,
        responseId: null,
      });
      return { submission: await reads.summaryOf(activityId, studentPrincipal) };
    },

    async markResponse(actor: Actor, record: ResponseRecord, input: z.output<typeof zMarkResponse>) {
      const responseId = record.response.id;
      if (!isScoreWithin(input.score, record.item.marks))
        throw AppError.validation([{ field: 'score', message: 'is-invalid' }]);
      const isSet = await setMark(db, responseId, {
        score: input.score,
        feedback: input.feedback === undefined || input.feedback === '' ? null : input.feedback,
        markedBy: actor.principal,
        baseMarkVersion: input.baseMarkVersion ?? null,
      });
      if (!isSet)
        throw new AppError('invalid-action', markChangedMessage(await findResponseById(db, responseId)));
      await publishResponseChange(events, logger, {
        activityId: record.activity.id,
        institutionId: record.activity.institutionId,
        change: 'marked',
        studentPrincipal: record.response.studentPrincipal,
        worksheetItemId: record.item.id,
        responseId,
      });
      return { response: toResponse(await findResponseById(db, responseId), record.item.marks) };
    },
  };
}

export type ResponsesService = ReturnType<typeof createResponsesService>;
