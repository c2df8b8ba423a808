/** Subject limits (spec 5 and 9). */
export const SUBJECT_NAME_MAX = 200;
export const SUBJECT_CODE_MAX = 60;
/** How long a deleted subject can be restored. */
export const SUBJECT_RESTORE_DAYS = 30;
/** Spec 9: how many times the client re-fetches a duplicate before giving up. */
export const DUPLICATE_WAIT_RETRIES = 12;
