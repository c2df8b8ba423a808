/**
 * Structure rules that lint cannot express (run by `npm run check`):
 * - only `*.repo.ts` in server/features may touch the database (ARCHITECTURE.md, convention 3);
 * - common/ does no I/O and imports neither server/ nor web/; web/ never imports server/;
 * - feature files use the fixed role suffixes;
 * - no source file grows past the size where it stops being readable.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 450;
const FEATURE_SUFFIXES =
  /\.(routes|service|repo|policy|rules|schema|jobs|events|mapper|types|constants|fixtures)(\.api)?(\.test)?\.ts$|\.test\.ts$|\.api\.test\.ts$/;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'migrations' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

export function checkFile(relative: string, source: string): string[] {
  const problems: string[] = [];
  const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1] ?? '');
  const lines = source.split('\n').length;
  if (lines > MAX_LINES) problems.push(`${relative}: ${lines} lines (keep files under ${MAX_LINES})`);
  if (relative.startsWith('server/features/')) {
    const touchesDb = imports.some(
      (i) => i === 'drizzle-orm' || i.startsWith('drizzle-orm/') || /\/db\/(client|schema)/.test(i),
    );
    // Test files and the fixtures only tests import may build rows directly.
    const isTest = relative.endsWith('.test.ts') || relative.endsWith('.fixtures.ts');
    if (touchesDb && !relative.endsWith('.repo.ts') && !isTest && !/\.(jobs|types)\.ts$/.test(relative))
      problems.push(`${relative}: only *.repo.ts may import the database`);
    if (!FEATURE_SUFFIXES.test(relative))
      problems.push(`${relative}: feature files end in .routes/.service/.repo/.policy (…).ts`);
  }
  const isTestCode = /\.(test|fixtures)\.ts$/.test(relative) || /(^|\/)(test|e2e|bench)\//.test(relative);
  if (!isTestCode && imports.some((i) => i.endsWith('.fixtures.ts')))
    problems.push(`${relative}: only tests may import fixtures`);
  if (relative.startsWith('common/')) {
    if (imports.some((i) => i.startsWith('node:') || /(^|\/)(server|web)\//.test(i)))
      problems.push(`${relative}: common/ must not do I/O or import server/ or web/`);
  }
  if (relative.startsWith('web/') && imports.some((i) => /(^|\/)server\//.test(i)))
    problems.push(`${relative}: web/ must not import server/`);
  return problems;
}

function main() {
  const problems: string[] = [];
  for (const top of ['server', 'web', 'common', 'bench', 'scripts', 'e2e']) {
    const dir = path.join(ROOT, top);
    if (!existsSync(dir)) continue;
    for (const file of walk(dir)) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      problems.push(...checkFile(relative, readFileSync(file, 'utf8')));
    }
  }
  if (problems.length) {
    console.error(`Structure check failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Structure check passed');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
