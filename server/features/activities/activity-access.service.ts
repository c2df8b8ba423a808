import { ACTIVITY_RESTORE_DAYS } from '../../../common/activities/constants.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import {
  ACTIVITY_FORBIDDEN_MESSAGES,
  ACTIVITY_NOT_FOUND,
  RESPONSE_NOT_FOUND,
  WORKSHEET_ITEM_NOT_FOUND,
  canActOnActivity,
  canSeeActivity,
  decideActivityAction,
  decideResponseAction,
  type ActivityAction,
} from './activities.policy.ts';
import {
  findActivitiesForViewer,
  findActivityForViewer,
  findResponseForViewer,
  findWorksheetItemForViewer,
} from './activity-access.repo.ts';
import type { ActivityRecord, Db, ResponseRecord, WorksheetItemRecord } from './activities.types.ts';

const standingOf = (record: ActivityRecord) => ({
  status: record.activity.status,
  viewerRole: record.viewerRole,
  viewerInstitutionRole: record.viewerInstitutionRole,
});

function decide<R extends ActivityRecord>(
  actor: Actor,
  action: ActivityAction,
  found: R | null,
  missing: string,
): R {
  const decision = decideActivityAction(actor, action, found ? standingOf(found) : null);
  if (decision === 'allowed' && found) return found;
  if (decision === 'forbidden') throw AppError.forbidden(ACTIVITY_FORBIDDEN_MESSAGES[action]);
  throw AppError.notFound(missing);
}

export const restorableSince = (now: Date): Date =>
  new Date(now.getTime() - ACTIVITY_RESTORE_DAYS * 86_400_000);

/**
 * The one way to a lesson, a question or an answer (ARCHITECTURE.md, convention 4): each is loaded
 * with its subject and the viewer's standing in one statement, and the activity policy, itself read
 * off the subject's, decides. Someone who may not read the lesson is told it does not exist (404).
 */
export function createActivityAccess(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** A lesson, once the actor may take `action` on it; a deleted one only with `includeDeleted`, while restorable. */
    async authorizeActivity(
      actor: Actor,
      activityId: number,
      action: ActivityAction,
      options: { includeDeleted?: boolean } = {},
    ): Promise<ActivityRecord> {
      const since = options.includeDeleted ? restorableSince(now()) : undefined;
      const found = await findActivityForViewer(db, actor.principal, activityId, since);
      const visible =
        found && canSeeActivity(actor, standingOf(found), found.activity.deletedAt !== null) ? found : null;
      return decide(actor, action, visible, ACTIVITY_NOT_FOUND);
    },

    /** Of these lessons, those the actor may read (a batch's), by the same rule as one lesson's. */
    async readableAmong(actor: Actor, activityIds: readonly number[]): Promise<ActivityRecord[]> {
      const found = await findActivitiesForViewer(db, actor.principal, activityIds);
      return found.filter((record) =>
        canSeeActivity(actor, standingOf(record), record.activity.deletedAt !== null),
      );
    },

    async authorizeItem(
      actor: Actor,
      worksheetItemId: number,
      action: ActivityAction,
    ): Promise<WorksheetItemRecord> {
      const found = await findWorksheetItemForViewer(db, actor.principal, worksheetItemId);
      return decide(actor, action, found, WORKSHEET_ITEM_NOT_FOUND);
    },

    /** An answer, as the policy's decideResponseAction says. */
    async authorizeResponse(
      actor: Actor,
      responseId: number,
      action: 'read' | 'mark',
    ): Promise<ResponseRecord> {
      const found = await findResponseForViewer(db, actor.principal, responseId);
      const decision = decideResponseAction(
        actor,
        action,
        found && standingOf(found),
        found?.response.studentPrincipal ?? '',
      );
      if (decision === 'allowed' && found) return found;
      if (decision === 'forbidden') throw AppError.forbidden(ACTIVITY_FORBIDDEN_MESSAGES.write);
      throw AppError.notFound(RESPONSE_NOT_FOUND);
    },

    /** Whether the actor writes this lesson (its answer's `permissions.update`, model answers). */
    canWrite: (actor: Actor, record: ActivityRecord): boolean =>
      canActOnActivity(actor, 'write', standingOf(record)),
  };
}

export type ActivityAccess = ReturnType<typeof createActivityAccess>;
