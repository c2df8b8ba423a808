import { restorableSince } from '../../../common/subjects/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { SUBJECT_FORBIDDEN_MESSAGES, decideSubjectAction, type SubjectAction } from './subjects.policy.ts';
import { findSubjectForViewer } from './subjects.repo.ts';
import type { AuthorizedSubject, BesideSubject, Db, SubjectStaffAndCount } from './subjects.types.ts';

export const SUBJECT_NOT_FOUND = 'Subject not found';

export interface AuthorizeOptions {
  /** A deleted subject still in its restore window counts too (restore). */
  includeDeleted?: boolean;
}

/**
 * The one way to a subject as its viewer may see it (ARCHITECTURE.md, convention 4): every subject
 * call of this feature, and every feature that hangs off a subject, starts here.
 */
export function createSubjectAccess(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function load(
    actor: Actor,
    subjectId: number,
    action: SubjectAction,
    options: AuthorizeOptions & { details?: boolean; beside?: BesideSubject<unknown> },
  ) {
    const found = await findSubjectForViewer(db, actor, subjectId, {
      includeArchived: true,
      includeDeletedSince: options.includeDeleted ? restorableSince(now()) : undefined,
      details: options.details === true,
      beside: options.beside,
    });
    const decision = decideSubjectAction(actor, action, found);
    if (decision === 'allowed' && found) return found;
    if (decision === 'forbidden') throw AppError.forbidden(SUBJECT_FORBIDDEN_MESSAGES[action]);
    throw AppError.notFound(SUBJECT_NOT_FOUND);
  }

  return {
    /**
     * The subject, archived or not (deleted ones only with `includeDeleted`, while restorable),
     * with its institution and the actor's roles, once the actor may take `action` on it. In one
     * statement. Someone who may not read it is told it does not exist (404, the same as for a
     * missing one); someone who may read it but not take the action is refused (403).
     */
    authorizeSubject: (
      actor: Actor,
      subjectId: number,
      action: SubjectAction,
      options: AuthorizeOptions = {},
    ): Promise<AuthorizedSubject> => load(actor, subjectId, action, options),

    /**
     * authorizeSubject, with a value of the caller's about the subject read in the same statement
     * (`BesideSubject`): a version to check something kept against, say.
     */
    authorizeSubjectWith: async <T>(
      actor: Actor,
      subjectId: number,
      action: SubjectAction,
      beside: BesideSubject<T>,
    ): Promise<AuthorizedSubject & { beside: T }> =>
      (await load(actor, subjectId, action, { beside })) as AuthorizedSubject & { beside: T },

    /** authorizeSubject for reading, with the subject's instructors and student count (its page). */
    async authorizeSubjectWithDetails(
      actor: Actor,
      subjectId: number,
    ): Promise<AuthorizedSubject & SubjectStaffAndCount> {
      const found = await load(actor, subjectId, 'read', { details: true });
      return { ...found, instructors: found.instructors ?? [], studentCount: found.studentCount ?? 0 };
    },
  };
}

export type SubjectAccess = ReturnType<typeof createSubjectAccess>;
