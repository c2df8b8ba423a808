import type { App } from '../app.ts';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createTestDatabase, type Engine, type TestDatabase } from './engines.ts';

export interface TestApp {
  app: App;
  db: Db;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/** An app on a freshly migrated database of the given engine, for `app.inject` tests. */
export async function createTestApp(engine: Engine, config: Partial<Config> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase(engine);
  const app = await buildApp({ config: testConfig(config), database: testDatabase.database });
  await app.ready();
  return {
    app,
    db: testDatabase.database.db,
    testDatabase,
    close: async () => {
      await app.close();
      await testDatabase.drop();
    },
  };
}
