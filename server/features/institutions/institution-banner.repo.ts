import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { institutions, uploads } from '../../db/schema/index.ts';

/** An upload the platform stores (its bytes in `content`), without the bytes. */
export interface StoredUploadFacts {
  id: number;
  institutionId: number;
  contentType: string;
  createdOn: Date;
}

const isStored = and(isNotNull(uploads.content), isNotNull(uploads.institutionId));

/** A stored upload of a school, by id; null for a missing one or one whose bytes live elsewhere. */
export async function findStoredUpload(db: Db, id: number): Promise<StoredUploadFacts | null> {
  const [row] = await db
    .select({
      id: uploads.id,
      institutionId: uploads.institutionId,
      contentType: uploads.contentType,
      createdOn: uploads.createdOn,
    })
    .from(uploads)
    .where(and(eq(uploads.id, id), isStored));
  return row && row.institutionId !== null ? { ...row, institutionId: row.institutionId } : null;
}

/** The bytes of a stored upload. */
export async function findUploadContent(db: Db, id: number): Promise<Uint8Array | null> {
  const [row] = await db.select({ content: uploads.content }).from(uploads).where(eq(uploads.id, id));
  return row?.content ?? null;
}

/**
 * The institution's banner upload id, locking its row until the transaction ends, so that two
 * banner changes at once take turns; undefined when there is no such institution.
 */
export async function findBannerIdForUpdate(
  db: Db,
  institutionId: number,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ bannerImageUploadId: institutions.bannerImageUploadId })
    .from(institutions)
    .where(eq(institutions.id, institutionId))
    .for('update');
  return row ? row.bannerImageUploadId : undefined;
}

/** Stores an upload's bytes for a school; its `inline_url` is the path it is served at, by its id. */
export async function insertStoredUpload(
  db: Db,
  upload: {
    institutionId: number;
    fileName: string;
    contentType: string;
    content: Uint8Array;
    createdBy: string;
  },
  inlineUrlOf: (id: number) => string,
): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({ ...upload, byteSize: upload.content.byteLength, inlineUrl: '' })
    .returning({ id: uploads.id });
  if (!row) throw new Error('insert into uploads returned no row');
  await db
    .update(uploads)
    .set({ inlineUrl: inlineUrlOf(row.id) })
    .where(eq(uploads.id, row.id));
  return row.id;
}

export async function setBannerUpload(
  db: Db,
  institutionId: number,
  uploadId: number | null,
  now: Date,
): Promise<void> {
  await db
    .update(institutions)
    .set({ bannerImageUploadId: uploadId, updatedOn: now })
    .where(eq(institutions.id, institutionId));
}

/**
 * Deletes an upload if the platform stores its bytes for this school: one it only links to, or
 * another school's, stays.
 */
export async function deleteStoredUpload(db: Db, institutionId: number, id: number): Promise<void> {
  await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.institutionId, institutionId), isNotNull(uploads.content)));
}
