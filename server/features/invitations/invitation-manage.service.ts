import { MAX_LISTED_ACCEPTANCES, type InvitationRoleKind } from '../../../common/invitations/constants.ts';
import type {
  ListRoleInvitationsQuery,
  RoleInvitationList,
  SubjectRoleInvitationsResponse,
} from '../../../common/invitations/contracts.ts';
import type { RoleInvitation } from '../../../common/invitations/schema.ts';
import { invitationRoleKind, isInvitationExpired } from '../../../common/invitations/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { findViewerRoleAt } from '../roles/roles.service.ts';
import { readCode } from './invitation-accept.service.ts';
import { generateInvitationCode } from './invitation-codes.rules.ts';
import { toInvitationRole, toRoleInvitation } from './invitations.mapper.ts';
import {
  canInviteStaff,
  canManageSubjectInvitations,
  canReadInstitutionInvitations,
  canSeeSubject,
} from './invitations.policy.ts';
import {
  deactivateActiveMultiUse,
  findAcceptances,
  findActiveMultiUse,
  findInvitationRecord,
  findInvitationRecords,
  findSubjectForViewer,
  insertInvitationIfAbsent,
  setInvitationActive,
} from './invitations.repo.ts';
import type { Db, InvitationRecord, InvitationsDeps, SubjectForViewer } from './invitations.types.ts';

export const SUBJECT_NOT_FOUND = 'Subject not found';
const CODE_ATTEMPTS = 5;
const STAFF_KINDS: readonly InvitationRoleKind[] = ['instructor', 'creator', 'sudoadmin'];

/** Rethrows a 404 as the invitation's 404, so it never says which part was not found. */
const asInvitationNotFound = (error: unknown): never => {
  if (error instanceof AppError && error.code === 'not-found')
    throw AppError.notFound('Invitation not found');
  throw error;
};

/**
 * A subject whose invitations the actor may manage. Someone who may not see it is told it does
 * not exist (404); a member who may see but not manage it is refused (403).
 */
export async function findManageableSubject(
  db: Db,
  actor: Actor,
  subjectId: number,
): Promise<SubjectForViewer> {
  const found = await findSubjectForViewer(db, subjectId, actor.principal);
  if (!found || !canSeeSubject(actor, found.viewerRole, found.viewerInstitutionRole))
    throw AppError.notFound(SUBJECT_NOT_FOUND);
  if (!canManageSubjectInvitations(actor, found.viewerRole, found.viewerInstitutionRole))
    throw AppError.forbidden("You may not manage this subject's invitations");
  return found;
}

/** One invitation the actor may manage: by its subject, or for staff invitations by the grant rules. */
export async function findManageableInvitation(
  db: Db,
  actor: Actor,
  code: string,
): Promise<InvitationRecord> {
  const record = await findInvitationRecord(db, code);
  if (!record) throw AppError.notFound('Invitation not found');
  if (record.invitation.subjectId !== null) {
    await findManageableSubject(db, actor, record.invitation.subjectId).catch(asInvitationNotFound);
    return record;
  }
  const viewerRole = await findViewerRoleAt(db, actor, record.invitation.institutionId).catch(
    asInvitationNotFound,
  );
  const kind = invitationRoleKind(toInvitationRole(record.invitation));
  const allowed =
    kind === 'creator' || kind === 'sudoadmin'
      ? canInviteStaff(actor, viewerRole, kind)
      : canReadInstitutionInvitations(actor, viewerRole);
  if (!allowed) throw AppError.forbidden('You may not manage this invitation');
  return record;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

export function createInvitationManageService(deps: InvitationsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const present = (records: readonly InvitationRecord[]): RoleInvitation[] =>
    records.map((record) => toRoleInvitation(record, { now: now() }));
  const recordOf = (
    found: SubjectForViewer,
    invitation: InvitationRecord['invitation'],
  ): InvitationRecord => ({
    invitation,
    subject: found.subject,
    institution: found.institution,
  });

  /** The subject's new class code; a concurrent call that made one first wins and is returned. */
  async function createMultiUse(tx: Db, actor: Actor, found: SubjectForViewer) {
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
      const found = await findManageableSubject(db, actor, subjectId);
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
      const found = await findManageableSubject(db, actor, subjectId);
      const row = await db.transaction(async (tx) => {
        await deactivateActiveMultiUse(tx, subjectId);
        return createMultiUse(tx, actor, found);
      });
      return { roleInvitation: toRoleInvitation(recordOf(found, row), { now: now() }) };
    },

    /** DELETE /v3/roleInvitations/{code}: turns the invitation off. Turning off twice is harmless. */
    async deactivate(actor: Actor, codeInput: string) {
      const record = await findManageableInvitation(db, actor, readCode(codeInput));
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
      const record = await findManageableInvitation(db, actor, readCode(codeInput));
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
      await findManageableSubject(db, actor, subjectId);
      const [records, acceptances] = await Promise.all([
        findInvitationRecords(db, { subjectId, includeInvalid: true }),
        findAcceptances(db, subjectId, MAX_LISTED_ACCEPTANCES),
      ]);
      return {
        roleInvitations: present(records),
        acceptances: acceptances.map((a) => ({ ...a, acceptedOn: a.acceptedOn.toISOString() })),
      };
    },

    /** GET /v3/roleInvitations: by role, at a subject (its managers) or an institution (its admins). */
    async list(actor: Actor, query: ListRoleInvitationsQuery): Promise<RoleInvitationList> {
      const kinds = query.role ? [query.role] : undefined;
      if (query.subjectId !== undefined) {
        await findManageableSubject(db, actor, query.subjectId);
      } else if (query.institutionId !== undefined) {
        const viewerRole = await findViewerRoleAt(db, actor, query.institutionId);
        if (!canReadInstitutionInvitations(actor, viewerRole))
          throw AppError.forbidden("You may not see this institution's invitations");
      } else {
        throw AppError.validation([{ field: 'subjectId', message: 'is-not-present' }]);
      }
      const records = await findInvitationRecords(db, {
        subjectId: query.subjectId,
        institutionId: query.institutionId,
        kinds,
        includeInvalid: query.includeInvalid,
      });
      return { roleInvitations: present(records) };
    },

    /** Instructor, creator and sudoadmin invitations of an institution, for its admins. */
    async staffInvitations(actor: Actor, institutionId: number, includeInvalid: boolean) {
      const viewerRole = await findViewerRoleAt(db, actor, institutionId);
      if (!canReadInstitutionInvitations(actor, viewerRole))
        throw AppError.forbidden("You may not see this institution's invitations");
      const records = await findInvitationRecords(db, { institutionId, kinds: STAFF_KINDS, includeInvalid });
      return { roleInvitations: present(records) };
    },
  };
}
