import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { runTs, waitUntilListening, type RunningProcess } from '../../server/test/processes.ts';
import './demo-template.ts';

export interface E2eServer {
  baseUrl: string;
  process: RunningProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real server on its own embedded database with the demo data, on a free loopback port. */
export async function startServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  // The demo database, built once for the run; a server on PostgreSQL or without demo data builds its own.
  const template = inject('e2eDemoTemplate');
  if (template && !env.DATABASE_URL && env.SEED_DEMO !== 'false')
    cpSync(template, dataDir, { recursive: true });
  const proc = runTs('server/main.ts', {
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    ...env,
  });
  const port = await waitUntilListening(proc);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    process: proc,
    dataDir,
    stop: async () => {
      proc.child.kill('SIGTERM');
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
