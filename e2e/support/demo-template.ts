import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTs, waitUntilListening } from '../../server/test/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database migrated, with the curricula and the demo data, that journeys copy. */
    e2eDemoTemplate: string;
  }
}

/**
 * Starts the real server once on a fresh embedded database (migrations, shipped curricula, demo
 * data), stops it cleanly and keeps its data folder: each journey's server starts on a copy, which
 * it finds current, instead of building the same database again.
 */
export async function buildDemoTemplate(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-template-'));
  const proc = runTs('server/main.ts', { DATA_DIR: dir, PORT: '0', SEED_DEMO: 'true', LOG_LEVEL: 'info' });
  try {
    await waitUntilListening(proc);
  } finally {
    proc.child.kill('SIGTERM');
    await proc.exited;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
