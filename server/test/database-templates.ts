import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated databases made once per run, which each API test file clones. */
    databaseTemplates: DatabaseTemplates;
  }
}

export interface DatabaseTemplates {
  /** A file holding a migrated PGlite data folder, as `dumpDataDir` writes it. */
  pgliteDump: string;
  /** A migrated PostgreSQL database to create others from, when TEST_DATABASE_URL is set. */
  postgresTemplate: string | null;
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set (${adminUrl}) but PostgreSQL is unreachable: ${(error as Error).message}. ` +
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

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates one database of each engine for the whole run: opening PGlite and running every
 * migration costs seconds per test file on a busy machine, and cloning a migrated one a fraction
 * of that. Returns the templates and a function that removes them.
 */
export async function buildDatabaseTemplates(
  adminUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const pglite = await openDatabase({});
  let dump: Blob;
  try {
    await runMigrations(pglite);
    dump = await pglite.pglite!.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
  const pgliteDump = path.join(tmpdir(), `pglite-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(pgliteDump, Buffer.from(await dump.arrayBuffer()));

  let postgresTemplate: string | null = null;
  if (adminUrl) {
    postgresTemplate = `test_template_${process.pid}_${Date.now()}`;
    await adminQuery(adminUrl, `create database ${postgresTemplate}`);
    const postgres = await openDatabase({ url: databaseUrl(adminUrl, postgresTemplate), poolSize: 1 });
    try {
      await runMigrations(postgres);
    } finally {
      await postgres.close();
    }
  }
  const remove = async () => {
    await rm(pgliteDump, { force: true });
    if (adminUrl && postgresTemplate)
      await adminQuery(adminUrl, `drop database if exists ${postgresTemplate} with (force)`);
  };
  return { templates: { pgliteDump, postgresTemplate }, remove };
}

let pgliteDumpRead: Promise<Blob> | null = null;

/** The run's PGlite template, read once per test process. */
export function pgliteTemplate(templates: DatabaseTemplates): Promise<Blob> {
  pgliteDumpRead ??= readFile(templates.pgliteDump).then((bytes) => new Blob([bytes]));
  return pgliteDumpRead;
}
