/** Subject limits (spec 5 and 9). */
export const SUBJECT_NAME_MAX = 200;
export const SUBJECT_CODE_MAX = 60;
/** How long a deleted subject can be restored. */
export const SUBJECT_RESTORE_DAYS = 30;
/** Spec 9: how many times the client re-fetches a duplicate before giving up. */
export const DUPLICATE_WAIT_RETRIES = 12;

/**
 * The colours a subject card can take, each dark enough for white text (at least 4.5:1, WCAG AA),
 * in an order where neighbours differ in hue.
 */
export const SUBJECT_COLORS = [
  '#1864ab', // blue
  '#2f7d32', // green
  '#862e9c', // grape
  '#c2410c', // orange
  '#0b7285', // cyan
  '#c2255c', // pink
  '#364fc7', // indigo
  '#9c4f14', // brown
  '#087f5b', // teal
  '#5f3dc4', // violet
  '#c92a2a', // red
  '#5c6f1a', // olive
] as const;
