import { describe, expect, it } from 'vitest';
import { isAllowedHeaderUrl, isIanaTimeZone } from './schema.ts';

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

describe("a school's header image", () => {
  it.each(['/banners/riverbank.svg', 'https://cdn.example.org/header.png'])('may come from %s', (url) =>
    expect(isAllowedHeaderUrl(url)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    'http://cdn.example.org/header.png',
    'https://localhost/header.png',
    'https://10.0.0.1/header.png',
    '//evil.example/header.png',
    '/banners/../secret',
    'banners/header.png',
  ])('may not come from %s', (url) => expect(isAllowedHeaderUrl(url)).toBe(false));
});
