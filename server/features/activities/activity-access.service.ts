import { ACTIVITY_RESTORE_DAYS } from '../../../common/activities/constants.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import {
  ACTIVITY_FORBIDDEN_MESSAGES,
  ACTIVITY_NOT_FOUND,
  RESPONSE_NOT_FOUND,
  WORKSHEET_ITEM_NOT_FOUND,
  canActOnActivity,
  decideActivityAction,
  type ActivityAction,
} from './activities.policy.ts';
import {
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
      // A deleted lesson exists only for those who may restore it.
      const visible =
        found && found.activity.deletedAt !== null && !canActOnActivity(actor, 'write', standingOf(found))
          ? null
          : found;
      return decide(actor, action, visible, ACTIVITY_NOT_FOUND);
    },

    async authorizeItem(
      actor: Actor,
      worksheetItemId: number,
      action: ActivityAction,
    ): Promise<WorksheetItemRecord> {
      const found = await findWorksheetItemForViewer(db, actor.principal, worksheetItemId);
      return decide(actor, action, found, WORKSHEET_ITEM_NOT_FOUND);
    },

    /**
     * An answer: its student reads their own; the lesson's writers read and mark every answer.
     * Anyone else is told it does not exist.
     */
    async authorizeResponse(
      actor: Actor,
      responseId: number,
      action: 'read' | 'mark',
    ): Promise<ResponseRecord> {
      const found = await findResponseForViewer(db, actor.principal, responseId);
      const writes = found !== null && canActOnActivity(actor, 'write', standingOf(found));
      const own =
        found !== null &&
        found.response.studentPrincipal === actor.principal &&
        canActOnActivity(actor, 'read', standingOf(found));
      if (found && writes) return found;
      if (found && own && action === 'read') return found;
      if (found && own) throw AppError.forbidden(ACTIVITY_FORBIDDEN_MESSAGES.write);
      throw AppError.notFound(RESPONSE_NOT_FOUND);
    },

    /** Whether the actor writes this lesson (its answer's `permissions.update`, model answers). */
    canWrite: (actor: Actor, record: ActivityRecord): boolean =>
      canActOnActivity(actor, 'write', standingOf(record)),
  };
}

export type ActivityAccess = ReturnType<typeof createActivityAccess>;
