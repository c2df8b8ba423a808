/** Activity (lesson) and worksheet item (question) limits. */
export const ACTIVITY_TITLE_MAX = 200;
/** How long a deleted lesson can be restored. */
export const ACTIVITY_RESTORE_DAYS = 30;
/** The most questions one lesson holds. */
export const WORKSHEET_ITEMS_MAX = 200;
/** The most options a multiple-choice question offers. */
export const CHOICE_OPTIONS_MAX = 12;
export const CHOICE_OPTION_TEXT_MAX = 500;
/** The most marks one question is worth. */
export const ITEM_MARKS_MAX = 100;
/** A typed answer (short answer, a number, a unit, LaTeX) is at most this long. */
export const ANSWER_TEXT_MAX = 5_000;
export const UNIT_MAX = 40;
export const LATEX_MAX = 2_000;
export const FEEDBACK_MAX = 5_000;
/** A short-answer question lists at most this many accepted answers, each at most this long. */
export const ACCEPTED_ANSWERS_MAX = 20;
export const ACCEPTED_ANSWER_MAX = 200;
/** The due dates region lists at most this many lessons. */
export const DUE_DATES_MAX = 50;
/** Overdue lessons older than this leave the due dates region. */
export const DUE_DATES_OVERDUE_DAYS = 30;
/** The most ids one batch get or reorder takes. */
export const ACTIVITY_BATCH_MAX = 200;

/**
 * When a lesson's students see the automatic marks: when they hand it in (the default), or as they
 * go, checking an answer at most the lesson's `checkTries` times. Saving never tells a mark.
 */
export const FEEDBACK_MODES = ['onSubmit', 'checkAsYouGo'] as const;
export type FeedbackMode = (typeof FEEDBACK_MODES)[number];
export const CHECK_TRIES_DEFAULT = 3;
export const CHECK_TRIES_MAX = 10;

export const ACTIVITY_STATUSES = ['draft', 'published'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const WORKSHEET_ITEM_KINDS = [
  'multipleChoice',
  'shortAnswer',
  'longAnswer',
  'numeric',
  'maths',
] as const;
export type WorksheetItemKind = (typeof WORKSHEET_ITEM_KINDS)[number];

/** The kinds the server marks itself on save; the others wait for the teacher. */
export const AUTO_MARKED_KINDS: readonly WorksheetItemKind[] = ['multipleChoice', 'numeric', 'maths'];

/** The server-sent event name and event-bus channel of a lesson's answer changes. */
export const ACTIVITY_RESPONSE_EVENT = 'activity-response';

export const ACTIVITY_MISSING_FROM_BATCH = 'Activity was missing from batch get response';
