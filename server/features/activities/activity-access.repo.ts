import { and, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { prepared } from '../../db/prepared.ts';
import {
  activities,
  activityResponses,
  activitySubmissions,
  institutions,
  subjects,
  worksheetItems,
} from '../../db/schema/index.ts';
import { studentDueAtOf } from './student-due-dates.repo.ts';
import type { ActivityRecord, Db, ResponseRecord, WorksheetItemRecord } from './activities.types.ts';
import { joinViewerStanding, viewerStandingColumns } from '../subjects/index.ts';

/**
 * The loaders behind the activity access path (activity-access.service.ts): a lesson, a question
 * or an answer with the lesson's subject and how the viewer stands to it, each in one prepared
 * statement. Which standing allows what is the policy's to say, never this file's.
 */

const PRINCIPAL = sql.placeholder('principal');
const viewerSubmission = alias(activitySubmissions, 'viewer_submission');

const items = alias(worksheetItems, 'counted_items');
/** A lesson's number of questions and total marks, beside its own columns. */
export const activityCountColumns = {
  itemCount: sql<number>`(select count(*)::int from ${worksheetItems} ${sql.identifier('counted_items')} where ${items.activityId} = ${activities.id})`,
  totalMarks: sql<number>`(select coalesce(sum(${items.marks}), 0)::int from ${worksheetItems} ${sql.identifier('counted_items')} where ${items.activityId} = ${activities.id})`,
};

const recordColumns = {
  activity: { ...getTableColumns(activities), ...activityCountColumns, timezone: institutions.timezone },
  subject: {
    id: subjects.id,
    institutionId: subjects.institutionId,
    isArchived: subjects.isArchived,
    name: subjects.namePlaintext,
  },
  ...viewerStandingColumns,
  viewerSubmittedAt: viewerSubmission.submittedAt,
  viewerDueAt: studentDueAtOf(PRINCIPAL),
  viewerReturnedAt: viewerSubmission.returnedAt,
};

/**
 * The joins every loader shares: the lesson's live subject, its school, the viewer's standing at
 * the subject (the subjects feature's, as its own loader reads it), their submission.
 */
function fromActivity<T extends PgSelect>(query: T) {
  return joinViewerStanding(
    query
      .innerJoin(subjects, and(eq(subjects.id, activities.subjectId), isNull(subjects.deletedOn)))
      .innerJoin(institutions, eq(institutions.id, activities.institutionId)),
  ).leftJoin(
    viewerSubmission,
    and(eq(viewerSubmission.activityId, activities.id), eq(viewerSubmission.studentPrincipal, PRINCIPAL)),
  );
}

const liveOrDeletedSince = (withDeleted: boolean) =>
  withDeleted
    ? or(
        isNull(activities.deletedAt),
        gt(activities.deletedAt, sql`${sql.placeholder('deletedSince')}::timestamptz`),
      )
    : isNull(activities.deletedAt);

/** A lesson (deleted ones too when `deletedSince` is given, if deleted after it) as the viewer stands to it. */
export async function findActivityForViewer(
  db: Db,
  principal: string,
  activityId: number,
  deletedSince?: Date,
): Promise<ActivityRecord | null> {
  const withDeleted = deletedSince !== undefined;
  const name = `activity_for_viewer_${withDeleted ? 1 : 0}`;
  const statement = prepared(db, name, (d) =>
    fromActivity(d.select(recordColumns).from(activities).$dynamic())
      .where(and(sql`${activities.id} = ${sql.placeholder('id')}::int`, liveOrDeletedSince(withDeleted)))
      .prepare(name),
  );
  const [row] = await statement.execute({
    principal,
    id: activityId,
    deletedSince: deletedSince?.toISOString() ?? null,
  });
  return (row as ActivityRecord | undefined) ?? null;
}

/** Several lessons as the viewer stands to each (batch get), in one statement. */
export async function findActivitiesForViewer(
  db: Db,
  principal: string,
  activityIds: readonly number[],
): Promise<ActivityRecord[]> {
  const statement = prepared(db, 'activities_for_viewer', (d) =>
    fromActivity(d.select(recordColumns).from(activities).$dynamic())
      .where(and(sql`${activities.id} = any(${sql.placeholder('ids')}::int[])`, isNull(activities.deletedAt)))
      .prepare('activities_for_viewer'),
  );
  return await statement.execute({ principal, ids: [...activityIds] });
}

/** A question's loader skips the lesson's counts: every autosave starts here, and needs none. */
const itemRecordColumns = {
  ...recordColumns,
  activity: {
    ...getTableColumns(activities),
    itemCount: sql<number>`0`,
    totalMarks: sql<number>`0`,
    timezone: institutions.timezone,
  },
};

/** A question with its lesson, as the viewer stands to it (every save starts here). */
export async function findWorksheetItemForViewer(
  db: Db,
  principal: string,
  worksheetItemId: number,
): Promise<WorksheetItemRecord | null> {
  const statement = prepared(db, 'worksheet_item_for_viewer', (d) =>
    fromActivity(
      d
        .select({ ...itemRecordColumns, item: worksheetItems })
        .from(worksheetItems)
        .innerJoin(activities, eq(activities.id, worksheetItems.activityId))
        .$dynamic(),
    )
      .where(and(sql`${worksheetItems.id} = ${sql.placeholder('id')}::int`, isNull(activities.deletedAt)))
      .prepare('worksheet_item_for_viewer'),
  );
  const [row] = await statement.execute({ principal, id: worksheetItemId });
  return (row as WorksheetItemRecord | undefined) ?? null;
}

/** An answer with its question and lesson, as the viewer stands to it. */
export async function findResponseForViewer(
  db: Db,
  principal: string,
  responseId: number,
): Promise<ResponseRecord | null> {
  const statement = prepared(db, 'response_for_viewer', (d) =>
    fromActivity(
      d
        .select({
          ...recordColumns,
          response: activityResponses,
          item: { id: worksheetItems.id, kind: worksheetItems.kind, marks: worksheetItems.marks },
        })
        .from(activityResponses)
        .innerJoin(worksheetItems, eq(worksheetItems.id, activityResponses.worksheetItemId))
        .innerJoin(activities, eq(activities.id, activityResponses.activityId))
        .$dynamic(),
    )
      .where(and(sql`${activityResponses.id} = ${sql.placeholder('id')}::int`, isNull(activities.deletedAt)))
      .prepare('response_for_viewer'),
  );
  const [row] = await statement.execute({ principal, id: responseId });
  return (row as ResponseRecord | undefined) ?? null;
}
