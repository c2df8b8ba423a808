/** The most outcomes one question or lesson may be tagged with. */
export const TAGS_PER_ITEM_MAX = 20;
/** The most sub-standards one question tag may carry. */
export const SUB_STANDARD_TAGS_MAX = 50;
/** How many suggested outcomes a question keeps. */
export const SUGGESTIONS_MAX = 5;
/** The most characters of a question's text its suggestions are ranked against. */
export const SUGGESTION_TEXT_MAX = 2_000;

/**
 * How a student's levels in one outcome add up to their mastery of it (spec: the teacher chooses
 * per subject): the latest, the highest, the average, or Canvas's decaying average.
 */
export const MASTERY_METHODS = ['decayingAverage', 'latest', 'highest', 'average'] as const;
export type MasteryMethod = (typeof MASTERY_METHODS)[number];
/**
 * The default: the decaying average, as Canvas defaults to. It weighs the newest evidence most
 * (students are meant to improve over a term) without letting one off day erase what came before.
 */
export const DEFAULT_MASTERY_METHOD: MasteryMethod = 'decayingAverage';
/** The decaying average's weight on the newest level; the average of the earlier ones has the rest. */
export const DECAYING_AVERAGE_WEIGHT = 0.65;
