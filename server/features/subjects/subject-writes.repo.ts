import { and, eq, gt, isNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubjectRoleName, SubjectState } from '../../../common/subjects/schema.ts';
import { subjectRoles, subjects } from '../../db/schema/index.ts';
import type { Db, NewSubjectRow, SubjectRow } from './subjects.types.ts';

// Writing subjects: creating one with its first role, changing, deleting, restoring and copying.

/** A subject and its first role in one transaction's worth of statements (create, duplicate). */
export async function insertSubjectWithRole(
  db: Db,
  values: NewSubjectRow,
  member: { principal: string; role: SubjectRoleName },
): Promise<SubjectRow> {
  const [row] = await db.insert(subjects).values(values).returning();
  if (!row) throw new Error('insert into subjects returned no row');
  await db.insert(subjectRoles).values({
    subjectId: row.id,
    principal: member.principal,
    institutionId: row.institutionId,
    role: member.role,
  });
  return row;
}

/** Changes a subject that is not deleted; null when there is none. */
export async function updateLiveSubject(
  db: Db,
  id: number,
  values: Partial<Omit<NewSubjectRow, 'id' | 'institutionId'>>,
): Promise<SubjectRow | null> {
  const [row] = await db
    .update(subjects)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(subjects.id, id), isNull(subjects.deletedOn)))
    .returning();
  return row ?? null;
}

/**
 * Deletes a live subject unless a copy of it is still being made (the copy job reads it): one
 * statement. `copying` says why nothing was deleted when a copy is under way.
 */
export async function deleteSubjectUnlessCopying(
  db: Db,
  id: number,
  at: Date,
): Promise<{ row: SubjectRow | null; copying: boolean }> {
  const copy = alias(subjects, 'copy');
  const copying = db
    .select({ id: copy.id })
    .from(copy)
    .where(and(eq(copy.duplicatedFromSubjectId, id), eq(copy.state, 'duplicating'), isNull(copy.deletedOn)));
  const [row] = await db
    .update(subjects)
    .set({ deletedOn: at, updatedOn: new Date() })
    .where(and(eq(subjects.id, id), isNull(subjects.deletedOn), notExists(copying)))
    .returning();
  if (row) return { row, copying: false };
  const [busy] = await copying.limit(1);
  return { row: null, copying: busy !== undefined };
}

/** Undoes a deletion made after `since`; null when there is no such deleted subject. */
export async function restoreDeletedSubject(db: Db, id: number, since: Date): Promise<SubjectRow | null> {
  const [row] = await db
    .update(subjects)
    .set({ deletedOn: null, updatedOn: new Date() })
    .where(and(eq(subjects.id, id), gt(subjects.deletedOn, since)))
    .returning();
  return row ?? null;
}

/** The subject row, locked until the transaction ends. */
export async function lockSubject(db: Db, id: number): Promise<SubjectRow | null> {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, id)).for('update');
  return row ?? null;
}

/** Moves a subject from one state to another; null when it was not in `from` (or is deleted). */
export async function changeSubjectState(
  db: Db,
  id: number,
  from: SubjectState,
  to: SubjectState,
): Promise<SubjectRow | null> {
  const [row] = await db
    .update(subjects)
    .set({ state: to, updatedOn: new Date() })
    .where(and(eq(subjects.id, id), eq(subjects.state, from)))
    .returning();
  return row ?? null;
}

/**
 * The copier part 'settings': the copy's name and code were chosen when it was asked for, so this
 * only checks the source is still there. Fails when it is gone, which fails the duplication.
 */
export async function requireSubjectToCopy(db: Db, ids: { sourceId: number }): Promise<void> {
  const [source] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, ids.sourceId), isNull(subjects.deletedOn)));
  if (!source) throw new Error(`Subject ${ids.sourceId} no longer exists, so it cannot be copied`);
}
