import { describe, expect, it } from 'vitest';
import enAU from './en-AU.json';
import enUS from './en-US.json';
import { chooseLanguage } from './locale.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('chooseLanguage', () => {
  it('chooses US English for a browser preferring en-US', () => {
    expect(chooseLanguage(['en-US', 'en'])).toBe('en-US');
    expect(chooseLanguage(['en-us'])).toBe('en-US');
  });

  it('chooses Australian English for every other browser', () => {
    expect(chooseLanguage(['en-AU'])).toBe('en-AU');
    expect(chooseLanguage(['en-GB', 'en-US'])).toBe('en-AU');
    expect(chooseLanguage(['en'])).toBe('en-AU');
    expect(chooseLanguage(['fr-FR'])).toBe('en-AU');
    expect(chooseLanguage([])).toBe('en-AU');
  });

  it('looks at the first English preference', () => {
    expect(chooseLanguage(['de-DE', 'en-US'])).toBe('en-US');
  });
});

describe('translations', () => {
  it('has the same keys in every language', () => {
    expect(keysOf(enUS).sort()).toEqual(keysOf(enAU).sort());
  });

  it('spells the real differences the local way', () => {
    expect(enAU.onboarding.join.title).toContain('Enrol ');
    expect(enUS.onboarding.join.title).toContain('Enroll ');
    expect(enAU.onboarding.school.body).toContain('organisation');
    expect(enUS.onboarding.school.body).toContain('organization');
  });
});
