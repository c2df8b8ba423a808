import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '..');

/**
 * A comparison with a value an access rule turns on: which lesson status students see, which
 * subject or school role answers, learns or is counted as a student. Written anywhere but in a
 * policy or its SQL scope, it is a rule restated, which a change of the rule would miss.
 */
const POLICY_LITERAL =
  /=\s*'(published|STUDENT)'|'STUDENT'\s*=\s*any|eq\([^)]*,\s*'(published|STUDENT)'\)|in \('STUDENT'/;

/** Where rules are stated: the policies and their SQL scopes. */
const isPolicyOrScope = (file: string) => /\.policy\.ts$|-scope\.repo\.ts$/.test(file);

/**
 * Files that still restate a rule, each to move onto its resource's policy and scope (the students'
 * and subscriptions' school-role rules). The list only shrinks: a file that no longer needs its
 * place here fails the test until it is taken off.
 */
const NOT_YET_ON_A_SCOPE = new Set([
  'features/students/students.repo.ts',
  'features/subscriptions/subscriptions.repo.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'seed'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$|\.fixtures\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('access rules are stated once', () => {
  const files = sourceFiles(SERVER).map((file) => path.relative(SERVER, file));
  const restating = files.filter(
    (file) => !isPolicyOrScope(file) && POLICY_LITERAL.test(readFileSync(path.join(SERVER, file), 'utf8')),
  );

  it('compares with a status or a role that a rule turns on only in policies and their SQL scopes', () => {
    expect(restating.filter((file) => !NOT_YET_ON_A_SCOPE.has(file))).toEqual([]);
  });

  it('lists only files that still restate a rule', () => {
    expect([...NOT_YET_ON_A_SCOPE].filter((file) => !restating.includes(file))).toEqual([]);
  });
});
