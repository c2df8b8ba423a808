import type { InvitationRoleKind } from '../../../common/invitations/constants.ts';
import type { AcceptInvitationResponse } from '../../../common/invitations/contracts.ts';
import type { RoleInvitationResponse } from '../../../common/invitations/schema.ts';
import {
  invitationRoleKind,
  isInvitationExpired,
  isVicEdInstitution,
  normaliseInvitationCode,
  validateInvitationCode,
} from '../../../common/invitations/rules.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { DeferredSessionRead } from '../../platform/auth/session.plugin.ts';
import { AppError } from '../../platform/errors.ts';
import { findRoleForUpdate, insertRoleIfAbsent, updateRole } from '../roles/roles.repo.ts';
import { joinSubjectWithCode } from './invitation-attempts.repo.ts';
import {
  createInvitationGuard,
  failureReasonOf,
  invitationFailure,
  type FailureReason,
} from './invitation-guard.service.ts';
import { publishSubjectJoined } from './invitations.events.ts';
import { invitationRedirectUrl, toInvitationRole, toRoleInvitation } from './invitations.mapper.ts';
import { mayAcceptBoundInvitation } from './invitations.policy.ts';
import {
  consumeSingleUse,
  findInvitationRecord,
  insertSubjectRoleIfAbsent,
  recordAcceptance,
} from './invitations.repo.ts';
import type { AttemptContext, Db, InvitationRecord, InvitationsDeps } from './invitations.types.ts';

export const ALREADY_IN_SUBJECT = 'You are already in this subject';

/** The code as stored, or a 400 with the spec's problem (is-not-present, below-min-length). */
export function readCode(input: string): string {
  const code = normaliseInvitationCode(input);
  const problem = validateInvitationCode(code);
  if (problem) throw AppError.validation([problem]);
  return code;
}

/**
 * Why an invitation cannot be used now, or null. An invitation whose subject or institution is
 * gone is not found; one whose subject is archived no longer works.
 */
export function unusableBecause(record: InvitationRecord | null, now: Date): FailureReason | null {
  if (!record?.institution) return 'not-found';
  const { invitation, subject } = record;
  if (invitation.subjectId !== null && (!subject || subject.deletedOn)) return 'not-found';
  if (!invitation.isActive || subject?.isArchived) return 'is-inactive';
  if (isInvitationExpired(invitation.expiresOn, now)) return 'is-expired';
  return null;
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

/**
 * Gives `principal` an accepted institution role. With `addsToExisting` (creator, sudoadmin) the
 * role joins any roles they hold and a pending membership there becomes accepted; otherwise
 * (student, instructor) someone who already has a role there keeps it as it is.
 */
async function ensureInstitutionRole(
  tx: Db,
  key: { institutionId: number; principal: string },
  role: InstitutionRoleName,
  addsToExisting: boolean,
  now: Date,
): Promise<void> {
  const fresh = { ...key, roles: [role], isPending: false, acceptedOn: now };
  if (!addsToExisting) {
    await insertRoleIfAbsent(tx, fresh);
    return;
  }
  const existing =
    (await findRoleForUpdate(tx, key.institutionId, key.principal)) ??
    ((await insertRoleIfAbsent(tx, fresh))
      ? null
      : await findRoleForUpdate(tx, key.institutionId, key.principal));
  if (!existing) return;
  await updateRole(tx, key, {
    roles: existing.roles.includes(role) ? existing.roles : [...existing.roles, role],
    pendingMemberships: existing.pendingMemberships.filter((m) => m.role !== role),
    isPending: false,
    acceptedOn: existing.acceptedOn ?? now,
  });
}

const alreadyInSubject = () =>
  AppError.validation([{ field: 'principal', message: 'is-excluded' }], ALREADY_IN_SUBJECT);

export function createInvitationAcceptService(deps: InvitationsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const guard = createInvitationGuard(deps);

  /**
   * The general accept: one transaction that reads the invitation again, consumes a single-use
   * one and grants what its role grants; throws invitationFailure when the code does not work.
   */
  async function acceptInTransaction(actor: Actor, code: string): Promise<InvitationRecord> {
    return db.transaction(async (tx) => {
      const found = await findInvitationRecord(tx, code);
      const reason = unusableBecause(found, now());
      if (!found || reason) throw invitationFailure(reason ?? 'not-found');
      const { invitation, subject } = found;
      if (!mayAcceptBoundInvitation(actor, invitation)) throw invitationFailure('not-yours');
      if (!invitation.isMultiUse && !(await consumeSingleUse(tx, code)))
        throw invitationFailure('is-inactive');

      const grant = GRANTS[invitationRoleKind(toInvitationRole(invitation))];
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
      const key = { institutionId, principal: actor.principal };
      await ensureInstitutionRole(tx, key, grant.institutionRole, grant.addsToExisting, now());
      await recordAcceptance(tx, {
        code,
        principal: actor.principal,
        institutionId,
        subjectId: subject?.id ?? null,
      });
      return found;
    });
  }

  /**
   * Joining a subject with a multi-use code, the path a whole class takes at once: one statement
   * instead of a transaction of several. Null when the code or its subject stopped working
   * since the look-up; the general accept then finds out why. Returns the invitation as the
   * statement found it.
   */
  async function joinWithMultiUseCode(
    actor: Actor,
    code: string,
    found: InvitationRecord,
  ): Promise<InvitationRecord | null> {
    const { invitation, subject } = found;
    if (!invitation.isMultiUse || !subject) return null;
    const grant = GRANTS[invitationRoleKind(toInvitationRole(invitation))];
    if (!grant.subjectRole || grant.addsToExisting) return null;
    const joined = await joinSubjectWithCode(db, {
      code,
      subjectId: subject.id,
      principal: actor.principal,
      institutionId: subject.institutionId,
      subjectRole: grant.subjectRole,
      institutionRole: grant.institutionRole,
      email: actor.email,
      now: now(),
    });
    if (!joined.usable || !joined.record) return null;
    if (!joined.added) throw alreadyInSubject();
    if (joined.view) deps.joinedSubjectViews?.offer(actor.principal, joined.view);
    return joined.record;
  }

  return {
    /** GET /v3/roleInvitations/{code}: anyone holding the code, signed in or not. */
    async getByCode(
      caller: Actor | null,
      codeInput: string,
      query: { includeRelatedIfValid: boolean; includeInvalid: boolean },
      ctx: AttemptContext,
      unreadSession: DeferredSessionRead | null = null,
    ): Promise<RoleInvitationResponse> {
      const code = readCode(codeInput);
      const at = now();
      const { record, reason, reader } = await guard.lookUp(ctx, code, {
        now: at,
        email: null,
        judge: (found) => unusableBecause(found, at),
        session: unreadSession,
      });
      const actor = unreadSession ? reader : caller;
      if (!record || reason === 'not-found' || (reason && !query.includeInvalid))
        throw invitationFailure(reason ?? 'not-found');
      const roleInvitation = toRoleInvitation(record, {
        now: at,
        includeRelated: query.includeRelatedIfValid,
        maskEmail: !actor || !mayAcceptBoundInvitation(actor, record.invitation),
      });
      if (reason) roleInvitation.isValid = false;
      return { roleInvitation, isVicEdInstitution: isVicEdInstitution(record.institution) };
    },

    /**
     * Accepts an invitation in one transaction (issue part 4). A single-use invitation is consumed
     * by one conditional UPDATE, so of many concurrent accepts exactly one wins; someone already
     * in the subject gets is-excluded and nothing changes, the invitation included.
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
      let record = guard.takeRecentLookUp(ctx, code);
      if (!record) {
        const at = now();
        const looked = await guard.lookUp(ctx, code, {
          now: at,
          email: actor.email,
          judge: (found) =>
            unusableBecause(found, at) ??
            (found && !mayAcceptBoundInvitation(actor, found.invitation) ? 'not-yours' : null),
        });
        if (!looked.record || looked.reason) throw invitationFailure(looked.reason ?? 'not-found');
        record = looked.record;
      }
      const joined = await joinWithMultiUseCode(actor, code, record);
      if (joined) record = joined;
      else {
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
      // The invitation as it is now: a single-use one was just used up.
      const afterwards = record.invitation.isMultiUse
        ? record.invitation
        : { ...record.invitation, isActive: false, consumedOn: now() };
      return {
        roleInvitation: toRoleInvitation({ ...record, invitation: afterwards }, { now: now() }),
        redirectUrl: invitationRedirectUrl(record),
        subjectId: record.subject?.id ?? null,
        institutionId: record.invitation.institutionId,
      };
    },
  };
}
