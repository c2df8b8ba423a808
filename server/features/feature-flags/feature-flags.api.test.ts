import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCountingQueries } from '../../db/query-count.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/engines.ts';
import { buildInstitution } from '../../test/factories.ts';
import { createFeatureFlagsService, type FeatureFlagsService } from './index.ts';

describe.each(testEngines())('feature flags on %s', (engine) => {
  let testDatabase: TestDatabase;
  let flags: FeatureFlagsService;
  let schoolA: number;
  let schoolB: number;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    const { db } = testDatabase.database;
    flags = createFeatureFlagsService({ db });
    schoolA = (await buildInstitution(db)).id;
    schoolB = (await buildInstitution(db)).id;
  });
  afterAll(() => testDatabase.drop());

  it("reads an institution's flags in one statement", async () => {
    const { result, counter } = runCountingQueries(() => flags.flagsFor(schoolA));
    expect((await result)['curriculum.US_CALI_MATHS']).toBe(false);
    expect(counter.count).toBe(1);
  });

  it('turns a gated curriculum on for one institution only, and back to the default', async () => {
    await flags.setOverride(schoolA, 'curriculum.US_CALI_MATHS', true, 'p-operator');
    expect((await flags.flagsFor(schoolA))['curriculum.US_CALI_MATHS']).toBe(true);
    expect((await flags.flagsFor(schoolB))['curriculum.US_CALI_MATHS']).toBe(false);

    await flags.setOverride(schoolA, 'curriculum.US_CALI_MATHS', false);
    expect((await flags.flagsFor(schoolA))['curriculum.US_CALI_MATHS']).toBe(false);

    await flags.setOverride(schoolA, 'curriculum.US_CALI_MATHS', true);
    await flags.clearOverride(schoolA, 'curriculum.US_CALI_MATHS');
    expect((await flags.flagsFor(schoolA))['curriculum.US_CALI_MATHS']).toBe(false);
  });

  it('gives defaults without a statement when there is no institution', async () => {
    const { result, counter } = runCountingQueries(() => flags.flagsFor(null));
    expect((await result)['curriculum.US_MO']).toBe(false);
    expect(counter.count).toBe(0);
  });
});
