import { z } from 'zod';
import { zId } from '../api/ids.ts';
import { zPrincipal } from '../people/schema.ts';
import { zRichTextDocument, type RichTextDocument } from '../rich-text/schema.ts';
import {
  ACCEPTED_ANSWER_MAX,
  ACCEPTED_ANSWERS_MAX,
  ACTIVITY_STATUSES,
  ACTIVITY_TITLE_MAX,
  ANSWER_TEXT_MAX,
  CHECK_TRIES_MAX,
  CHOICE_OPTION_TEXT_MAX,
  CHOICE_OPTIONS_MAX,
  FEEDBACK_MAX,
  FEEDBACK_MODES,
  ITEM_MARKS_MAX,
  LATEX_MAX,
  UNIT_MAX,
} from './constants.ts';

/**
 * Activities (lessons), worksheet items (questions), students' responses and their marks, as the
 * API sends and takes them. Lesson text, prompts and long answers are ProseMirror documents.
 */

/** A ProseMirror document in the one rich-text schema (unknown nodes, marks, attributes: 400). */
export const zDocument = zRichTextDocument;
/** In answers: the same documents (an open object in JSON Schema; validated when they were taken). */
const zDocumentShape = zRichTextDocument;
export type Document = RichTextDocument;

export const zActivityId = zId;
export const zWorksheetItemId = zId;
export const zResponseId = zId;
export const zActivityStatus = z.enum(ACTIVITY_STATUSES);
export const zFeedbackMode = z.enum(FEEDBACK_MODES, { error: 'is-invalid' });
const zCheckTries = z
  .number({ error: 'is-not-a-number' })
  .int('is-invalid')
  .min(1, 'is-invalid')
  .max(CHECK_TRIES_MAX, 'is-invalid');

/** An instant with its offset, as the API writes and takes dates. */
const zInstant = z.iso.datetime({ offset: true, error: 'is-not-a-date' });

export const zActivityPermissions = z.object({
  /** Write the lesson, its questions, and see and mark every student's answers. */
  update: z.boolean(),
});

/** A student's state on one lesson: submitted or not, how far, and the marks so far. */
export const zSubmissionSummary = z.object({
  /** When they handed it in; null while not handed in, or returned and not handed in again. */
  submittedAt: z.string().nullable(),
  /** When a teacher last returned it so the student could go on (null: never). */
  returnedAt: z.string().nullable(),
  answeredCount: z.number().int(),
  /** Marks given so far (auto and the teacher's), and the most that could be given for them. */
  score: z.number(),
  markedMaxScore: z.number(),
});
export type SubmissionSummary = z.infer<typeof zSubmissionSummary>;

/** Activity (a lesson) in a subject. */
export const zActivity = z.object({
  id: z.number().int(),
  subjectId: z.number().int(),
  institutionId: z.number().int(),
  title: z.string(),
  /** The lesson's text, before its questions; null when it has none. */
  body: zDocumentShape.nullable(),
  position: z.number().int(),
  status: zActivityStatus,
  /** When it is due (an instant), or null. */
  dueAt: z.string().nullable(),
  /** The school's IANA timezone, in which the due date is shown. */
  timezone: z.string(),
  /** When students see automatic marks: on hand-in, or checking each answer as they go. */
  feedbackMode: zFeedbackMode,
  /** How many times a student may check each answer when checking as they go. */
  checkTries: z.number().int(),
  itemCount: z.number().int(),
  totalMarks: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  permissions: zActivityPermissions,
});
export type Activity = z.infer<typeof zActivity>;

const zTitle = z
  .string({ error: 'is-not-present' })
  .trim()
  .min(1, 'is-not-present')
  .max(ACTIVITY_TITLE_MAX, 'above-max-length');

export const zCreateActivity = z.object({
  title: zTitle,
  body: zDocument.nullable().optional(),
  dueAt: zInstant.nullable().optional(),
});
export type CreateActivity = z.input<typeof zCreateActivity>;

export const zUpdateActivity = z
  .object({
    title: zTitle.optional(),
    body: zDocument.nullable().optional(),
    dueAt: zInstant.nullable().optional(),
    feedbackMode: zFeedbackMode.optional(),
    checkTries: zCheckTries.optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: 'is-not-present',
    path: ['title'],
  });
export type UpdateActivity = z.input<typeof zUpdateActivity>;

// Worksheet items ------------------------------------------------------------------------------

const zOptionId = z
  .string()
  .min(1, 'is-not-present')
  .max(40, 'above-max-length')
  .regex(/^[A-Za-z0-9_-]+$/, 'is-invalid');
export const zChoiceOption = z.object({
  id: zOptionId,
  /** Empty while the teacher has not written it (a draft); a lesson is not published so. */
  text: z.string().trim().max(CHOICE_OPTION_TEXT_MAX, 'above-max-length'),
});
export type ChoiceOption = z.infer<typeof zChoiceOption>;

const zMarks = z.number().int('is-invalid').min(0, 'is-invalid').max(ITEM_MARKS_MAX, 'is-invalid');
const zUnit = z.string().trim().max(UNIT_MAX, 'above-max-length');

/** Each kind's model answer; writers alone see it, students never do. */
export const zMultipleChoiceModel = z.object({
  correctOptionIds: z.array(zOptionId).min(1, 'is-not-present'),
});
const zAcceptedAnswer = z
  .string({ error: 'is-not-present' })
  .trim()
  .min(1, 'is-not-present')
  .max(ACCEPTED_ANSWER_MAX, 'above-max-length');
/**
 * A short answer's model: the text the teacher reads when marking and, optionally, the answers that
 * are right as they stand (compared trimmed, with runs of spaces as one, ignoring case unless
 * `isCaseSensitive`). An answer matching one is marked automatically; the rest wait for the teacher.
 */
export const zShortAnswerModel = z.object({
  text: z.string().trim().max(ANSWER_TEXT_MAX, 'above-max-length'),
  acceptedAnswers: z
    .array(zAcceptedAnswer)
    .max(ACCEPTED_ANSWERS_MAX, 'above-max-length')
    .optional()
    .default([]),
  isCaseSensitive: z.boolean().optional().default(false),
});
export type ShortAnswerModel = z.infer<typeof zShortAnswerModel>;
export const zLongAnswerModel = z.object({ document: zDocument });
export const zNumericModel = z.object({
  value: z.number({ error: 'is-not-a-number' }).finite('is-invalid'),
  /** The unit the answer is in (`m/s`, `kg`, `°C`); empty for a pure number. */
  unit: zUnit,
  /** How far from the value an answer may be and still be right: in the unit, or a fraction of the value. */
  tolerance: z.object({
    kind: z.enum(['absolute', 'relative']),
    amount: z.number({ error: 'is-not-a-number' }).finite('is-invalid').min(0, 'is-invalid'),
  }),
});
/** Empty while the teacher has not written it (a draft); a lesson is not published so. */
export const zMathsModel = z.object({ latex: z.string().trim().max(LATEX_MAX, 'above-max-length') });

/**
 * The settings of each kind. `modelAnswer` is null when the viewer may not see it (a student) or,
 * for the open kinds, when the teacher gave none.
 */
const itemKinds = {
  multipleChoice: z.object({
    kind: z.literal('multipleChoice'),
    options: z.array(zChoiceOption),
    /** Several options may be chosen (and several are correct). */
    allowMultiple: z.boolean(),
    modelAnswer: zMultipleChoiceModel.nullable(),
  }),
  shortAnswer: z.object({ kind: z.literal('shortAnswer'), modelAnswer: zShortAnswerModel.nullable() }),
  longAnswer: z.object({ kind: z.literal('longAnswer'), modelAnswer: zLongAnswerModel.nullable() }),
  numeric: z.object({ kind: z.literal('numeric'), modelAnswer: zNumericModel.nullable() }),
  maths: z.object({ kind: z.literal('maths'), modelAnswer: zMathsModel.nullable() }),
};
export const zWorksheetItemSettings = z.discriminatedUnion('kind', [
  itemKinds.multipleChoice,
  itemKinds.shortAnswer,
  itemKinds.longAnswer,
  itemKinds.numeric,
  itemKinds.maths,
]);
export type WorksheetItemSettings = z.infer<typeof zWorksheetItemSettings>;

const zItemBase = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  position: z.number().int(),
  prompt: zDocumentShape,
  marks: z.number().int(),
});
/** WorksheetItem (a question) in an activity. */
export const zWorksheetItem = z.discriminatedUnion('kind', [
  zItemBase.extend(itemKinds.multipleChoice.shape),
  zItemBase.extend(itemKinds.shortAnswer.shape),
  zItemBase.extend(itemKinds.longAnswer.shape),
  zItemBase.extend(itemKinds.numeric.shape),
  zItemBase.extend(itemKinds.maths.shape),
]);
export type WorksheetItem = z.infer<typeof zWorksheetItem>;

const zItemInputBase = z.object({ prompt: zDocument, marks: zMarks });

/** A question as a teacher writes it: the auto-marked kinds need their model answer. */
export const zWorksheetItemInput = z
  .discriminatedUnion('kind', [
    zItemInputBase.extend({
      kind: z.literal('multipleChoice'),
      options: z.array(zChoiceOption).min(2, 'below-min-length').max(CHOICE_OPTIONS_MAX, 'above-max-length'),
      allowMultiple: z.boolean(),
      modelAnswer: zMultipleChoiceModel,
    }),
    zItemInputBase.extend({ kind: z.literal('shortAnswer'), modelAnswer: zShortAnswerModel.nullable() }),
    zItemInputBase.extend({ kind: z.literal('longAnswer'), modelAnswer: zLongAnswerModel.nullable() }),
    zItemInputBase.extend({ kind: z.literal('numeric'), modelAnswer: zNumericModel }),
    zItemInputBase.extend({ kind: z.literal('maths'), modelAnswer: zMathsModel }),
  ])
  .superRefine((item, ctx) => {
    if (item.kind !== 'multipleChoice') return;
    const ids = item.options.map((o) => o.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'is-invalid', path: ['options'] });
    const correct = item.modelAnswer.correctOptionIds;
    if (correct.some((id) => !ids.includes(id)) || new Set(correct).size !== correct.length)
      ctx.addIssue({ code: 'custom', message: 'is-invalid', path: ['modelAnswer', 'correctOptionIds'] });
    if (!item.allowMultiple && correct.length !== 1)
      ctx.addIssue({ code: 'custom', message: 'is-invalid', path: ['modelAnswer', 'correctOptionIds'] });
  });
export type WorksheetItemInput = z.input<typeof zWorksheetItemInput>;

// Responses -------------------------------------------------------------------------------------

const zAnswerText = z.string().max(ANSWER_TEXT_MAX, 'above-max-length');

/** A student's answer, by kind; partial answers are kept as typed (autosave). */
export const zResponseValue = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('multipleChoice'), optionIds: z.array(zOptionId).max(CHOICE_OPTIONS_MAX) }),
  z.object({ kind: z.literal('shortAnswer'), text: zAnswerText }),
  z.object({ kind: z.literal('longAnswer'), document: zDocument }),
  /** The number as typed (`9.8`, `1.5e3`, `-4`), so half-typed input is kept; the unit likewise. */
  z.object({ kind: z.literal('numeric'), value: z.string().max(100, 'above-max-length'), unit: zUnit }),
  z.object({ kind: z.literal('maths'), latex: z.string().max(LATEX_MAX, 'above-max-length') }),
]);
export type ResponseValue = z.infer<typeof zResponseValue>;

/** A mark: the server's (auto, markedBy null) or a teacher's, with feedback. */
export const zMark = z.object({
  score: z.number(),
  maxScore: z.number().int(),
  feedback: z.string().nullable(),
  isAuto: z.boolean(),
  markedBy: zPrincipal.nullable(),
  markedByName: z.string().nullable(),
  markedAt: z.string(),
});
export type Mark = z.infer<typeof zMark>;

/** One student's response to one question: the latest saved value and its mark. */
export const zResponse = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  worksheetItemId: z.number().int(),
  studentPrincipal: zPrincipal,
  value: zResponseValue,
  /** The client's time of the edit this value comes from (never later than when it was saved); shown only. */
  clientSavedAt: z.string(),
  savedAt: z.string(),
  /** How many saves were applied: the version a client's next save sends back as `baseVersion`. */
  versionCount: z.number().int(),
  /**
   * Null until marked and shown: automatic marks come on hand-in (or when checked, checking as you
   * go); open answers wait for the teacher.
   */
  mark: zMark.nullable(),
  /** How many times the student checked this answer (checking as you go). */
  checksUsed: z.number().int(),
  /** Counts every change of the mark: a teacher marking sends back the one they saw. */
  markVersion: z.number().int(),
});
export type Response = z.infer<typeof zResponse>;

export const zResponseVersion = z.object({
  value: zResponseValue,
  clientSavedAt: z.string(),
  savedAt: z.string(),
});
export type ResponseVersion = z.infer<typeof zResponseVersion>;

export const SUBMISSION_EVENT_KINDS = ['submitted', 'returned'] as const;
/** A hand-in of the answer's lesson by its student, or a teacher's return of it. */
export const zSubmissionEvent = z.object({
  kind: z.enum(SUBMISSION_EVENT_KINDS),
  at: z.string(),
  /** The student who handed in, or the teacher who returned (null once their account is gone). */
  byName: z.string().nullable(),
});
export type SubmissionEvent = z.infer<typeof zSubmissionEvent>;

/**
 * Autosave: the whole answer, the client's time of the edit it holds (shown, never trusted for order)
 * and the answer's version the edit was made on (`versionCount` as last seen; 0 before any save).
 */
export const zSaveResponse = z.object({
  value: zResponseValue,
  clientSavedAt: zInstant,
  baseVersion: z.number({ error: 'is-not-a-number' }).int('is-invalid').min(0, 'is-invalid').optional(),
});
export type SaveResponse = z.input<typeof zSaveResponse>;

export const zMarkResponse = z.object({
  score: z.number({ error: 'is-not-a-number' }).finite('is-invalid').min(0, 'is-invalid'),
  feedback: z.string().trim().max(FEEDBACK_MAX, 'above-max-length').nullable().optional(),
  /** The answer's `markVersion` the teacher saw: when the mark changed since, 409 and nothing is replaced. */
  baseMarkVersion: z.number({ error: 'is-not-a-number' }).int('is-invalid').min(0, 'is-invalid').optional(),
});
export type MarkResponse = z.input<typeof zMarkResponse>;

export const zStudentSummary = z.object({
  principal: zPrincipal,
  fullName: z.string(),
  submission: zSubmissionSummary,
  /** The student's own due date when the teacher extended it (an instant), else null: the lesson's. */
  extendedDueAt: z.string().nullable(),
});
export type StudentSummary = z.infer<typeof zStudentSummary>;

/** An upcoming (or, for a student who has not submitted, overdue) lesson of one of the person's subjects. */
export const zDueDate = z.object({
  activityId: z.number().int(),
  title: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  institutionId: z.number().int(),
  dueAt: z.string(),
  timezone: z.string(),
  /** Past due and not submitted by this student (always false for teachers). */
  isOverdue: z.boolean(),
  /** For a student: when they submitted it, or null. */
  submittedAt: z.string().nullable(),
  /** Whether the person teaches the subject (their own lessons, drafts included). */
  isTeacher: z.boolean(),
});
export type DueDate = z.infer<typeof zDueDate>;

export const zActivityPrincipal = zPrincipal;

/** One student's due date for a lesson, instead of the lesson's: null gives them the lesson's again. */
export const zSetStudentDueDate = z.object({ dueAt: zInstant.nullable() });
export type SetStudentDueDate = z.input<typeof zSetStudentDueDate>;
export const zStudentDueDate = z.object({
  activityId: z.number().int(),
  studentPrincipal: zPrincipal,
  /** The student's own due date (an instant), or null when they have the lesson's. */
  extendedDueAt: z.string().nullable(),
});
export type StudentDueDate = z.infer<typeof zStudentDueDate>;
