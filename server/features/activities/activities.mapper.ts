import type {
  Activity,
  Response,
  ResponseValue,
  ShortAnswerModel,
  SubmissionSummary,
  WorksheetItem,
} from '../../../common/activities/schema.ts';
import type { RichTextDocument } from '../../../common/rich-text/schema.ts';
import type { ActivityWithCounts, SubmissionSummaryRow, WorksheetItemRow } from './activities.types.ts';
import type { ResponseWithMarker } from './responses.repo.ts';
import { iso, isoOrNull } from '../../platform/iso.ts';

/** Rows as the API answers them. */

export function toActivity(row: ActivityWithCounts, canWrite: boolean): Activity {
  return {
    id: row.id,
    subjectId: row.subjectId,
    institutionId: row.institutionId,
    title: row.title,
    body: (row.body ?? null) as RichTextDocument | null,
    position: row.position,
    status: row.status,
    dueAt: isoOrNull(row.dueAt),
    timezone: row.timezone,
    feedbackMode: row.feedbackMode,
    checkTries: row.checkTries,
    itemCount: row.itemCount,
    totalMarks: row.totalMarks,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    publishedAt: isoOrNull(row.publishedAt),
    deletedAt: isoOrNull(row.deletedAt),
    permissions: { update: canWrite },
  };
}

interface ItemSettings {
  options?: { id: string; text: string }[];
  allowMultiple?: boolean;
}

/** A question; its model answer only for those who write the lesson. */
export function toWorksheetItem(row: WorksheetItemRow, canWrite: boolean): WorksheetItem {
  const base = {
    id: row.id,
    activityId: row.activityId,
    position: row.position,
    prompt: row.prompt as RichTextDocument,
    marks: row.marks,
  };
  const model = (canWrite ? row.modelAnswer : null) as never;
  if (row.kind === 'multipleChoice') {
    const settings = row.settings as ItemSettings;
    return {
      ...base,
      kind: 'multipleChoice',
      options: settings.options ?? [],
      allowMultiple: settings.allowMultiple ?? false,
      modelAnswer: model,
    };
  }
  if (row.kind === 'shortAnswer') {
    // Questions written before accepted answers existed have none: the teacher marks them.
    const short = model as Partial<ShortAnswerModel> | null;
    return {
      ...base,
      kind: 'shortAnswer',
      modelAnswer: short && {
        text: short.text ?? '',
        acceptedAnswers: short.acceptedAnswers ?? [],
        isCaseSensitive: short.isCaseSensitive ?? false,
      },
    };
  }
  return { ...base, kind: row.kind, modelAnswer: model };
}

export function toSubmissionSummary(row: SubmissionSummaryRow | null): SubmissionSummary {
  return {
    submittedAt: isoOrNull(row?.submittedAt ?? null),
    returnedAt: isoOrNull(row?.returnedAt ?? null),
    answeredCount: Number(row?.answeredCount ?? 0),
    score: Number(row?.score ?? 0),
    markedMaxScore: Number(row?.markedMaxScore ?? 0),
  };
}

export function toResponse(row: ResponseWithMarker, marks: number): Response {
  return {
    id: row.id,
    activityId: row.activityId,
    worksheetItemId: row.worksheetItemId,
    studentPrincipal: row.studentPrincipal,
    value: row.value as ResponseValue,
    clientSavedAt: iso(row.clientSavedAt),
    savedAt: iso(row.savedAt),
    versionCount: row.versionCount,
    checksUsed: row.checksUsed,
    markVersion: row.markVersion,
    mark:
      row.score === null || row.markedAt === null
        ? null
        : {
            score: row.score,
            maxScore: marks,
            feedback: row.feedback,
            isAuto: row.isAutoMark,
            markedBy: row.markedBy,
            markedByName: row.markedByName,
            markedAt: iso(row.markedAt),
          },
  };
}
