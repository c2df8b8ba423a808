import { describe, expect, it } from 'vitest';
import { au, ngss, ngssPart, standard } from '../../../common/outcomes/outcomes.fixtures.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import { outcomeColumns } from './outcome-columns.ts';

const mapOf = (outcomes: LearningOutcome[]) =>
  new Map(outcomes.map((outcome) => [outcome.uuid.toLowerCase(), outcome]));

describe('outcomeColumns', () => {
  it('lists the outcomes found in the outcome sort, codes compared as numbers', () => {
    const forces = au({ code: 'AC9S7U04' });
    const particles = au({ code: 'AC9S7U05' });
    const year10 = au({ code: 'AC9S10U01' });
    const pe = ngss({ performanceExpectation: ngssPart('MS-PS1-4', 'Develop a model.') });
    const columns = outcomeColumns(
      [pe.uuid, year10.uuid, particles.uuid.toUpperCase(), forces.uuid, particles.uuid],
      mapOf([forces, particles, year10, pe]),
    );
    expect(columns.map((c) => c.flat.code)).toEqual(['AC9S7U04', 'AC9S7U05', 'AC9S10U01', 'MS-PS1-4']);
    expect(columns[3]!.badges.map((b) => b.label)).toEqual(['PE']);
  });

  it('puts each sub-standard right after its standard, and drops a uuid with no outcome', () => {
    const b = standard({ code: '6.RP.1b', title: 'Tables', type: 'SUBSTANDARD' });
    const a = standard({ code: '6.RP.1a', title: 'Language', type: 'SUBSTANDARD' });
    const ratio = standard({ code: '6.RP.1', childrenIds: [a.uuid, b.uuid] });
    const rates = standard({ code: '6.RP.2' });
    const columns = outcomeColumns(
      [b.uuid, rates.uuid, a.uuid, ratio.uuid, '00000000-0000-4000-8000-000000000000'],
      mapOf([a, b, ratio, rates]),
    );
    expect(columns.map((c) => [c.flat.code, c.parentName])).toEqual([
      ['6.RP.1', null],
      ['6.RP.1a', '6.RP.1'],
      ['6.RP.1b', '6.RP.1'],
      ['6.RP.2', null],
    ]);
  });
});
