import { copyActivities } from './activities.repo.ts';
import type { Db } from './activities.types.ts';

export interface LessonCopy {
  sourceId: number;
  copyId: number;
}

/**
 * One part of copying lessons (a lesson duplicated, or a subject's lessons with the subject). It runs
 * inside the copy's transaction after the lessons and their questions are copied; a question's copy
 * is the one at the same place in the copied lesson. Features whose rows hang off a lesson (outcome
 * tags, …) register theirs, so this feature need not know them.
 */
export type ActivityCopier = (tx: Db, copies: readonly LessonCopy[]) => Promise<void>;

const copiers = new Map<string, ActivityCopier>();

/** Adds a part; returns a function that removes it again. A name can be registered once. */
export function registerActivityCopier(name: string, copier: ActivityCopier): () => void {
  if (copiers.has(name)) throw new Error(`A lesson copier named '${name}' is already registered`);
  copiers.set(name, copier);
  return () => {
    if (copiers.get(name) === copier) copiers.delete(name);
  };
}

/** Copies lessons with their questions, then every registered part; answers the copies' ids in order. */
export async function copyLessons(tx: Db, copy: Parameters<typeof copyActivities>[1]): Promise<number[]> {
  const copies = await copyActivities(tx, copy);
  for (const copier of copiers.values()) await copier(tx, copies);
  return copies.map((c) => c.copyId);
}
