import { describe, expect, it } from 'vitest';
import { autoLevel, masteryLevel, masteryOf, nearestLevel } from './mastery.ts';

const A = '6f1d1c4e-5a3b-5c2d-9e8f-0a1b2c3d4e5f';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));

describe('masteryLevel', () => {
  const levels = ['ADVANCED', 'EMERGING', 'DEVELOPING'] as const;

  it('takes the newest level, the highest, or the average rounded to the nearest level', () => {
    expect(masteryLevel(levels, 'latest')).toBe('DEVELOPING');
    expect(masteryLevel(levels, 'highest')).toBe('ADVANCED');
    // (4 + 1 + 2) / 3 = 2.33
    expect(masteryLevel(levels, 'average')).toBe('DEVELOPING');
    expect(masteryLevel(['EMERGING', 'DEVELOPING'], 'average')).toBe('DEVELOPING');
  });

  it("weighs the newest level 65% and the earlier ones' average 35% in the decaying average", () => {
    // 2 × 0.65 + (4 + 1) / 2 × 0.35 = 2.175
    expect(masteryLevel(levels, 'decayingAverage')).toBe('DEVELOPING');
    // 4 × 0.65 + 1 × 0.35 = 2.95
    expect(masteryLevel(['EMERGING', 'ADVANCED'], 'decayingAverage')).toBe('PROFICIENT');
    expect(masteryLevel(['PROFICIENT'], 'decayingAverage')).toBe('PROFICIENT');
  });
});

describe('nearestLevel', () => {
  it('rounds halves up and stays on the scale', () => {
    expect(nearestLevel(2.5)).toBe('PROFICIENT');
    expect(nearestLevel(2.49)).toBe('DEVELOPING');
    expect(nearestLevel(-1)).toBe('NOT_SHOWN');
    expect(nearestLevel(9)).toBe('ADVANCED');
  });
});

describe('autoLevel', () => {
  it('shows the target level for full marks, the level below for half or more, EMERGING for some, NOT_SHOWN for none', () => {
    expect(autoLevel(2, 2, 'ADVANCED')).toBe('ADVANCED');
    expect(autoLevel(1, 2, 'ADVANCED')).toBe('PROFICIENT');
    expect(autoLevel(1, 2, 'EMERGING')).toBe('EMERGING');
    expect(autoLevel(1, 4, 'PROFICIENT')).toBe('EMERGING');
    expect(autoLevel(0, 4, 'PROFICIENT')).toBe('NOT_SHOWN');
  });
});

describe('masteryOf', () => {
  it("adds up each student's levels of each outcome in time order, and counts the evidence", () => {
    const cells = masteryOf(
      [
        { studentPrincipal: 's1', learningOutcomeUuid: A, level: 'ADVANCED', markedAt: at(1) },
        { studentPrincipal: 's1', learningOutcomeUuid: A, level: 'DEVELOPING', markedAt: at(5) },
        { studentPrincipal: 's1', learningOutcomeUuid: A, level: 'EMERGING', markedAt: at(3) },
        { studentPrincipal: 's2', learningOutcomeUuid: A, level: 'PROFICIENT', markedAt: at(2) },
      ],
      'latest',
    );
    expect(cells).toEqual([
      {
        studentPrincipal: 's1',
        learningOutcomeUuid: A,
        level: 'DEVELOPING',
        evidenceCount: 3,
        lastMarkedAt: at(5),
      },
      {
        studentPrincipal: 's2',
        learningOutcomeUuid: A,
        level: 'PROFICIENT',
        evidenceCount: 1,
        lastMarkedAt: at(2),
      },
    ]);
  });

  it('keeps the higher level as the latest when two answers were marked at the same moment', () => {
    const [cell] = masteryOf(
      [
        { studentPrincipal: 's1', learningOutcomeUuid: A, level: 'PROFICIENT', markedAt: at(1) },
        { studentPrincipal: 's1', learningOutcomeUuid: A, level: 'EMERGING', markedAt: at(1) },
      ],
      'latest',
    );
    expect(cell?.level).toBe('PROFICIENT');
  });
});
