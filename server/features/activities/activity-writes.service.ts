import type { z } from 'zod';
import type {
  zCreateActivity,
  zUpdateActivity,
  zWorksheetItemInput,
} from '../../../common/activities/schema.ts';
import { WORKSHEET_ITEMS_MAX } from '../../../common/activities/constants.ts';
import { duplicateLessonTitle, unfinishedQuestions } from '../../../common/activities/rules.ts';
import type { ResponseValue } from '../../../common/activities/schema.ts';
import { plainTextOf } from '../../../common/rich-text/plain-text.ts';
import type { RichTextNode } from '../../../common/rich-text/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthorizedSubject } from '../subjects/index.ts';
import { toActivity, toWorksheetItem } from './activities.mapper.ts';
import { copyLessons } from './activity-copiers.service.ts';
import {
  findActivityWithCounts,
  insertActivity,
  liveActivityIds,
  purgeDeletedActivities,
  setActivityPositions,
  updateActivityRow,
} from './activities.repo.ts';
import { restorableSince } from './activity-access.service.ts';
import type { ActivityReadsService } from './activity-reads.service.ts';
import type { ActivityRecord, Db, NewWorksheetItemRow, WorksheetItemRecord } from './activities.types.ts';
import { autoScoreOf } from './auto-marking.rules.ts';
import { listResponsesOfItem, setAutoScores } from './responses.repo.ts';
import {
  deleteItem,
  insertItem,
  itemIdsOfActivity,
  listItemsOfActivities,
  replaceItem,
  setItemPositions,
} from './worksheet-items.repo.ts';
import { OPEN_STATUS } from './activities.policy.ts';

export interface ActivityWritesDeps {
  db: Db;
  now: () => Date;
  reads: ActivityReadsService;
  authorizeSubject: (
    actor: Actor,
    subjectId: number,
    action: 'read' | 'update',
  ) => Promise<AuthorizedSubject>;
  /** Told when a question's words change (created, or its prompt or options rewritten). */
  onQuestionTextChanged: (change: QuestionTextChange) => Promise<void>;
}

/** A question whose words changed, for what is derived from them (suggested outcomes). */
export interface QuestionTextChange {
  worksheetItemId: number;
  institutionId: number;
  subjectId: number;
  text: string;
}

/** A question's words: its prompt, and a multiple-choice question's options. */
function questionText(columns: Pick<NewWorksheetItemRow, 'prompt' | 'settings'>): string {
  const options = (columns.settings as { options?: { text: string }[] } | undefined)?.options ?? [];
  return [plainTextOf(columns.prompt as RichTextNode), ...options.map((option) => option.text)].join('\n');
}

type ItemInput = z.output<typeof zWorksheetItemInput>;

/** A question's columns from what the teacher wrote: a kind's own fields go in `settings`. */
function itemColumns(
  input: ItemInput,
): Pick<NewWorksheetItemRow, 'kind' | 'prompt' | 'marks' | 'settings' | 'modelAnswer'> {
  const settings =
    input.kind === 'multipleChoice' ? { options: input.options, allowMultiple: input.allowMultiple } : {};
  return {
    kind: input.kind,
    prompt: input.prompt,
    marks: input.marks,
    settings,
    modelAnswer: input.modelAnswer,
  };
}

/** The same ids, each once, as the stored ones: else the order is refused. */
function assertSameIds(field: string, given: readonly number[], stored: readonly number[]): void {
  const same =
    given.length === stored.length &&
    new Set(given).size === given.length &&
    given.every((id) => stored.includes(id));
  if (!same) throw AppError.validation([{ field, message: 'is-invalid' }]);
}

export function createActivityWritesService(deps: ActivityWritesDeps) {
  const { db, now, reads, authorizeSubject } = deps;

  const answer = async (activityId: number) => ({
    activity: toActivity(await findActivityWithCounts(db, activityId), true),
  });

  return {
    async createActivity(actor: Actor, subject: AuthorizedSubject, input: z.output<typeof zCreateActivity>) {
      const subjectId = subject.subject.id;
      const id = await insertActivity(db, {
        institutionId: subject.subject.institutionId,
        subjectId,
        title: input.title,
        body: input.body ?? null,
        dueAt: input.dueAt ? new Date(input.dueAt) : null,
        createdBy: actor.principal,
      });
      return answer(id);
    },

    async updateActivity(record: ActivityRecord, input: z.output<typeof zUpdateActivity>) {
      const activityId = record.activity.id;
      await updateActivityRow(db, activityId, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.dueAt !== undefined ? { dueAt: input.dueAt === null ? null : new Date(input.dueAt) } : {}),
        ...(input.feedbackMode !== undefined ? { feedbackMode: input.feedbackMode } : {}),
        ...(input.checkTries !== undefined ? { checkTries: input.checkTries } : {}),
      });
      return answer(activityId);
    },

    /** A soft delete, restorable for 30 days. */
    async deleteActivity(record: ActivityRecord): Promise<void> {
      await updateActivityRow(db, record.activity.id, { deletedAt: now() });
    },

    /** Back at the end of the subject's lessons. */
    async restoreActivity(record: ActivityRecord) {
      const activityId = record.activity.id;
      if (record.activity.deletedAt === null) return answer(activityId);
      await db.transaction(async (tx) => {
        const live = await liveActivityIds(tx, record.activity.subjectId);
        await updateActivityRow(tx, activityId, { deletedAt: null });
        await setActivityPositions(tx, record.activity.subjectId, [...live, activityId]);
      });
      return answer(activityId);
    },

    /** The daily job: lessons deleted before their restore window began go, with their questions and answers. */
    purgeDeletedActivities: (at: Date): Promise<number> => purgeDeletedActivities(db, restorableSince(at)),

    async reorderActivities(actor: Actor, subject: AuthorizedSubject, activityIds: readonly number[]) {
      const subjectId = subject.subject.id;
      await db.transaction(async (tx) => {
        assertSameIds('activityIds', activityIds, await liveActivityIds(tx, subjectId));
        await setActivityPositions(tx, subjectId, activityIds);
      });
      return reads.listActivities(actor, subjectId, { deleted: false });
    },

    /** publish / unpublish */
    async setPublished(record: ActivityRecord, published: boolean) {
      const activityId = record.activity.id;
      const wasPublished = record.activity.status === OPEN_STATUS;
      if (published && !wasPublished) {
        const items = await listItemsOfActivities(db, [activityId]);
        const unfinished = unfinishedQuestions(items.map((item) => toWorksheetItem(item, true)));
        if (unfinished.length > 0) throw new AppError('invalid-action', unfinishedMessage(unfinished));
      }
      if (wasPublished !== published)
        await updateActivityRow(db, activityId, {
          status: published ? 'published' : 'draft',
          ...(published ? { publishedAt: now() } : {}),
        });
      return answer(activityId);
    },

    /** A draft copy, in this subject or another the actor writes. */
    async duplicateActivity(actor: Actor, record: ActivityRecord, targetSubjectId: number | undefined) {
      const activityId = record.activity.id;
      const sourceSubjectId = record.activity.subjectId;
      const targetId = targetSubjectId ?? sourceSubjectId;
      if (targetId !== sourceSubjectId) {
        const target = await authorizeSubject(actor, targetId, 'update');
        if (target.subject.institutionId !== record.activity.institutionId)
          throw AppError.validation([{ field: 'subjectId', message: 'is-invalid' }]);
      }
      const [copyId] = await db.transaction((tx) =>
        copyLessons(tx, {
          sourceActivityIds: [activityId],
          sourceSubjectId,
          targetSubjectId: targetId,
          createdBy: actor.principal,
          keepDueDates: false,
          title: targetId === sourceSubjectId ? duplicateLessonTitle(record.activity.title) : undefined,
        }),
      );
      return answer(copyId!);
    },

    async createItem(record: ActivityRecord, input: ItemInput) {
      const activityId = record.activity.id;
      if (record.activity.itemCount >= WORKSHEET_ITEMS_MAX)
        throw AppError.validation([
          { field: '(root)', message: 'above-max-length', max: WORKSHEET_ITEMS_MAX },
        ]);
      const row = await insertItem(db, {
        institutionId: record.activity.institutionId,
        activityId,
        ...itemColumns(input),
      });
      await updateActivityRow(db, activityId, {});
      await deps.onQuestionTextChanged({
        worksheetItemId: row.id,
        institutionId: row.institutionId,
        subjectId: record.activity.subjectId,
        text: questionText(row),
      });
      return { worksheetItem: toWorksheetItem(row, true) };
    },

    /** Answers given are marked again against the new model. */
    async replaceItem(record: WorksheetItemRecord, input: ItemInput) {
      const worksheetItemId = record.item.id;
      const row = await db.transaction(async (tx) => {
        const replaced = await replaceItem(tx, worksheetItemId, itemColumns(input));
        const given = await listResponsesOfItem(tx, worksheetItemId);
        // A teacher's mark stays: the new model answer re-marks only what the server marked or left.
        await setAutoScores(
          tx,
          given
            .filter((r) => r.score === null || r.isAutoMark)
            .map((r) => ({ id: r.id, score: autoScoreOf(replaced, r.value as ResponseValue) })),
        );
        await updateActivityRow(tx, record.activity.id, {});
        return replaced;
      });
      const text = questionText(row);
      if (text !== questionText(record.item))
        await deps.onQuestionTextChanged({
          worksheetItemId: row.id,
          institutionId: row.institutionId,
          subjectId: record.activity.subjectId,
          text,
        });
      return { worksheetItem: toWorksheetItem(row, true) };
    },

    async deleteItem(record: WorksheetItemRecord): Promise<void> {
      await deleteItem(db, record.item.id);
      await updateActivityRow(db, record.activity.id, {});
    },

    async reorderItems(actor: Actor, record: ActivityRecord, itemIds: readonly number[]) {
      const activityId = record.activity.id;
      await db.transaction(async (tx) => {
        assertSameIds('worksheetItemIds', itemIds, await itemIdsOfActivity(tx, activityId));
        await setItemPositions(tx, activityId, itemIds);
        await updateActivityRow(tx, activityId, {});
      });
      return reads.getActivity(actor, record, { includeWorksheetItems: true, includeMyResponses: false });
    },
  };
}

export type ActivityWritesService = ReturnType<typeof createActivityWritesService>;

const MISSING_WORDS = {
  prompt: 'no question text',
  option: 'an option with no text',
  modelAnswer: 'no model answer',
} as const;

/** "Write what is missing before publishing: question 2 has no question text; question 4 has …" */
function unfinishedMessage(unfinished: ReturnType<typeof unfinishedQuestions>): string {
  const parts = unfinished.map(
    (q) => `question ${q.number} has ${q.missing.map((m) => MISSING_WORDS[m]).join(' and ')}`,
  );
  return `Finish the questions before publishing: ${parts.join('; ')}.`;
}
