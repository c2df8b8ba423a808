import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { isAnswered, isScoreWithin } from '../../../common/activities/rules.ts';
import type { zMarkResponse, zSaveResponse } from '../../../common/activities/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { toResponse } from './activities.mapper.ts';
import { publishResponseChange } from './activities.events.ts';
import type { ActivityAccess } from './activity-access.service.ts';
import type { ActivityReadsService } from './activity-reads.service.ts';
import type { Db } from './activities.types.ts';
import { autoScoreOf } from './auto-marking.rules.ts';
import {
  findResponse,
  findResponseById,
  insertSubmission,
  setMark,
  upsertResponse,
} from './responses.repo.ts';

export interface ResponsesDeps {
  db: Db;
  events: EventBus;
  logger: FastifyBaseLogger;
  access: ActivityAccess;
  reads: ActivityReadsService;
}

const SUBMITTED = 'This lesson is handed in: its answers can no longer change';

/** Students' answers (autosave, hand-in) and the teacher's marks. */
export function createResponsesService(deps: ResponsesDeps) {
  const { db, events, logger, access, reads } = deps;

  return {
    /**
     * PUT /v3/worksheetItems/{worksheetItemId}/myResponse: three statements (the question with the
     * student's standing, the upsert, the announcement); an older or repeated save changes nothing.
     */
    async saveResponse(actor: Actor, worksheetItemId: number, input: z.output<typeof zSaveResponse>) {
      const record = await access.authorizeItem(actor, worksheetItemId, 'answer');
      const { item, activity } = record;
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
        score: autoScoreOf(item, input.value),
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

    /** POST /v3/activities/{activityId}/actions/submit: a second hand-in keeps the first. */
    async submit(actor: Actor, activityId: number) {
      const record = await access.authorizeActivity(actor, activityId, 'answer');
      if (record.viewerSubmittedAt === null) {
        await insertSubmission(db, {
          activityId,
          studentPrincipal: actor.principal,
          institutionId: record.activity.institutionId,
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
      return reads.myResponses(actor, activityId);
    },

    /** PUT /v3/responses/{responseId}/mark */
    async markResponse(actor: Actor, responseId: number, input: z.output<typeof zMarkResponse>) {
      const record = await access.authorizeResponse(actor, responseId, 'mark');
      if (!isScoreWithin(input.score, record.item.marks))
        throw AppError.validation([{ field: 'score', message: 'is-invalid' }]);
      await setMark(db, responseId, {
        score: input.score,
        feedback: input.feedback === undefined || input.feedback === '' ? null : input.feedback,
        markedBy: actor.principal,
      });
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
