import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { adminQuery, databaseUrl, pgliteTemplate, type DatabaseTemplates } from './database-templates.ts';

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

/** The run's migrated templates, when the API project's global setup made them. */
function templates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined; // outside a Vitest worker
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
  const made = templates();
  if (engine === 'pglite') {
    if (made) {
      const database = await openDatabase({ loadDataDir: await pgliteTemplate(made) });
      return { database, url: null, drop: () => database.close() };
    }
    const database = await openDatabase({});
    await runMigrations(database);
    return { database, url: null, drop: () => database.close() };
  }
  const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const template = made?.postgresTemplate;
  await adminQuery(adminUrl(), `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(adminUrl(), name);
  const database = await openDatabase({ url, poolSize: options.poolSize ?? 5 });
  if (!template) await runMigrations(database);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl(), `drop database if exists ${name} with (force)`);
    },
  };
}
