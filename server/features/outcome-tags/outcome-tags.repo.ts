import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityTag, WorksheetItemTag } from '../../../common/outcome-tags/schema.ts';
import type { Db } from '../../db/client.ts';
import {
  activityOutcomeTags,
  learningOutcomes,
  worksheetItemOutcomeTags,
  worksheetItems,
} from '../../db/schema/index.ts';

/** Outcome tags: SQL only. Who may call these is decided before, by the activity access path. */

const itemTagColumns = {
  worksheetItemId: worksheetItemOutcomeTags.worksheetItemId,
  learningOutcomeUuid: worksheetItemOutcomeTags.learningOutcomeUuid,
  level: worksheetItemOutcomeTags.level,
  showInRubric: worksheetItemOutcomeTags.showInRubric,
  subStandardTags: worksheetItemOutcomeTags.subStandardTags,
};
export type ItemTagRow = { [K in keyof typeof itemTagColumns]: (typeof itemTagColumns)[K]['_']['data'] };

const activityTagColumns = {
  learningOutcomeUuid: activityOutcomeTags.learningOutcomeUuid,
  level: activityOutcomeTags.level,
  descriptionLocalised: activityOutcomeTags.descriptionLocalised,
  showInActivityRubric: activityOutcomeTags.showInActivityRubric,
  showInScopeAndSequence: activityOutcomeTags.showInScopeAndSequence,
};

/** A lesson's own tags, in order. */
export async function findActivityTags(db: Db, activityId: number) {
  return db
    .select(activityTagColumns)
    .from(activityOutcomeTags)
    .where(eq(activityOutcomeTags.activityId, activityId))
    .orderBy(asc(activityOutcomeTags.position));
}

/** The tags of every question of a lesson, in the questions' order and each's tag order. */
export async function findItemTagsOfActivity(db: Db, activityId: number): Promise<ItemTagRow[]> {
  return db
    .select(itemTagColumns)
    .from(worksheetItemOutcomeTags)
    .innerJoin(worksheetItems, eq(worksheetItems.id, worksheetItemOutcomeTags.worksheetItemId))
    .where(eq(worksheetItems.activityId, activityId))
    .orderBy(asc(worksheetItems.position), asc(worksheetItems.id), asc(worksheetItemOutcomeTags.position));
}

export async function findItemTags(db: Db, worksheetItemId: number): Promise<ItemTagRow[]> {
  return db
    .select(itemTagColumns)
    .from(worksheetItemOutcomeTags)
    .where(eq(worksheetItemOutcomeTags.worksheetItemId, worksheetItemId))
    .orderBy(asc(worksheetItemOutcomeTags.position));
}

export async function replaceItemTags(
  tx: Db,
  item: { id: number; institutionId: number },
  tags: readonly WorksheetItemTag[],
): Promise<void> {
  await tx.delete(worksheetItemOutcomeTags).where(eq(worksheetItemOutcomeTags.worksheetItemId, item.id));
  if (tags.length === 0) return;
  await tx.insert(worksheetItemOutcomeTags).values(
    tags.map((tag, position) => ({
      institutionId: item.institutionId,
      worksheetItemId: item.id,
      learningOutcomeUuid: tag.learningOutcomeUuid.toLowerCase(),
      position,
      level: tag.level,
      showInRubric: tag.showInRubric,
      subStandardTags: Object.fromEntries(
        Object.entries(tag.subStandardTags).map(([uuid, level]) => [uuid.toLowerCase(), level]),
      ),
    })),
  );
}

export async function replaceActivityTags(
  tx: Db,
  activity: { id: number; institutionId: number },
  tags: readonly ActivityTag[],
): Promise<void> {
  await tx.delete(activityOutcomeTags).where(eq(activityOutcomeTags.activityId, activity.id));
  if (tags.length === 0) return;
  await tx.insert(activityOutcomeTags).values(
    tags.map((tag, position) => ({
      institutionId: activity.institutionId,
      activityId: activity.id,
      learningOutcomeUuid: tag.learningOutcomeUuid.toLowerCase(),
      position,
      level: tag.level,
      descriptionLocalised: tag.descriptionLocalised,
      showInActivityRubric: tag.showInActivityRubric,
      showInScopeAndSequence: tag.showInScopeAndSequence,
    })),
  );
}

/** What a tag's validation needs of each outcome it names: official or not, and its sub-standards. */
export async function findTaggableOutcomes(db: Db, uuids: readonly string[]) {
  if (uuids.length === 0) return [];
  return db
    .select({
      uuid: learningOutcomes.uuid,
      isOfficial: learningOutcomes.isOfficial,
      childrenUuids: learningOutcomes.childrenUuids,
    })
    .from(learningOutcomes)
    .where(inArray(learningOutcomes.uuid, [...new Set(uuids.map((uuid) => uuid.toLowerCase()))]));
}

/**
 * Copies the outcome tags of copied lessons and of their questions (a question's copy is the one
 * at the same place in the copied lesson), in two statements however many.
 */
export async function copyOutcomeTags(
  tx: Db,
  pairs: readonly { sourceId: number; copyId: number }[],
): Promise<void> {
  if (pairs.length === 0) return;
  const sources = `{${pairs.map((p) => p.sourceId).join(',')}}`;
  const copies = `{${pairs.map((p) => p.copyId).join(',')}}`;
  await tx.execute(sql`
    insert into ${activityOutcomeTags} (institution_id, activity_id, learning_outcome_uuid, position, level,
      description_localised, show_in_activity_rubric, show_in_scope_and_sequence)
    select a.institution_id, p.copy_id, t.learning_outcome_uuid, t.position, t.level,
      t.description_localised, t.show_in_activity_rubric, t.show_in_scope_and_sequence
    from unnest(${sources}::int[], ${copies}::int[]) as p(source_id, copy_id)
    join ${activityOutcomeTags} t on t.activity_id = p.source_id
    join activities a on a.id = p.copy_id`);
  await tx.execute(sql`
    with ranked as (
      select wi.id, wi.activity_id, wi.institution_id,
        row_number() over (partition by wi.activity_id order by wi.position, wi.id) as rank
      from ${worksheetItems} wi
      where wi.activity_id = any(${sources}::int[]) or wi.activity_id = any(${copies}::int[])
    )
    insert into ${worksheetItemOutcomeTags} (institution_id, worksheet_item_id, learning_outcome_uuid, position,
      level, show_in_rubric, sub_standard_tags)
    select copy.institution_id, copy.id, t.learning_outcome_uuid, t.position, t.level, t.show_in_rubric,
      t.sub_standard_tags
    from unnest(${sources}::int[], ${copies}::int[]) as p(source_id, copy_id)
    join ranked source on source.activity_id = p.source_id
    join ranked copy on copy.activity_id = p.copy_id and copy.rank = source.rank
    join ${worksheetItemOutcomeTags} t on t.worksheet_item_id = source.id`);
}
