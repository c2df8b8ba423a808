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

/** The status of a lesson its subject's readers see and its students answer; a draft is its writers' alone. */
export const OPEN_STATUS: ActivityStatus = 'published';
/** The subject role that answers lessons, is counted in a class's progress and has its own due dates. */
export const ANSWERING_ROLE: SubjectRoleName = 'STUDENT';

/** The viewer's standing at a lesson's subject, whatever the lesson. */
export interface SubjectStanding {
  viewerRole: SubjectRoleName | null;
  viewerInstitutionRole: RoleLike | null;
}

export interface ActivityStanding extends SubjectStanding {
  status: ActivityStatus;
}

/** Whether the viewer writes the subject's lessons: drafts included, every answer, marks. */
export const writesLessonsOf = (actor: ActorLike, standing: SubjectStanding): boolean =>
  canActOnSubject(actor, 'update', standing.viewerRole, standing.viewerInstitutionRole);

export function canActOnActivity(
  actor: ActorLike,
  action: ActivityAction,
  standing: ActivityStanding,
): boolean {
  const { viewerRole, viewerInstitutionRole } = standing;
  const writes = writesLessonsOf(actor, standing);
  switch (action) {
    case 'write':
      return writes;
    case 'read':
      return (
        writes ||
        (standing.status === OPEN_STATUS && canActOnSubject(actor, 'read', viewerRole, viewerInstitutionRole))
      );
    case 'answer':
      return standing.status === OPEN_STATUS && viewerRole === ANSWERING_ROLE;
  }
}

/** A deleted lesson exists only for those who may restore it: its writers. */
export const canSeeActivity = (actor: ActorLike, standing: ActivityStanding, isDeleted: boolean): boolean =>
  isDeleted ? writesLessonsOf(actor, standing) : canActOnActivity(actor, 'read', standing);

/**
 * An answer: the lesson's writers read and mark every answer; its student reads their own, while
 * they may read the lesson, and is refused marking it (403); anyone else is told it does not exist.
 */
export function decideResponseAction(
  actor: ActorLike & { principal: string },
  action: 'read' | 'mark',
  standing: ActivityStanding | null,
  studentPrincipal: string,
): ActivityDecision {
  if (!standing) return 'not-found';
  if (canActOnActivity(actor, 'write', standing)) return 'allowed';
  const own = studentPrincipal === actor.principal && canActOnActivity(actor, 'read', standing);
  if (!own) return 'not-found';
  return action === 'read' ? 'allowed' : 'forbidden';
}

/**
 * Whether the viewer sees a lesson as a student of its subject (current or archived): with their
 * own progress and their own due date (an extension) in place of the lesson's.
 */
export const STUDENT_ROLES: readonly SubjectRoleName[] = [ANSWERING_ROLE, 'ARCHIVED_STUDENT'];
export const seesLessonAsStudent = (viewerRole: SubjectRoleName | null): boolean =>
  viewerRole !== null && STUDENT_ROLES.includes(viewerRole);

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
