import { MAX_LISTED_ACCEPTANCES, type InvitationRoleKind } from '../../../common/invitations/constants.ts';
import type {
  ListRoleInvitationsQuery,
  RoleInvitationList,
  SubjectRoleInvitationsResponse,
} from '../../../common/invitations/contracts.ts';
import type { RoleInvitation } from '../../../common/invitations/schema.ts';
import {
  invitationRoleKind,
  isInvitationExpired,
  isInvitationValid,
} from '../../../common/invitations/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { readCode } from './invitation-accept.service.ts';
import { generateInvitationCode } from './invitation-codes.rules.ts';
import { toInvitationRole, toRoleInvitation } from './invitations.mapper.ts';
import { canManageInstitutionInvitation, canReadInstitutionInvitations } from './invitations.policy.ts';
import {
  deactivateActiveMultiUse,
  findAcceptances,
  findActiveMultiUse,
  findInvitationRecord,
  findInvitationRecords,
  insertInvitationIfAbsent,
  setInvitationActive,
} from './invitations.repo.ts';
import type { AuthorizedSubject } from '../subjects/index.ts';
import type { Db, InvitationRecord, InvitationsDeps } from './invitations.types.ts';

const CODE_ATTEMPTS = 5;
const STAFF_KINDS: readonly InvitationRoleKind[] = ['instructor', 'creator', 'sudoadmin'];
export const INVITATION_NOT_FOUND = 'Invitation not found';

/** Rethrows a 404 as the invitation's 404, so it never says which part was not found. */
const asInvitationNotFound = (error: unknown): never => {
  if (error instanceof AppError && error.code === 'not-found') throw AppError.notFound(INVITATION_NOT_FOUND);
  throw error;
};

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

/**
 * The one way to an invitation someone manages (turns off or on): one of a subject through the
 * subject's path (`authorizeSubject(…, 'manageInvitations')`), any other by the invitations
 * policy at its institution. Whoever may not see what it belongs to is told it does not exist.
 */
export function createInvitationAccess(deps: Pick<InvitationsDeps, 'db' | 'subjects' | 'roles'>) {
  const { db, subjects, roles } = deps;
  return {
    async authorizeInvitation(actor: Actor, code: string): Promise<InvitationRecord> {
      const record = await findInvitationRecord(db, code);
      if (!record) throw AppError.notFound(INVITATION_NOT_FOUND);
      const { invitation } = record;
      if (invitation.subjectId !== null) {
        await subjects
          .authorizeSubject(actor, invitation.subjectId, 'manageInvitations')
          .catch(asInvitationNotFound);
        return record;
      }
      const { memberRole } = await roles
        .membershipAt(actor, invitation.institutionId)
        .catch(asInvitationNotFound);
      const kind = invitationRoleKind(toInvitationRole(invitation));
      if (!canManageInstitutionInvitation(actor, memberRole, kind))
        throw AppError.forbidden('You may not manage this invitation');
      return record;
    },

    /** The institution's invitations, for whoever may read them all (its admins). */
    async authorizeInstitutionInvitations(actor: Actor, institutionId: number): Promise<void> {
      const { memberRole } = await roles.membershipAt(actor, institutionId);
      if (!canReadInstitutionInvitations(actor, memberRole))
        throw AppError.forbidden("You may not see this institution's invitations");
    },
  };
}

export function createInvitationManageService(
  deps: Pick<InvitationsDeps, 'db' | 'subjects' | 'roles' | 'now'>,
) {
  const { db, subjects } = deps;
  const now = deps.now ?? (() => new Date());
  const access = createInvitationAccess(deps);
  const present = (records: readonly InvitationRecord[]): RoleInvitation[] =>
    records.map((record) => toRoleInvitation(record, { now: now() }));
  /** Lists answer valid invitations only, unless asked for the invalid ones too. */
  const validUnless = (includeInvalid: boolean, records: readonly InvitationRecord[]) =>
    includeInvalid ? records : records.filter((record) => isInvitationValid(record.invitation, now()));
  const recordOf = (
    found: AuthorizedSubject,
    invitation: InvitationRecord['invitation'],
  ): InvitationRecord => ({
    invitation,
    subject: found.subject,
    institution: found.institution,
  });
  const manageSubject = (actor: Actor, subjectId: number) =>
    subjects.authorizeSubject(actor, subjectId, 'manageInvitations');

  /** The subject's new class code; a concurrent call that made one first wins and is returned. */
  async function createMultiUse(tx: Db, actor: Actor, found: AuthorizedSubject) {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const row = await insertInvitationIfAbsent(tx, {
        code: generateInvitationCode(),
        institutionId: found.subject.institutionId,
        subjectId: found.subject.id,
        studentMobId: found.subject.id,
        isMultiUse: true,
        createdBy: actor.principal,
      });
      if (row) return row;
      const concurrent = await findActiveMultiUse(tx, found.subject.id);
      if (concurrent) return concurrent;
    }
    throw new Error('Could not generate an unused invitation code');
  }

  return {
    /** The subject's active multi-use student code, made on first use (an expired one is replaced). */
    async ensureMultiUse(actor: Actor, subjectId: number) {
      const found = await manageSubject(actor, subjectId);
      const existing = await findActiveMultiUse(db, subjectId);
      if (existing && !isInvitationExpired(existing.expiresOn, now()))
        return { roleInvitation: toRoleInvitation(recordOf(found, existing), { now: now() }) };
      const row = await db.transaction(async (tx) => {
        if (existing) await deactivateActiveMultiUse(tx, subjectId);
        return createMultiUse(tx, actor, found);
      });
      return { roleInvitation: toRoleInvitation(recordOf(found, row), { now: now() }) };
    },

    /** A new class code; the old one stops working at once. Members stay. */
    async regenerateMultiUse(actor: Actor, subjectId: number) {
      const found = await manageSubject(actor, subjectId);
      const row = await db.transaction(async (tx) => {
        await deactivateActiveMultiUse(tx, subjectId);
        return createMultiUse(tx, actor, found);
      });
      return { roleInvitation: toRoleInvitation(recordOf(found, row), { now: now() }) };
    },

    /** Turns the invitation off. Turning off twice is harmless. */
    async deactivate(actor: Actor, codeInput: string) {
      const record = await access.authorizeInvitation(actor, readCode(codeInput));
      const row = await setInvitationActive(db, record.invitation.code, false);
      return {
        roleInvitation: toRoleInvitation({ ...record, invitation: row ?? record.invitation }, { now: now() }),
      };
    },

    /**
     * Turns an invitation back on. A used single-use invitation stays used; a class code can be
     * turned on only while the subject has no other active one.
     */
    async activate(actor: Actor, codeInput: string) {
      const record = await access.authorizeInvitation(actor, readCode(codeInput));
      if (record.invitation.consumedOn)
        throw new AppError('invalid-action', 'This invitation has been used and cannot be turned back on');
      const conflict = () =>
        new AppError('conflict', 'The subject already has an active class code; turn it off first');
      const row = await setInvitationActive(db, record.invitation.code, true).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict() : error;
      });
      return {
        roleInvitation: toRoleInvitation({ ...record, invitation: row ?? record.invitation }, { now: now() }),
      };
    },

    /** The teacher's panel: every invitation of the subject, newest first, and who joined when. */
    async listForSubject(actor: Actor, subjectId: number): Promise<SubjectRoleInvitationsResponse> {
      await manageSubject(actor, subjectId);
      const [records, acceptances] = await Promise.all([
        findInvitationRecords(db, { subjectId }),
        findAcceptances(db, subjectId, MAX_LISTED_ACCEPTANCES),
      ]);
      return {
        roleInvitations: present(records),
        acceptances: acceptances.map((a) => ({ ...a, acceptedOn: a.acceptedOn.toISOString() })),
      };
    },

    /** By role, at a subject (its managers) or an institution (its admins). */
    async list(actor: Actor, query: ListRoleInvitationsQuery): Promise<RoleInvitationList> {
      if (query.subjectId !== undefined) await manageSubject(actor, query.subjectId);
      else if (query.institutionId !== undefined)
        await access.authorizeInstitutionInvitations(actor, query.institutionId);
      else throw AppError.validation([{ field: 'subjectId', message: 'is-not-present' }]);
      const records = await findInvitationRecords(db, {
        subjectId: query.subjectId,
        institutionId: query.institutionId,
        kinds: query.role ? [query.role] : undefined,
      });
      return { roleInvitations: present(validUnless(query.includeInvalid, records)) };
    },

    /** Instructor, creator and sudoadmin invitations of an institution, for its admins. */
    async staffInvitations(actor: Actor, institutionId: number, includeInvalid: boolean) {
      await access.authorizeInstitutionInvitations(actor, institutionId);
      const records = await findInvitationRecords(db, { institutionId, kinds: STAFF_KINDS });
      return { roleInvitations: present(validUnless(includeInvalid, records)) };
    },
  };
}
