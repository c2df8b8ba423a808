import { describe, expect, it } from 'vitest';
import { institutionPath, institutionSlug, parseInstitutionSlug } from './paths.ts';

describe('institution paths (spec 2.1)', () => {
  it('builds /{endpoint}/{code}-{id}', () => {
    expect(institutionPath({ endpoint: 'app', code: 'alpha-high', id: 12 })).toBe('/app/alpha-high-12');
    expect(institutionPath({ endpoint: 'teach', code: 'vic-0042', id: 7 })).toBe('/teach/vic-0042-7');
    expect(institutionSlug({ code: 'alpha-high', id: 12 })).toBe('alpha-high-12');
  });

  it('reads back the code and the id of the slug it builds, the id after the last dash', () => {
    const slug = institutionSlug({ code: 'st-mary-2', id: 345 });
    expect(parseInstitutionSlug(slug)).toEqual({ code: 'st-mary-2', id: 345 });
    expect(parseInstitutionSlug('inst-9')).toEqual({ code: 'inst', id: 9 });
  });

  it('reads no institution from a slug without a usable id', () => {
    expect(parseInstitutionSlug('alpha-high')).toBeNull();
    expect(parseInstitutionSlug('alpha-0')).toBeNull();
    expect(parseInstitutionSlug('alpha-12345678901')).toBeNull();
    expect(parseInstitutionSlug('12')).toBeNull();
  });
});
