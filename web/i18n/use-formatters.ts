import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formatters of dates in one language; building an Intl formatter costs more than using it. */
export function formattersFor(language: string) {
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const longDate = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  return {
    /** '26 Nov 2026, 9:05 am' in en-AU, 'Nov 26, 2026, 9:05 AM' in en-US. */
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** '26 Nov 2026' in en-AU, 'Nov 26, 2026' in en-US. */
    date: (iso: string) => date.format(new Date(iso)),
    /** '26 November 2026' in en-AU, 'November 26, 2026' in en-US. */
    longDate: (iso: string) => longDate.format(new Date(iso)),
  };
}
export type Formatters = ReturnType<typeof formattersFor>;

/**
 * Dates in the interface's language: the person's chosen one, or the browser's when
 * they have not chosen (never the browser's locale behind their back). The one way the web
 * formats them.
 */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
