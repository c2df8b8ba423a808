import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.ts';
import { people } from './people.ts';
import { subjects } from './subjects.ts';

export type ActivityStatus = 'draft' | 'published';
export type FeedbackModeName = 'onSubmit' | 'checkAsYouGo';
export type WorksheetItemKindName = 'multipleChoice' | 'shortAnswer' | 'longAnswer' | 'numeric' | 'maths';

/** Lessons (activities) of a subject. Soft delete: restorable for 30 days. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** ProseMirror JSON, validated against the one rich-text schema before it is stored. */
    body: jsonb('body'),
    position: integer('position').notNull(),
    status: text('status').$type<ActivityStatus>().notNull().default('draft'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When students see automatic marks: on hand-in, or checking as they go (check_tries per answer). */
    feedbackMode: text('feedback_mode').$type<FeedbackModeName>().notNull().default('onSubmit'),
    checkTries: integer('check_tries').notNull().default(3),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => people.principal, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('activities_subject_idx')
      .on(t.subjectId, t.position)
      .where(sql`${t.deletedAt} is null`),
    index('activities_due_idx')
      .on(t.subjectId, t.dueAt)
      .where(sql`${t.deletedAt} is null and ${t.dueAt} is not null`),
  ],
);

/** Questions (worksheet items) of a lesson, by kind; `settings` holds a kind's own fields (options). */
export const worksheetItems = pgTable(
  'worksheet_items',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<WorksheetItemKindName>().notNull(),
    prompt: jsonb('prompt').notNull(),
    marks: integer('marks').notNull(),
    settings: jsonb('settings').notNull().default({}),
    modelAnswer: jsonb('model_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('worksheet_items_activity_idx').on(t.activityId, t.position)],
);

/**
 * One student's answer to one question: the latest saved value (by the client's time of the edit)
 * and its mark, automatic or the teacher's.
 */
export const activityResponses = pgTable(
  'activity_responses',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    worksheetItemId: integer('worksheet_item_id')
      .notNull()
      .references(() => worksheetItems.id, { onDelete: 'cascade' }),
    studentPrincipal: text('student_principal')
      .notNull()
      .references(() => people.principal, { onDelete: 'cascade' }),
    value: jsonb('value').notNull(),
    isAnswered: boolean('is_answered').notNull(),
    clientSavedAt: timestamp('client_saved_at', { withTimezone: true, precision: 3 }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    versionCount: integer('version_count').notNull().default(1),
    score: doublePrecision('score'),
    feedback: text('feedback'),
    isAutoMark: boolean('is_auto_mark').notNull().default(false),
    markedBy: text('marked_by').references(() => people.principal, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /** How many times the student checked this answer ("check as you go"). */
    checksUsed: integer('checks_used').notNull().default(0),
    /** Counts every change of the mark (a trigger), so a teacher's mark on an older one is refused. */
    markVersion: integer('mark_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('activity_responses_item_student_idx').on(t.worksheetItemId, t.studentPrincipal),
    index('activity_responses_activity_idx').on(t.activityId, t.studentPrincipal),
  ],
);

/** Every saved version of an answer, kept. */
export const activityResponseVersions = pgTable(
  'activity_response_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: integer('institution_id').notNull(),
    responseId: integer('response_id')
      .notNull()
      .references(() => activityResponses.id, { onDelete: 'cascade' }),
    value: jsonb('value').notNull(),
    clientSavedAt: timestamp('client_saved_at', { withTimezone: true, precision: 3 }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_response_versions_response_idx').on(t.responseId),
    /** The usage roll-up finds the answers given in its window through their versions. */
    index('activity_response_versions_saved_idx').on(t.savedAt),
  ],
);

/**
 * A student's hand-in of a lesson. A teacher's return clears `submittedAt` (the student can change
 * their answers and submit again) and says when and by whom; a trigger keeps each hand-in and
 * return in `activity_submission_events`.
 */
export const activitySubmissions = pgTable(
  'activity_submissions',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    studentPrincipal: text('student_principal')
      .notNull()
      .references(() => people.principal, { onDelete: 'cascade' }),
    institutionId: integer('institution_id').notNull(),
    /** Null while returned and not submitted again. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: text('returned_by').references(() => people.principal, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.studentPrincipal] })],
);

/** A student's own due date for a lesson (an extension), instead of the lesson's. */
export const activityStudentDueDates = pgTable(
  'activity_student_due_dates',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    studentPrincipal: text('student_principal')
      .notNull()
      .references(() => people.principal, { onDelete: 'cascade' }),
    institutionId: integer('institution_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    setBy: text('set_by').references(() => people.principal, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'activity_student_due_dates_pk', columns: [t.activityId, t.studentPrincipal] })],
);

export type SubmissionEventKind = 'submitted' | 'returned';

/** Every hand-in and return of a lesson by one student (a trigger on `activity_submissions` writes them). */
export const activitySubmissionEvents = pgTable(
  'activity_submission_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: integer('institution_id').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    studentPrincipal: text('student_principal')
      .notNull()
      .references(() => people.principal, { onDelete: 'cascade' }),
    kind: text('kind').$type<SubmissionEventKind>().notNull(),
    /** The student who handed in, or the teacher who returned. */
    byPrincipal: text('by_principal').references(() => people.principal, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_submission_events_student_idx').on(t.activityId, t.studentPrincipal)],
);
