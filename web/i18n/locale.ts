export const SUPPORTED_LANGUAGES = ['en-AU', 'en-US'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-AU';

/**
 * The interface language from the browser's preferences: US English for a browser whose first
 * English preference is en-US, Australian English (the default) for everyone else.
 */
export function chooseLanguage(preferences: readonly string[]): Language {
  const firstEnglish = preferences.find((tag) => /^en(-|$)/i.test(tag));
  return firstEnglish?.toLowerCase() === 'en-us' ? 'en-US' : DEFAULT_LANGUAGE;
}
