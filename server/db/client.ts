import { PGlite } from '@electric-sql/pglite';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { countQuery } from '../platform/query-count.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  /** The pg pool, when on PostgreSQL (LISTEN/NOTIFY, advisory locks, benchmarks). */
  pool: pg.Pool | null;
  /** The PGlite instance, when embedded. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

const countingLogger: DrizzleLogger = { logQuery: () => countQuery() };

export interface DatabaseOptions {
  url?: string | undefined;
  /** PGlite data folder; `memory://` or undefined for an in-memory database. */
  dataDir?: string | undefined;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must never crash the process: queries fail with 503
    // and the pool opens fresh connections once the database is back.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzleNodePg(pool, { schema, logger: countingLogger }) as unknown as Db;
    return { kind: 'postgres', db, pool, pglite: null, close: () => pool.end() };
  }
  const pglite = await PGlite.create(options.dataDir ?? 'memory://');
  const db = drizzlePglite(pglite, { schema, logger: countingLogger }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pool: null,
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
