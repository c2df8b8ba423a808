import { and, asc, eq, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import { worksheetItems } from '../../db/schema/index.ts';
import type { Db, NewWorksheetItemRow, WorksheetItemRow } from './activities.types.ts';

/** Questions: SQL only. */

/** The questions of several lessons, in lesson then question order, in one statement. */
export async function listItemsOfActivities(
  db: Db,
  activityIds: readonly number[],
): Promise<WorksheetItemRow[]> {
  if (activityIds.length === 0) return [];
  const statement = prepared(db, 'worksheet_items_of_activities', (d) =>
    d
      .select()
      .from(worksheetItems)
      .where(sql`${worksheetItems.activityId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(worksheetItems.activityId), asc(worksheetItems.position), asc(worksheetItems.id))
      .prepare('worksheet_items_of_activities'),
  );
  return statement.execute({ ids: [...activityIds] });
}

/** Adds a question after the lesson's last one. */
export async function insertItem(
  db: Db,
  row: Omit<NewWorksheetItemRow, 'position'>,
): Promise<WorksheetItemRow> {
  const [inserted] = await db
    .insert(worksheetItems)
    .values({
      ...row,
      position: sql`(select coalesce(max(${worksheetItems.position}), -1) + 1 from ${worksheetItems} where ${worksheetItems.activityId} = ${row.activityId})`,
    })
    .returning();
  return inserted!;
}

export async function replaceItem(
  db: Db,
  itemId: number,
  changes: Pick<NewWorksheetItemRow, 'kind' | 'prompt' | 'marks' | 'settings' | 'modelAnswer'>,
): Promise<WorksheetItemRow> {
  const [row] = await db
    .update(worksheetItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(worksheetItems.id, itemId))
    .returning();
  return row!;
}

export async function deleteItem(db: Db, itemId: number): Promise<void> {
  await db.delete(worksheetItems).where(eq(worksheetItems.id, itemId));
}

export async function itemIdsOfActivity(db: Db, activityId: number): Promise<number[]> {
  const rows = await db
    .select({ id: worksheetItems.id })
    .from(worksheetItems)
    .where(eq(worksheetItems.activityId, activityId))
    .orderBy(asc(worksheetItems.position), asc(worksheetItems.id));
  return rows.map((r) => r.id);
}

export async function setItemPositions(
  db: Db,
  activityId: number,
  orderedIds: readonly number[],
): Promise<void> {
  await db.execute(sql`
    update ${worksheetItems} set position = o.position, updated_at = now()
    from unnest(${`{${orderedIds.join(',')}}`}::int[]) with ordinality as o(id, position)
    where ${worksheetItems.id} = o.id and ${worksheetItems.activityId} = ${activityId}`);
}

/** A lesson's questions, for the copy of one lesson and for touching its `updated_at`. */
export const itemOfActivity = (activityId: number, itemId: number) =>
  and(eq(worksheetItems.activityId, activityId), eq(worksheetItems.id, itemId));
