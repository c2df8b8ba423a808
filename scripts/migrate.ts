/** Applies pending migrations to DATABASE_URL (or the PGlite DATA_DIR) and exits. Safe to run concurrently. */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
try {
  await runMigrations(database);
  console.log(`migrated (${database.kind})`);
} finally {
  await database.close();
}
