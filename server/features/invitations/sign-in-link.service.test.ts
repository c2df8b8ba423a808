import { describe, expect, it } from 'vitest';
import { safeRedirect } from './sign-in-link.service.ts';

describe('where a sign-in link leads', () => {
  it('follows paths on this site only', () => {
    expect(safeRedirect('/invite/k7qmx2npwsab')).toBe('/invite/k7qmx2npwsab');
    expect(safeRedirect('//evil.example/x')).toBe('/invite');
    expect(safeRedirect('/\\evil.example')).toBe('/invite');
    expect(safeRedirect('https://evil.example')).toBe('/invite');
    expect(safeRedirect(null)).toBe('/invite');
  });
});
