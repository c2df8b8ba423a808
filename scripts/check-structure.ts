/**
 * Structure rules that neither lint nor the import rules (.dependency-cruiser.cjs) express, run by
 * `npm run check`:
 * - feature files use the fixed role suffixes;
 * - server features register endpoints with `serveEndpoints()` (`serve()`), from their declarations
 *   in common/;
 * - the web client writes no API path of its own: it calls declared endpoints;
 * - test fixtures stay out of running code;
 * - no source file grows past the size where it stops being readable.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 400;
const FEATURE_SUFFIXES =
  /(^|\/)index\.ts$|\.(routes|service|repo|policy|resources|rules|schema|jobs|events|mapper|types|constants|fixtures)(\.api)?(\.test)?\.ts$|\.test\.ts$|\.api\.test\.ts$/;

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
  const isTestCode = /\.(test|fixtures)\.tsx?$/.test(relative) || /(^|\/)(test|e2e|bench)\//.test(relative);
  if (relative.startsWith('server/features/')) {
    if (!FEATURE_SUFFIXES.test(relative))
      problems.push(`${relative}: feature files end in .routes/.service/.repo/.policy (…).ts`);
    if (!isTestCode && /\bapp\.(get|post|put|patch|delete|route)\(/.test(source))
      problems.push(
        `${relative}: register endpoints with serveEndpoints() (serve()) from their declarations in common/`,
      );
  }
  if (relative.startsWith('web/') && !isTestCode && /['`]\/v3\//.test(source))
    problems.push(
      `${relative}: call a declared endpoint (common/<feature>/endpoints.ts) instead of writing its path`,
    );
  if (!isTestCode && imports.some((i) => i.endsWith('.fixtures.ts')))
    problems.push(`${relative}: only tests may import fixtures`);
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
