import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEPCRUISE = path.join(ROOT, 'node_modules/.bin/depcruise');

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs the project's dependency rules over a small tree of files; returns the rules broken. */
function brokenRules(files: Record<string, string>): string[] {
  dir = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  copyFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true } }),
  );
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const roots = [...new Set(Object.keys(files).map((file) => file.split('/')[0]!))];
  let output: string;
  try {
    output = execFileSync(
      DEPCRUISE,
      [...roots, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const result = JSON.parse(output) as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(result.summary.violations.map((v) => v.rule.name))].sort();
}

// Each case runs dependency-cruiser in a child process: seconds each on a busy machine.
describe('dependency rules (npm run check)', { timeout: 30_000 }, () => {
  it('accepts a feature that uses another through its index.ts', () => {
    expect(
      brokenRules({
        'server/features/a/a.service.ts': "import { b } from '../b/index.ts';\nexport const a = b;\n",
        'server/features/b/index.ts': "export { b } from './b.service.ts';\n",
        'server/features/b/b.service.ts': 'export const b = 1;\n',
      }),
    ).toEqual([]);
  });

  it("rejects a feature importing another feature's repo", () => {
    expect(
      brokenRules({
        'server/features/a/a.service.ts':
          "import { findB } from '../b/b.repo.ts';\nexport const a = findB;\n",
        'server/features/b/b.repo.ts': 'export const findB = 1;\n',
      }),
    ).toEqual(['server-feature-internals']);
  });

  it('rejects an import cycle, type-only imports included', () => {
    expect(
      brokenRules({
        'server/x.ts': "import type { Y } from './y.ts';\nexport type X = Y;\n",
        'server/y.ts': "import type { X } from './x.ts';\nexport type Y = { x?: X };\n",
      }),
    ).toContain('no-cycle');
  });

  it('rejects two web features that import each other', () => {
    expect(
      brokenRules({
        'web/features/a/a.ts': "import { b } from '../b/b.ts';\nexport const a = () => b;\n",
        'web/features/b/b.ts': "import { a } from '../a/a.ts';\nexport const b = () => a;\n",
      }),
    ).toContain('no-folder-cycle');
  });

  it('rejects a service that queries the database, and web code that imports the server', () => {
    expect(
      brokenRules({
        'server/features/a/a.service.ts': "import { db } from '../../db/client.ts';\nexport const a = db;\n",
        'server/db/client.ts': 'export const db = 1;\n',
        'web/page.ts': "import { a } from '../server/features/a/a.service.ts';\nexport const p = a;\n",
      }),
    ).toEqual(expect.arrayContaining(['only-repos-import-the-database', 'web-never-imports-server']));
  });

  it('rejects SQL written outside a repo, and accepts it in one', () => {
    expect(
      brokenRules({ 'server/platform/b.ts': "import { sql } from 'drizzle-orm';\nexport const b = sql;\n" }),
    ).toEqual(['only-repos-import-the-database']);
    expect(
      brokenRules({
        'server/platform/b.repo.ts': "import { sql } from 'drizzle-orm';\nexport const b = sql;\n",
      }),
    ).toEqual([]);
  });
});
