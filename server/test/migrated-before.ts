import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { openDatabase } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';
import { adminQuery, databaseUrl } from './database-templates.ts';
import type { Engine, TestDatabase } from './engines.ts';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that ends just before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index === -1) throw new Error(`No migration ${tag}`);
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-before-'));
  await mkdir(path.join(folder, 'meta'));
  for (const file of (await readdir(MIGRATIONS_FOLDER)).filter((name) => name.endsWith('.sql')))
    await copyFile(path.join(MIGRATIONS_FOLDER, file), path.join(folder, file));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  return folder;
}

/**
 * A new database of its own, migrated up to (not including) the migration `tag`: a migration's
 * test writes the state it starts from, then runs the rest with `runMigrations`.
 */
export async function createDatabaseMigratedBefore(engine: Engine, tag: string): Promise<TestDatabase> {
  const folder = await migrationsBefore(tag);
  let testDatabase: TestDatabase;
  if (engine === 'pglite') {
    const database = await openDatabase({});
    testDatabase = { database, url: null, drop: () => database.close() };
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_before_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = databaseUrl(adminUrl, name);
    const database = await openDatabase({ url, poolSize: 3 });
    testDatabase = {
      database,
      url,
      drop: async () => {
        await database.close();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const client = await testDatabase.database.pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    client.release();
    await rm(folder, { recursive: true, force: true });
  }
  return testDatabase;
}
