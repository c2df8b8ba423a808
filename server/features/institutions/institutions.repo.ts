import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ActorLike } from '../../../common/roles/rules.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { districts, institutionRoles, institutions, uploads } from '../../db/schema/index.ts';
import { institutionListScope } from '../roles/index.ts';
import type {
  InstitutionMembership,
  InstitutionRecord,
  InstitutionRow,
  NewInstitutionRow,
} from './institutions.types.ts';

/**
 * The SQL scope of every list of institutions: those the actor may see, as the roles' table says
 * (institutionListScope): every one for an internal admin, else those where the actor holds a
 * role row. For a query with the actor's role row joined, as findVisibleInstitutions joins it.
 */
export const institutionsVisibleTo = (actor: ActorLike): SQL | undefined =>
  institutionListScope(actor) === 'every' ? undefined : isNotNull(institutionRoles.principal);

/**
 * A page of the institutions the actor may see, or those of a district, each with the actor's
 * role row, ordered by name: one statement, limited in SQL so an institution the actor may not
 * see never leaves the database.
 */
export async function findVisibleInstitutions(
  db: Db,
  actor: ActorLike & { principal: string },
  filter: { kind: 'page'; limit: number; offset: number } | { kind: 'district'; districtUuid: string },
): Promise<InstitutionMembership[]> {
  const query = db
    .select({ institution: institutions, bannerInlineUrl: uploads.inlineUrl, memberRole: institutionRoles })
    .from(institutions)
    .leftJoin(uploads, eq(uploads.id, institutions.bannerImageUploadId))
    .leftJoin(
      institutionRoles,
      and(
        eq(institutionRoles.institutionId, institutions.id),
        eq(institutionRoles.principal, actor.principal),
      ),
    )
    .where(
      and(
        institutionsVisibleTo(actor),
        filter.kind === 'district' ? eq(institutions.districtUuid, filter.districtUuid) : undefined,
      ),
    )
    .orderBy(asc(institutions.name), asc(institutions.id))
    .$dynamic();
  return filter.kind === 'page' ? query.limit(filter.limit).offset(filter.offset) : query;
}

/** Institutions by id with their banner, whoever asks (the caller has authorized). One statement. */
export async function findInstitutionRecords(db: Db, ids: readonly number[]): Promise<InstitutionRecord[]> {
  if (ids.length === 0) return [];
  return prepared(db, 'institution_records_by_ids', (d) =>
    d
      .select({ institution: institutions, bannerInlineUrl: uploads.inlineUrl })
      .from(institutions)
      .leftJoin(uploads, eq(uploads.id, institutions.bannerImageUploadId))
      .where(sql`${institutions.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('institution_records_by_ids'),
  ).execute({ ids: [...ids] });
}

/** District names by uuid (an institution's groups). */
export async function findDistrictNames(db: Db, uuids: readonly string[]): Promise<Map<string, string>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ uuid: districts.uuid, name: districts.name })
    .from(districts)
    .where(inArray(districts.uuid, [...uuids]));
  return new Map(rows.map((r) => [r.uuid, r.name]));
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
