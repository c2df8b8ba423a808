import type pg from 'pg';
import { httpLoad, statementsPerCall, type Scenario, type Settings } from '../harness.ts';
import { insertSessions, PASSWORD_PLACEHOLDER, type Base } from '../seed.ts';

/**
 * The subjects page of a teacher with 12 subjects at a school with 3,000 (one in ten past the first
 * 300 archived; 25 students and an instructor each; 10 subjects at every other school). Each call
 * the page makes is a target of its own: at least 0.3x the floor route, p99 at most 3x the floor's.
 * The list must run as many statements for a teacher with 1 subject as for one with 200.
 */
const TEACHERS = [
  { subjects: 12, first: 1 },
  { subjects: 200, first: 13 },
  { subjects: 1, first: 213 },
];

async function seed(client: pg.Client, base: Base): Promise<{ school: number; headers: Headers[] }> {
  const { rows } = await client.query<{ id: number }>(
    `insert into institutions (name, code, locale, timezone)
     values ('Bench Large School', 'bench-large-school', 'EN_AU', 'Australia/Sydney') returning id`,
  );
  const school = rows[0]!.id;
  const principals = TEACHERS.map((t) => `bench-subjects-teacher-${t.subjects}`);
  const ranges = TEACHERS.map((t, i) => `('${principals[i]}', ${t.first}, ${t.first + t.subjects - 1})`);
  const statements = [
    `insert into subjects (institution_id, name, name_plaintext, code, is_archived, archived_on)
       select ${school}, 'Science ' || g, 'Science ' || g, 'S' || lpad(g::text, 4, '0'), g > 300 and g % 10 = 0,
              case when g > 300 and g % 10 = 0 then now() - interval '200 days' end
       from generate_series(1, 3000) g`,
    `insert into subjects (institution_id, name, name_plaintext, code)
       select i, 'Subject ' || g, 'Subject ' || g, 'O' || g
       from generate_series(1, ${base.institutions}) i cross join generate_series(1, 10) g`,
    `insert into people (principal, email, full_name, password_hash)
       select p, p || '@example.test', 'Bench Teacher', '${PASSWORD_PLACEHOLDER}'
       from unnest(array['${principals.join("','")}']) p`,
    `insert into institution_roles (institution_id, principal, roles, accepted_on)
       select ${school}, p, array['SUBJECT_INSTRUCTOR']::text[], now()
       from unnest(array['${principals.join("','")}']) p`,
    // The bench teachers instruct their ranges; a seeded teacher (one in 20 people) the others.
    `insert into subject_roles (subject_id, principal, institution_id, role)
       select s.id, coalesce(t.p, 'bench-' || ((substr(s.code, 2)::int * 20) % ${base.people} + 20)),
              s.institution_id, 'INSTRUCTOR'
       from subjects s left join (values ${ranges.join(', ')}) t(p, first, last)
         on s.institution_id = ${school} and substr(s.code, 2)::int between t.first and t.last`,
    `insert into subject_roles (subject_id, principal, institution_id, role)
       select s.id, 'bench-' || ((substr(s.code, 2)::int * 25 + k) % ${base.people} + 1), ${school},
              case when s.is_archived then 'ARCHIVED_STUDENT' else 'STUDENT' end
       from subjects s cross join generate_series(0, 24) k
       where s.institution_id = ${school}
       on conflict do nothing`,
  ];
  for (const statement of statements) await client.query(statement);
  return { school, headers: await insertSessions(client, principals) };
}

type Headers = Awaited<ReturnType<typeof insertSessions>>[number];

export async function subjectsPage(client: pg.Client, base: Base, settings: Settings): Promise<Scenario> {
  const { school, headers } = await seed(client, base);
  const [twelve, twoHundred, one] = headers as [Headers, Headers, Headers];
  const floor = { key: 'floor', min: 0.3, p99Max: 3 };
  const list = `/v3/subjects?institutionId=${school}&permissions=true`;
  const common = { baseline: floor, headers: twelve, connections: settings.connections } as const;
  return {
    loads: [
      // The page reads its school through the web's institution batcher.
      httpLoad({
        ...common,
        key: 'page-institution',
        label: 'subjects page: its school (batch get, 1 id)',
        method: 'POST',
        paths: ['/v3/institutions/batch/get'],
        body: { ids: [school], includeMyRole: true, permissions: true, ignoreMissing: true },
      }),
      httpLoad({
        ...common,
        key: 'page-list',
        label: 'subjects page: subject list',
        method: 'GET',
        paths: [list],
      }),
      httpLoad({
        ...common,
        key: 'page-archived',
        label: 'subjects page: any archived subjects',
        method: 'GET',
        paths: [`/v3/institutions/${school}/anyArchivedAubjects`],
      }),
    ],
    statements: async (origin, counted) => {
      const get = (h: Headers) => () => fetch(origin + list, { headers: h });
      const sizes = await Promise.all(
        [one, twoHundred].map((h) =>
          get(h)()
            .then((r) => r.json())
            .then((body: { subjects?: unknown[] }) => body.subjects?.length ?? 0),
        ),
      );
      const counts = [
        await statementsPerCall(counted, get(one)),
        await statementsPerCall(counted, get(twoHundred)),
      ];
      return [
        {
          label: 'SQL statements per subject list, 1 and 200 subjects',
          figure: `${counts[0]} and ${counts[1]} (${sizes[0]} and ${sizes[1]} subjects back)`,
          required: 'equal',
          pass: counts[0] === counts[1] && sizes[0] === 1 && sizes[1] === 200,
        },
      ];
    },
  };
}
