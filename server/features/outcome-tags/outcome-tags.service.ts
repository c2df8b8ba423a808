import type { FastifyBaseLogger } from 'fastify';
import type {
  LessonTagsResponse,
  PutActivityTags,
  PutWorksheetItemTags,
} from '../../../common/outcome-tags/contracts.ts';
import type { WorksheetItemTag } from '../../../common/outcome-tags/schema.ts';
import type { Problem } from '../../../common/api/problems.ts';
import { AppError } from '../../platform/errors.ts';
import type { ActivityRecord, WorksheetItemRecord } from '../activities/index.ts';
import {
  findActivityTags,
  findItemTags,
  findItemTagsOfActivity,
  findTaggableOutcomes,
  replaceActivityTags,
  replaceItemTags,
  type ItemTagRow,
} from './outcome-tags.repo.ts';
import type { Db } from '../../db/client.ts';

export interface OutcomeTagsDeps {
  db: Db;
  logger: FastifyBaseLogger;
}

const toItemTag = (row: ItemTagRow): WorksheetItemTag => ({
  learningOutcomeUuid: row.learningOutcomeUuid,
  level: row.level,
  showInRubric: row.showInRubric,
  subStandardTags: row.subStandardTags,
});

/**
 * Checks that every tag names an official outcome (spec 2.12: the selector offers only official
 * ones) and, for a question, that each sub-standard tag names a sub-standard of its outcome.
 * Problems name the tag by its place, as the request's own validation does.
 */
async function assertTaggable(
  db: Db,
  tags: readonly { learningOutcomeUuid: string; subStandardTags?: Record<string, unknown> }[],
): Promise<void> {
  const found = new Map(
    (
      await findTaggableOutcomes(
        db,
        tags.map((tag) => tag.learningOutcomeUuid),
      )
    ).map((o) => [o.uuid, o]),
  );
  const problems: Problem[] = [];
  tags.forEach((tag, index) => {
    const outcome = found.get(tag.learningOutcomeUuid.toLowerCase());
    if (!outcome?.isOfficial) {
      problems.push({ field: `tags.${index}.learningOutcomeUuid`, message: 'is-invalid' });
      return;
    }
    const children = new Set(outcome.childrenUuids);
    for (const subStandard of Object.keys(tag.subStandardTags ?? {}))
      if (!children.has(subStandard.toLowerCase()))
        problems.push({ field: `tags.${index}.subStandardTags.${subStandard}`, message: 'is-invalid' });
  });
  if (problems.length > 0) throw AppError.validation(problems);
}

/** Lesson and question outcome tags; who may read or write them is the lesson's policy. */
export function createOutcomeTagsService(deps: OutcomeTagsDeps) {
  const { db } = deps;

  async function lessonTags(activityId: number): Promise<LessonTagsResponse> {
    const [tags, itemTags] = await Promise.all([
      findActivityTags(db, activityId),
      findItemTagsOfActivity(db, activityId),
    ]);
    const byItem = new Map<number, WorksheetItemTag[]>();
    for (const row of itemTags) {
      const list = byItem.get(row.worksheetItemId) ?? [];
      list.push(toItemTag(row));
      byItem.set(row.worksheetItemId, list);
    }
    return {
      activityId,
      tags: tags.map((tag) => ({
        ...tag,
        descriptionLocalised: (tag.descriptionLocalised ?? null) as never,
      })),
      worksheetItems: [...byItem].map(([worksheetItemId, list]) => ({ worksheetItemId, tags: list })),
    };
  }

  return {
    async getLessonTags({ activity }: ActivityRecord): Promise<LessonTagsResponse> {
      return lessonTags(activity.id);
    },

    async putLessonTags(record: ActivityRecord, body: PutActivityTags): Promise<LessonTagsResponse> {
      const activityId = record.activity.id;
      await assertTaggable(db, body.tags);
      await db.transaction((tx) =>
        replaceActivityTags(tx, { id: activityId, institutionId: record.activity.institutionId }, body.tags),
      );
      return lessonTags(activityId);
    },

    async putItemTags(record: WorksheetItemRecord, body: PutWorksheetItemTags) {
      const worksheetItemId = record.item.id;
      await assertTaggable(db, body.tags);
      await db.transaction((tx) =>
        replaceItemTags(tx, { id: worksheetItemId, institutionId: record.activity.institutionId }, body.tags),
      );
      return { worksheetItemId, tags: (await findItemTags(db, worksheetItemId)).map(toItemTag) };
    },
  };
}

export type OutcomeTagsService = ReturnType<typeof createOutcomeTagsService>;
