import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A lesson's due time as the school keeps it: in the school's timezone whatever the browser's
 * ('26 Nov 2026, 3:30 pm'), so a student abroad and their teacher read the same time.
 */
export function formatDueAt(iso: string, timeZone: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  } catch {
    // A timezone the browser does not know: the browser's own is the next best.
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  }
}

export function useFormatDueAt(): (iso: string, timeZone: string) => string {
  const { i18n } = useTranslation();
  return useMemo(
    () => (iso: string, timeZone: string) => formatDueAt(iso, timeZone, i18n.language),
    [i18n.language],
  );
}

/** The wall-clock parts of an instant in a timezone. */
function partsIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** 'YYYY-MM-DD HH:mm:ss', the wall-clock time in the school's timezone of an instant (for the picker). */
export function toSchoolWallClock(iso: string, timeZone: string): string {
  const p = partsIn(new Date(iso), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/**
 * The instant (ISO, UTC) of a wall-clock time ('YYYY-MM-DD HH:mm[:ss]') in the school's timezone:
 * guess it as UTC, see how far the zone's clock is from that, correct, and check once more for a
 * daylight-saving change in between.
 */
export function fromSchoolWallClock(wallClock: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(wallClock);
  if (!match) throw new Error(`Not a wall-clock time: ${wallClock}`);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s || 0);
  const offsetAt = (instant: number) => {
    const p = partsIn(new Date(instant), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant).toISOString();
}
