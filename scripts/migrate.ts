/**
 * Applies pending migrations to DATABASE_URL (or the PGlite DATA_DIR), loads the shipped curricula
 * and exits. Safe to run concurrently.
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { loadShippedCurricula } from '../server/seed/curricula.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
try {
  await runMigrations(database);
  const loaded = (await loadShippedCurricula(database.db)).filter((report) => !report.skipped);
  console.log(
    `migrated (${database.kind})${loaded.length ? `; loaded ${loaded.map((r) => r.curriculumCode).join(', ')}` : ''}`,
  );
} finally {
  await database.close();
}
