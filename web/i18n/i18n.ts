import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAU from './en-AU.json';
import type enAUActivities from './en-AU.activities.json';
import type enAUOutcomeTags from './en-AU.outcome-tags.json';
import type enAUSchoolAdmin from './en-AU.school-admin.json';
import type enAUSchoolStudents from './en-AU.school-students.json';
import enUS from './en-US.json';
import { browserLanguage, DEFAULT_LANGUAGE, type Language } from './locale.ts';

declare module 'i18next' {
  // Every t() key is checked against the default (en-AU) translations. The lesson pages', the
  // outcome tags', the school admin pages' and the Students page's strings are added when their
  // chunk loads (activities-i18n.ts, outcome-tags-i18n.ts, school-admin-i18n.ts, students-i18n.ts),
  // so they stay out of the first script.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof enAU & {
        activities: typeof enAUActivities;
        outcomeTags: typeof enAUOutcomeTags;
        schoolAdmin: typeof enAUSchoolAdmin;
        schoolStudents: typeof enAUSchoolStudents;
      };
    };
  }
}

/** en-AU holds every string; en-US only those spelt or said differently, and falls back to en-AU. */
export const resources = {
  'en-AU': { translation: enAU },
  'en-US': { translation: enUS },
} as const;

/** How the app's i18next starts, in a language (shared with the component tests). */
export const i18nOptions = (language: Language): InitOptions => ({
  resources,
  lng: language,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'translation',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Shows the interface in `language` at once (every text, date and number follows i18next's
 * language) and keeps `<html lang>` in step, so screen readers pronounce it right.
 */
export function applyLanguage(i18n: I18n, language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Starts i18next in the browser's language; a signed-in person's own choice replaces it once known. */
export function initI18n(): typeof i18next {
  const language = browserLanguage();
  void i18next.use(initReactI18next).init(i18nOptions(language));
  document.documentElement.lang = language;
  return i18next;
}

export { i18next };
