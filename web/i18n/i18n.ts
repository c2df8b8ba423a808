import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAU from './en-AU.json';
import enUS from './en-US.json';
import { chooseLanguage, DEFAULT_LANGUAGE } from './locale.ts';

declare module 'i18next' {
  // Every t() key is checked against the default (en-AU) translations.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enAU };
  }
}

export const resources = {
  'en-AU': { translation: enAU },
  'en-US': { translation: enUS },
} as const;

/** Starts i18next in the browser's language and keeps `<html lang>` in step with it. */
export function initI18n(): typeof i18next {
  const language = chooseLanguage(navigator.languages.length ? navigator.languages : [navigator.language]);
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'translation',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

export { i18next };
