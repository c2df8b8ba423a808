import type { Db } from '../../db/client.ts';
import type { activities, activityResponses, worksheetItems } from '../../db/schema/index.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import type { RoleLike } from '../../../common/roles/rules.ts';

export type { Db };
export type ActivityRow = typeof activities.$inferSelect;
export type NewActivityRow = typeof activities.$inferInsert;
export type WorksheetItemRow = typeof worksheetItems.$inferSelect;
export type NewWorksheetItemRow = typeof worksheetItems.$inferInsert;
export type ResponseRow = typeof activityResponses.$inferSelect;

/** A lesson with what its answer shows beside its own columns. */
export interface ActivityWithCounts extends ActivityRow {
  itemCount: number;
  totalMarks: number;
  timezone: string;
}

/** A lesson as one person stands to it: what the activity policy decides on. */
export interface ActivityRecord {
  activity: ActivityWithCounts;
  subject: { id: number; institutionId: number; isArchived: boolean; name: string };
  viewerRole: SubjectRoleName | null;
  viewerInstitutionRole: RoleLike | null;
  /** When the viewer handed the lesson in (null: not, not since it was returned, or not a student). */
  viewerSubmittedAt: Date | null;
  /** The due date that counts for the viewer as a student: their own (extended), else the lesson's. */
  viewerDueAt: Date | string | null;
  /** When a teacher last returned the viewer's hand-in (null: never). */
  viewerReturnedAt: Date | null;
}

/** A question with its lesson; the lesson's itemCount and totalMarks are not read (0). */
export interface WorksheetItemRecord extends ActivityRecord {
  item: WorksheetItemRow;
}

export interface ResponseRecord extends ActivityRecord {
  response: ResponseRow;
  item: Pick<WorksheetItemRow, 'id' | 'kind' | 'marks'>;
}

/** A student's state on one lesson, as SQL sums it. */
export interface SubmissionSummaryRow {
  submittedAt: string | null;
  returnedAt: string | null;
  answeredCount: number;
  score: number;
  markedMaxScore: number;
}

/** A published lesson's class progress, as SQL counts it. */
export interface ClassProgressRow {
  submittedCount: number;
  overdueCount: number;
}
