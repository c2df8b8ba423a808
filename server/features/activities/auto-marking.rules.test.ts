import { describe, expect, it } from 'vitest';
import type { WorksheetItemRow } from './activities.types.ts';
import { autoScoreOf } from './auto-marking.rules.ts';

const prompt = { type: 'doc', content: [] };
const item = (over: Partial<WorksheetItemRow>): WorksheetItemRow => ({
  id: 1,
  institutionId: 1,
  activityId: 1,
  position: 0,
  kind: 'shortAnswer',
  prompt,
  marks: 2,
  settings: {},
  modelAnswer: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});

describe('auto-marking on the server', () => {
  it('marks multiple choice with one or several correct options', () => {
    const single = item({
      kind: 'multipleChoice',
      settings: {
        options: [
          { id: 'a', text: 'Solid' },
          { id: 'b', text: 'Gas' },
        ],
        allowMultiple: false,
      },
      modelAnswer: { correctOptionIds: ['b'] },
    });
    expect(autoScoreOf(single, { kind: 'multipleChoice', optionIds: ['b'] })).toBe(2);
    expect(autoScoreOf(single, { kind: 'multipleChoice', optionIds: ['a'] })).toBe(0);
  });

  it('marks a number with units after converting to the model unit, within tolerance', () => {
    const speed = item({
      kind: 'numeric',
      modelAnswer: { value: 10, unit: 'm/s', tolerance: { kind: 'absolute', amount: 0.5 } },
    });
    expect(autoScoreOf(speed, { kind: 'numeric', value: '10.2', unit: 'm/s' })).toBe(2);
    expect(autoScoreOf(speed, { kind: 'numeric', value: '36', unit: 'km/h' })).toBe(2);
    expect(autoScoreOf(speed, { kind: 'numeric', value: '12', unit: 'm/s' })).toBe(0);
    expect(autoScoreOf(speed, { kind: 'numeric', value: '10', unit: 'kg' })).toBe(0);
    expect(autoScoreOf(speed, { kind: 'numeric', value: '10', unit: '' })).toBe(0);
  });

  it('marks a pure number against a model without a unit, relative tolerance', () => {
    const ratio = item({
      kind: 'numeric',
      modelAnswer: { value: 200, unit: '', tolerance: { kind: 'relative', amount: 0.05 } },
    });
    expect(autoScoreOf(ratio, { kind: 'numeric', value: '209', unit: '' })).toBe(2);
    expect(autoScoreOf(ratio, { kind: 'numeric', value: '211', unit: '' })).toBe(0);
  });

  it('marks maths by equivalence with the model answer', () => {
    const force = item({ kind: 'maths', modelAnswer: { latex: 'a=\\frac{F}{m}' } });
    expect(autoScoreOf(force, { kind: 'maths', latex: 'a=\\frac{F}{m}' })).toBe(2);
    expect(autoScoreOf(force, { kind: 'maths', latex: 'a=F\\cdot m^{-1}' })).toBe(2);
    expect(autoScoreOf(force, { kind: 'maths', latex: 'a=F\\cdot m' })).toBe(0);
    expect(autoScoreOf(force, { kind: 'maths', latex: '\\frac{' })).toBe(0);
  });

  it('leaves short and long answers to the teacher', () => {
    expect(autoScoreOf(item({}), { kind: 'shortAnswer', text: 'melting' })).toBe(null);
  });
});
