import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/engines.ts';
import { openDatabase } from './client.ts';
import { districts } from './schema/index.ts';

const districtCount = async (t: TestDatabase) =>
  (await t.database.db.select({ n: count() }).from(districts))[0]?.n;

describe.each(testEngines())('the database client on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await t.drop();
  });

  it.runIf(engine === 'postgres')('cancels a statement that runs past the statement timeout', async () => {
    const limited = await openDatabase({ url: t.url!, poolSize: 1, statementTimeoutMs: 100 });
    try {
      await expect(limited.pool.query('select pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
      await expect(limited.pool.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await limited.close();
    }
  });

  it('keeps a statement sent during another request’s transaction out of it', async () => {
    let insideStarted!: () => void;
    const started = new Promise<void>((resolve) => (insideStarted = resolve));
    const transaction = t.database.db
      .transaction(async (tx) => {
        await tx.insert(districts).values({ name: 'Rolled back' });
        insideStarted();
        // Give the statement below every chance to be sent while this transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    await started;
    const outside = t.database.db.insert(districts).values({ name: 'Kept' });

    expect(await transaction).toBe('roll back');
    await outside;
    const names = await t.database.db.select({ name: districts.name }).from(districts);
    expect(names).toEqual([{ name: 'Kept' }]);
  });

  it('parses a prepared statement once per session and reuses it', async () => {
    const byName = t.database.db
      .select({ n: count() })
      .from(districts)
      .where(eq(districts.name, sql.placeholder('name')))
      .prepare('client_test_districts_by_name');
    await t.database.db.insert(districts).values([{ name: 'North' }, { name: 'South' }]);
    expect(await byName.execute({ name: 'North' })).toEqual([{ n: 1 }]);
    expect(await byName.execute({ name: 'East' })).toEqual([{ n: 0 }]);

    const { rows } = await t.database.pool.query<{ name: string }>(
      "select name from pg_prepared_statements where name = 'client_test_districts_by_name'",
    );
    // One pooled connection has run it, so one session holds it.
    expect(rows).toEqual([{ name: 'client_test_districts_by_name' }]);
    expect(await districtCount(t)).toBe(2);
  });
});
