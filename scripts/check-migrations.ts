// Fails when the Drizzle schema (server/db/schema) has changes no migration holds: when
// `npm run db:generate` would write a migration, or the latest migration has no snapshot (one
// written by hand; write it with `npm run db:generate -- --custom` so drizzle-kit keeps the
// snapshot). Part of `npm run check`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_FOLDER } from '../server/db/migrate.ts';
import * as schema from '../server/db/schema/index.ts';

/** A drizzle-kit snapshot file; drizzle-kit's own type of it does not resolve through its exports. */
interface Snapshot {
  id: string;
}

function latestSnapshot(): { file: string; snapshot: Snapshot } {
  const meta = path.join(MIGRATIONS_FOLDER, 'meta');
  const file = readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  if (!file) throw new Error(`No snapshot in ${meta}`);
  return { file, snapshot: JSON.parse(readFileSync(path.join(meta, file), 'utf8')) as Snapshot };
}

export async function migrationProblems(): Promise<string[]> {
  const problems: string[] = [];
  const { file, snapshot } = latestSnapshot();
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const lastMigration = journal.entries.at(-1)!;
  if (!file.startsWith(String(lastMigration.idx).padStart(4, '0')))
    problems.push(
      `The latest snapshot is ${file} but the latest migration is ${lastMigration.tag}: write migrations with ` +
        '`npm run db:generate` (`npm run db:generate -- --custom --name=…` for triggers and functions).',
    );
  const unsnapshotted = await generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id) as never);
  for (const statement of unsnapshotted)
    problems.push(`The schema has a change no migration holds (npm run db:generate): ${statement}`);

  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await migrationProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('Schema and migrations agree');
}
