import { requireSubjectToCopy } from './subject-writes.repo.ts';
import type { Db } from './subjects.types.ts';

export interface CopyIds {
  sourceId: number;
  copyId: number;
}

/**
 * One part of a subject duplication. It runs inside the duplication's transaction (`tx`), after
 * the parts registered before it, and throws to fail the whole duplication.
 */
export type SubjectCopier = (tx: Db, ids: CopyIds) => Promise<void>;

/**
 * An ordered set of named copiers. Each feature whose data belongs to a subject (lessons,
 * questions, outcome tags, …) registers the part that copies its own rows, so duplication grows
 * with the product without this file knowing about those features.
 */
export function createCopierRegistry() {
  const copiers = new Map<string, SubjectCopier>();
  return {
    /** Adds a part; returns a function that removes it again. A name can be registered once. */
    register(name: string, copier: SubjectCopier): () => void {
      if (copiers.has(name)) throw new Error(`A subject copier named '${name}' is already registered`);
      copiers.set(name, copier);
      return () => {
        if (copiers.get(name) === copier) copiers.delete(name);
      };
    },
    names(): string[] {
      return [...copiers.keys()];
    },
    /** Runs every part in registration order; the first failure stops the rest and propagates. */
    async copyAll(tx: Db, ids: CopyIds): Promise<void> {
      for (const copier of copiers.values()) await copier(tx, ids);
    },
  };
}

export type CopierRegistry = ReturnType<typeof createCopierRegistry>;

/** The registry subject duplication uses. */
export const subjectCopiers = createCopierRegistry();

export const registerSubjectCopier = (name: string, copier: SubjectCopier): (() => void) =>
  subjectCopiers.register(name, copier);

/**
 * The first part: the subject's own settings. Its name and code are the ones the teacher chose
 * when asking for the copy (set then), so for now this part only checks the source is still there.
 */
registerSubjectCopier('settings', (tx, ids) => requireSubjectToCopy(tx, ids));
