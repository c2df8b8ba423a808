import { describe, expect, it } from 'vitest';
import { FIRST_ATTEMPT, imageSources, stepAfterImageError, type ImageRetryState } from './image-retry.ts';

/** Follows the steps of a chain whose every load fails, counting loads per source. */
function failEverything(sourceCount: number): { loads: number[]; outcome: string } {
  const loads = Array.from({ length: sourceCount }, () => 0);
  let state: ImageRetryState = FIRST_ATTEMPT;
  for (;;) {
    loads[state.sourceIndex] = (loads[state.sourceIndex] ?? 0) + 1;
    const step = stepAfterImageError(state, sourceCount);
    if (step.kind === 'exhausted') return { loads, outcome: 'exhausted' };
    state = step.next;
  }
}

describe('stepAfterImageError', () => {
  it('retries a failing image until it has had 3 attempts in all', () => {
    expect(stepAfterImageError({ sourceIndex: 0, attempt: 1 }, 1)).toEqual({
      kind: 'retry',
      next: { sourceIndex: 0, attempt: 2 },
    });
    expect(stepAfterImageError({ sourceIndex: 0, attempt: 2 }, 1)).toEqual({
      kind: 'retry',
      next: { sourceIndex: 0, attempt: 3 },
    });
    expect(stepAfterImageError({ sourceIndex: 0, attempt: 3 }, 1)).toEqual({ kind: 'exhausted' });
  });

  it('moves to the next source after the third failed attempt', () => {
    expect(stepAfterImageError({ sourceIndex: 0, attempt: 3 }, 3)).toEqual({
      kind: 'next-source',
      next: { sourceIndex: 1, attempt: 1 },
    });
  });

  it('loads every source of a failing chain exactly 3 times, then gives up', () => {
    expect(failEverything(3)).toEqual({ loads: [3, 3, 3], outcome: 'exhausted' });
  });

  it('honours another attempt limit', () => {
    expect(stepAfterImageError({ sourceIndex: 0, attempt: 1 }, 2, 1)).toEqual({
      kind: 'next-source',
      next: { sourceIndex: 1, attempt: 1 },
    });
  });
});

describe('imageSources', () => {
  it('keeps the order and drops empty and repeated sources', () => {
    expect(imageSources('/a.svg', null, undefined, '', '/a.svg', '/b.svg')).toEqual(['/a.svg', '/b.svg']);
  });
});
