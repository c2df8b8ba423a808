import type pg from 'pg';
import { httpLoad, statementsPerCall, type Scenario, type Settings } from '../harness.ts';
import { insertSessions, PASSWORD_PLACEHOLDER } from '../seed.ts';

/**
 * The usage page of a school of 3,000 students and 150 teachers in 100 subjects with a year of
 * activity: the admin reads the whole school year. The roll-up rows are written as the hourly job
 * would leave them (a school row for each school day, a subject and teacher row for each week,
 * weekly actives), not by
 * running the job over 600,000 sign-ins: this measures the page's read. Its p99 must be at most 3x
 * the floor route's, and a year must take as many statements as a week.
 */
async function seed(client: pg.Client): Promise<{ school: number; admin: string }> {
  const { rows } = await client.query<{ id: number }>(
    `insert into institutions (name, code, locale, timezone)
     values ('Bench Usage School', 'bench-usage-school', 'EN_AU', 'Australia/Sydney') returning id`,
  );
  const school = rows[0]!.id;
  const admin = 'bench-usage-admin';
  const days = `select d::date as day from generate_series(current_date - 364, current_date, interval '1 day') d
                where extract(isodow from d) < 6`;
  const weeks = `select distinct date_trunc('week', day)::date as week from (${days}) d`;
  const statements = [
    `insert into people (principal, email, full_name, password_hash)
       select 'bench-usage-' || g, 'bench-usage-' || g || '@example.test', 'Usage Person ' || g, '${PASSWORD_PLACEHOLDER}'
       from generate_series(1, 3150) g
       union all select '${admin}', '${admin}@example.test', 'Usage Admin', '${PASSWORD_PLACEHOLDER}'`,
    `insert into institution_roles (institution_id, principal, roles, accepted_on)
       select ${school}, 'bench-usage-' || g,
              case when g <= 150 then array['SUBJECT_CREATOR'] else array['STUDENT'] end::text[], now()
       from generate_series(1, 3150) g
       union all select ${school}, '${admin}', array['ADMIN']::text[], now()`,
    `insert into subjects (institution_id, name, name_plaintext, code, created_by)
       select ${school}, 'Usage Science ' || g, 'Usage Science ' || g, 'U' || g, 'bench-usage-' || (g % 150 + 1)
       from generate_series(1, 100) g`,
    `insert into usage_daily (institution_id, dimension, day, dimension_key, active_teachers, active_students,
                              students_joined, lessons_published, answers_submitted)
       select ${school}, 'school', day, '', 120, 2400, 3, 40, 9000 from (${days}) d`,
    `insert into usage_daily (institution_id, dimension, day, dimension_key, students_joined, lessons_published,
                              answers_submitted)
       select ${school}, 'subject', week, s.id::text, 5, 5, 450
       from (${weeks}) w cross join (select id from subjects where institution_id = ${school}) s`,
    `insert into usage_daily (institution_id, dimension, day, dimension_key, active_teachers, lessons_published)
       select ${school}, 'teacher', week, 'bench-usage-' || g, 5, 5
       from (${weeks}) w cross join generate_series(1, 150) g`,
    `insert into usage_weekly_active (institution_id, week_start, active_teachers, active_students)
       select ${school}, week, 140, 2900 from (${weeks}) w`,
    `insert into usage_rollup_runs (institution_id, rolled_up_at) values (${school}, now())`,
  ];
  for (const statement of statements) await client.query(statement);
  return { school, admin };
}

export async function usagePage(client: pg.Client, settings: Settings): Promise<Scenario> {
  const { school, admin } = await seed(client);
  const [headers] = await insertSessions(client, [admin]);
  const { rows } = await client.query<{ year: string; week: string; today: string }>(
    `select to_char(current_date - 364, 'YYYY-MM-DD') as year, to_char(current_date - 6, 'YYYY-MM-DD') as week,
            to_char(current_date, 'YYYY-MM-DD') as today`,
  );
  const { year, week, today } = rows[0]!;
  const path = (from: string) => `/v3/institutions/${school}/usage?from=${from}&to=${today}`;
  return {
    loads: [
      httpLoad({
        key: 'usage-year',
        label: 'usage page: a school year of a 3,150-person school',
        baseline: { key: 'floor', min: 0.1, p99Max: 3 },
        method: 'GET',
        paths: [path(year)],
        headers: headers!,
        connections: settings.connections,
      }),
    ],
    statements: async (origin, counted) => {
      const get = (from: string) => () => fetch(origin + path(from), { headers: headers! });
      const counts = [
        await statementsPerCall(counted, get(week)),
        await statementsPerCall(counted, get(year)),
      ];
      return [
        {
          label: 'SQL statements per usage report, a week and a year',
          figure: `${counts[0]} and ${counts[1]}`,
          required: 'equal',
          pass: counts[0] === counts[1],
        },
      ];
    },
  };
}
