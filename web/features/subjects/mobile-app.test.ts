import { describe, expect, it } from 'vitest';
import { isLegacyMobileApp } from './mobile-app.ts';

describe('legacy mobile app detection', () => {
  it('recognises the app by its user-agent token', () => {
    expect(isLegacyMobileApp('Mozilla/5.0 (Linux; Android 14; wv) SchoolScienceApp/3.2.1')).toBe(true);
    expect(isLegacyMobileApp('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 SchoolScienceApp/2.0')).toBe(true);
  });

  it('treats every browser as the web', () => {
    expect(isLegacyMobileApp('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')).toBe(false);
    expect(isLegacyMobileApp('SchoolScienceApp')).toBe(false);
    expect(isLegacyMobileApp(undefined)).toBe(false);
  });
});
