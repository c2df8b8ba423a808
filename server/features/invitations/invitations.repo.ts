import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationRoleKind } from '../../../common/invitations/constants.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import {
  institutionRoles,
  institutions,
  invitationAcceptances,
  people,
  roleInvitations,
  signInLinks,
  subjectRoles,
  subjects,
} from '../../db/schema/index.ts';
import { prepared } from '../../db/prepared.ts';
import type {
  Db,
  InvitationRecord,
  InvitationRow,
  NewInvitationRow,
  SubjectForViewer,
} from './invitations.types.ts';

export const subjectColumns = {
  id: subjects.id,
  institutionId: subjects.institutionId,
  name: subjects.name,
  namePlaintext: subjects.namePlaintext,
  code: subjects.code,
  isArchived: subjects.isArchived,
  state: subjects.state,
  deletedOn: subjects.deletedOn,
};
export const institutionColumns = {
  id: institutions.id,
  name: institutions.name,
  code: institutions.code,
  endpoint: institutions.endpoint,
  locale: institutions.locale,
  timezone: institutions.timezone,
};

const ROLE_COLUMN = {
  student: roleInvitations.studentMobId,
  instructor: roleInvitations.instructorSubjectId,
  creator: roleInvitations.creatorInstitutionId,
  sudoadmin: roleInvitations.sudoadminInstitutionId,
} as const;

/** Valid (spec 4): active and not expired, by the database clock. */
const isValidNow = () =>
  and(
    eq(roleInvitations.isActive, true),
    or(isNull(roleInvitations.expiresOn), gt(roleInvitations.expiresOn, sql`now()`)),
  );

/** Invitations of subjects `principal` teaches: what a teacher who is not an admin may see. */
const ofSubjectsTaughtBy = (principal: string) =>
  inArray(
    roleInvitations.subjectId,
    sql`(select ${subjectRoles.subjectId} from ${subjectRoles}
         where ${subjectRoles.principal} = ${principal} and ${subjectRoles.role} = 'INSTRUCTOR')`,
  );

function recordQuery(db: Db) {
  return db
    .select({ invitation: roleInvitations, subject: subjectColumns, institution: institutionColumns })
    .from(roleInvitations)
    .leftJoin(subjects, eq(subjects.id, roleInvitations.subjectId))
    .leftJoin(institutions, eq(institutions.id, roleInvitations.institutionId));
}

/** One invitation with its subject and institution, in one statement, whatever the code. */
export async function findInvitationRecord(db: Db, code: string): Promise<InvitationRecord | null> {
  const [row] = await prepared(db, 'invitation_by_code', buildInvitationByCode).execute({ code });
  return row ?? null;
}

function buildInvitationByCode(db: Db) {
  return recordQuery(db)
    .where(eq(roleInvitations.code, sql.placeholder('code')))
    .prepare('invitation_by_code');
}

export interface InvitationFilter {
  subjectId?: number | undefined;
  institutionId?: number | undefined;
  kinds?: readonly InvitationRoleKind[] | undefined;
  emailAddress?: string | undefined;
  includeInvalid: boolean;
  /** Only invitations of subjects this person teaches. */
  taughtBy?: string | undefined;
}

/** Invitations matching every given filter, newest first, with their subjects and institutions. */
export async function findInvitationRecords(db: Db, filter: InvitationFilter): Promise<InvitationRecord[]> {
  const conditions: (SQL | undefined)[] = [
    filter.subjectId !== undefined ? eq(roleInvitations.subjectId, filter.subjectId) : undefined,
    filter.institutionId !== undefined ? eq(roleInvitations.institutionId, filter.institutionId) : undefined,
    filter.kinds ? or(...filter.kinds.map((kind) => isNotNull(ROLE_COLUMN[kind]))) : undefined,
    filter.emailAddress !== undefined
      ? eq(roleInvitations.emailAddress, filter.emailAddress.toLowerCase())
      : undefined,
    filter.includeInvalid ? undefined : isValidNow(),
    filter.taughtBy !== undefined ? ofSubjectsTaughtBy(filter.taughtBy) : undefined,
  ];
  return recordQuery(db)
    .where(and(...conditions))
    .orderBy(desc(roleInvitations.createdOn), roleInvitations.code);
}

/** Inserts unless the code is taken or the subject already has an active class code (then null). */
export async function insertInvitationIfAbsent(
  db: Db,
  values: NewInvitationRow,
): Promise<InvitationRow | null> {
  const [row] = await db.insert(roleInvitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Inserts many; those whose code was taken (astronomically rare) are left out of the answer. */
export async function insertInvitationsIfAbsent(
  db: Db,
  values: readonly NewInvitationRow[],
): Promise<InvitationRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(roleInvitations)
    .values([...values])
    .onConflictDoNothing()
    .returning();
}

/** The subject's active multi-use student code (at most one: a unique index says so). */
export async function findActiveMultiUse(db: Db, subjectId: number): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(roleInvitations)
    .where(
      and(
        eq(roleInvitations.studentMobId, subjectId),
        eq(roleInvitations.isMultiUse, true),
        eq(roleInvitations.isActive, true),
      ),
    );
  return row ?? null;
}

/**
 * Consumes a single-use invitation: one statement, so of any number of concurrent accepts exactly
 * one sees a row come back. Inactive, consumed or expired invitations return false.
 */
export async function consumeSingleUse(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .update(roleInvitations)
    .set({ isActive: false, consumedOn: sql`now()` })
    .where(
      and(
        eq(roleInvitations.code, code),
        eq(roleInvitations.isMultiUse, false),
        isNull(roleInvitations.consumedOn),
        isValidNow(),
      ),
    )
    .returning({ code: roleInvitations.code });
  return rows.length > 0;
}

export async function deactivateActiveMultiUse(db: Db, subjectId: number): Promise<void> {
  await db
    .update(roleInvitations)
    .set({ isActive: false, deactivatedOn: sql`now()` })
    .where(
      and(
        eq(roleInvitations.studentMobId, subjectId),
        eq(roleInvitations.isMultiUse, true),
        eq(roleInvitations.isActive, true),
      ),
    );
}

/** Turns one invitation off or on; on only if it was never consumed. Null when nothing changed. */
export async function setInvitationActive(
  db: Db,
  code: string,
  isActive: boolean,
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(roleInvitations)
    .set(isActive ? { isActive, deactivatedOn: null } : { isActive, deactivatedOn: sql`now()` })
    .where(
      and(
        eq(roleInvitations.code, code),
        isActive ? isNull(roleInvitations.consumedOn) : eq(roleInvitations.isActive, true),
      ),
    )
    .returning();
  return row ?? null;
}

/** Turns off every active invitation for an address at an institution (only `taughtBy`'s subjects'). */
export async function deactivateByEmail(
  db: Db,
  filter: { institutionId: number; emailAddress: string; taughtBy?: string | undefined },
): Promise<string[]> {
  const rows = await db
    .update(roleInvitations)
    .set({ isActive: false, deactivatedOn: sql`now()` })
    .where(
      and(
        eq(roleInvitations.institutionId, filter.institutionId),
        eq(roleInvitations.emailAddress, filter.emailAddress.toLowerCase()),
        eq(roleInvitations.isActive, true),
        filter.taughtBy !== undefined ? ofSubjectsTaughtBy(filter.taughtBy) : undefined,
      ),
    )
    .returning({ code: roleInvitations.code });
  return rows.map((r) => r.code);
}

/** Adds a subject role unless the person already has one there (then false: is-excluded). */
export async function insertSubjectRoleIfAbsent(
  db: Db,
  values: { subjectId: number; principal: string; institutionId: number; role: SubjectRoleName },
): Promise<boolean> {
  const rows = await db
    .insert(subjectRoles)
    .values(values)
    .onConflictDoNothing()
    .returning({ subjectId: subjectRoles.subjectId });
  return rows.length > 0;
}

export async function recordAcceptance(
  db: Db,
  values: { code: string; principal: string; institutionId: number; subjectId: number | null },
): Promise<void> {
  await db
    .insert(invitationAcceptances)
    .values(values)
    .onConflictDoUpdate({
      target: [invitationAcceptances.code, invitationAcceptances.principal],
      set: { acceptedOn: sql`now()` },
    });
}

/** Who joined a subject with which code and when, newest first. */
export async function findAcceptances(db: Db, subjectId: number, limit: number) {
  return db
    .select({
      code: invitationAcceptances.code,
      principal: invitationAcceptances.principal,
      fullName: people.fullName,
      acceptedOn: invitationAcceptances.acceptedOn,
    })
    .from(invitationAcceptances)
    .innerJoin(people, eq(people.principal, invitationAcceptances.principal))
    .where(eq(invitationAcceptances.subjectId, subjectId))
    .orderBy(desc(invitationAcceptances.acceptedOn), desc(invitationAcceptances.id))
    .limit(limit);
}

/** A live subject with its institution and the viewer's roles in it and there, in one statement. */
export async function findSubjectForViewer(
  db: Db,
  subjectId: number,
  principal: string,
): Promise<SubjectForViewer | null> {
  const [row] = await db
    .select({
      subject: subjectColumns,
      institution: institutionColumns,
      viewerRole: subjectRoles.role,
      viewerInstitutionRole: { roles: institutionRoles.roles, isPending: institutionRoles.isPending },
    })
    .from(subjects)
    .innerJoin(institutions, eq(institutions.id, subjects.institutionId))
    .leftJoin(
      subjectRoles,
      and(eq(subjectRoles.subjectId, subjects.id), eq(subjectRoles.principal, principal)),
    )
    .leftJoin(
      institutionRoles,
      and(
        eq(institutionRoles.institutionId, subjects.institutionId),
        eq(institutionRoles.principal, principal),
      ),
    )
    .where(and(eq(subjects.id, subjectId), isNull(subjects.deletedOn)));
  return row ?? null;
}

export interface InviteePerson {
  principal: string;
  email: string;
  passwordHash: string | null;
  isInternalAdmin: boolean;
}

/** People by e-mail, matched without case on the unique lower(email) index. */
export async function findPeopleByEmails(db: Db, emails: readonly string[]): Promise<InviteePerson[]> {
  if (emails.length === 0) return [];
  return db
    .select({
      principal: people.principal,
      email: people.email,
      passwordHash: people.passwordHash,
      isInternalAdmin: people.isInternalAdmin,
    })
    .from(people)
    .where(
      inArray(
        sql`lower(${people.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}

/** Creates accounts without a password; an address someone registered meanwhile is left alone. */
export async function insertPeopleIfAbsent(
  db: Db,
  values: readonly { principal: string; email: string; fullName: string }[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(people)
    .values([...values])
    .onConflictDoNothing()
    .returning({ principal: people.principal });
  return rows.map((r) => r.principal);
}

export async function insertSignInLinks(
  db: Db,
  values: readonly { tokenHash: string; principal: string; redirectUrl: string; days: number }[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(signInLinks).values(
    values.map((v) => ({
      tokenHash: v.tokenHash,
      principal: v.principal,
      redirectUrl: v.redirectUrl,
      expiresAt: sql`now() + ${v.days}::int * interval '1 day'`,
    })),
  );
}

/** Uses a sign-in link once: unused and unexpired, atomically. Null otherwise. */
export async function useSignInLink(
  db: Db,
  tokenHash: string,
): Promise<{ principal: string; redirectUrl: string | null } | null> {
  const [row] = await db
    .update(signInLinks)
    .set({ usedOn: sql`now()` })
    .where(
      and(
        eq(signInLinks.tokenHash, tokenHash),
        isNull(signInLinks.usedOn),
        gt(signInLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ principal: signInLinks.principal, redirectUrl: signInLinks.redirectUrl });
  return row ?? null;
}

/** Where a used or expired link still leads (without signing in), if the link exists at all. */
export async function findSignInLinkRedirect(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ redirectUrl: signInLinks.redirectUrl })
    .from(signInLinks)
    .where(eq(signInLinks.tokenHash, tokenHash));
  return row?.redirectUrl ?? null;
}

/** What an invitation mail says of an institution. */
export async function findInvitationInstitution(
  db: Db,
  institutionId: number,
): Promise<InvitationRecord['institution']> {
  const [row] = await db
    .select(institutionColumns)
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  return row ?? null;
}
