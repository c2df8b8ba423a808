import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { readdirSync } from 'node:fs';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';
import { openDatabase } from './client.ts';
import { PROCESS_TEST_TIMEOUT_MS, runTs } from '../test/processes.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const migrationCount = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length;

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('migrations on PGlite', () => {
  it('run twice without changing anything the second time', async () => {
    const database = await openDatabase({});
    try {
      await runMigrations(database);
      await runMigrations(database);
      const result = await database.pool.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(result.rows[0]?.n).toBe(migrationCount);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(adminUrl)('migrations on PostgreSQL', () => {
  const name = `test_migrate_${process.pid}_${Date.now()}`;
  let url: string;
  beforeAll(async () => {
    await query(adminUrl!, `create database ${name}`);
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await query(adminUrl!, `drop database if exists ${name} with (force)`);
  });

  it(
    'lets only one of two processes starting at once apply the migrations',
    async () => {
      const first = runTs('scripts/migrate.ts', { DATABASE_URL: url });
      const second = runTs('scripts/migrate.ts', { DATABASE_URL: url });
      const codes = await Promise.all([first.exited, second.exited]);
      expect(codes, first.output() + second.output()).toEqual([0, 0]);
      const applied = await query<{ n: number }>(
        url,
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied[0]?.n).toBe(migrationCount);
      const tables = await query<{ name: string }>(
        url,
        "select to_regclass('public.institutions')::text as name",
      );
      expect(tables[0]?.name).toBe('institutions');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
