import path from 'node:path';
import { sharedCurriculaDir } from '../../test/shared-curricula.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { nswFocusAreas } from '../../../common/outcomes/nsw-focus-areas.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { learningOutcomes } from '../../db/schema/index.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/engines.ts';
import { buildInstitution } from '../../test/factories.ts';
import { createFeatureFlagsService } from '../feature-flags/index.ts';
import { createRolesService } from '../roles/index.ts';
import {
  createCurriculumImportService,
  createOutcomesService,
  type CurriculumImportService,
  type OutcomesService,
} from './index.ts';

/** The curriculum data beside the repository: NSW and NZ are imported from there, never shipped. */
const SHARED_CURRICULA = sharedCurriculaDir();

/** The publishers' counts (curricula README and each SOURCE.md). */
const PUBLISHED: Record<string, number> = { AU_V9: 152, AU: 163, US: 208, US_HS: 71, UK: 420 };

describe.each(testEngines())('curricula on %s', (engine) => {
  let testDatabase: TestDatabase;
  let imports: CurriculumImportService;
  let outcomes: OutcomesService;
  let uuidsBefore: string[];

  const allUuids = async () =>
    (
      await testDatabase.database.db
        .select({ uuid: learningOutcomes.uuid })
        .from(learningOutcomes)
        .orderBy(learningOutcomes.uuid)
    ).map((row) => row.uuid);

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    const { db } = testDatabase.database;
    imports = createCurriculumImportService({ db });
    outcomes = createOutcomesService({
      db,
      featureFlags: createFeatureFlagsService({ db }),
      roles: createRolesService({ db }),
    });
    await imports.loadShippedCurricula();
    await imports.importFrom(path.join(SHARED_CURRICULA, 'nsw-science-7-10-2023'), 'operator-1');
    await imports.importFrom(path.join(SHARED_CURRICULA, 'nz-curriculum-science-draft-2025'), 'operator-1');
    uuidsBefore = await allUuids();
  }, 120_000);
  afterAll(() => testDatabase.drop());

  it.each(Object.entries(PUBLISHED))('holds every outcome %s publishes (%i)', async (code, count) => {
    expect(await outcomes.byCurriculum(code as CurriculumCode)).toHaveLength(count);
  });

  it('holds each California mathematics standard once: 461 standards and 124 components as sub-standards', async () => {
    const all = await outcomes.byCurriculum('US_CALI_MATHS');
    const types = all.map((o) => o.standardBasedLearningOutcome?.type);
    expect(types.filter((t) => t === 'KNOWLEDGE')).toHaveLength(461);
    expect(types.filter((t) => t === 'SUBSTANDARD')).toHaveLength(124);
    const creating = all.filter((o) => o.standardBasedLearningOutcome?.code === 'HSA-CED.A.1');
    expect(creating.map((o) => o.standardBasedLearningOutcome?.courses)).toEqual([
      ['Mathematics I', 'Mathematics II', 'Mathematics III', 'Algebra I', 'Algebra II'],
    ]);
  });

  it('holds the 35 NSW outcomes under their 18 focus areas', async () => {
    const all = await outcomes.byCurriculum('AU_NSW_2023');
    const nsw = all.map((o) => o.nswOutcome!);
    expect(nsw.filter((o) => o.type !== 'FOCUS_AREA')).toHaveLength(35);
    const focusAreas = nswFocusAreas(all);
    expect(focusAreas).toHaveLength(18);
    expect(focusAreas.filter((area) => area.title === 'Working scientifically')).toEqual([
      { title: 'Working scientifically', description: 'Stage 4' },
      { title: 'Working scientifically', description: 'Stage 5' },
    ]);
  });

  it('holds the 965 statements of the New Zealand draft', async () => {
    expect(await outcomes.byCurriculum('NZ')).toHaveLength(965);
  });

  it('records each curriculum with its licence, attribution, count and who imported it', async () => {
    const curricula = new Map((await outcomes.curricula()).map((c) => [c.code, c]));
    expect([...curricula.keys()].sort()).toEqual(
      ['AU', 'AU_NSW_2023', 'AU_V9', 'NZ', 'UK', 'US', 'US_CALI_MATHS', 'US_HS'].sort(),
    );
    expect(curricula.get('AU_V9')).toMatchObject({
      licence: 'CC BY 4.0',
      isShipped: true,
      outcomeCount: 152,
    });
    expect(curricula.get('AU_V9')!.attribution).toContain('ACARA');
    expect(curricula.get('UK')!.attribution).toContain('Open Government Licence v3.0');
    expect(curricula.get('US')!.attribution).toContain('NGSS is a registered trademark of WestEd');
    expect(curricula.get('AU_NSW_2023')).toMatchObject({ isShipped: false, importedBy: 'operator-1' });
  });

  it('re-imports everything without changing a uuid or adding a row', async () => {
    const reports = [
      ...(await imports.importFrom(SHARED_CURRICULA, 'operator-2')),
      ...(await imports.loadShippedCurricula()),
    ];
    expect(reports.filter((r) => !r.skipped).length).toBeGreaterThanOrEqual(8);
    for (const report of reports) expect(report).toMatchObject({ added: 0, updated: 0, withdrawn: 0 });
    expect(await allUuids()).toEqual(uuidsBefore);
  });

  it('checks the shipped curricula in one statement when they are current', async () => {
    const { result, counter } = runCountingQueries(() => imports.loadShippedCurricula());
    expect(await result).toEqual([]);
    expect(counter.count).toBe(1);
  });

  it('withdraws an outcome a newer source no longer has, still finding it by uuid, and restores it', async () => {
    const outcome = (code: string) => ({
      uuid: stableOutcomeUuid('US_IDAHO', code),
      code,
      isOfficial: true,
      variant: {
        kind: 'standardBasedLearningOutcome' as const,
        value: { code, title: `Title of ${code}`, type: 'KNOWLEDGE' as const, childrenIds: [] },
      },
    });
    const curriculum = {
      code: 'US_IDAHO' as const,
      label: 'Test',
      licence: 'test',
      attribution: 'test',
      source: 'test',
    };
    const options = { isShipped: false, importedBy: 'test', location: 'test' };
    await imports.importCurriculum(
      { curriculum, outcomes: [outcome('A'), outcome('B')] },
      { ...options, contentHash: '1' },
    );
    expect(
      await imports.importCurriculum(
        { curriculum, outcomes: [outcome('A')] },
        { ...options, contentHash: '2' },
      ),
    ).toMatchObject({ added: 0, updated: 0, unchanged: 1, withdrawn: 1 });
    expect(
      (await outcomes.byCurriculum('US_IDAHO')).map((o) => o.standardBasedLearningOutcome?.code),
    ).toEqual(['A']);
    expect(await outcomes.byUuids([outcome('B').uuid])).toHaveLength(1);
    expect(
      await imports.importCurriculum(
        { curriculum, outcomes: [outcome('A'), outcome('B')] },
        { ...options, contentHash: '1' },
      ),
    ).toMatchObject({ added: 0, updated: 1, withdrawn: 0 });
    expect(await outcomes.byCurriculum('US_IDAHO')).toHaveLength(2);
  });

  it('answers a batch get in one statement, kept or not, with what an import changed at once', async () => {
    const uuid = stableOutcomeUuid('US_OR', 'kept');
    const importTitled = (title: string, contentHash: string) =>
      imports.importCurriculum(
        {
          curriculum: { code: 'US_OR', label: 'Test', licence: 'test', attribution: 'test', source: 'test' },
          outcomes: [
            {
              uuid,
              code: 'kept',
              isOfficial: true,
              variant: {
                kind: 'standardBasedLearningOutcome',
                value: { code: 'kept', title, type: 'KNOWLEDGE', childrenIds: [] },
              },
            },
          ],
        },
        { isShipped: false, importedBy: 'test', location: 'test', contentHash },
      );
    const titlesOf = async (uuids: string[]) => {
      const { result, counter } = runCountingQueries(() =>
        outcomes.batchGetOutcomes({ uuids, ignoreMissing: true }),
      );
      const answer = JSON.parse((await result).bytes.toString()) as {
        getResponses: { learningOutcome: LearningOutcome }[];
      };
      expect(counter.count).toBe(1);
      return answer.getResponses.map(
        ({ learningOutcome: o }) => o.standardBasedLearningOutcome?.title ?? o.auOutcome?.code,
      );
    };
    const au = stableOutcomeUuid('AU_V9', 'AC9S7U01');
    await importTitled('First', 'first');
    expect(await titlesOf([uuid, au, stableOutcomeUuid('US_OR', 'nope')])).toEqual(['First', 'AC9S7U01']);
    expect(await titlesOf([au, uuid])).toEqual(['AC9S7U01', 'First']);
    await importTitled('Second', 'second');
    expect(await titlesOf([uuid, au])).toEqual(['Second', 'AC9S7U01']);
  });

  it('derives each uuid from the curriculum and the code', async () => {
    const [outcome] = await outcomes.byUuids([stableOutcomeUuid('AU_V9', 'AC9S7U01')]);
    expect(outcome?.auOutcome?.code).toBe('AC9S7U01');
  });

  it('refuses an NGSS outcome without parts, and writes nothing of its curriculum', async () => {
    const uuid = stableOutcomeUuid('US_MO', 'empty');
    await expect(
      imports.importCurriculum(
        {
          curriculum: { code: 'US_MO', label: 'Test', licence: 'test', attribution: 'test', source: 'test' },
          outcomes: [{ uuid, code: 'empty', isOfficial: true, variant: { kind: 'ngssOutcome', value: {} } }],
        },
        { isShipped: false, importedBy: 'test', location: 'test', contentHash: 'x' },
      ),
    ).rejects.toMatchObject({
      code: 'validation-failed',
      problems: [{ field: 'outcomes[0] (empty).ngssOutcome', message: 'is-not-present' }],
    });
    expect(await outcomes.byUuids([uuid])).toEqual([]);
    expect((await outcomes.curricula()).map((c) => c.code)).not.toContain('US_MO');
  });

  it('answers outcomes by uuid in the order asked, in one statement, leaving out unknown ones', async () => {
    const wanted = [
      stableOutcomeUuid('US', 'MS-PS1-1'),
      stableOutcomeUuid('UK', 'nope'),
      stableOutcomeUuid('AU', 'ACSSU002'),
    ];
    const { result, counter } = runCountingQueries(() => outcomes.byUuids(wanted));
    const found = await result;
    expect(found.map((o) => o.uuid)).toEqual([wanted[0], wanted[2]]);
    expect(found[0]?.ngssOutcome?.performanceExpectation?.code).toBe('MS-PS1-1');
    expect(counter.count).toBe(1);
  });

  it('lists outcomes page by page in source order', async () => {
    const first = await outcomes.list({ curriculumCodes: ['AU_V9'] }, { limit: 100 });
    const second = await outcomes.list(
      { curriculumCodes: ['AU_V9'] },
      { limit: 100, offset: first.nextOffset! },
    );
    expect(first.outcomes[0]?.auOutcome?.code).toBe('AC9SFU01');
    expect(first.nextOffset).toBe(100);
    expect(second.outcomes).toHaveLength(52);
    expect(second.nextOffset).toBeNull();
  });

  it('lists the sub-standards of a standard', async () => {
    const parent = stableOutcomeUuid('US_CALI_MATHS', '5ec0feb1-d7cc-11e8-824f-0242ac160002');
    const page = await outcomes.list({ parentUuid: parent });
    expect(page.outcomes.map((o) => o.standardBasedLearningOutcome?.code)).toEqual([
      '4.NF.B.3.a',
      '4.NF.B.3.b',
      '4.NF.B.3.c',
      '4.NF.B.3.d',
    ]);
  });

  it('offers a feature-gated curriculum only where its flag is on', async () => {
    const { db } = testDatabase.database;
    const school = (await buildInstitution(db)).id;
    expect((await outcomes.curriculaFor(school)).map((c) => c.code)).not.toContain('US_CALI_MATHS');
    await createFeatureFlagsService({ db }).setOverride(school, 'curriculum.US_CALI_MATHS', true);
    expect((await outcomes.curriculaFor(school)).map((c) => c.code)).toContain('US_CALI_MATHS');
    expect((await outcomes.curriculaFor(null)).map((c) => c.code)).not.toContain('US_CALI_MATHS');
  });
});
