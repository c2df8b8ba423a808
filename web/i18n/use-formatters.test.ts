import { describe, expect, it } from 'vitest';
import { formattersFor } from './use-formatters.ts';

// Noon UTC: the same calendar day in every time zone a test machine might have.
const ISO = '2026-11-26T12:00:00.000Z';

describe('formattersFor', () => {
  it('writes dates the Australian way in en-AU', () => {
    const format = formattersFor('en-AU');
    expect(format.date(ISO)).toBe('26 Nov 2026');
    expect(format.longDate(ISO)).toBe('26 November 2026');
    expect(format.dateTime(ISO)).toMatch(/^26 Nov 2026, /);
  });

  it('writes dates the US way in en-US', () => {
    const format = formattersFor('en-US');
    expect(format.date(ISO)).toBe('Nov 26, 2026');
    expect(format.longDate(ISO)).toBe('November 26, 2026');
    expect(format.dateTime(ISO)).toMatch(/^Nov 26, 2026, /);
  });
});
