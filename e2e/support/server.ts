import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTs, waitForOutput, type RunningProcess } from '../../server/test/processes.ts';

export interface E2eServer {
  baseUrl: string;
  process: RunningProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real server on a fresh embedded database with the demo data, on a free loopback port. */
export async function startServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const proc = runTs('server/main.ts', {
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    ...env,
  });
  const [, port] = await waitForOutput(proc, /"address":"http:\/\/127\.0\.0\.1:(\d+)"/, 90_000);
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
