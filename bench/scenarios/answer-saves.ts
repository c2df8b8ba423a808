import type autocannon from 'autocannon';
import type pg from 'pg';
import {
  drive,
  pgbenchLoad,
  statementsPerCall,
  withClient,
  type Scenario,
  type Settings,
} from '../harness.ts';
import { insertSessions, PASSWORD_PLACEHOLDER, type Base, type SessionHeaders } from '../seed.ts';

/**
 * A class of 3,000 students autosaving answers to a lesson of 40 questions at once: each student
 * saves each question three times (typing), every save carrying a newer client time. At least
 * 0.25x pgbench's TPC-B transactions, p99 at most 100 ms, and no lost save: afterwards every answer
 * holds the newest save that was answered 200, and there is one version per applied save.
 *
 * Statement counts: the lesson loads in as many statements with 4 questions as with 40, and the
 * class view with 1 student as with 30.
 */
const STUDENTS = 3_000;
const QUESTIONS = 40;
const SAVES_PER_ANSWER = 3;
const P99_MAX_MS = 100;

const KINDS = `(array['shortAnswer','multipleChoice','numeric','longAnswer','maths'])[1 + (k % 5)]`;
const PROMPT = `'{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Question"}]}]}'::jsonb`;
const MODEL = `case (k % 5)
  when 1 then '{"correctOptionIds":["b"]}'::jsonb
  when 2 then '{"value":9.8,"unit":"m/s^2","tolerance":{"kind":"absolute","amount":0.1}}'::jsonb
  when 4 then '{"latex":"F=ma"}'::jsonb
  else null end`;
const SETTINGS = `case (k % 5) when 1 then
  '{"options":[{"id":"a","text":"Solid"},{"id":"b","text":"Gas"}],"allowMultiple":false}'::jsonb else '{}'::jsonb end`;

/** A subject with `students` of the bench's students, a teacher, and a published lesson of `questions`. */
async function lessonFor(
  client: pg.Client,
  school: number,
  teacher: string,
  principals: string[],
  questions: number,
) {
  const { rows } = await client.query<{ subject_id: number; activity_id: number }>(
    `with s as (
       insert into subjects (institution_id, name, name_plaintext, code, created_by)
       values ($1, 'Bench Science', 'Bench Science', '', $2) returning id
     ), roles as (
       insert into subject_roles (subject_id, principal, institution_id, role)
       select s.id, p, $1, case when p = $2 then 'INSTRUCTOR' else 'STUDENT' end
       from s, unnest($3::text[] || array[$2::text]) p
     )
     insert into activities (institution_id, subject_id, title, position, status, published_at)
     select $1, s.id, 'Forces', 0, 'published', now() from s returning subject_id, id as activity_id`,
    [school, teacher, principals],
  );
  const { subject_id: subjectId, activity_id: activityId } = rows[0]!;
  const items = await client.query<{ id: number; kind: string }>(
    `insert into worksheet_items (institution_id, activity_id, position, kind, prompt, marks, settings, model_answer)
     select $1, $2, k, ${KINDS}, ${PROMPT}, 2, ${SETTINGS}, ${MODEL}
     from generate_series(0, $3 - 1) k order by k returning id, kind`,
    [school, activityId, questions],
  );
  return { subjectId, activityId, items: items.rows };
}

const VALUES: Record<string, (n: number) => object> = {
  shortAnswer: (n) => ({ kind: 'shortAnswer', text: 'Friction slows the trolley '.slice(0, 8 + (n % 20)) }),
  longAnswer: (n) => ({
    kind: 'longAnswer',
    document: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: `Draft ${n}` }] }],
    },
  }),
  multipleChoice: (n) => ({ kind: 'multipleChoice', optionIds: [n % 2 ? 'a' : 'b'] }),
  numeric: (n) => ({ kind: 'numeric', value: String(9 + (n % 10) / 10), unit: 'm/s^2' }),
  maths: (n) => ({ kind: 'maths', latex: n % 2 ? 'F=ma' : 'F=m' }),
};

export async function answerSaves(
  client: pg.Client,
  url: string,
  base: Base,
  settings: Settings,
): Promise<Scenario> {
  const school = base.teacher.institutionIds[0]!;
  const teacher = base.teacher.principal;
  await client.query(
    `insert into people (principal, email, full_name, password_hash)
     select 'bench-saver-' || g, 'bench-saver-' || g || '@example.test', 'Saving Student ' || g, '${PASSWORD_PLACEHOLDER}'
     from generate_series(1, ${STUDENTS}) g`,
  );
  const principals = Array.from({ length: STUDENTS }, (_, i) => `bench-saver-${i + 1}`);
  await client.query(
    `insert into institution_roles (institution_id, principal, roles, accepted_on)
     select $1, p, array['STUDENT']::text[], now() from unnest($2::text[]) p`,
    [school, principals],
  );
  const big = await lessonFor(client, school, teacher, principals, QUESTIONS);
  const small = await lessonFor(client, school, teacher, principals.slice(0, 1), 4);
  const thirty = await lessonFor(client, school, teacher, principals.slice(0, 30), 4);
  const students = await insertSessions(client, principals);

  const started = Date.now();
  const tally = { next: 0, ok: 0, applied: 0, bad: 0, newest: new Map<string, number>() };
  interface Save {
    key: string;
    at: number;
    headers: SessionHeaders;
  }
  const save = (context: object) => context as Save;
  /** The i-th save: students in turn, each on one question SAVES_PER_ANSWER times before the next. */
  const nextSave = () => {
    const i = tally.next++;
    const student = i % STUDENTS;
    const item = big.items[Math.floor(i / (STUDENTS * SAVES_PER_ANSWER)) % QUESTIONS]!;
    const at = started + i; // a later edit for every save, 1 ms apart
    const body = JSON.stringify({ value: VALUES[item.kind]!(i), clientSavedAt: new Date(at).toISOString() });
    return {
      key: `${item.id}:${principals[student]}`,
      at,
      headers: students[student]!,
      path: `/v3/worksheetItems/${item.id}/myResponse`,
      body,
    };
  };
  const record = (context: Save, status: number, body: string) => {
    if (status !== 200) return void (tally.bad += 1);
    tally.ok += 1;
    if ((JSON.parse(body) as { applied: boolean }).applied) tally.applied += 1;
    if ((tally.newest.get(context.key) ?? 0) < context.at) tally.newest.set(context.key, context.at);
  };
  const requests: autocannon.Request[] = [
    {
      method: 'PUT',
      setupRequest: (request, context) => {
        const next = nextSave();
        Object.assign(context, { key: next.key, at: next.at, headers: next.headers });
        return {
          ...request,
          path: next.path,
          body: next.body,
          headers: { ...next.headers, 'content-type': 'application/json' },
        };
      },
      onResponse: (status, body, context) => record(save(context), status, body),
    },
  ];

  /** Every run's p99 (the warm-up's first); pgbench reports none, so the target is absolute. */
  const p99s: number[] = [];
  const learner = students[0]!;
  const staff = base.teacher.headers;
  return {
    loads: [
      await pgbenchLoad(settings),
      {
        key: 'answer-saves',
        label: `answer autosaves (${STUDENTS.toLocaleString('en')} students, ${QUESTIONS} questions)`,
        baseline: { key: 'pgbench', min: 0.25 },
        precheck: async (origin) => {
          const next = nextSave();
          const response = await fetch(origin + next.path, {
            method: 'PUT',
            headers: { ...next.headers, 'content-type': 'application/json' },
            body: next.body,
          });
          const text = await response.text();
          if (response.status !== 200) throw new Error(`${next.path} answered ${response.status}: ${text}`);
          record({ key: next.key, at: next.at, headers: next.headers }, 200, text);
        },
        run: async (origin, seconds) => {
          const before = tally.ok;
          const r = await drive(origin, seconds, settings.connections, requests);
          p99s.push(r.latency.p99);
          return { perSec: (tally.ok - before) / r.duration, p99Ms: r.latency.p99, bad: r.non2xx + r.errors };
        },
      },
    ],
    statements: async (origin, counted) => {
      const lesson = (id: number) => () =>
        fetch(`${origin}/v3/activities/${id}?includeWorksheetItems=true&includeMyResponses=true`, {
          headers: learner,
        });
      const view = (id: number) => () => fetch(`${origin}/v3/activities/${id}/classView`, { headers: staff });
      const lessons = [
        await statementsPerCall(counted, lesson(small.activityId)),
        await statementsPerCall(counted, lesson(big.activityId)),
      ];
      const views = [
        await statementsPerCall(counted, view(small.activityId)),
        await statementsPerCall(counted, view(thirty.activityId)),
      ];
      return [
        {
          label: 'SQL statements per lesson load, 4 and 40 questions',
          figure: `${lessons[0]} and ${lessons[1]}`,
          required: 'equal',
          pass: lessons[0] === lessons[1],
        },
        {
          label: 'SQL statements per class view, 1 and 30 students',
          figure: `${views[0]} and ${views[1]}`,
          required: 'equal',
          pass: views[0] === views[1],
        },
      ];
    },
    after: async () => {
      const stored = await withClient(url, async (db) => {
        const answers = await db.query<{ key: string; at: Date }>(
          `select worksheet_item_id || ':' || student_principal as key, client_saved_at as at
           from activity_responses where activity_id = $1`,
          [big.activityId],
        );
        const versions = await db.query<{ n: string }>(
          `select count(*) as n from activity_response_versions v join activity_responses r on r.id = v.response_id
           where r.activity_id = $1`,
          [big.activityId],
        );
        return {
          answers: new Map(answers.rows.map((r) => [r.key, r.at.getTime()])),
          versions: Number(versions.rows[0]!.n),
        };
      });
      // A save still in flight when a round ended may have landed after its answer went unread.
      const lost = [...tally.newest].filter(([key, at]) => (stored.answers.get(key) ?? 0) < at).length;
      const measured = p99s.slice(1).sort((a, b) => a - b);
      const p99 = measured[Math.floor(measured.length / 2)] ?? Number.NaN;
      return [
        {
          label: 'answer autosaves, p99 (median of the rounds)',
          figure: `${p99} ms (rounds: ${p99s.slice(1).join(' / ')} ms)`,
          required: `<= ${P99_MAX_MS} ms`,
          pass: p99 <= P99_MAX_MS,
        },
        {
          label: 'no lost save after the autosaves',
          figure:
            `${lost} answers older than their newest save answered 200; ${tally.ok.toLocaleString('en')} saves answered 200, ` +
            `${tally.applied.toLocaleString('en')} applied, ${stored.versions.toLocaleString('en')} versions kept, ${tally.bad} refused`,
          required: '0 lost, a version per applied save',
          pass: lost === 0 && stored.versions >= tally.applied && tally.bad === 0,
        },
      ];
    },
  };
}
