import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The curriculum data kept beside the repository (`../shared/curricula`): what tests import but the
 * product never ships (NSW, the NZ draft, the synthetic CASE fixtures). SHARED_CURRICULA_DIR names
 * it; otherwise it is `shared/curricula` in the nearest folder above the checkout that has one, so
 * a clone placed deeper in the same work area finds it too.
 */
export function sharedCurriculaDir(): string {
  const fromEnv = process.env.SHARED_CURRICULA_DIR;
  if (fromEnv) return path.resolve(fromEnv);
  for (let dir = path.dirname(path.resolve(REPO_ROOT)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'curricula');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(
    'The shared curriculum data (../shared/curricula beside the checkout) was not found; ' +
      'set SHARED_CURRICULA_DIR to its folder.',
  );
}
