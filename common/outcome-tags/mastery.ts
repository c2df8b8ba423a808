import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '../outcomes/constants.ts';
import { DECAYING_AVERAGE_WEIGHT, type MasteryMethod } from './constants.ts';

/** A level as a number on the scale: NOT_SHOWN 0, EMERGING 1, … ADVANCED 4. */
export const levelValue = (level: ProficiencyLevel): number => PROFICIENCY_LEVELS.indexOf(level);

/** The level nearest a value on the scale (halves round up). */
export const nearestLevel = (value: number): ProficiencyLevel =>
  PROFICIENCY_LEVELS[Math.min(PROFICIENCY_LEVELS.length - 1, Math.max(0, Math.floor(value + 0.5)))]!;

/**
 * The level an auto-marked answer shows for an outcome its question targets at `target`: full
 * marks show the target; half or more, the level below it (never below EMERGING); any marks,
 * EMERGING; none, NOT_SHOWN. A teacher's own level for the answer replaces it.
 */
export function autoLevel(score: number, marks: number, target: ProficiencyLevel): ProficiencyLevel {
  const ratio = marks > 0 ? score / marks : 0;
  if (ratio >= 1) return target;
  if (ratio >= 0.5) return nearestLevel(Math.max(1, levelValue(target) - 1));
  return ratio > 0 ? 'EMERGING' : 'NOT_SHOWN';
}

export interface LevelEvidence {
  studentPrincipal: string;
  learningOutcomeUuid: string;
  level: ProficiencyLevel;
  markedAt: Date;
}

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

/**
 * Each student's mastery of each outcome from the levels their answers showed: the evidence in
 * time order (ties: the lower level first, so `latest` keeps the higher), added up by `method`.
 */
export function masteryOf(evidence: readonly LevelEvidence[], method: MasteryMethod) {
  const groups = new Map<string, LevelEvidence[]>();
  for (const item of evidence) {
    const key = `${item.studentPrincipal}\u0000${item.learningOutcomeUuid}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].map((items) => {
    const ordered = [...items].sort(
      (a, b) => a.markedAt.getTime() - b.markedAt.getTime() || levelValue(a.level) - levelValue(b.level),
    );
    const last = ordered.at(-1)!;
    return {
      studentPrincipal: last.studentPrincipal,
      learningOutcomeUuid: last.learningOutcomeUuid,
      level: masteryLevel(
        ordered.map((item) => item.level),
        method,
      ),
      evidenceCount: ordered.length,
      lastMarkedAt: last.markedAt,
    };
  });
}
