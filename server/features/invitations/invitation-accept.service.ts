import type { InvitationRoleKind } from '../../../common/invitations/constants.ts';
import type { AcceptInvitationResponse } from '../../../common/invitations/contracts.ts';
import type { RoleInvitationResponse } from '../../../common/invitations/schema.ts';
import {
  invitationRoleKind,
  invitationUnusableBecause,
  isVicEdInstitution,
  normaliseInvitationCode,
  validateInvitationCode,
} from '../../../common/invitations/rules.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { isTeacher } from '../../../common/roles/rules.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { joinSubjectWithCode } from './invitation-attempts.repo.ts';
import {
  createInvitationGuard,
  failureReasonOf,
  invitationFailure,
  type GuardedAttempt,
} from './invitation-guard.service.ts';
import { publishSubjectJoined } from './invitations.events.ts';
import { invitationRedirectUrl, toInvitationRole, toRoleInvitation } from './invitations.mapper.ts';
import { mayAcceptBoundInvitation } from './invitations.policy.ts';
import {
  consumeSingleUse,
  findInvitationRecord,
  grantAcceptedInstitutionRole,
  insertSubjectRoleIfAbsent,
  recordAcceptance,
} from './invitations.repo.ts';
import type { AttemptContext, InvitationRecord, InvitationsDeps } from './invitations.types.ts';

export const ALREADY_IN_SUBJECT = 'You are already in this subject';

/** The code as stored, or a 400 with the spec's problem (is-not-present, below-min-length). */
export function readCode(input: string): string {
  const code = normaliseInvitationCode(input);
  const problem = validateInvitationCode(code);
  if (problem) throw AppError.validation([problem]);
  return code;
}

/** What each kind of invitation grants: a subject role and the institution role it implies. */
const GRANTS: Record<
  InvitationRoleKind,
  { subjectRole: SubjectRoleName | null; institutionRole: InstitutionRoleName; addsToExisting: boolean }
> = {
  student: { subjectRole: 'STUDENT', institutionRole: 'STUDENT', addsToExisting: false },
  instructor: { subjectRole: 'INSTRUCTOR', institutionRole: 'SUBJECT_INSTRUCTOR', addsToExisting: false },
  creator: { subjectRole: null, institutionRole: 'SUBJECT_CREATOR', addsToExisting: true },
  sudoadmin: { subjectRole: null, institutionRole: 'ADMIN', addsToExisting: true },
};
const grantOf = (record: InvitationRecord) => GRANTS[invitationRoleKind(toInvitationRole(record.invitation))];

const alreadyInSubject = () =>
  AppError.validation([{ field: 'principal', message: 'is-excluded' }], ALREADY_IN_SUBJECT);

export function createInvitationAcceptService(
  deps: Pick<InvitationsDeps, 'db' | 'config' | 'events' | 'logger' | 'now' | 'roles'>,
) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const guard = createInvitationGuard(deps);

  /** Whether the actor is on the staff of the institution (teacher or above), or an internal admin. */
  async function isStaffAt(actor: Actor | null, institutionId: number): Promise<boolean> {
    if (!actor) return false;
    if (actor.isInternalAdmin) return true;
    try {
      return isTeacher((await deps.roles.membershipAt(actor, institutionId)).memberRole);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not-found') return false;
      throw error;
    }
  }

  /**
   * The general accept: one transaction that loads the invitation again with its row locked,
   * judges it by the same rule, uses up a single-use one and grants what its role grants; throws
   * invitationFailure when the code does not work (any more).
   */
  async function acceptInTransaction(actor: Actor, code: string): Promise<InvitationRecord> {
    return db.transaction(async (tx) => {
      const found = await findInvitationRecord(tx, code, { lock: true });
      const reason = invitationUnusableBecause(found, now(), actor.email);
      if (!found || reason) throw invitationFailure(reason ?? 'not-found');
      const { subject } = found;
      const invitation = found.invitation.isMultiUse ? found.invitation : await consumeSingleUse(tx, code);
      const grant = grantOf(found);
      const institutionId = subject?.institutionId ?? invitation.institutionId;
      if (grant.subjectRole) {
        if (!subject) throw invitationFailure('not-found');
        const added = await insertSubjectRoleIfAbsent(tx, {
          subjectId: subject.id,
          principal: actor.principal,
          institutionId,
          role: grant.subjectRole,
        });
        if (!added) throw alreadyInSubject();
      }
      await grantAcceptedInstitutionRole(tx, {
        institutionId,
        principal: actor.principal,
        role: grant.institutionRole,
        addsToExisting: grant.addsToExisting,
        now: now(),
      });
      await recordAcceptance(tx, {
        code,
        principal: actor.principal,
        institutionId,
        subjectId: subject?.id ?? null,
      });
      return { ...found, invitation };
    });
  }

  /**
   * Joining a subject with a multi-use code, the path a whole class takes at once: one statement
   * instead of a transaction of several, written only while the invitation and its subject are
   * the rows just judged usable. False when the invitation is not of that kind or something
   * changed since; the general accept then judges it again.
   */
  async function joinWithMultiUseCode(actor: Actor, code: string, looked: GuardedAttempt): Promise<boolean> {
    const { record, version } = looked;
    if (!record || version === null || !record.invitation.isMultiUse || !record.subject) return false;
    const grant = grantOf(record);
    if (!grant.subjectRole || grant.addsToExisting) return false;
    const joined = await joinSubjectWithCode(db, {
      code,
      version,
      subjectId: record.subject.id,
      principal: actor.principal,
      institutionId: record.subject.institutionId,
      subjectRole: grant.subjectRole,
      institutionRole: grant.institutionRole,
      now: now(),
    });
    if (!joined.unchanged) return false;
    if (!joined.added) throw alreadyInSubject();
    return true;
  }

  return {
    /** Anyone holding the code, signed in or not. */
    async getByCode(
      actor: Actor | null,
      codeInput: string,
      query: { includeRelatedIfValid: boolean; includeInvalid: boolean },
      ctx: AttemptContext,
    ): Promise<RoleInvitationResponse> {
      const code = readCode(codeInput);
      const at = now();
      const { record, reason, isPrincipalInSubject } = await guard.attempt(ctx, code, (found) =>
        invitationUnusableBecause(found, at),
      );
      if (!record || reason === 'not-found' || (reason && !query.includeInvalid))
        throw invitationFailure(reason ?? 'not-found');
      const roleInvitation = toRoleInvitation(record, {
        now: at,
        includeRelated: query.includeRelatedIfValid,
        maskEmail: !actor || !mayAcceptBoundInvitation(actor, record.invitation),
      });
      if (reason) {
        roleInvitation.isValid = false;
        // A code that no longer works tells its holder only that: whom it was for and where it led
        // are the school's business.
        if (!(await isStaffAt(actor, record.invitation.institutionId))) {
          roleInvitation.emailAddress = null;
          roleInvitation.redirectUrl = null;
        }
      }
      return {
        roleInvitation,
        isVicEdInstitution: isVicEdInstitution(record.institution),
        isViewerInSubject: actor !== null && isPrincipalInSubject,
      };
    },

    /**
     * Accepts an invitation (issue part 4). A class code joins its subject in one statement; any
     * other invitation is accepted in one transaction, where a single-use one is used up under
     * its row lock, so of many concurrent accepts exactly one wins. Someone already in the
     * subject gets is-excluded and nothing changes, the invitation included.
     */
    async accept(
      actor: Actor,
      codeInput: string,
      bodyCode: string | undefined,
      ctx: AttemptContext,
    ): Promise<AcceptInvitationResponse> {
      const code = readCode(codeInput);
      if (bodyCode !== undefined && normaliseInvitationCode(bodyCode) !== code)
        throw AppError.validation(
          [{ field: 'code', message: 'is-invalid' }],
          'The code in the body differs from the path',
        );
      const at = now();
      const looked = await guard.attempt(ctx, code, (found) =>
        invitationUnusableBecause(found, at, actor.email),
      );
      if (!looked.record || looked.reason) throw invitationFailure(looked.reason ?? 'not-found');
      let record = looked.record;
      if (!(await joinWithMultiUseCode(actor, code, looked))) {
        try {
          record = await acceptInTransaction(actor, code);
        } catch (error) {
          // The code stopped working after the look-up (used up, turned off): a failure after all.
          const reason = failureReasonOf(error);
          if (reason) await guard.failedLater(ctx, code, reason);
          throw error;
        }
      }
      if (record.subject) await publishSubjectJoined(deps.events, deps.logger, record.subject);
      return {
        roleInvitation: toRoleInvitation(record, { now: now() }),
        redirectUrl: invitationRedirectUrl(record),
        subjectId: record.subject?.id ?? null,
        institutionId: record.invitation.institutionId,
      };
    },
  };
}
