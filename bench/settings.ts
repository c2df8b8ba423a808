import { FULL_SCALE, type SeedScale } from './seed.ts';

/** Every knob of `npm run bench` is an environment variable; docs/performance.md lists them. */
export interface BenchSettings {
  baseUrl: string;
  databaseName: string;
  pgbenchDatabaseName: string;
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
  appLogLevel: string;
  poolSize: string | undefined;
  postgresScale: SeedScale;
  pgliteScale: SeedScale;
}

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

const scaled = (scale: SeedScale, factor: number): SeedScale => ({
  institutions: Math.max(20, Math.round(scale.institutions * factor)),
  people: Math.max(20, Math.round(scale.people * factor)),
  rolesPerPerson: scale.rolesPerPerson,
  sessions: Math.max(1, Math.round(scale.sessions * factor)),
});

export function loadSettings(): BenchSettings {
  return {
    baseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    databaseName: 'bench_foundation',
    pgbenchDatabaseName: 'bench_pgbench',
    connections: positive('BENCH_CONNECTIONS', 32),
    warmupSeconds: positive('BENCH_WARMUP_SECONDS', 3),
    roundSeconds: positive('BENCH_ROUND_SECONDS', 10),
    rounds: Math.round(positive('BENCH_ROUNDS', 3)),
    // info is what production runs; its lines go to /dev/null so the figure includes building them.
    appLogLevel: process.env.BENCH_APP_LOG_LEVEL || 'info',
    poolSize: process.env.DATABASE_POOL_SIZE || undefined,
    postgresScale: scaled(FULL_SCALE, positive('BENCH_SCALE', 1)),
    pgliteScale: scaled(FULL_SCALE, positive('BENCH_SCALE', 1) * positive('BENCH_PGLITE_SCALE', 1)),
  };
}
