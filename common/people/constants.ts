/** The interface languages (EN_AU, the default, and EN_US), as BCP 47 tags. */
export const SUPPORTED_LANGUAGES = ['en-AU', 'en-US'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-AU';
