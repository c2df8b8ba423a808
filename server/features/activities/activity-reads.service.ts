import {
  ACTIVITY_MISSING_FROM_BATCH,
  DUE_DATES_MAX,
  DUE_DATES_OVERDUE_DAYS,
} from '../../../common/activities/constants.ts';
import type { z } from 'zod';
import type {
  ActivityWithParts,
  ClassView,
  ResponseHistory,
  zActivityBatchGetBody,
} from '../../../common/activities/contracts.ts';
import type { DueDate, ResponseValue } from '../../../common/activities/schema.ts';
import { isOverdue } from '../../../common/activities/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { batchGet } from '../../platform/batch.ts';
import type { AuthorizedSubject, MembershipLookup } from '../subjects/index.ts';
import { seesLessonAsStudent, writesLessonsOf } from './activities.policy.ts';
import { toActivity, toResponse, toSubmissionSummary, toWorksheetItem } from './activities.mapper.ts';
import { listActivitiesOfSubject } from './activities.repo.ts';
import type { ActivityAccess } from './activity-access.service.ts';
import { restorableSince } from './activity-access.service.ts';
import type { ActivityRecord, Db, ResponseRecord } from './activities.types.ts';
import { listDueDates } from './due-dates.repo.ts';
import {
  findSubmissionSummary,
  listResponsesOfActivity,
  listResponsesOfStudent,
  listStudentSummaries,
  listSubmissionEvents,
  listVersions,
} from './responses.repo.ts';
import { listItemsOfActivities } from './worksheet-items.repo.ts';
import { isoOrNull } from '../../platform/iso.ts';

export interface ActivityReadsDeps {
  db: Db;
  now: () => Date;
  access: ActivityAccess;
  authorizeSubject: (
    actor: Actor,
    subjectId: number,
    action: 'read' | 'update',
  ) => Promise<AuthorizedSubject>;
  roles: MembershipLookup;
}

const marksByItem = (items: readonly { id: number; marks: number }[]) =>
  new Map(items.map((i) => [i.id, i.marks]));

export function createActivityReadsService(deps: ActivityReadsDeps) {
  const { db, now, access, authorizeSubject, roles } = deps;

  /** Lessons with their questions and the viewer's own answers, as asked, in a fixed number of statements. */
  async function withParts(
    actor: Actor,
    records: readonly ActivityRecord[],
    options: { includeWorksheetItems: boolean; includeMyResponses: boolean },
  ): Promise<ActivityWithParts[]> {
    const ids = records.map((r) => r.activity.id);
    const items =
      options.includeWorksheetItems || options.includeMyResponses ? await listItemsOfActivities(db, ids) : [];
    const responses = options.includeMyResponses
      ? await listResponsesOfStudent(db, ids, actor.principal)
      : [];
    const marks = marksByItem(items);
    return records.map((record) => {
      const canWrite = access.canWrite(actor, record);
      const activity: ActivityWithParts = toActivity(record.activity, canWrite);
      // A student sees their own due date: an extension, else the lesson's.
      if (seesLessonAsStudent(record.viewerRole)) activity.dueAt = isoOrNull(record.viewerDueAt);
      if (options.includeWorksheetItems)
        activity.worksheetItems = items
          .filter((i) => i.activityId === record.activity.id)
          .map((i) => toWorksheetItem(i, canWrite));
      if (options.includeMyResponses) {
        const mine = responses.filter((r) => r.activityId === record.activity.id);
        activity.myResponses = mine.map((r) => toResponse(r, marks.get(r.worksheetItemId) ?? 0));
        activity.mySubmission = toSubmissionSummary({
          submittedAt: record.viewerSubmittedAt?.toISOString() ?? null,
          returnedAt: record.viewerReturnedAt?.toISOString() ?? null,
          answeredCount: mine.filter((r) => r.isAnswered).length,
          score: mine.reduce((sum, r) => sum + (r.score ?? 0), 0),
          markedMaxScore: mine.reduce(
            (sum, r) => sum + (r.score === null ? 0 : (marks.get(r.worksheetItemId) ?? 0)),
            0,
          ),
        });
      }
      return activity;
    });
  }

  return {
    async listActivities(actor: Actor, subjectId: number, query: { deleted: boolean }) {
      const subject = await authorizeSubject(actor, subjectId, query.deleted ? 'update' : 'read');
      const canWrite = writesLessonsOf(actor, subject);
      const isStudent = seesLessonAsStudent(subject.viewerRole);
      const rows = await listActivitiesOfSubject(db, subjectId, {
        writes: canWrite,
        ...(query.deleted ? { deletedSince: restorableSince(now()) } : {}),
        ...(isStudent ? { summaryFor: actor.principal } : {}),
        ...(canWrite && !query.deleted ? { classProgressAt: now() } : {}),
      });
      return {
        activities: rows.map((row) => ({
          ...toActivity(row, canWrite),
          ...(isStudent ? { dueAt: isoOrNull(row.ownDueAt) } : {}),
          mySubmission: row.summary ? toSubmissionSummary(row.summary) : null,
          classProgress: row.classProgress
            ? {
                submittedCount: Number(row.classProgress.submittedCount),
                overdueCount: Number(row.classProgress.overdueCount),
              }
            : null,
        })),
      };
    },

    async getActivity(
      actor: Actor,
      record: ActivityRecord,
      query: { includeWorksheetItems: boolean; includeMyResponses: boolean },
    ) {
      const [activity] = await withParts(actor, [record], query);
      return { activity: activity! };
    },

    /** Three statements at most, however many lessons and questions. */
    async batchGetActivities(actor: Actor, body: z.output<typeof zActivityBatchGetBody>) {
      const options = {
        includeWorksheetItems: body.includeWorksheetItems,
        includeMyResponses: body.includeMyResponses,
      };
      return batchGet({
        ids: body.ids,
        ignoreMissing: body.ignoreMissing,
        load: async (ids: readonly number[]) => {
          return withParts(actor, await access.readableAmong(actor, ids), options);
        },
        keyOfId: (id) => String(id),
        keyOfItem: (activity) => String(activity.id),
        wrap: (activity) => ({ activity }),
        missingMessage: ACTIVITY_MISSING_FROM_BATCH,
      });
    },

    async myResponses(actor: Actor, record: ActivityRecord) {
      const [activity] = await withParts(actor, [record], {
        includeWorksheetItems: false,
        includeMyResponses: true,
      });
      return { submission: activity!.mySubmission!, responses: activity!.myResponses! };
    },

    /** Four statements for any number of students and questions. */
    async classView(record: ActivityRecord): Promise<ClassView> {
      const { id, subjectId } = record.activity;
      const [items, students, responses] = await Promise.all([
        listItemsOfActivities(db, [id]),
        listStudentSummaries(db, id, subjectId),
        listResponsesOfActivity(db, id, subjectId),
      ]);
      const marks = marksByItem(items);
      return {
        activity: toActivity(record.activity, true),
        worksheetItems: items.map((i) => toWorksheetItem(i, true)),
        students: students.map((s) => ({
          principal: s.principal,
          fullName: s.fullName,
          submission: toSubmissionSummary(s.summary),
          extendedDueAt: isoOrNull(s.extendedDueAt),
        })),
        responses: responses.map((r) => toResponse(r, marks.get(r.worksheetItemId) ?? 0)),
      };
    },

    /** The answer's saves, and its lesson's hand-ins and returns. */
    async responseVersions({ response }: ResponseRecord): Promise<ResponseHistory> {
      const [rows, events] = await Promise.all([
        listVersions(db, response.id),
        listSubmissionEvents(db, response.activityId, response.studentPrincipal),
      ]);
      return {
        versions: rows.map((v) => ({
          value: v.value as ResponseValue,
          clientSavedAt: v.clientSavedAt.toISOString(),
          savedAt: v.savedAt.toISOString(),
        })),
        submissionEvents: events.map((e) => ({ kind: e.kind, at: e.at.toISOString(), byName: e.byName })),
      };
    },

    async dueDates(actor: Actor, institutionId: number): Promise<{ dueDates: DueDate[] }> {
      // Its members' due dates (403 for someone only invited); an internal admin has none of their own.
      const { memberRole } = await roles.authorizeRoleAction(actor, institutionId, 'readAsMember');
      if (memberRole === null) return { dueDates: [] };
      const at = now();
      const rows = await listDueDates(db, {
        principal: actor.principal,
        institutionId,
        now: at,
        overdueSince: new Date(at.getTime() - DUE_DATES_OVERDUE_DAYS * 86_400_000),
        limit: DUE_DATES_MAX,
      });
      return {
        dueDates: rows.map((row) => {
          const submittedAt = row.submittedAt?.toISOString() ?? null;
          const dueAt = row.dueAt.toISOString();
          return {
            activityId: row.activityId,
            title: row.title,
            subjectId: row.subjectId,
            subjectName: row.subjectName,
            institutionId: row.institutionId,
            dueAt,
            timezone: row.timezone,
            isOverdue: !row.isTeacher && isOverdue(dueAt, submittedAt, at),
            submittedAt: row.isTeacher ? null : submittedAt,
            isTeacher: row.isTeacher,
          };
        }),
      };
    },

    /** One student's summary on one lesson (after a hand-in or a return). */
    summaryOf: async (activityId: number, principal: string) =>
      toSubmissionSummary(await findSubmissionSummary(db, activityId, principal)),
  };
}

export type ActivityReadsService = ReturnType<typeof createActivityReadsService>;
