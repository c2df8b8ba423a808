import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/engines.ts';
import { claimNextJob, msUntilNextDue, queueList } from './claim.ts';

const QUEUES = queueList(['mail.send', 'subjects.auto-archive', 'subjects.duplicate'])!;

describe.each(testEngines())('job claim plans on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    // A deployment's table after months of work: finished jobs stay, a few wait for later.
    await t.database.db.execute(sql`
      insert into jobs (queue, state, run_at, finished_on)
      select (array['mail.send', 'subjects.auto-archive', 'subjects.duplicate'])[1 + g % 3], 'done',
             now() - interval '1 day' * (g % 90), now()
      from generate_series(1, 20000) g`);
    await t.database.db.execute(
      sql`insert into jobs (queue, run_at) select 'mail.send', now() + interval '1 hour' from generate_series(1, 5)`,
    );
    await t.database.db.execute(sql`analyze jobs`);
  });
  afterAll(async () => {
    await t.drop();
  });

  const plan = async (statement: SQL) => {
    const result = await t.database.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`);
    return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  it('claims through the partial indexes, never reading the finished jobs', async () => {
    const text = await plan(claimNextJob(QUEUES));
    expect(text).toContain('jobs_claim_idx');
    expect(text).toContain('jobs_running_lock_idx');
    expect(text).not.toMatch(/Seq Scan on jobs/);
  });

  it('finds the next due time through the same indexes', async () => {
    const text = await plan(msUntilNextDue(QUEUES));
    expect(text).toContain('jobs_claim_idx');
    expect(text).toContain('jobs_running_lock_idx');
    expect(text).not.toMatch(/Seq Scan on jobs/);
  });
});
