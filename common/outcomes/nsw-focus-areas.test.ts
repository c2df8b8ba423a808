import { describe, expect, it } from 'vitest';
import { nswFocusAreas } from './nsw-focus-areas.ts';
import { nsw, standard } from './outcomes.fixtures.ts';

describe('NSW focus areas (spec 9)', () => {
  it('come from FOCUS_AREA outcomes and standards-based KNOWLEDGE outcomes (by domain/group)', () => {
    const outcomes = [
      nsw({
        outcomeCode: 'SC4-OTU-01',
        type: 'FOCUS_AREA',
        outcomeTitle: 'Observing the Universe',
        description: 'Features of the Universe',
        contentGroup: 'Space science',
      }),
      nsw({ outcomeCode: 'SC4-WS-02' }),
      standard({ code: 'K1', type: 'KNOWLEDGE', domain: 'Forces', group: 'Types of forces' }, 'AU_NSW_2023'),
      standard({ code: 'S1', type: 'SKILL', domain: 'Not a focus area', group: 'x' }, 'AU_NSW_2023'),
    ];
    expect(nswFocusAreas(outcomes)).toEqual([
      { title: 'Observing the Universe', description: 'Stage 4' },
      { title: 'Forces', description: 'Types of forces' },
    ]);
  });

  it('are de-duplicated by title and description', () => {
    const outcomes = [
      standard({ code: 'K1', domain: 'Forces', group: 'Types of forces' }, 'AU_NSW_2023'),
      standard({ code: 'K2', domain: 'Forces', group: 'Types of forces' }, 'AU_NSW_2023'),
      standard({ code: 'K3', domain: 'Forces', group: 'Motion' }, 'AU_NSW_2023'),
      standard({ code: 'K4', domain: null, group: 'no title' }, 'AU_NSW_2023'),
    ];
    expect(nswFocusAreas(outcomes)).toEqual([
      { title: 'Forces', description: 'Types of forces' },
      { title: 'Forces', description: 'Motion' },
    ]);
  });

  it("are one per focus area and stage however many content groups it has, each stage's apart", () => {
    const group = (outcomeCode: string, outcomeTitle: string, contentGroup: string) =>
      nsw({
        outcomeCode,
        type: 'FOCUS_AREA',
        outcomeTitle,
        contentGroup,
        description: `${contentGroup} text`,
      });
    const outcomes = [
      group('SC4-WS', 'Working scientifically', 'Questioning and predicting'),
      group('SC4-WS', 'Working scientifically', 'Planning investigations'),
      group('SC4-FOR', 'Forces', 'Types of forces'),
      group('SC5-WS', 'Working scientifically', 'Questioning and predicting'),
    ];
    expect(nswFocusAreas(outcomes)).toEqual([
      { title: 'Working scientifically', description: 'Stage 4' },
      { title: 'Forces', description: 'Stage 4' },
      { title: 'Working scientifically', description: 'Stage 5' },
    ]);
  });
});
