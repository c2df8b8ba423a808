import { describe, expect, it } from 'vitest';
import {
  classYearSpan,
  compareGrades,
  NO_YEAR_NEARNESS,
  yearNearness,
  yearSpanLabel,
  yearSpanOfGrade,
  yearSpanOfName,
  yearSpanOfTaggedGrades,
  yearLevelLabel,
} from './year-levels.ts';

describe('year levels on one scale', () => {
  it.each([
    ['SEVEN', 7, 7],
    ['PREP', 0, 0],
    ['PRE_SCHOOL', -1, -1],
    ['K', 0, 0],
    ['7', 7, 7],
    ['MS', 6, 8],
    ['HS', 9, 12],
    ['KS3', 7, 9],
    ['KS4', 10, 11],
    ['NSW_STAGE_FOUR', 7, 8],
    ['K-2', 0, 2],
    ['3-5', 3, 5],
    ['K–12', 0, 12],
    ['09–12', 9, 12],
  ])('places the published grade %s in years %i to %i', (grade, from, to) => {
    expect(yearSpanOfGrade(grade)).toEqual({ from, to });
  });

  it('places no grade it does not know', () => {
    expect(yearSpanOfGrade(null)).toBeNull();
    expect(yearSpanOfGrade('Level 3')).toBeNull();
    expect(yearSpanOfGrade('13')).toBeNull();
    expect(yearSpanOfGrade('5-3')).toBeNull();
  });
});

describe("a class's year level from its name", () => {
  it.each([
    ['Year 7 Science', 7, 7],
    ['Yr 8 science', 8, 8],
    ['Y9 Chemistry', 9, 9],
    ['Years 9-10 Physics', 9, 10],
    ['Grade 6 Science', 6, 6],
    ['7th Grade Life Science', 7, 7],
    ['7B Science', 7, 7],
    ['10 Physics', 10, 10],
    ['9SCI', 9, 9],
    ['Science 8', 8, 8],
    ['Science 7A', 7, 7],
    ['KS3 Forces', 7, 9],
    ['Key Stage 4 Biology', 10, 11],
    ['Stage 4 Science', 7, 8],
    ['Middle School Science', 6, 8],
    ['High School Chemistry', 9, 12],
    ['Foundation Science', 0, 0],
  ])('reads %j as years %i to %i', (name, from, to) => {
    expect(yearSpanOfName(name)).toEqual({ from, to });
  });

  it.each(['Chemistry 101', 'Science 2025', 'Biology', 'Earth and Space', ''])(
    'reads no year in %j',
    (name) => {
      expect(yearSpanOfName(name)).toBeNull();
    },
  );

  it("takes the name's year before the tagged outcomes', and the tags' most common grade without one", () => {
    expect(classYearSpan(['Year 7 Science'], ['NINE', 'NINE'])).toEqual({ from: 7, to: 7 });
    expect(classYearSpan(['Biology', '8SCI'], ['NINE'])).toEqual({ from: 8, to: 8 });
    expect(classYearSpan(['Biology', ''], ['NINE', 'EIGHT', 'NINE', null])).toEqual({ from: 9, to: 9 });
    expect(classYearSpan(['Biology'], [])).toBeNull();
    expect(yearSpanOfTaggedGrades([null, 'Level 3'])).toBeNull();
    // Tied grades: the first one given.
    expect(yearSpanOfTaggedGrades(['EIGHT', 'NINE'])).toEqual({ from: 8, to: 8 });
  });
});

describe('how near an outcome is to a class', () => {
  const year7 = { from: 7, to: 7 };
  it('ranks the same year first, the years next to it second, then by the years between, no grade last', () => {
    expect(yearNearness(year7, 'SEVEN')).toBe(0);
    expect(yearNearness(year7, 'MS')).toBe(0);
    expect(yearNearness(year7, 'NSW_STAGE_FOUR')).toBe(0);
    expect(yearNearness(year7, 'EIGHT')).toBe(1);
    expect(yearNearness(year7, 'SIX')).toBe(1);
    expect(yearNearness(year7, 'HS')).toBe(2);
    expect(yearNearness(year7, 'FOUR')).toBe(3);
    expect(yearNearness(year7, 'PREP')).toBe(7);
    expect(yearNearness(year7, null)).toBe(NO_YEAR_NEARNESS);
    expect(NO_YEAR_NEARNESS).toBeGreaterThan(yearNearness(year7, 'PRE_SCHOOL'));
  });

  it('ranks every outcome alike for a class with no year level', () => {
    expect(yearNearness(null, 'FOUR')).toBe(0);
    expect(yearNearness(null, null)).toBe(0);
  });
});

describe('a year span as a teacher reads it', () => {
  it('says Year in Australia, New Zealand and England, Grade in the US', () => {
    expect(yearSpanLabel({ from: 7, to: 7 }, 'AU_V9')).toBe('Year 7');
    expect(yearSpanLabel({ from: 7, to: 9 }, 'UK')).toBe('Years 7–9');
    expect(yearSpanLabel({ from: 6, to: 8 }, 'US')).toBe('Grades 6–8');
    expect(yearSpanLabel({ from: 0, to: 0 }, 'AU_V9')).toBe('Foundation');
    expect(yearSpanLabel({ from: 0, to: 2 }, 'US')).toBe('Kindergarten to Grade 2');
  });
});

describe('year levels as a filter names and orders them', () => {
  it('names each published grade as its teachers read it', () => {
    expect(yearLevelLabel('SEVEN', 'AU_V9')).toBe('Year 7');
    expect(yearLevelLabel('MS', 'US')).toBe('Middle School');
    expect(yearLevelLabel('KS3', 'UK')).toBe('Key Stage 3');
    expect(yearLevelLabel('1', 'US')).toBe('Grade 1');
    expect(yearLevelLabel('K', 'US')).toBe('Kindergarten');
    expect(yearLevelLabel('3-5', 'US')).toBe('Grades 3–5');
    expect(yearLevelLabel('Level 3', 'NZ')).toBe('Level 3');
  });

  it('orders bands after the last year they cover, unplaced grades last', () => {
    const grades = ['HS', 'K-2', 'Level 3', '3', 'MS', '1', 'K', '3-5', '2'];
    expect(grades.sort(compareGrades)).toEqual(['K', '1', '2', 'K-2', '3', '3-5', 'MS', 'HS', 'Level 3']);
  });
});
