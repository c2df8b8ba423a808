import { PGlite } from '@electric-sql/pglite';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { countQuery } from './query-count.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  /**
   * The pg pool every statement goes through, on both engines. On PGlite it holds one client over
   * PGlite's node-postgres connection: PGlite is one session, and the pool's single client is what
   * keeps one request's transaction from interleaving with another's statements.
   */
  pool: pg.Pool;
  /** The PGlite instance, when embedded (its notifications; closing it). */
  pglite: PGlite | null;
  close(): Promise<void>;
}

/**
 * PGlite's node-postgres connection, with one repair: node-postgres hands `parse` the query's
 * `types` (a type-parser override, as Drizzle sets on every query), which PGlite's serializer
 * takes for the parameter types and fails on. Parameter types are never set here, so none are sent.
 */
class PgliteConnection extends PglitePgConnection {
  override parse(query: { text: string; name?: string; types?: unknown }): void {
    super.parse({ ...query, types: Array.isArray(query.types) ? query.types : [] });
  }
}

const countingLogger: DrizzleLogger = { logQuery: () => countQuery() };

export interface DatabaseOptions {
  url?: string | undefined;
  /** PGlite data folder; `memory://` or undefined for an in-memory database. */
  dataDir?: string | undefined;
  /** A PGlite data folder dumped by `dumpDataDir` to start from (tests clone a migrated one). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /**
   * How long one statement may run on PostgreSQL before it is cancelled (0: no limit), and, a few
   * seconds later, how long the driver waits for a server that does not answer at all.
   */
  statementTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
}

/**
 * Opens PostgreSQL (`url`) or PGlite, both through node-postgres and Drizzle's node-postgres
 * driver: one code path for both engines, and named prepared statements on PGlite too (its own
 * `query` parses and plans every statement on every call; see docs/decisions.md, "PGlite through
 * node-postgres").
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      ...(options.statementTimeoutMs
        ? { statement_timeout: options.statementTimeoutMs, query_timeout: options.statementTimeoutMs + 5_000 }
        : {}),
    });
    // An idle client losing its connection must never crash the process: queries fail with 503
    // and the pool opens fresh connections once the database is back.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzleNodePg(pool, { schema, logger: countingLogger }) as unknown as Db;
    return { kind: 'postgres', db, pool, pglite: null, close: () => pool.end() };
  }
  const pglite = await PGlite.create({
    dataDir: options.dataDir ?? 'memory://',
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // One client, never closed for being idle: its named statements live as long as the session.
  const connection = new PgliteConnection({ pglite });
  const pool = new pg.Pool({ connection, max: 1, idleTimeoutMillis: 0 } as pg.PoolConfig);
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzleNodePg(pool, { schema, logger: countingLogger }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pool,
    pglite,
    close: async () => {
      await pool.end();
      if (!pglite.closed) await pglite.close();
    },
  };
}
