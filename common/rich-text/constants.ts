/** Limits on one stored rich-text document: what a lesson needs, with room, and no more. */
export const RICH_TEXT_MAX_BYTES = 256 * 1024;
export const RICH_TEXT_MAX_NODES = 5_000;
export const RICH_TEXT_MAX_DEPTH = 24;
export const RICH_TEXT_MAX_TEXT_LENGTH = 20_000;
export const RICH_TEXT_MAX_MARKS_PER_TEXT = 8;
export const LATEX_MAX_LENGTH = 2_000;
export const LINK_HREF_MAX_LENGTH = 2_048;
export const IMAGE_ALT_MAX_LENGTH = 500;
export const HEADING_LEVELS = [1, 2, 3] as const;
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

/** An image in a document is always one the platform stores: `/v3/uploads/{id}/content`. */
export const UPLOAD_CONTENT_PATH = /^\/v3\/uploads\/([1-9][0-9]{0,9})\/content$/;

/** The locales content is written in (the product's locales and the curricula's). */
export const RICH_TEXT_LOCALES = ['EN_AU', 'EN_US', 'EN_GB', 'EN_NZ'] as const;
export type RichTextLocale = (typeof RICH_TEXT_LOCALES)[number];
