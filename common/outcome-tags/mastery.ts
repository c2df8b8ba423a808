import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '../outcomes/constants.ts';
import { DECAYING_AVERAGE_WEIGHT, type MasteryMethod } from './constants.ts';

/** A level as a number on the scale: NOT_SHOWN 0, EMERGING 1, … ADVANCED 4. */
export const levelValue = (level: ProficiencyLevel): number => PROFICIENCY_LEVELS.indexOf(level);

/** The level nearest a value on the scale (halves round up). */
export const nearestLevel = (value: number): ProficiencyLevel =>
  PROFICIENCY_LEVELS[Math.min(PROFICIENCY_LEVELS.length - 1, Math.max(0, Math.floor(value + 0.5)))]!;

/** One student's levels in one outcome, oldest first, as the mastery method adds them up. */
export function masteryLevel(levels: readonly ProficiencyLevel[], method: MasteryMethod): ProficiencyLevel {
  const values = levels.map(levelValue);
  const newest = values.at(-1) ?? 0;
  const mean = (list: number[]) => list.reduce((sum, v) => sum + v, 0) / list.length;
  switch (method) {
    case 'latest':
      return nearestLevel(newest);
    case 'highest':
      return nearestLevel(Math.max(...values));
    case 'average':
      return nearestLevel(mean(values));
    case 'decayingAverage': {
      const earlier = values.slice(0, -1);
      if (earlier.length === 0) return nearestLevel(newest);
      return nearestLevel(newest * DECAYING_AVERAGE_WEIGHT + mean(earlier) * (1 - DECAYING_AVERAGE_WEIGHT));
    }
  }
}

/** What a method needs of one student's levels in one outcome: the newest, how many, their sum, the highest. */
export interface LevelSummary {
  latest: number;
  count: number;
  total: number;
  highest: number;
}

/** `masteryLevel` from a summary of the levels, so the database need not send every level. */
export function masteryFromSummary(summary: LevelSummary, method: MasteryMethod): ProficiencyLevel {
  const { latest, count, total, highest } = summary;
  switch (method) {
    case 'latest':
      return nearestLevel(latest);
    case 'highest':
      return nearestLevel(highest);
    case 'average':
      return nearestLevel(total / count);
    case 'decayingAverage':
      if (count <= 1) return nearestLevel(latest);
      return nearestLevel(
        latest * DECAYING_AVERAGE_WEIGHT + ((total - latest) / (count - 1)) * (1 - DECAYING_AVERAGE_WEIGHT),
      );
  }
}
