/** The most outcomes one question or lesson may be tagged with. */
export const TAGS_PER_ITEM_MAX = 20;
/** The most sub-standards one question tag may carry. */
export const SUB_STANDARD_TAGS_MAX = 50;
/** How many suggested outcomes a question keeps. */
export const SUGGESTIONS_MAX = 5;
/** The most characters of a question's text its suggestions are ranked against. */
export const SUGGESTION_TEXT_MAX = 2_000;
