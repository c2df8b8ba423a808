import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProficiencyLevel } from '../../common/outcomes/constants.ts';
import { californiaCopies, mapCaliforniaMath } from '../features/outcomes/california-math.mapper.ts';
import { SHIPPED_DATA_DIR } from '../features/outcomes/curriculum-files.service.ts';
import { createCurriculumImportService } from '../features/outcomes/index.ts';
import { testEngines, type TestDatabase } from '../test/engines.ts';
import {
  buildActivity,
  buildInstitution,
  buildPerson,
  buildSubject,
  buildWorksheetItem,
} from '../test/factories.ts';
import { createDatabaseMigratedBefore } from '../test/migrated-before.ts';
import { runMigrations } from './migrate.ts';
import {
  activityOutcomeTags,
  activityResponses,
  responseOutcomeLevels,
  schoolLearningScales,
  worksheetItemOutcomeTags,
  worksheetItemSuggestedOutcomes,
} from './schema/index.ts';

const FOLDER = path.join(SHIPPED_DATA_DIR, 'us-california-math');
const standardsText = readFileSync(path.join(FOLDER, 'ca_math_standards.jsonl'), 'utf8');
const hierarchyText = readFileSync(path.join(FOLDER, 'ca_math_hierarchy.jsonl'), 'utf8');
/** The 992 outcomes as the platform held them: one per copy of a standard. */
const OLD = californiaCopies(standardsText, hierarchyText);
/** The 585 outcomes the import makes now, one per standard. */
const NEW = mapCaliforniaMath(standardsText, hierarchyText).outcomes;

const copiesOf = (code: string, topic?: string) =>
  OLD.filter((o) => o.code === code && (topic === undefined || o.topic === topic)).map((o) => o.uuid);
const standardOf = (code: string, topic?: string) =>
  NEW.find(
    (o) =>
      o.code === code &&
      (topic === undefined ||
        (o.variant.kind === 'standardBasedLearningOutcome' && o.variant.value.courses?.includes(topic))),
  )!.uuid;
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const explanation = (text: string) => ({
  fallbackLocale: 'EN_AU',
  localeToProsemirror: { EN_AU: doc(text) },
});

describe.each(testEngines())('one California outcome per standard (migration 0026) on %s', (engine) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.database.db;
  const ids = { itemA: 0, itemB: 0, lesson: 0, responseA: 0, responseB: 0, school: 0 };
  // HSA-CED.A.1 has six copies (its conceptual category's first), HSF-IF.C.8.a five.
  const creating = copiesOf('HSA-CED.A.1');
  const component = copiesOf('HSF-IF.C.8.a');
  const calculus = copiesOf('1.0', 'Calculus Standards');
  const statistics = copiesOf('1.0', 'Advanced Placement Probability and Statistics Standards');
  const fractions = copiesOf('4.NF.B.3');

  beforeAll(async () => {
    testDatabase = await createDatabaseMigratedBefore(engine, '0026_california_standards_once');
    const { pool } = testDatabase.database;
    await pool.query(
      `insert into curricula (code, label, licence, attribution, source, is_shipped, content_hash, outcome_count, imported_by)
       values ('US_CALI_MATHS', 'California', 'CC BY 4.0', 'Learning Commons', 'export', true, 'before', 992, 'start-up')`,
    );
    await pool.query(
      `insert into learning_outcomes (uuid, curriculum_code, code, is_official, kind, data, position)
       select (o->>'uuid')::uuid, 'US_CALI_MATHS', o->>'code', true, 'standardBasedLearningOutcome', o->'data', (o->>'position')::int
       from jsonb_array_elements($1::jsonb) o`,
      [
        JSON.stringify(
          OLD.map((o, position) => ({
            uuid: o.uuid,
            code: o.code,
            position,
            data: { code: o.code, title: o.title, type: o.type, topic: o.topic, childrenIds: [] },
          })),
        ),
      ],
    );

    const school = await buildInstitution(db());
    const subject = await buildSubject(db(), school.id);
    const teacher = await buildPerson(db());
    const student = await buildPerson(db());
    const lesson = await buildActivity(db(), subject);
    const itemA = await buildWorksheetItem(db(), lesson);
    const itemB = await buildWorksheetItem(db(), lesson, { position: 1 });
    const answer = (worksheetItemId: number) => ({
      institutionId: school.id,
      activityId: lesson.id,
      worksheetItemId,
      studentPrincipal: student.principal,
      value: { kind: 'multipleChoice', optionIds: ['a'] },
      isAnswered: true,
      clientSavedAt: new Date(),
    });
    const [responseA, responseB] = await db()
      .insert(activityResponses)
      .values([answer(itemA.id), answer(itemB.id)])
      .returning();
    Object.assign(ids, {
      itemA: itemA.id,
      itemB: itemB.id,
      lesson: lesson.id,
      responseA: responseA!.id,
      responseB: responseB!.id,
      school: school.id,
    });

    const itemTag = (
      worksheetItemId: number,
      uuid: string,
      position: number,
      level: ProficiencyLevel,
      showInRubric: boolean,
      subStandardTags: Record<string, ProficiencyLevel> = {},
    ) => ({
      institutionId: school.id,
      worksheetItemId,
      learningOutcomeUuid: uuid,
      position,
      level,
      showInRubric,
      subStandardTags,
    });
    await db()
      .insert(worksheetItemOutcomeTags)
      .values([
        // Question A: two course copies of one standard, a component's copy, a K–8 standard.
        itemTag(itemA.id, creating[1]!, 0, 'DEVELOPING', false),
        itemTag(itemA.id, creating[3]!, 1, 'ADVANCED', true),
        itemTag(itemA.id, copiesOf('HSF-IF.C.8')[2]!, 2, 'PROFICIENT', false, {
          [component[2]!.toUpperCase()]: 'EMERGING',
        }),
        itemTag(itemA.id, fractions[0]!, 3, 'PROFICIENT', false),
        // Question B: the standard itself and a copy; two courses' own 1.0.
        itemTag(itemB.id, creating[0]!, 0, 'PROFICIENT', false),
        itemTag(itemB.id, creating[2]!, 1, 'EMERGING', false),
        itemTag(itemB.id, calculus[0]!, 2, 'PROFICIENT', false),
        itemTag(itemB.id, statistics[0]!, 3, 'ADVANCED', false),
      ]);
    const lessonTag = (uuid: string, position: number, level: ProficiencyLevel, text: string | null) => ({
      institutionId: school.id,
      activityId: lesson.id,
      learningOutcomeUuid: uuid,
      position,
      level,
      descriptionLocalised: text === null ? null : explanation(text),
      showInActivityRubric: position === 0,
      showInScopeAndSequence: position === 1,
    });
    await db()
      .insert(activityOutcomeTags)
      .values([
        lessonTag(creating[4]!, 0, 'DEVELOPING', 'Students write equations for a phone plan.'),
        lessonTag(creating[1]!, 1, 'ADVANCED', 'Students write inequalities for a budget.'),
        lessonTag(fractions[0]!, 2, 'PROFICIENT', null),
      ]);
    const judged = (responseId: number, uuid: string, level: ProficiencyLevel, markedAt: string) => ({
      institutionId: school.id,
      responseId,
      learningOutcomeUuid: uuid,
      level,
      markedBy: teacher.principal,
      markedAt: new Date(markedAt),
    });
    await db()
      .insert(responseOutcomeLevels)
      .values([
        judged(responseA!.id, creating[3]!, 'ADVANCED', '2025-03-02T10:00:00Z'),
        judged(responseA!.id, creating[1]!, 'DEVELOPING', '2025-03-01T10:00:00Z'),
        judged(responseA!.id, component[2]!, 'EMERGING', '2025-03-01T10:00:00Z'),
        judged(responseB!.id, creating[5]!, 'PROFICIENT', '2025-03-01T10:00:00Z'),
        judged(responseB!.id, calculus[0]!, 'PROFICIENT', '2025-03-01T10:00:00Z'),
        judged(responseB!.id, statistics[0]!, 'EMERGING', '2025-03-01T10:00:00Z'),
      ]);
    await db()
      .insert(worksheetItemSuggestedOutcomes)
      .values([
        { institutionId: school.id, worksheetItemId: itemB.id, learningOutcomeUuid: creating[0]!, rank: 0.2 },
        { institutionId: school.id, worksheetItemId: itemB.id, learningOutcomeUuid: creating[5]!, rank: 0.5 },
      ]);
    await db()
      .insert(schoolLearningScales)
      .values([
        {
          institutionId: school.id,
          learningOutcomeUuid: creating[2]!,
          level: 'proficient',
          text: 'Writes an equation.',
          updatedOn: new Date('2025-01-01T00:00:00Z'),
        },
        {
          institutionId: school.id,
          learningOutcomeUuid: creating[0]!,
          level: 'proficient',
          text: 'Writes and solves an equation.',
          updatedOn: new Date('2025-02-01T00:00:00Z'),
        },
        {
          institutionId: school.id,
          learningOutcomeUuid: creating[4]!,
          level: 'advanced',
          text: 'Writes a system of inequalities.',
        },
      ]);

    await runMigrations(testDatabase.database);
  }, 120_000);
  afterAll(() => testDatabase.drop());

  const rows = async <T>(query: string) => (await testDatabase.database.pool.query(query)).rows as T[];

  it('starts from the old state: the copies are distinct outcomes', () => {
    expect(OLD).toHaveLength(992);
    expect(creating).toHaveLength(6);
    expect(component).toHaveLength(5);
    expect(creating[0]).toBe(standardOf('HSA-CED.A.1'));
  });

  it("moves a question's tags onto one outcome per standard, the first-added tag's level kept", async () => {
    const tags = await db()
      .select()
      .from(worksheetItemOutcomeTags)
      .orderBy(worksheetItemOutcomeTags.worksheetItemId, worksheetItemOutcomeTags.position);
    const shown = tags.map((t) => [
      t.worksheetItemId,
      t.learningOutcomeUuid,
      t.position,
      t.level,
      t.showInRubric,
    ]);
    expect(shown).toEqual([
      [ids.itemA, standardOf('HSA-CED.A.1'), 0, 'DEVELOPING', true],
      [ids.itemA, standardOf('HSF-IF.C.8'), 2, 'PROFICIENT', false],
      [ids.itemA, standardOf('4.NF.B.3'), 3, 'PROFICIENT', false],
      [ids.itemB, standardOf('HSA-CED.A.1'), 0, 'PROFICIENT', false],
      [ids.itemB, standardOf('1.0', 'Calculus Standards'), 2, 'PROFICIENT', false],
      [
        ids.itemB,
        standardOf('1.0', 'Advanced Placement Probability and Statistics Standards'),
        3,
        'ADVANCED',
        false,
      ],
    ]);
    expect(tags[1]!.subStandardTags).toEqual({ [standardOf('HSF-IF.C.8.a')]: 'EMERGING' });
  });

  it("keeps both of a lesson's explanations, the first-added first, and where it was shown", async () => {
    const tags = await db().select().from(activityOutcomeTags).orderBy(activityOutcomeTags.position);
    expect(tags).toHaveLength(2);
    expect(tags[0]).toMatchObject({
      learningOutcomeUuid: standardOf('HSA-CED.A.1'),
      position: 0,
      level: 'DEVELOPING',
      showInActivityRubric: true,
      showInScopeAndSequence: true,
      descriptionLocalised: {
        fallbackLocale: 'EN_AU',
        localeToProsemirror: {
          EN_AU: {
            type: 'doc',
            content: [
              doc('Students write equations for a phone plan.').content[0],
              doc('Students write inequalities for a budget.').content[0],
            ],
          },
        },
      },
    });
    expect(tags[1]).toMatchObject({
      learningOutcomeUuid: standardOf('4.NF.B.3'),
      descriptionLocalised: null,
    });
  });

  it("keeps a teacher's latest judgement of a standard on an answer, and every other level", async () => {
    const levels = await db()
      .select()
      .from(responseOutcomeLevels)
      .orderBy(responseOutcomeLevels.responseId, responseOutcomeLevels.level);
    expect(levels.map((l) => [l.responseId, l.learningOutcomeUuid, l.level]).sort()).toEqual(
      [
        [ids.responseA, standardOf('HSA-CED.A.1'), 'ADVANCED'],
        [ids.responseA, standardOf('HSF-IF.C.8.a'), 'EMERGING'],
        [ids.responseB, standardOf('HSA-CED.A.1'), 'PROFICIENT'],
        [ids.responseB, standardOf('1.0', 'Calculus Standards'), 'PROFICIENT'],
        [
          ids.responseB,
          standardOf('1.0', 'Advanced Placement Probability and Statistics Standards'),
          'EMERGING',
        ],
      ].sort(),
    );
  });

  it("keeps a question's better suggestion and both of a school's scale texts", async () => {
    expect(
      (await db().select().from(worksheetItemSuggestedOutcomes)).map((s) => [s.learningOutcomeUuid, s.rank]),
    ).toEqual([[standardOf('HSA-CED.A.1'), 0.5]]);
    const scales = await db().select().from(schoolLearningScales).orderBy(schoolLearningScales.level);
    expect(scales.map((s) => [s.learningOutcomeUuid, s.level, s.text])).toEqual([
      [standardOf('HSA-CED.A.1'), 'advanced', 'Writes a system of inequalities.'],
      [standardOf('HSA-CED.A.1'), 'proficient', 'Writes an equation.\n\nWrites and solves an equation.'],
    ]);
  });

  it('withdraws the copies, and the import keeps every tag and level on a current outcome', async () => {
    const current = await rows<{ n: number }>(
      "select count(*)::int as n from learning_outcomes where curriculum_code = 'US_CALI_MATHS' and withdrawn_on is null",
    );
    expect(current[0]!.n).toBe(585);
    const [report] = await createCurriculumImportService({ db: db() }).importFrom(FOLDER, 'start-up');
    expect(report).toMatchObject({ outcomes: 585, added: 0, withdrawn: 0 });
    const dangling = await rows<{ uuid: string }>(`
      select t.learning_outcome_uuid as uuid from (
        select learning_outcome_uuid from worksheet_item_outcome_tags
        union all select learning_outcome_uuid from activity_outcome_tags
        union all select learning_outcome_uuid from response_outcome_levels
        union all select learning_outcome_uuid from worksheet_item_suggested_outcomes
        union all select learning_outcome_uuid from school_learning_scales
        union all select key::uuid from worksheet_item_outcome_tags, jsonb_object_keys(sub_standard_tags) key
      ) t left join learning_outcomes o on o.uuid = t.learning_outcome_uuid and o.withdrawn_on is null
      where o.uuid is null`);
    expect(dangling).toEqual([]);
  });
});
