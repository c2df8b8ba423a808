/**
 * The image types a school's banner may be uploaded as. No SVG: an SVG is a document that can
 * carry script, and these are served from the platform's own origin.
 */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type BannerImageType = (typeof BANNER_IMAGE_TYPES)[number];

/** The largest banner image the platform stores: 2 MB. */
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
