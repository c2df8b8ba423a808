import { describe, expect, it } from 'vitest';
import { isIanaTimeZone } from './schema.ts';

describe('a school timezone', () => {
  it.each(['Australia/Sydney', 'America/New_York', 'Pacific/Auckland', 'Europe/London', 'UTC'])(
    'accepts the IANA name %s',
    (name) => expect(isIanaTimeZone(name)).toBe(true),
  );

  it.each(['Mars/Olympus_Mons', 'Sydney', 'UTC\u0000', '', '+05:00', 'Australia/Sydney; drop', '../etc'])(
    'refuses %j',
    (name) => expect(isIanaTimeZone(name)).toBe(false),
  );
});
