import {
  and,
  arrayOverlaps,
  asc,
  eq,
  inArray,
  isNotNull,
  type Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import { rolesCountingAs } from '../../../common/roles/rules.ts';
import { prepared } from '../../db/prepared.ts';
import { districts, institutionRoles, institutions, people, uploads } from '../../db/schema/index.ts';
import type { Db } from '../roles/roles.types.ts';
import type {
  InstitutionRecord,
  InstitutionRow,
  MemberInstitutionRecord,
  NewInstitutionRow,
} from './institutions.types.ts';

export type InstitutionScope =
  | { kind: 'ids'; ids: readonly number[] }
  | { kind: 'district'; districtUuid: string }
  | { kind: 'page'; limit: number; offset: number }
  | { kind: 'all' };

/**
 * Institutions with their banner upload, district and `member`'s role row, in one statement.
 * With `onlyWhereMember` the rows are limited in SQL to institutions where `member` has a role
 * (pending or accepted), so an institution they may not see never leaves the database.
 */
export async function findMemberInstitutions(
  db: Db,
  options: { member: string; onlyWhereMember: boolean; scope: InstitutionScope },
): Promise<MemberInstitutionRecord[]> {
  const { scope } = options;
  if (scope.kind === 'ids') {
    if (scope.ids.length === 0) return [];
    // The hot shape (one institution, a batch get): prepared once, ids passed as one array.
    const statement = options.onlyWhereMember
      ? prepared(db, 'member_institutions_by_ids', (d) =>
          memberInstitutionsQuery(d, sql.placeholder('member'), [
            isNotNull(institutionRoles.principal),
            idsPlaceholder(),
          ]).prepare('member_institutions_by_ids'),
        )
      : prepared(db, 'any_institutions_by_ids', (d) =>
          memberInstitutionsQuery(d, sql.placeholder('member'), [idsPlaceholder()]).prepare(
            'any_institutions_by_ids',
          ),
        );
    return statement.execute({ member: options.member, ids: [...scope.ids] });
  }
  const conditions: (SQL | undefined)[] = [
    options.onlyWhereMember ? isNotNull(institutionRoles.principal) : undefined,
    scope.kind === 'district' ? eq(institutions.districtUuid, scope.districtUuid) : undefined,
  ];
  const query = memberInstitutionsQuery(db, options.member, conditions);
  const rows = scope.kind === 'page' ? await query.limit(scope.limit).offset(scope.offset) : await query;
  return rows;
}

const idsPlaceholder = (): SQL => sql`${institutions.id} = any(${sql.placeholder('ids')}::int[])`;

function memberInstitutionsQuery(db: Db, member: string | Placeholder, conditions: (SQL | undefined)[]) {
  return db
    .select({
      institution: institutions,
      bannerInlineUrl: uploads.inlineUrl,
      districtName: districts.name,
      memberRole: institutionRoles,
    })
    .from(institutions)
    .leftJoin(uploads, eq(uploads.id, institutions.bannerImageUploadId))
    .leftJoin(districts, eq(districts.uuid, institutions.districtUuid))
    .leftJoin(
      institutionRoles,
      and(eq(institutionRoles.institutionId, institutions.id), eq(institutionRoles.principal, member)),
    )
    .where(and(...conditions))
    .orderBy(asc(institutions.name), asc(institutions.id))
    .$dynamic();
}

/** Institutions by id with banner and district, whoever asks (callers authorize first). */
export async function findInstitutionRecords(db: Db, ids: readonly number[]): Promise<InstitutionRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select({ institution: institutions, bannerInlineUrl: uploads.inlineUrl, districtName: districts.name })
    .from(institutions)
    .leftJoin(uploads, eq(uploads.id, institutions.bannerImageUploadId))
    .leftJoin(districts, eq(districts.uuid, institutions.districtUuid))
    .where(inArray(institutions.id, [...ids]));
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

export async function insertInstitution(db: Db, values: NewInstitutionRow): Promise<InstitutionRow> {
  const [row] = await db.insert(institutions).values(values).returning();
  if (!row) throw new Error('insert into institutions returned no row');
  return row;
}

export async function updateInstitution(
  db: Db,
  id: number,
  values: Partial<NewInstitutionRow>,
): Promise<InstitutionRow | null> {
  const [row] = await db.update(institutions).set(values).where(eq(institutions.id, id)).returning();
  return row ?? null;
}

export async function deleteInstitution(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(institutions)
    .where(eq(institutions.id, id))
    .returning({ id: institutions.id });
  return rows.length > 0;
}

export async function districtExists(db: Db, uuid: string): Promise<boolean> {
  const rows = await db.select({ uuid: districts.uuid }).from(districts).where(eq(districts.uuid, uuid));
  return rows.length > 0;
}

export async function institutionExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id));
  return rows.length > 0;
}

export async function findUpload(
  db: Db,
  id: number,
): Promise<{ id: number; institutionId: number | null } | null> {
  const [row] = await db
    .select({ id: uploads.id, institutionId: uploads.institutionId })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row ?? null;
}
