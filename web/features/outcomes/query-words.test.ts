import { describe, expect, it } from 'vitest';
import { normaliseQuery, stemOf } from './query-words.ts';

describe('the words a query is matched by', () => {
  it.each([
    ['solving', 'solv'],
    ['forces', 'force'],
    ['changes', 'change'],
    ['matches', 'match'],
    ['equations', 'equation'],
    ['reactions', 'reaction'],
    ['properties', 'propert'],
    ['balanced', 'balanc'],
    ['planning', 'plan'],
    ['modelling', 'model'],
    ['processes', 'process'],
    ['cells', 'cell'],
  ])('matches %j by its stem %j', (word, stem) => {
    expect(stemOf(word)).toBe(stem);
  });

  it.each([
    'mass',
    'virus',
    'analysis',
    'photosynthesis',
    'using',
    'speed',
    'lens',
    'energy',
    'ks3',
    'ac9s7u04',
  ])('keeps %j whole', (word) => {
    expect(stemOf(word)).toBe(word);
  });

  it('lower-cases a query and puts one space between its words', () => {
    expect(normaliseQuery('  Solving   Quadratic\tEquations ')).toBe('solv quadratic equation');
    expect(normaliseQuery('Forces and motion')).toBe('force and motion');
    expect(normaliseQuery('3.NF.3a')).toBe('3.nf.3a');
  });
});
