import { randomInt } from 'node:crypto';
import type autocannon from 'autocannon';
import type pg from 'pg';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '../../common/invitations/constants.ts';
import { drive, pgbenchLoad, withClient, type Scenario, type Settings } from '../harness.ts';
import { insertSessions, PASSWORD_PLACEHOLDER, type Base, type SessionHeaders } from '../seed.ts';

/**
 * A class joining by code: distinct students, 32 at a time, each fetching the invitation, accepting
 * it and loading the subject, on one multi-use code. Joins a second at least 0.25x pgbench's TPC-B
 * transactions in the same run, and no duplicate membership afterwards.
 *
 * The tables a join writes are seeded as a deployment of this size has them: at every school 12
 * classes with a multi-use code, every student in one of them having joined a month ago.
 */
async function seed(client: pg.Client, base: Base, students: number) {
  const code = Array.from(
    { length: INVITATION_CODE_LENGTH },
    () => INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)],
  ).join('');
  const school = base.teacher.institutionIds[0]!;
  const teacher = base.teacher.principal;
  const statements = [
    `insert into subjects (institution_id, name, name_plaintext, code)
       select i.id, 'Class ' || k, 'Class ' || k, 'class-' || k
       from institutions i cross join generate_series(1, 12) k where i.id <= ${base.institutions}`,
    `insert into subject_roles (subject_id, principal, institution_id, role)
       select s.id, r.principal, r.institution_id,
              case when 'STUDENT' = any(r.roles) then 'STUDENT' else 'INSTRUCTOR' end
       from institution_roles r
       join subjects s on s.institution_id = r.institution_id
        and s.code = 'class-' || (1 + abs(hashtext(r.principal)) % 12)
       where not r.is_pending`,
    `insert into role_invitations (code, institution_id, subject_id, is_multi_use, student_mob_id)
       select 'bench-class-' || s.id, s.institution_id, s.id, true, s.id from subjects s where s.code like 'class-%'`,
    `insert into invitation_acceptances (code, principal, institution_id, subject_id, accepted_on)
       select 'bench-class-' || r.subject_id, r.principal, r.institution_id, r.subject_id, now() - interval '30 days'
       from subject_roles r join subjects s on s.id = r.subject_id
       where r.role = 'STUDENT' and s.code like 'class-%'`,
    `insert into people (principal, email, full_name, password_hash)
       select 'bench-joiner-' || g, 'bench-joiner-' || g || '@example.test', 'Joining Student ' || g,
              '${PASSWORD_PLACEHOLDER}'
       from generate_series(1, ${students}) g`,
  ];
  for (const statement of statements) await client.query(statement);
  const { rows } = await client.query<{ id: number }>(
    `insert into subjects (institution_id, name, name_plaintext, code, created_by)
     values ($1, 'Year 7 Science', 'Year 7 Science', '7SCI', $2) returning id`,
    [school, teacher],
  );
  const subjectId = rows[0]!.id;
  await client.query(
    `insert into subject_roles (subject_id, principal, institution_id, role) values ($1, $2, $3, 'INSTRUCTOR')`,
    [subjectId, teacher, school],
  );
  await client.query(
    `insert into role_invitations (code, institution_id, subject_id, is_multi_use, student_mob_id, created_by)
     values ($1, $2, $3, true, $3, $4)`,
    [code, school, subjectId, teacher],
  );
  const principals = Array.from({ length: students }, (_, i) => `bench-joiner-${i + 1}`);
  return { code, subjectId, students: await insertSessions(client, principals) };
}

interface Join {
  student: SessionHeaders;
  ok: boolean;
}

export async function classJoins(
  client: pg.Client,
  url: string,
  base: Base,
  settings: Settings,
): Promise<Scenario> {
  // About 1,000 joins a second at most on a small machine, over every warm-up and round.
  const seconds = settings.warmupSeconds + settings.rounds * settings.roundSeconds;
  const { code, subjectId, students } = await seed(client, base, Math.max(2_000, seconds * 2_000));
  const tally = { next: 0, sent: 0, accepted: 0, completed: 0, exhausted: false };
  const none: SessionHeaders = { cookie: 'sid=none', 'x-csrf-token': 'none' };
  const body = JSON.stringify({ code });
  const paths = {
    fetch: `/v3/roleInvitations/${code}?includeRelatedIfValid=true`,
    accept: `/v3/roleInvitations/${code}/actions/accept`,
    subject: `/v3/subjects/${subjectId}?permissions=true`,
  };
  const join = (context: object) => context as Join;
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (request, context) => {
        const student = students[tally.next++];
        if (!student) tally.exhausted = true;
        Object.assign(context, { student: student ?? none, ok: true });
        return { ...request, path: paths.fetch, headers: { cookie: join(context).student.cookie } };
      },
      onResponse: (status, _body, context) => void (join(context).ok = status === 200),
    },
    {
      method: 'POST',
      setupRequest: (request, context) => {
        tally.sent += 1;
        const headers = { ...join(context).student, 'content-type': 'application/json' };
        return { ...request, path: paths.accept, headers, body };
      },
      onResponse: (status, _body, context) => {
        if (status === 200) tally.accepted += 1;
        join(context).ok &&= status === 200;
      },
    },
    {
      method: 'GET',
      setupRequest: (request, context) => ({
        ...request,
        path: paths.subject,
        headers: { cookie: join(context).student.cookie },
      }),
      onResponse: (status, _body, context) => {
        if (join(context).ok && status === 200) tally.completed += 1;
      },
    },
  ];

  return {
    appEnv: { INVITATION_LIMIT_PER_IP: '100000000' }, // all load comes from one address
    loads: [
      await pgbenchLoad(settings),
      {
        key: 'joins',
        label: 'class joins (fetch, accept, load subject)',
        baseline: { key: 'pgbench', min: 0.25 },
        precheck: async (origin) => {
          const student = students[tally.next++]!;
          const steps: [string, RequestInit][] = [
            [paths.fetch, { headers: { cookie: student.cookie } }],
            [
              paths.accept,
              { method: 'POST', headers: { ...student, 'content-type': 'application/json' }, body },
            ],
            [paths.subject, { headers: { cookie: student.cookie } }],
          ];
          for (const [path, init] of steps) {
            const response = await fetch(origin + path, init);
            if (path === paths.accept) tally.sent += 1;
            if (response.status !== 200)
              throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
            if (path === paths.accept) tally.accepted += 1;
          }
        },
        run: async (origin, runSeconds) => {
          const before = tally.completed;
          const r = await drive(origin, runSeconds, settings.connections, requests);
          const completed = tally.completed - before;
          return { perSec: completed / r.duration, p99Ms: r.latency.p99, bad: r.non2xx + r.errors };
        },
      },
    ],
    after: async () => {
      const { duplicates, rows } = await withClient(url, async (db) => {
        const dup = await db.query(
          'select 1 from subject_roles group by subject_id, principal having count(*) > 1',
        );
        const students = await db.query<{ n: string }>(
          `select count(*) as n from subject_roles where subject_id = $1 and role = 'STUDENT'`,
          [subjectId],
        );
        return { duplicates: dup.rowCount ?? 0, rows: Number(students.rows[0]!.n) };
      });
      // An accept in flight when a round ends may commit after its answer went unread.
      const consistent = rows >= tally.accepted && rows <= tally.sent;
      return [
        {
          label: 'no duplicate membership after the joins',
          figure:
            `${duplicates} duplicates; ${rows} students joined, ${tally.accepted} accepts answered 200 ` +
            `of ${tally.sent} sent${tally.exhausted ? '; RAN OUT OF STUDENTS' : ''}`,
          required: '0 duplicates, one row per accept',
          pass: duplicates === 0 && consistent && !tally.exhausted,
        },
      ];
    },
  };
}
