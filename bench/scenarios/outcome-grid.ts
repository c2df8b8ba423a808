import type pg from 'pg';
import { httpLoad, statementsPerCall, type Scenario, type Settings } from '../harness.ts';
import { insertSessions, PASSWORD_PLACEHOLDER } from '../seed.ts';

const LEVELS = `array['EMERGING', 'DEVELOPING', 'PROFICIENT', 'ADVANCED']`;

/**
 * The outcome grid of a class of 30 students over 60 outcomes with a year of marked answers: 40
 * lessons of 5 questions, each question tagged with 3 of the outcomes, every student answering
 * every question (the multiple-choice ones marked automatically, the written ones given a level
 * per tag by the teacher): 6,000 answers, 9,000 teacher levels and 9,000 levels from automatic
 * marks. The outcomes are a curriculum of the bench's own (the outcome data is not read here).
 * Statements are counted for the grid of a class of 1 and of 30, and for a lesson's tags with 4
 * and with 40 questions of 3 tags each.
 */
async function seed(client: pg.Client) {
  const { rows } = await client.query<{ id: number }>(
    `insert into institutions (name, code, locale, timezone)
     values ('Bench Grid School', 'bench-grid-school', 'EN_AU', 'Australia/Sydney') returning id`,
  );
  const school = rows[0]!.id;
  const teacher = 'bench-grid-teacher';
  const run = (text: string) => client.query(text);
  await run(`insert into curricula (code, label, licence, attribution, source, is_shipped, content_hash, outcome_count, imported_by)
             values ('US_MO', 'Bench outcomes', 'test', 'Bench', 'bench', false, 'bench', 60, 'bench')
             on conflict (code) do nothing`);
  await run(`insert into learning_outcomes (uuid, curriculum_code, code, is_official, kind, data, position)
             select md5('bench-grid-outcome-' || g)::uuid, 'US_MO', 'BG' || g, true, 'standardBasedLearningOutcome',
               jsonb_build_object('code', 'BG' || g, 'title', 'Bench outcome ' || g, 'type', 'KNOWLEDGE',
                 'childrenIds', '[]'::jsonb, 'parentId', null),
               g
             from generate_series(1, 60) g on conflict do nothing`);
  await run(`insert into people (principal, email, full_name, password_hash)
             select 'bench-grid-' || g, 'bench-grid-' || g || '@example.test', 'Grid Student ' || g, '${PASSWORD_PLACEHOLDER}'
             from generate_series(1, 30) g
             union all select '${teacher}', '${teacher}@example.test', 'Grid Teacher', '${PASSWORD_PLACEHOLDER}'`);
  await run(`insert into institution_roles (institution_id, principal, roles, accepted_on)
             select ${school}, 'bench-grid-' || g, array['STUDENT']::text[], now() from generate_series(1, 30) g
             union all select ${school}, '${teacher}', array['SUBJECT_CREATOR']::text[], now()`);
  const subjects = await client.query<{ id: number }>(
    `insert into subjects (institution_id, name, name_plaintext, code, created_by)
     select ${school}, 'Grid Science ' || g, 'Grid Science ' || g, 'G' || g, '${teacher}' from generate_series(1, 2) g
     returning id`,
  );
  const [big, small] = subjects.rows.map((row) => row.id) as [number, number];
  await run(`insert into subject_roles (subject_id, principal, institution_id, role)
             select s, '${teacher}', ${school}, 'INSTRUCTOR' from unnest(array[${big}, ${small}]) s
             union all select ${big}, 'bench-grid-' || g, ${school}, 'STUDENT' from generate_series(1, 30) g
             union all select ${small}, 'bench-grid-1', ${school}, 'STUDENT'`);
  for (const [subject, lessons] of [
    [big, 40],
    [small, 1],
  ] as const) {
    await run(`insert into activities (institution_id, subject_id, title, position, status, published_at)
               select ${school}, ${subject}, 'Grid lesson ' || g, g, 'published', now() - (g || ' days')::interval * 8
               from generate_series(1, ${lessons}) g`);
  }
  await run(`insert into worksheet_items (institution_id, activity_id, position, kind, prompt, marks, settings, model_answer)
             select ${school}, a.id, q, case when q % 2 = 0 then 'multipleChoice' else 'shortAnswer' end,
               '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Why?"}]}]}'::jsonb, 1,
               case when q % 2 = 0 then '{"options":[{"id":"a","text":"A"},{"id":"b","text":"B"}],"allowMultiple":false}'::jsonb
                    else '{}'::jsonb end,
               case when q % 2 = 0 then '{"correctOptionIds":["b"]}'::jsonb else null end
             from activities a cross join generate_series(1, 5) q where a.subject_id = ${big}`);
  // The small subject's lesson: 4 questions, for the tags' statement count.
  await run(`insert into worksheet_items (institution_id, activity_id, position, kind, prompt, marks, settings, model_answer)
             select ${school}, a.id, q, 'shortAnswer',
               '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Why?"}]}]}'::jsonb, 1, '{}'::jsonb, null
             from activities a cross join generate_series(1, 4) q where a.subject_id = ${small}`);
  await run(`insert into worksheet_item_outcome_tags (institution_id, worksheet_item_id, learning_outcome_uuid, position, level, show_in_rubric)
             select ${school}, wi.id, md5('bench-grid-outcome-' || ((wi.id * 3 + t) % 60 + 1))::uuid, t,
               (${LEVELS})[t + 1], true
             from worksheet_items wi join activities a on a.id = wi.activity_id
             cross join generate_series(0, 2) t where a.subject_id in (${big}, ${small})`);
  await run(`insert into activity_responses (institution_id, activity_id, worksheet_item_id, student_principal, value,
               is_answered, client_saved_at, saved_at, score, is_auto_mark, marked_by, marked_at)
             select ${school}, wi.activity_id, wi.id, sr.principal,
               case when wi.kind = 'multipleChoice' then '{"kind":"multipleChoice","optionIds":["b"]}'::jsonb
                    else '{"kind":"shortAnswer","text":"Because"}'::jsonb end,
               true, a.published_at + interval '1 day', a.published_at + interval '1 day',
               case when wi.kind = 'multipleChoice' then (wi.id + length(sr.principal)) % 2 else 1 end,
               wi.kind = 'multipleChoice',
               case when wi.kind = 'multipleChoice' then null else '${teacher}' end,
               case when wi.kind = 'multipleChoice' then null else a.published_at + interval '2 days' end
             from worksheet_items wi join activities a on a.id = wi.activity_id
             join subject_roles sr on sr.subject_id = a.subject_id and sr.role = 'STUDENT'
             where a.subject_id = ${big}`);
  await run(`insert into response_outcome_levels (institution_id, response_id, learning_outcome_uuid, level, marked_by, marked_at)
             select ${school}, r.id, t.learning_outcome_uuid, (${LEVELS})[(r.id + t.position) % 4 + 1], '${teacher}', r.marked_at
             from activity_responses r join worksheet_item_outcome_tags t on t.worksheet_item_id = r.worksheet_item_id
             join activities a on a.id = r.activity_id
             where a.subject_id = ${big} and not r.is_auto_mark`);
  const lessons = await client.query<{ big: number; small: number }>(
    `select (select id from activities where subject_id = ${big} order by position limit 1) as big,
            (select id from activities where subject_id = ${small} limit 1) as small`,
  );
  return { teacher, big, small, bigLesson: lessons.rows[0]!.big, smallLesson: lessons.rows[0]!.small };
}

export async function outcomeGrid(client: pg.Client, settings: Settings): Promise<Scenario> {
  const seeded = await seed(client);
  // The big lesson of 5 questions: give it 40 questions for the tags' statement count.
  await client.query(
    `insert into worksheet_items (institution_id, activity_id, position, kind, prompt, marks, settings)
     select institution_id, id, 100 + q, 'shortAnswer',
       '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"More?"}]}]}'::jsonb, 1, '{}'::jsonb
     from activities cross join generate_series(1, 35) q where id = $1`,
    [seeded.bigLesson],
  );
  await client.query(
    `insert into worksheet_item_outcome_tags (institution_id, worksheet_item_id, learning_outcome_uuid, position, level, show_in_rubric)
     select wi.institution_id, wi.id, md5('bench-grid-outcome-' || ((wi.id * 3 + t) % 60 + 1))::uuid, t, 'PROFICIENT', true
     from worksheet_items wi cross join generate_series(0, 2) t where wi.activity_id = $1 and wi.position > 100`,
    [seeded.bigLesson],
  );
  const [headers] = await insertSessions(client, [seeded.teacher]);
  const grid = (subject: number) => `/v3/subjects/${subject}/outcomeMastery`;
  const tags = (lesson: number) => `/v3/activities/${lesson}/learningOutcomeTags`;
  return {
    loads: [
      httpLoad({
        key: 'outcome-grid',
        label: 'outcome grid: 30 students x 60 outcomes, a year of marked answers',
        baseline: { key: 'floor', min: 0.3, p99Max: 3 },
        method: 'GET',
        paths: [grid(seeded.big)],
        // As a browser asks for it: a class's grid is kept, and sent, compressed.
        headers: { ...headers!, 'accept-encoding': 'gzip, deflate, br, zstd' },
        connections: settings.connections,
      }),
    ],
    statements: async (origin, counted) => {
      const get = (path: string) => () => fetch(origin + path, { headers: headers! });
      const grids = [
        await statementsPerCall(counted, get(grid(seeded.small))),
        await statementsPerCall(counted, get(grid(seeded.big))),
      ];
      const lessonTags = [
        await statementsPerCall(counted, get(tags(seeded.smallLesson))),
        await statementsPerCall(counted, get(tags(seeded.bigLesson))),
      ];
      return [
        {
          label: 'SQL statements per outcome grid, 1 and 30 students',
          figure: `${grids[0]} and ${grids[1]}`,
          required: 'equal',
          pass: grids[0] === grids[1],
        },
        {
          label: "SQL statements per lesson's tags, 4 and 40 questions of 3 tags",
          figure: `${lessonTags[0]} and ${lessonTags[1]}`,
          required: 'equal',
          pass: lessonTags[0] === lessonTags[1],
        },
      ];
    },
  };
}
