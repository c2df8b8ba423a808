import { describe, expect, it } from 'vitest';
import { hasMetDelayAndDistance, SUBJECT_DRAG_CONSTRAINT } from './delay-and-distance-sensor.ts';

describe('subject drag activation (spec 9: 50 ms and 30 px)', () => {
  it('starts only when the press has lasted 50 ms and moved 30 px', () => {
    expect(hasMetDelayAndDistance(60, { x: 0, y: 31 }, SUBJECT_DRAG_CONSTRAINT)).toBe(true);
    expect(hasMetDelayAndDistance(50, { x: 18, y: 24 }, SUBJECT_DRAG_CONSTRAINT)).toBe(true);
  });

  it('does not start on a long press that stays put', () => {
    expect(hasMetDelayAndDistance(2000, { x: 3, y: 4 }, SUBJECT_DRAG_CONSTRAINT)).toBe(false);
  });

  it('does not start on a flick faster than 50 ms', () => {
    expect(hasMetDelayAndDistance(20, { x: 0, y: 200 }, SUBJECT_DRAG_CONSTRAINT)).toBe(false);
  });
});
