import { and, arrayOverlaps, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { rolesCountingAs, type ActorLike } from '../../../common/roles/rules.ts';
import { prepared } from '../../db/prepared.ts';
import { institutionRoles, institutions, people, uploads } from '../../db/schema/index.ts';
import { institutionListScope } from './roles.policy.ts';
import type {
  Db,
  InstitutionWithBanner,
  Membership,
  PersonRow,
  RoleKeyValue,
  RoleRow,
} from './roles.types.ts';

/**
 * The actor's memberships among `ids`, as far as they may see those institutions
 * (institutionListScope, from ROLE_POLICY): someone who is not an internal admin sees where they
 * hold a role row, so only their role rows are read; an internal admin sees every institution
 * that exists, with their role row where they hold one. One prepared statement either way.
 */
export async function findMembershipsAmong(
  db: Db,
  options: { member: ActorLike & { principal: string }; ids: readonly number[] },
): Promise<Membership[]> {
  const { member, ids } = options;
  if (ids.length === 0) return [];
  const values = { member: member.principal, ids: [...ids] };
  if (institutionListScope(member) === 'withRole') {
    const rows = await prepared(db, 'member_roles_by_ids', (d) =>
      d
        .select()
        .from(institutionRoles)
        .where(
          and(
            eq(institutionRoles.principal, sql.placeholder('member')),
            sql`${institutionRoles.institutionId} = any(${sql.placeholder('ids')}::int[])`,
          ),
        )
        .prepare('member_roles_by_ids'),
    ).execute(values);
    return rows.map((row) => ({ institutionId: row.institutionId, memberRole: row }));
  }
  return prepared(db, 'memberships_of_any_by_ids', (d) =>
    d
      .select({ institutionId: institutions.id, memberRole: institutionRoles })
      .from(institutions)
      .leftJoin(
        institutionRoles,
        and(
          eq(institutionRoles.institutionId, institutions.id),
          eq(institutionRoles.principal, sql.placeholder('member')),
        ),
      )
      .where(sql`${institutions.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('memberships_of_any_by_ids'),
  ).execute(values);
}

/** Institutions by id with their banner, for role answers that carry them (includeInstitutions). */
export async function findInstitutionsWithBanner(
  db: Db,
  ids: readonly number[],
): Promise<InstitutionWithBanner[]> {
  if (ids.length === 0) return [];
  return db
    .select({ institution: institutions, bannerInlineUrl: uploads.inlineUrl })
    .from(institutions)
    .leftJoin(uploads, eq(uploads.id, institutions.bannerImageUploadId))
    .where(inArray(institutions.id, [...ids]));
}

/** The institutions where a person holds a role row (pending included), with that row, by name. */
export async function findInstitutionsOfMember(
  db: Db,
  principal: string,
): Promise<(InstitutionWithBanner & { memberRole: RoleRow })[]> {
  return db
    .select({ institution: institutions, bannerInlineUrl: uploads.inlineUrl, memberRole: institutionRoles })
    .from(institutionRoles)
    .innerJoin(institutions, eq(institutions.id, institutionRoles.institutionId))
    .leftJoin(uploads, eq(uploads.id, institutions.bannerImageUploadId))
    .where(eq(institutionRoles.principal, principal))
    .orderBy(asc(institutions.name), asc(institutions.id));
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
