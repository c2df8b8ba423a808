import { describe, expect, it } from 'vitest';
import { flattenOutcome, outcomeMetadata } from './flatten.ts';
import { au, fundamentals, nc, ngss, ngssPart, nsw, standard } from './outcomes.fixtures.ts';

describe('the flattened form (spec 3)', () => {
  it('takes a standards-based outcome as it is, with its type label and colour', () => {
    const outcome = standard({
      level: 'SIX',
      domain: 'Ratios',
      group: 'Cluster A',
      subgroup: 'x',
      topic: 'y',
    });
    expect(flattenOutcome(outcome)).toEqual({
      uuid: outcome.uuid,
      curriculumCode: 'US_CALI_MATHS',
      isOfficial: true,
      code: '6.RP.1',
      type: 'KNOWLEDGE',
      title: 'Understand the concept of a ratio.',
      typeDescription: 'Knowledge',
      grade: 'SIX',
      domain: 'Ratios',
      group: 'Cluster A',
      subgroup: 'x',
      topic: 'y',
      tagColor: 'orange',
    });
  });

  it("names a framework's outcome by its level's own name (its CASE item type)", () => {
    const target = standard({ code: 'C1.TA', itemType: 'Target' }, 'US_SBAC_MATHS');
    expect(flattenOutcome(target)).toMatchObject({ type: 'KNOWLEDGE', typeDescription: 'Target' });
  });

  it('reads an AU outcome by its description as text, its year level and strands', () => {
    expect(flattenOutcome(au())).toMatchObject({
      code: 'AC9S7U01',
      type: null,
      typeDescription: null,
      title: 'investigate the role of classification in ordering and organising the diversity of life',
      grade: 'SEVEN',
      domain: 'Science Understanding',
      group: 'Biological sciences',
      tagColor: 'gray',
    });
  });

  it('lists an NGSS outcome by its performance expectation, else by its first part', () => {
    const pe = ngss({
      scienceAndEngineeringPractice: ngssPart('SEP6', 'Constructing explanations'),
      performanceExpectation: ngssPart('MS-LS1-6', 'Construct a scientific explanation', {
        level: 'MS',
        topicDescription: 'Matter and Energy in Organisms and Ecosystems',
      }),
    });
    expect(flattenOutcome(pe)).toMatchObject({
      code: 'MS-LS1-6',
      type: 'PERFORMANCE_EXPECTATION',
      typeDescription: 'Performance Expectation',
      grade: 'MS',
      domain: 'Matter and Energy in Organisms and Ecosystems',
      tagColor: 'gray',
    });
    const dci = ngss({ disciplinaryCoreIdea: ngssPart('LS1.C', 'Plants make sugars') });
    expect(flattenOutcome(dci)).toMatchObject({
      type: 'KNOWLEDGE',
      typeDescription: 'Disciplinary Core Idea',
      tagColor: 'orange',
    });
  });

  it('gives an NSW outcome its type label, stage and content group; grey under AU_NSW_2023', () => {
    expect(flattenOutcome(nsw())).toMatchObject({
      code: 'SC4-WS-01',
      type: 'SKILL',
      typeDescription: 'Working Scientifically',
      title: 'Observing',
      grade: 'NSW_STAGE_FOUR',
      group: 'Questioning and predicting',
      tagColor: 'blue',
    });
    expect(flattenOutcome(nsw({}, 'AU_NSW_2023')).tagColor).toBe('gray');
  });

  it("makes an NC objective US_NC's 'Objective' and a bare standard knowledge", () => {
    expect(flattenOutcome(nc())).toMatchObject({
      code: '8.P.1.1',
      type: 'PERFORMANCE_EXPECTATION',
      typeDescription: 'Objective',
    });
    expect(
      flattenOutcome(nc({ objectiveCode: null, objectiveDescription: null, standardCode: '8.P.1' })),
    ).toMatchObject({
      code: '8.P.1',
      type: 'KNOWLEDGE',
      title: 'no description found',
    });
  });

  it('codes fundamentals FUNDAMENTALS, with no type', () => {
    expect(flattenOutcome(fundamentals())).toMatchObject({
      code: 'FUNDAMENTALS',
      type: null,
      tagColor: 'gray',
    });
  });

  it("falls back to 'title not found' and 'no description found'", () => {
    expect(flattenOutcome(standard({ title: '' })).title).toBe('title not found');
    expect(flattenOutcome(nsw({ outcomeTitle: ' ' })).title).toBe('title not found');
    expect(flattenOutcome(au({ curriculumDescription: '<p></p>' })).title).toBe('no description found');
  });

  it("writes the metadata line joined with ' • '", () => {
    expect(outcomeMetadata(flattenOutcome(au()))).toBe(
      'Year 7 • Science Understanding • Biological sciences',
    );
  });
});
