import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines API tests run on: PGlite always; PostgreSQL when TEST_DATABASE_URL is set
 * (.ci/run sets it). A set but unreachable URL fails the suite with a clear message.
 */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set (${adminUrl()}) but PostgreSQL is unreachable: ${(error as Error).message}. ` +
        'Start PostgreSQL or unset TEST_DATABASE_URL to run on PGlite only.',
      { cause: error },
    );
  }
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  url: string | null;
  drop(): Promise<void>;
}

/** A freshly migrated database of its own: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(
  engine: Engine,
  options: { poolSize?: number } = {},
): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({});
    await runMigrations(database);
    return { database, url: null, drop: () => database.close() };
  }
  const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 5 });
  await runMigrations(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
