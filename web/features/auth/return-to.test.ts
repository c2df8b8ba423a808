import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPath } from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnTo('/app/riverbank-high-1')).toBe('/app/riverbank-high-1');
    expect(safeReturnTo('/app/x-1?tab=2#top')).toBe('/app/x-1?tab=2#top');
  });

  it('falls back to the root without a value', () => {
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo('')).toBe('/');
  });

  it('refuses other origins', () => {
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('//evil.example/path')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('javascript:alert(1)')).toBe('/');
    expect(safeReturnTo('app/relative')).toBe('/');
  });

  it('refuses a return to the sign-in page', () => {
    expect(safeReturnTo('/sign-in')).toBe('/');
    expect(safeReturnTo('/sign-in?returnTo=%2F')).toBe('/');
  });
});

describe('signInPath', () => {
  it('carries the current path as returnTo', () => {
    expect(signInPath('/app/riverbank-high-1?x=1')).toBe(
      '/sign-in?returnTo=%2Fapp%2Friverbank-high-1%3Fx%3D1',
    );
  });

  it('leaves returnTo out for the root', () => {
    expect(signInPath('/')).toBe('/sign-in');
  });
});
