import { DEFAULT_LANGUAGE, type Language } from '../../common/people/constants.ts';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../common/people/constants.ts';

/**
 * The interface language from the browser's preferences: US English for a browser whose first
 * English preference is en-US, Australian English (the default) for everyone else.
 */
export function chooseLanguage(preferences: readonly string[]): Language {
  const firstEnglish = preferences.find((tag) => /^en(-|$)/i.test(tag));
  return firstEnglish?.toLowerCase() === 'en-us' ? 'en-US' : DEFAULT_LANGUAGE;
}

/** The language of this browser: what anyone who has not chosen one (or is signed out) sees. */
export function browserLanguage(): Language {
  return chooseLanguage(navigator.languages.length ? navigator.languages : [navigator.language]);
}
