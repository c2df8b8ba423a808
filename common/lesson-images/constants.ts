/** Images a lesson may show: the types browsers render everywhere, checked by their first bytes. */
export const LESSON_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type LessonImageType = (typeof LESSON_IMAGE_TYPES)[number];
/** The largest image a lesson may hold, in bytes. */
export const LESSON_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The largest image a lesson may hold, in decoded pixels: a small file can declare 30,000 x 30,000
 * pixels, which every browser showing the lesson would decode into gigabytes. 40 megapixels takes
 * any phone's photo; each side stays within what browsers draw.
 */
export const LESSON_IMAGE_MAX_PIXELS = 40_000_000;
export const LESSON_IMAGE_MAX_SIDE = 16_384;
