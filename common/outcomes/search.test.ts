import { describe, expect, it } from 'vitest';
import { au, fundamentals, nc, ngss, ngssPart, nsw, standard } from './outcomes.fixtures.ts';
import { searchTextOf } from './search.ts';

describe('the outcome search text (spec 4)', () => {
  it('holds the uuid, curriculum code and AU code, subjects, capabilities, strands and description', () => {
    const outcome = au();
    expect(searchTextOf(outcome)).toBe(
      [
        outcome.uuid,
        'AU_V9',
        'AC9S7U01',
        'Biology',
        'Critical and Creative Thinking',
        'Science Understanding',
        'Biological sciences',
        'investigate the role of classification in ordering and organising the diversity of life',
        'Year 7',
      ].join(' • '),
    );
  });

  it('holds the NSW type, code, title, description and content group', () => {
    const outcome = nsw();
    expect(searchTextOf(outcome)).toBe(
      `${outcome.uuid} • AU_NSW_V9 • Working Scientifically • SC4-WS-01 • Observing • identifies questions and problems that can be tested or researched • Questioning and predicting • Stage 4`,
    );
  });

  it('holds every field of each NGSS part, with its abbreviation and full name', () => {
    const outcome = ngss({
      performanceExpectation: ngssPart('MS-LS1-6', 'Construct a scientific explanation', {
        level: 'MS',
        levelDescription: 'Middle School',
        topicId: 'LS1',
        topicDescription: 'From Molecules to Organisms',
        subTopicId: 'LS1.C',
        subTopicDescription: 'Organization for Matter and Energy Flow',
      }),
      crossCuttingConcept: ngssPart('CCC5', 'Energy and matter'),
    });
    expect(searchTextOf(outcome)).toBe(
      [
        outcome.uuid,
        'US',
        'CCC',
        'Cross-Cutting Concept',
        'CCC5',
        'Energy and matter',
        'PE',
        'Performance Expectation',
        'MS-LS1-6',
        'Construct a scientific explanation',
        'MS',
        'Middle School',
        'LS1',
        'From Molecules to Organisms',
        'LS1.C',
        'Organization for Matter and Energy Flow',
      ].join(' • '),
    );
  });

  it('holds the NC strand, objectiveCode and descriptions', () => {
    const outcome = nc({ standardCode: '8.P.1', standardDescription: 'Understand matter.' });
    expect(searchTextOf(outcome)).toBe(
      `${outcome.uuid} • US_NC • Physical Science • 8.P.1.1 • Classify matter. • Understand matter.`,
    );
  });

  it('holds the standards-based title and code', () => {
    const outcome = standard();
    expect(searchTextOf(outcome)).toBe(
      `${outcome.uuid} • US_CALI_MATHS • Understand the concept of a ratio. • 6.RP.1`,
    );
  });

  it("ends with a standard's short codes and its year level, as teachers type them", () => {
    const outcome = standard({ code: '3.NF.A.3.a', level: 'THREE' });
    expect(searchTextOf(outcome)).toBe(
      `${outcome.uuid} • US_CALI_MATHS • Understand the concept of a ratio. • 3.NF.A.3.a • 3.NF.3a • 3.NF.3.a • Grade 3`,
    );
    const keyStage = standard({ code: 'K1', level: 'KS3' }, 'UK');
    expect(searchTextOf(keyStage)).toMatch(/ • KS3 • Key Stage 3$/);
  });

  it('leaves fundamentals out of the search', () => {
    expect(searchTextOf(fundamentals())).toBeNull();
  });
});
