/** Images a lesson may show: the types browsers render everywhere, checked by their first bytes. */
export const LESSON_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type LessonImageType = (typeof LESSON_IMAGE_TYPES)[number];
/** The largest image a lesson may hold, in bytes. */
export const LESSON_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
