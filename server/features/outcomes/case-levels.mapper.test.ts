import { describe, expect, it } from 'vitest';
import { gradeOfEducationLevel, levelsOfEducation } from './case-levels.mapper.ts';

describe('educationLevel as year levels', () => {
  it.each([
    ['01', 'ONE'],
    ['3', 'THREE'],
    ['12', 'TWELVE'],
    ['KG', 'K'],
    ['K', 'K'],
    ['PK', 'PRE_SCHOOL'],
    ['13', '13'],
    ['AE', 'AE'],
  ])('reads %s as %s', (value, grade) => {
    expect(gradeOfEducationLevel(value)).toBe(grade);
  });

  it('lists 09–12 under High School and 06–08 under Middle School, with each grade they mean', () => {
    expect(levelsOfEducation(['09', '10', '11', '12'])).toEqual({
      level: 'HS',
      levels: ['NINE', 'TEN', 'ELEVEN', 'TWELVE'],
    });
    expect(levelsOfEducation(['06', '07', '08'])).toEqual({ level: 'MS', levels: ['SIX', 'SEVEN', 'EIGHT'] });
  });

  it('lists one grade as itself and another span as published', () => {
    expect(levelsOfEducation(['03'])).toEqual({ level: 'THREE', levels: ['THREE'] });
    expect(levelsOfEducation(['KG', '01', '02'])).toEqual({ level: 'K–2', levels: ['K', 'ONE', 'TWO'] });
  });

  it('gives no level for none', () => {
    expect(levelsOfEducation(undefined)).toEqual({ level: null, levels: [] });
    expect(levelsOfEducation([' '])).toEqual({ level: null, levels: [] });
  });
});
