import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationRoleKind } from '../../../common/invitations/constants.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import {
  institutionRoles,
  institutions,
  invitationAcceptances,
  people,
  roleInvitations,
  subjectRoles,
  subjects,
} from '../../db/schema/index.ts';
import { prepared } from '../../db/prepared.ts';
import type { InvitationReach } from './invitations.policy.ts';
import type { Db, InvitationRecord, InvitationRow, NewInvitationRow } from './invitations.types.ts';

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

/**
 * The SQL scope of the by-address calls (invitations.policy.ts, `emailInvitations`): everything
 * at the institution, or only the invitations of subjects `principal` teaches.
 */
export interface InvitationScope {
  reach: Exclude<InvitationReach, false>;
  principal: string;
}

function invitationsReachedBy(scope: InvitationScope): SQL | undefined {
  if (scope.reach === 'all') return undefined;
  return inArray(
    roleInvitations.subjectId,
    sql`(select ${subjectRoles.subjectId} from ${subjectRoles}
         where ${subjectRoles.principal} = ${scope.principal} and ${subjectRoles.role} = 'INSTRUCTOR')`,
  );
}

/** What every statement that loads an invitation selects: it, its subject and its institution. */
export const recordColumns = {
  invitation: roleInvitations,
  subject: subjectColumns,
  institution: institutionColumns,
};

function recordQuery(db: Db) {
  return db
    .select(recordColumns)
    .from(roleInvitations)
    .leftJoin(subjects, eq(subjects.id, roleInvitations.subjectId))
    .leftJoin(institutions, eq(institutions.id, roleInvitations.institutionId));
}

/**
 * One invitation with its subject and institution, in one statement, whatever the code: what
 * `invitationUnusableBecause` (common/invitations/rules.ts) judges. With `lock`, the invitation's
 * row stays locked until the transaction ends, so what was judged is what gets used.
 */
export async function findInvitationRecord(
  db: Db,
  code: string,
  options: { lock?: boolean } = {},
): Promise<InvitationRecord | null> {
  const statement = options.lock
    ? prepared(db, 'invitation_by_code_locked', buildLockedInvitationByCode)
    : prepared(db, 'invitation_by_code', buildInvitationByCode);
  const [row] = await statement.execute({ code });
  return row ?? null;
}

function buildInvitationByCode(db: Db) {
  return recordQuery(db)
    .where(eq(roleInvitations.code, sql.placeholder('code')))
    .prepare('invitation_by_code');
}

function buildLockedInvitationByCode(db: Db) {
  return recordQuery(db)
    .where(eq(roleInvitations.code, sql.placeholder('code')))
    .for('no key update', { of: roleInvitations })
    .prepare('invitation_by_code_locked');
}

export interface InvitationFilter {
  subjectId?: number | undefined;
  institutionId?: number | undefined;
  kinds?: readonly InvitationRoleKind[] | undefined;
  emailAddress?: string | undefined;
  scope?: InvitationScope | undefined;
}

/**
 * Invitations matching every given filter, valid or not, newest first, with their subjects and
 * institutions. Whether each is valid is for the caller to judge (isInvitationValid).
 */
export async function findInvitationRecords(db: Db, filter: InvitationFilter): Promise<InvitationRecord[]> {
  const conditions: (SQL | undefined)[] = [
    filter.subjectId !== undefined ? eq(roleInvitations.subjectId, filter.subjectId) : undefined,
    filter.institutionId !== undefined ? eq(roleInvitations.institutionId, filter.institutionId) : undefined,
    filter.kinds ? or(...filter.kinds.map((kind) => isNotNull(ROLE_COLUMN[kind]))) : undefined,
    filter.emailAddress !== undefined
      ? eq(roleInvitations.emailAddress, filter.emailAddress.toLowerCase())
      : undefined,
    filter.scope ? invitationsReachedBy(filter.scope) : undefined,
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
 * Uses up a single-use invitation, which the caller has locked (findInvitationRecord with `lock`)
 * and judged usable in the same transaction: of concurrent accepts, the next one to get the lock
 * finds it turned off.
 */
export async function consumeSingleUse(db: Db, code: string): Promise<InvitationRow> {
  const [row] = await db
    .update(roleInvitations)
    .set({ isActive: false, consumedOn: sql`now()` })
    .where(eq(roleInvitations.code, code))
    .returning();
  if (!row) throw new Error('consuming an invitation matched no row');
  return row;
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

/** Turns off every active invitation for an address at an institution, within the actor's scope. */
export async function deactivateByEmail(
  db: Db,
  filter: { institutionId: number; emailAddress: string; scope: InvitationScope },
): Promise<string[]> {
  const rows = await db
    .update(roleInvitations)
    .set({ isActive: false, deactivatedOn: sql`now()` })
    .where(
      and(
        eq(roleInvitations.institutionId, filter.institutionId),
        eq(roleInvitations.emailAddress, filter.emailAddress.toLowerCase()),
        eq(roleInvitations.isActive, true),
        invitationsReachedBy(filter.scope),
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

/**
 * Gives a person an accepted institution role as accepting an invitation grants it. With
 * `addsToExisting` (creator, sudoadmin) the role joins any roles they hold there, and a pending
 * membership in it becomes accepted; otherwise (student, instructor) someone who already has a
 * role there keeps it as it is. One statement, so concurrent grants cannot lose one another's role.
 */
export async function grantAcceptedInstitutionRole(
  db: Db,
  values: {
    institutionId: number;
    principal: string;
    role: InstitutionRoleName;
    addsToExisting: boolean;
    now: Date;
  },
): Promise<void> {
  const { institutionId, principal, role, now } = values;
  const insert = db
    .insert(institutionRoles)
    .values({ institutionId, principal, roles: [role], isPending: false, acceptedOn: now });
  if (!values.addsToExisting) {
    await insert.onConflictDoNothing();
    return;
  }
  const roles = institutionRoles.roles;
  const pending = institutionRoles.pendingMemberships;
  await insert.onConflictDoUpdate({
    target: [institutionRoles.institutionId, institutionRoles.principal],
    set: {
      roles: sql`case when ${role}::text = any(${roles}) then ${roles} else array_append(${roles}, ${role}::text) end`,
      pendingMemberships: sql`coalesce((
        select jsonb_agg(m.membership order by m.position)
        from jsonb_array_elements(${pending}) with ordinality as m(membership, position)
        where m.membership->>'role' <> ${role}::text), '[]'::jsonb)`,
      isPending: false,
      acceptedOn: sql`coalesce(${institutionRoles.acceptedOn}, ${now.toISOString()}::timestamptz)`,
    },
  });
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

/** What an invitation and its mail say of an institution (null: there is none). */
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
