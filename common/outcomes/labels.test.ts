import { describe, expect, it } from 'vitest';
import { GRADES, OUTCOME_TYPES, type OutcomeType } from './constants.ts';
import {
  DESCRIPTION_NOT_FOUND,
  NGSS_SHORT_CODES,
  TITLE_NOT_FOUND,
  gradeLabel,
  joinMetadata,
  ngssAbbreviationName,
  nswOutcomeTypeLabel,
  outcomeTypeAbbreviation,
  outcomeTypeLabel,
  titleOrFallback,
} from './labels.ts';

const labelsOf = (curriculum: Parameters<typeof outcomeTypeLabel>[1]) =>
  Object.fromEntries(OUTCOME_TYPES.map((type) => [type, outcomeTypeLabel(type, curriculum)]));

describe('type labels (spec 9)', () => {
  it('are Knowledge, Understanding, Skill, Performance Expectation, Substandard by default', () => {
    const defaults = {
      KNOWLEDGE: 'Knowledge',
      UNDERSTANDING: 'Understanding',
      SKILL: 'Skill',
      PERFORMANCE_EXPECTATION: 'Performance Expectation',
      SUBSTANDARD: 'Substandard',
    };
    expect(labelsOf(null)).toEqual(defaults);
    expect(labelsOf('AU_V9')).toEqual(defaults);
    expect(labelsOf('US_CALI_MATHS')).toEqual(defaults);
  });

  it.each(['US', 'US_HS', 'US_OR'] as const)('are the NGSS names for %s', (curriculum) => {
    expect(labelsOf(curriculum)).toEqual({
      KNOWLEDGE: 'Disciplinary Core Idea',
      UNDERSTANDING: 'Cross-Cutting Concept',
      SKILL: 'Science and Engineering Practice',
      PERFORMANCE_EXPECTATION: 'Performance Expectation',
      SUBSTANDARD: 'Substandard',
    });
  });

  it("label US_MS's performance expectation 'Performance Objective'", () => {
    expect(outcomeTypeLabel('PERFORMANCE_EXPECTATION', 'US_MS')).toBe('Performance Objective');
    expect(outcomeTypeLabel('KNOWLEDGE', 'US_MS')).toBe('Disciplinary Core Idea');
  });

  it("label US_NC's performance expectation 'Objective'", () => {
    expect(outcomeTypeLabel('PERFORMANCE_EXPECTATION', 'US_NC')).toBe('Objective');
    expect(outcomeTypeLabel('KNOWLEDGE', 'US_NC')).toBe('Knowledge');
  });

  it("are 'Content alignment' and 'Working scientifically' for AU_NSW_2023", () => {
    expect(outcomeTypeLabel('KNOWLEDGE', 'AU_NSW_2023')).toBe('Content alignment');
    expect(outcomeTypeLabel('SKILL', 'AU_NSW_2023')).toBe('Working scientifically');
  });

  it('name the NSW types Working Scientifically, Content Alignment, Focus Area', () => {
    expect(nswOutcomeTypeLabel('WORKING_SCIENTIFICALLY')).toBe('Working Scientifically');
    expect(nswOutcomeTypeLabel('CONTENT_ALIGNMENT')).toBe('Content Alignment');
    expect(nswOutcomeTypeLabel('FOCUS_AREA')).toBe('Focus Area');
  });
});

describe('abbreviations (spec 9)', () => {
  it.each([
    ['KNOWLEDGE', 'DCI'],
    ['UNDERSTANDING', 'CCC'],
    ['SKILL', 'SEP'],
    ['PERFORMANCE_EXPECTATION', 'PE'],
    ['SUBSTANDARD', null],
  ] as [OutcomeType, string | null][])('abbreviate %s as %s', (type, abbreviation) => {
    expect(outcomeTypeAbbreviation(type)).toBe(abbreviation);
  });

  it('have the NGSS short codes DCI, SEP, CCC and full names', () => {
    expect(NGSS_SHORT_CODES).toEqual(['DCI', 'SEP', 'CCC']);
    expect(ngssAbbreviationName('SEP')).toBe('Science and Engineering Practice');
    expect(ngssAbbreviationName('PE')).toBe('Performance Expectation');
  });
});

describe('grade labels (spec 9)', () => {
  it.each([
    ['PRE_SCHOOL', 'Pre-School'],
    ['PREP', 'Prep'],
    ['ONE', 'Grade 1'],
    ['SIX', 'Grade 6'],
    ['TWELVE', 'Grade 12'],
    ['MS', 'Middle School'],
    ['HS', 'High School'],
    ['NSW_STAGE_FOUR', 'Stage 4'],
    ['NSW_STAGE_FIVE', 'Stage 5'],
  ])('label %s %s', (grade, label) => {
    expect(gradeLabel(grade)).toBe(label);
  });

  it('label ONE … TWELVE Grade 1 … Grade 12', () => {
    expect(GRADES.slice(2, 14).map((grade) => gradeLabel(grade))).toEqual(
      Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
    );
  });

  it('read as year levels for Australian curricula and their variants, as Australian teachers say', () => {
    expect(gradeLabel('NINE', 'AU_V9')).toBe('Year 9');
    expect(gradeLabel('ONE', 'AU')).toBe('Year 1');
    expect(gradeLabel('TWELVE', 'AU_NSW_2023')).toBe('Year 12');
    expect(gradeLabel('PREP', 'AU_V9')).toBe('Prep');
    expect(gradeLabel('NINE', 'US')).toBe('Grade 9');
    expect(gradeLabel('NINE', 'UK')).toBe('Grade 9');
  });

  it('show a level with no label as it is', () => {
    expect(gradeLabel('K')).toBe('K');
    expect(gradeLabel('toString')).toBe('toString');
  });
});

describe('title fallbacks and metadata', () => {
  it("read 'title not found' or 'no description found' when the text is empty", () => {
    expect(titleOrFallback('  ', TITLE_NOT_FOUND)).toBe('title not found');
    expect(titleOrFallback(null, DESCRIPTION_NOT_FOUND)).toBe('no description found');
    expect(titleOrFallback(' Observing ', TITLE_NOT_FOUND)).toBe('Observing');
  });

  it("joins metadata with ' • ', leaving out empty parts", () => {
    expect(joinMetadata(['Grade 7', null, '', 'Biological sciences'])).toBe('Grade 7 • Biological sciences');
  });
});
