/** `npm run seed:demo`: seeds the demo district, schools and accounts into DATABASE_URL (or DATA_DIR). */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { loadShippedCurricula } from '../server/seed/curricula.ts';
import { DEMO_PASSWORD, seedDemo } from '../server/seed/demo.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
try {
  await runMigrations(database);
  // The demo lessons are tagged with the shipped curricula's outcomes.
  await loadShippedCurricula(database.db);
  await seedDemo(database.db);
  console.log(`Demo data is in place (${database.kind}); every demo password is ${DEMO_PASSWORD}`);
} finally {
  await database.close();
}
