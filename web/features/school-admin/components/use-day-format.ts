import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A school calendar date ('YYYY-MM-DD') in the interface's language, read as the date it names
 * (in UTC), so no viewer's time zone moves it to the day before: '23 Nov' in en-AU, 'Nov 23' in en-US.
 */
export function useDayFormat(options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }) {
  const { i18n } = useTranslation();
  const key = JSON.stringify(options);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are compared by value
  }, [i18n.language, key]);
}
