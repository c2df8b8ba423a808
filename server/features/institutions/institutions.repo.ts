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
import { MEMBER_ROLE_FIELD, MEMBER_ROLE_RECORD } from './institutions.constants.ts';

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

/**
 * A timestamptz as toISOString writes it (both truncate to milliseconds): 24 characters in years
 * 1000-9999. Other years (BC, beyond 9999) read differently in JavaScript, so `plainYears` guards.
 */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const plainYears = (column: string) =>
  `(${column} is null or (${column} >= '1000-01-01 00:00:00+00' and ${column} < '10000-01-01 00:00:00+00'))`;

const R = 'institution_roles';
/** Separators no field can hold unescaped: JSON and ISO text never contain control characters. */
const FIELD = sql.raw(`chr(${MEMBER_ROLE_FIELD.charCodeAt(0)})`);
const RECORD = sql.raw(`chr(${MEMBER_ROLE_RECORD.charCodeAt(0)})`);

/**
 * What a role row holds, as one text: the pending and subscription-owner flags ('0'/'1'), the
 * roles as PostgreSQL writes a text[] and the pending memberships as jsonb text. Few distinct
 * values exist, so the caller parses and serializes each one once.
 */
const ROLE_KEY = sql.raw(
  `${R}.is_pending::int::text || ${R}.is_subscription_owner::int::text || ${R}.roles::text || ${R}.pending_memberships::text`,
);

/** createdOn followed by acceptedOn (if any) as toISOString writes them; null for other years. */
const ROLE_TIMESTAMPS = sql.raw(
  `case when ${plainYears(`${R}.created_on`)} and ${plainYears(`${R}.accepted_on`)}
    then ${isoText(`${R}.created_on`)} || coalesce(${isoText(`${R}.accepted_on`)}, '') end`,
);

/** Epoch milliseconds, truncated as a JavaScript Date parsed from PostgreSQL's text would be. */
const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::bigint`;

/** The base fields and banner of the role row's institution, as JSON. */
const INSTITUTION_BASE_JSON = sql.raw(`(select json_build_object(
    'id', i.id, 'name', i.name, 'code', i.code, 'locale', i.locale, 'timezone', i.timezone,
    'endpoint', i.endpoint, 'districtUuid', i.district_uuid, 'headerUrl', i.header_url,
    'bannerImageUploadId', i.banner_image_upload_id, 'expiresOnMs', ${epochMs('i.expires_on')},
    'assimilatedIntoInstitutionId', i.assimilated_into_institution_id,
    'videoProviderConfig', i.video_provider_config, 'schoolYearEndsOn', i.school_year_ends_on,
    'createdOnMs', ${epochMs('i.created_on')}, 'updatedOnMs', ${epochMs('i.updated_on')},
    'bannerInlineUrl', u.inline_url)
  from institutions i left join uploads u on u.id = i.banner_image_upload_id
  where i.id = ${R}.institution_id)`);

/** The base JSON of the row's institution when it is among `withBaseIds`, else ''. */
const BASE_FIELD = sql`coalesce(case when ${institutionRoles.institutionId} = any(${sql.placeholder('withBaseIds')}::int[])
  then ${INSTITUTION_BASE_JSON}::text end, '')`;

/** The member role text of findMemberRolesWithBases, with or without the bases. */
const memberRolesStatement = (db: Db, withBases: boolean) => {
  const r = institutionRoles;
  const name = withBases ? 'member_roles_with_bases_text' : 'member_roles_text';
  return prepared(db, name, (d) =>
    d
      .select({
        text: sql<string | null>`string_agg(${r.institutionId}::text || ${FIELD}
          || coalesce(${ROLE_KEY}, '') || ${FIELD} || coalesce(${ROLE_TIMESTAMPS}, '') || ${FIELD}
          || ${withBases ? BASE_FIELD : sql`''`}, ${RECORD})`,
      })
      .from(r)
      .where(
        and(
          eq(r.principal, sql.placeholder('member')),
          sql`${r.institutionId} = any(${sql.placeholder('ids')}::int[])`,
        ),
      )
      .prepare(name),
  );
};

/**
 * `member`'s role rows at the given institutions (the ones they may see, as a member), each with
 * its institution and banner only for `withBaseIds` (the ones the caller has not cached; CASE
 * reads them only then), as one text (see MEMBER_ROLE_FIELD and MEMBER_ROLE_RECORD): one row of
 * one column, so the driver decodes almost nothing. When every base is cached the statement has
 * no base subquery at all, which is cheaper to plan and to run. A role row implies its institution
 * exists. Null when `member` has no role at any of them.
 */
export async function findMemberRolesWithBases(
  db: Db,
  options: { member: string; ids: readonly number[]; withBaseIds: readonly number[] },
): Promise<string | null> {
  if (options.ids.length === 0) return null;
  const withBases = options.withBaseIds.length > 0;
  const [row] = await memberRolesStatement(db, withBases).execute(
    withBases
      ? { member: options.member, ids: [...options.ids], withBaseIds: [...options.withBaseIds] }
      : { member: options.member, ids: [...options.ids] },
  );
  return row?.text ?? null;
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
