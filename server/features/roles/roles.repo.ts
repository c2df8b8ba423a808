import {
  and,
  arrayOverlaps,
  asc,
  eq,
  inArray,
  isNotNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { rolesCountingAs, type ActorLike } from '../../../common/roles/rules.ts';
import { prepared } from '../../db/prepared.ts';
import { institutionRoles, institutions, people, uploads } from '../../db/schema/index.ts';
import { institutionListScope } from './roles.policy.ts';
import type { Db, Membership, PersonRow, RoleKeyValue, RoleRow } from './roles.types.ts';

/** Which institutions a membership query covers; every filter narrows. */
export type InstitutionFilter =
  | { kind: 'ids'; ids: readonly number[] }
  | { kind: 'district'; districtUuid: string }
  | { kind: 'page'; limit: number; offset: number }
  | { kind: 'all' };

/**
 * The institutions where the member of findMemberships holds a role row, pending or accepted: the
 * scope of a person's own institutions.
 */
export const institutionsHeldByMember = (): SQL => isNotNull(institutionRoles.principal);

/**
 * The SQL scope of every list of institutions: those the actor may see, as the seeInstitution
 * column of ROLE_POLICY says (institutionListScope). For a query with the actor's role row joined,
 * as findMemberships joins it.
 */
export const institutionsVisibleTo = (actor: ActorLike): SQL | undefined =>
  institutionListScope(actor) === 'every' ? undefined : institutionsHeldByMember();

/**
 * Institutions with their banner and `member`'s role row at each, in one statement, ordered by
 * name. `scope` limits them in SQL (institutionsVisibleTo for a viewer, institutionsHeldByMember
 * for the institutions a person belongs to), so a row outside it never leaves the database.
 */
export async function findMemberships(
  db: Db,
  options: { member: string; scope: SQL | undefined; filter: InstitutionFilter },
): Promise<Membership[]> {
  const { filter, scope } = options;
  if (filter.kind === 'ids') {
    if (filter.ids.length === 0) return [];
    // The hot shape (one institution, a batch get): prepared once per scope, ids as one array.
    const name = scope ? 'memberships_by_ids' : 'any_memberships_by_ids';
    const statement = prepared(db, name, (d) =>
      membershipsQuery(d, sql.placeholder('member'), [
        scope,
        sql`${institutions.id} = any(${sql.placeholder('ids')}::int[])`,
      ]).prepare(name),
    );
    return statement.execute({ member: options.member, ids: [...filter.ids] });
  }
  const query = membershipsQuery(db, options.member, [
    scope,
    filter.kind === 'district' ? eq(institutions.districtUuid, filter.districtUuid) : undefined,
  ]);
  return filter.kind === 'page' ? query.limit(filter.limit).offset(filter.offset) : query;
}

function membershipsQuery(db: Db, member: string | Placeholder, where: (SQL | undefined)[]) {
  return db
    .select({ institution: institutions, bannerInlineUrl: uploads.inlineUrl, memberRole: institutionRoles })
    .from(institutions)
    .leftJoin(uploads, eq(uploads.id, institutions.bannerImageUploadId))
    .leftJoin(
      institutionRoles,
      and(eq(institutionRoles.institutionId, institutions.id), eq(institutionRoles.principal, member)),
    )
    .where(and(...where))
    .orderBy(asc(institutions.name), asc(institutions.id))
    .$dynamic();
}

export async function findRole(db: Db, institutionId: number, principal: string): Promise<RoleRow | null> {
  const [row] = await db
    .select()
    .from(institutionRoles)
    .where(and(eq(institutionRoles.institutionId, institutionId), eq(institutionRoles.principal, principal)));
  return row ?? null;
}

/** The same, locking the row until the transaction ends (accept, grants). */
export async function findRoleForUpdate(
  db: Db,
  institutionId: number,
  principal: string,
): Promise<RoleRow | null> {
  const [row] = await db
    .select()
    .from(institutionRoles)
    .where(and(eq(institutionRoles.institutionId, institutionId), eq(institutionRoles.principal, principal)))
    .for('update');
  return row ?? null;
}

/** One person's role rows at the given institutions. */
export async function findRolesOfPrincipal(
  db: Db,
  principal: string,
  institutionIds: readonly number[],
): Promise<RoleRow[]> {
  if (institutionIds.length === 0) return [];
  return db
    .select()
    .from(institutionRoles)
    .where(
      and(
        eq(institutionRoles.principal, principal),
        inArray(institutionRoles.institutionId, [...institutionIds]),
      ),
    );
}

/** Role rows by (institutionId, principal) key, in one statement however many keys. */
export async function findRolesByKeys(db: Db, keys: readonly RoleKeyValue[]): Promise<RoleRow[]> {
  if (keys.length === 0) return [];
  const tuples = sql.join(
    keys.map((k) => sql`(${k.institutionId}::integer, ${k.principal}::text)`),
    sql`, `,
  );
  return db
    .select()
    .from(institutionRoles)
    .where(sql`(${institutionRoles.institutionId}, ${institutionRoles.principal}) in (${tuples})`);
}

/** Every role row at the given institutions; pending ones only when asked. */
export async function findRolesAt(
  db: Db,
  institutionIds: readonly number[],
  options: { includePending: boolean },
): Promise<RoleRow[]> {
  if (institutionIds.length === 0) return [];
  return db
    .select()
    .from(institutionRoles)
    .where(
      and(
        inArray(institutionRoles.institutionId, [...institutionIds]),
        options.includePending ? undefined : eq(institutionRoles.isPending, false),
      ),
    )
    .orderBy(asc(institutionRoles.institutionId), asc(institutionRoles.principal));
}

/** Accepted roles at one institution that count as any of `wanted` through the hierarchy. */
export async function findAcceptedRolesCountingAs(
  db: Db,
  institutionId: number,
  wanted: readonly InstitutionRoleName[],
): Promise<RoleRow[]> {
  return db
    .select()
    .from(institutionRoles)
    .where(
      and(
        eq(institutionRoles.institutionId, institutionId),
        eq(institutionRoles.isPending, false),
        arrayOverlaps(institutionRoles.roles, rolesCountingAs(wanted)),
      ),
    )
    .orderBy(asc(institutionRoles.principal));
}

/**
 * Locks, in one statement and a fixed order, the row of `principal` and every accepted admin row at
 * the institution, so two admins removing each other at once cannot leave it without one.
 */
export async function lockRolesForChange(
  db: Db,
  institutionId: number,
  principal: string,
): Promise<{ target: RoleRow | null; otherAdmins: RoleRow[] }> {
  const rows = await db
    .select()
    .from(institutionRoles)
    .where(
      and(
        eq(institutionRoles.institutionId, institutionId),
        or(
          eq(institutionRoles.principal, principal),
          and(
            eq(institutionRoles.isPending, false),
            arrayOverlaps(institutionRoles.roles, rolesCountingAs(['ADMIN'])),
          ),
        ),
      ),
    )
    .orderBy(asc(institutionRoles.principal))
    .for('update');
  return {
    target: rows.find((r) => r.principal === principal) ?? null,
    otherAdmins: rows.filter((r) => r.principal !== principal),
  };
}

/** Every role row of the given people, anywhere: enough to tell whether each is staff anywhere. */
export async function findRolesOfPeople(
  db: Db,
  principals: readonly string[],
): Promise<Pick<RoleRow, 'principal' | 'roles' | 'isPending'>[]> {
  if (principals.length === 0) return [];
  return db
    .select({
      principal: institutionRoles.principal,
      roles: institutionRoles.roles,
      isPending: institutionRoles.isPending,
    })
    .from(institutionRoles)
    .where(inArray(institutionRoles.principal, [...principals]));
}

export async function findPeople(db: Db, principals: readonly string[]): Promise<PersonRow[]> {
  if (principals.length === 0) return [];
  return db
    .select()
    .from(people)
    .where(inArray(people.principal, [...principals]));
}

export interface AdminContactRow {
  institutionId: number;
  principal: string;
  fullName: string;
  email: string;
}

/** Accepted roles counting as admin (heads of science included) at the given institutions, with the person. */
export async function findAdminContacts(
  db: Db,
  institutionIds: readonly number[],
): Promise<AdminContactRow[]> {
  if (institutionIds.length === 0) return [];
  return db
    .select({
      institutionId: institutionRoles.institutionId,
      principal: people.principal,
      fullName: people.fullName,
      email: people.email,
    })
    .from(institutionRoles)
    .innerJoin(people, eq(people.principal, institutionRoles.principal))
    .where(
      and(
        inArray(institutionRoles.institutionId, [...institutionIds]),
        eq(institutionRoles.isPending, false),
        arrayOverlaps(institutionRoles.roles, rolesCountingAs(['ADMIN'])),
      ),
    )
    .orderBy(asc(people.fullName), asc(people.principal));
}

export async function personExists(db: Db, principal: string): Promise<boolean> {
  const rows = await db
    .select({ principal: people.principal })
    .from(people)
    .where(eq(people.principal, principal));
  return rows.length > 0;
}

/** Inserts a role row unless one already exists for the key (then null: a concurrent grant won). */
export async function insertRoleIfAbsent(
  db: Db,
  values: typeof institutionRoles.$inferInsert,
): Promise<RoleRow | null> {
  const [row] = await db.insert(institutionRoles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateRole(
  db: Db,
  key: RoleKeyValue,
  values: Partial<Omit<typeof institutionRoles.$inferInsert, 'institutionId' | 'principal'>>,
): Promise<RoleRow> {
  const [row] = await db
    .update(institutionRoles)
    .set(values)
    .where(
      and(
        eq(institutionRoles.institutionId, key.institutionId),
        eq(institutionRoles.principal, key.principal),
      ),
    )
    .returning();
  if (!row) throw new Error('update of institution_roles matched no row');
  return row;
}

export async function deleteRole(db: Db, key: RoleKeyValue): Promise<void> {
  await db
    .delete(institutionRoles)
    .where(
      and(
        eq(institutionRoles.institutionId, key.institutionId),
        eq(institutionRoles.principal, key.principal),
      ),
    );
}
