import { describe, expect, it } from 'vitest';
import { formatDueAt, fromSchoolWallClock, toSchoolWallClock } from './due-time.ts';

describe('due times in the school timezone', () => {
  it('reads a Sydney wall-clock time as the instant it is there, in summer time', () => {
    expect(fromSchoolWallClock('2026-12-01 15:30', 'Australia/Sydney')).toBe('2026-12-01T04:30:00.000Z');
  });

  it('reads a Sydney wall-clock time in winter (no daylight saving)', () => {
    expect(fromSchoolWallClock('2026-07-01 15:30', 'Australia/Sydney')).toBe('2026-07-01T05:30:00.000Z');
  });

  it('goes back to the same wall-clock time', () => {
    const instant = fromSchoolWallClock('2026-04-05 09:00', 'America/New_York');
    expect(toSchoolWallClock(instant, 'America/New_York')).toBe('2026-04-05 09:00:00');
  });

  it('shows a due time in the school timezone', () => {
    expect(formatDueAt('2026-12-01T04:30:00.000Z', 'Australia/Sydney', 'en-AU')).toMatch(/1 Dec 2026.*3:30/);
  });
});
