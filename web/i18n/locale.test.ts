import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enAUActivities from './en-AU.activities.json';
import enAUApp from './en-AU.json';
import enAUOutcomeTags from './en-AU.outcome-tags.json';
import enAUSchoolStudents from './en-AU.school-students.json';
import enUSActivities from './en-US.activities.json';
import enUSApp from './en-US.json';
import enUSSchoolStudents from './en-US.school-students.json';
import { i18nOptions } from './i18n.ts';
import { chooseLanguage } from './locale.ts';

// The lesson pages', the outcome tags' and the Students page's strings load with their chunks; checked here as the one
// translation they join (the outcome tags have no en-US file: none of their strings differs).
const enAU = {
  ...enAUApp,
  activities: enAUActivities,
  outcomeTags: enAUOutcomeTags,
  schoolStudents: enAUSchoolStudents,
};
const enUS = { ...enUSApp, activities: enUSActivities, schoolStudents: enUSSchoolStudents };

/** Every string of a translation file, by its dotted key. */
function stringsOf(value: unknown, prefix = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null) return new Map([[prefix, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [...stringsOf(child, prefix ? `${prefix}.${key}` : key)]),
  );
}

/** Australian spellings and wordings, and what US English says instead. */
const AU_TO_US: readonly (readonly [RegExp, RegExp])[] = [
  [/\benrol\b/i, /\benroll\b/i],
  [/enrolment/i, /enrollment/i],
  [/organis/i, /organiz/i],
  [/recognis/i, /recogniz/i],
  [/analys(e|ing)/i, /analyz(e|ing)/i],
  [/colour/i, /color/i],
  [/favourit/i, /favorit/i],
  [/behaviour/i, /behavior/i],
  [/honour/i, /honor/i],
  [/centre/i, /center/i],
  [/licence/i, /license/i],
  [/catalogue/i, /catalog/i],
  [/programme/i, /program/i],
  [/cancelled/i, /canceled/i],
  [/labelled/i, /labeled/i],
  [/modelling/i, /modeling/i],
  [/practis/i, /practic/i],
  [/afterwards/i, /afterward\b/i],
  [/straight away/i, /right away/i],
  [/\btick\b/i, /\bcheck\b/i],
  [/\bfill in\b/i, /\bfill out\b/i],
  [/\bYear \d/, /\bGrade \d/],
  [/\.edu\.au\b/, /\.edu\b/],
  [/\bmaths\b/i, /\bmath\b/i],
];

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
  it('holds in en-US only strings that en-AU has and says differently', () => {
    const au = stringsOf(enAU);
    for (const [key, text] of stringsOf(enUS)) {
      expect(au.has(key), `en-US has ${key}, which en-AU lacks`).toBe(true);
      expect(typeof text, `en-US ${key} is not a string`).toBe('string');
      expect(text, `en-US ${key} is the same as en-AU's`).not.toBe(au.get(key));
    }
  });

  it('shows en-AU text in en-US wherever en-US says nothing different', () => {
    const i18n = i18next.createInstance();
    void i18n.init(i18nOptions('en-US'));
    expect(i18n.t('signIn.title')).toBe(enAU.signIn.title);
    expect(i18n.t('onboarding.join.title')).toBe(enUS.onboarding.join.title);
  });

  it('says in en-US every string that en-AU spells or words the Australian way', () => {
    const us = stringsOf(enUS);
    const missed: string[] = [];
    for (const [key, text] of stringsOf(enAU)) {
      for (const [australian, american] of AU_TO_US) {
        if (typeof text !== 'string' || !australian.test(text)) continue;
        const usText = us.get(key);
        if (typeof usText !== 'string' || australian.test(usText) || !american.test(usText))
          missed.push(`${key}: ${australian} should read ${american} in en-US`);
      }
    }
    expect(missed).toEqual([]);
  });

  it('spells the real differences the local way', () => {
    expect(enAU.onboarding.join.title).toContain('Enrol ');
    expect(enUS.onboarding.join.title).toContain('Enroll ');
    expect(enAU.onboarding.school.body).toContain('organisation');
    expect(enUS.onboarding.school.body).toContain('organization');
  });
});
