import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { districts, institutions, uploads } from '../../db/schema/index.ts';
import type { InstitutionRow, NewInstitutionRow } from './institutions.types.ts';

/**
 * The institution's own tables: writes, and what its answers add to a membership (districts).
 * Which institutions a person may see, with their role at each, is the roles feature's
 * (findMemberships, institutionsVisibleTo).
 */

/** An institution with its banner's inline URL, whoever asks (the caller has authorized). */
export async function findInstitutionWithBanner(
  db: Db,
  id: number,
): Promise<{ institution: InstitutionRow; bannerInlineUrl: string | null } | null> {
  const [row] = await db
    .select({ institution: institutions, bannerInlineUrl: uploads.inlineUrl })
    .from(institutions)
    .leftJoin(uploads, eq(uploads.id, institutions.bannerImageUploadId))
    .where(eq(institutions.id, id));
  return row ?? null;
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
