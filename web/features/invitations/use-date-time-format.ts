import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A date, with its time unless `withTime` is false, in the person's language ('22 Nov 2026, 9:05 am'). */
export function useDateTimeFormat(withTime = true): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' as const } : {}),
      }),
    [i18n.language, withTime],
  );
  return useCallback((iso: string) => format.format(new Date(iso)), [format]);
}
