import { describe, expect, it } from 'vitest';
import { canonicalSubjectPath, parseSubjectIds, parseSubjectSegments } from './subject-route.ts';

describe('subject URL shapes (spec 2.1)', () => {
  it('reads inst-, institution- and code-id segments alike', () => {
    expect(parseSubjectSegments('inst-3', 'subject-9')).toEqual({ institutionId: 3, subjectId: 9 });
    expect(parseSubjectSegments('institution-3', 'subject-9')).toEqual({ institutionId: 3, subjectId: 9 });
    expect(parseSubjectSegments('riverbank-high-3', 'year-7-sci-9')).toEqual({
      institutionId: 3,
      subjectId: 9,
    });
  });

  it('rejects segments without an id', () => {
    expect(parseSubjectSegments('riverbank-high', 'subject-9')).toBeNull();
    expect(parseSubjectSegments('inst-3', 'lessons')).toBeNull();
    expect(parseSubjectSegments('inst-0', 'subject-9')).toBeNull();
  });

  it('reads the alternate institutions/{id}/subjects/{id} form', () => {
    expect(parseSubjectIds('3', '9')).toEqual({ institutionId: 3, subjectId: 9 });
    expect(parseSubjectIds('3', 'nine')).toBeNull();
    expect(parseSubjectIds('0', '9')).toBeNull();
  });

  it('leads every shape to one canonical URL in the current area', () => {
    const subject = {
      id: 9,
      code: 'Year 7 Sci',
      institutionId: 3,
      institutionCode: 'riverbank-high',
      endpoint: 'app',
    };
    expect(canonicalSubjectPath('app', subject)).toBe('/app/riverbank-high-3/year-7-sci-9');
    expect(canonicalSubjectPath('teach', subject)).toBe('/teach/riverbank-high-3/year-7-sci-9');
    expect(canonicalSubjectPath(undefined, { ...subject, code: 'global' })).toBe(
      '/app/riverbank-high-3/subject-9',
    );
  });
});
