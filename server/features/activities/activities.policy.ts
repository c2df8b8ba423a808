import type { ActorLike, RoleLike } from '../../../common/roles/rules.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import type { ActivityStatus } from '../../../common/activities/constants.ts';
import { canActOnSubject } from '../subjects/index.ts';

/**
 * Who may do what with a lesson, read off the subject's policy (the one access path of everything
 * that hangs off a subject): whoever may update the subject writes its lessons, sees every student's
 * answers and marks them; whoever may read the subject reads its published lessons; a student of
 * the subject answers a published lesson, and sees only their own answers and marks.
 *
 * - read: the lesson and its questions (model answers only with `write`);
 * - write: create, change, delete, restore, publish, duplicate; questions; see and mark every answer;
 * - answer: save and submit one's own answers.
 */
export const ACTIVITY_ACTIONS = ['read', 'write', 'answer'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface ActivityStanding {
  status: ActivityStatus;
  viewerRole: SubjectRoleName | null;
  viewerInstitutionRole: RoleLike | null;
}

export function canActOnActivity(
  actor: ActorLike,
  action: ActivityAction,
  standing: ActivityStanding,
): boolean {
  const { viewerRole, viewerInstitutionRole } = standing;
  const writes = canActOnSubject(actor, 'update', viewerRole, viewerInstitutionRole);
  switch (action) {
    case 'write':
      return writes;
    case 'read':
      return (
        writes ||
        (standing.status === 'published' && canActOnSubject(actor, 'read', viewerRole, viewerInstitutionRole))
      );
    case 'answer':
      return standing.status === 'published' && viewerRole === 'STUDENT';
  }
}

/**
 * Whether the viewer sees a lesson as a student of its subject (current or archived): with their
 * own progress and their own due date (an extension) in place of the lesson's.
 */
export const seesLessonAsStudent = (viewerRole: SubjectRoleName | null): boolean =>
  viewerRole === 'STUDENT' || viewerRole === 'ARCHIVED_STUDENT';

export type ActivityDecision = 'allowed' | 'forbidden' | 'not-found';

/** A lesson the actor may not read does not exist for them (404); one they read but may not act on, 403. */
export function decideActivityAction(
  actor: ActorLike,
  action: ActivityAction,
  standing: ActivityStanding | null,
): ActivityDecision {
  if (!standing || !canActOnActivity(actor, 'read', standing)) return 'not-found';
  return canActOnActivity(actor, action, standing) ? 'allowed' : 'forbidden';
}

export const ACTIVITY_NOT_FOUND = 'Activity not found';
export const WORKSHEET_ITEM_NOT_FOUND = 'Worksheet item not found';
export const RESPONSE_NOT_FOUND = 'Response not found';

export const ACTIVITY_FORBIDDEN_MESSAGES: Readonly<Record<ActivityAction, string>> = {
  read: 'You may not read this lesson',
  write: "Only the subject's instructors and the school's admins may change its lessons",
  answer: "Only the subject's students answer its lessons",
};
