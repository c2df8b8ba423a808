import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { mostRecentSchoolYearEnd, schoolYearEnd } from '../common/subjects/rules.ts';
import { hashSessionToken, newCsrfToken, newSessionToken } from '../server/platform/auth/session-token.ts';

/** A signed-in person's request headers, as the browser sends them. */
export type SessionHeaders = { cookie: string; 'x-csrf-token': string };

/** The base data every scenario builds on, at a large customer's scale (BENCH_SCALE scales it). */
export interface Base {
  institutions: number;
  people: number;
  /** A teacher with a role at 20 schools, spread over the table. */
  teacher: { principal: string; institutionIds: number[]; headers: SessionHeaders };
}

/** People in the seed never sign in, so a placeholder spares hashing 200,000 passwords. */
export const PASSWORD_PLACEHOLDER = 'bench-placeholder-not-a-password-hash';
const TIME_ZONE = 'Australia/Sydney';
const TEACHER = 'bench-teacher';

/** A live session for each principal; returns their request headers, in order. */
export async function insertSessions(client: pg.Client, principals: string[]): Promise<SessionHeaders[]> {
  const tokens = principals.map(() => newSessionToken());
  const csrf = principals.map(() => newCsrfToken());
  await client.query(
    `insert into sessions (token_hash, principal, csrf_token, expires_at)
     select h, p, c, now() + interval '1 day' from unnest($1::text[], $2::text[], $3::text[]) t(h, p, c)`,
    [tokens.map(hashSessionToken), principals, csrf],
  );
  return tokens.map((token, i) => ({ cookie: `sid=${token}`, 'x-csrf-token': csrf[i]! }));
}

/** The school-year end a bench school was last archived through, as a running deployment's are. */
const archivedThrough = (locale: string): string =>
  mostRecentSchoolYearEnd(new Date(), TIME_ZONE, schoolYearEnd({ locale, schoolYearEndsOn: null }));

/**
 * Migrates with the app's migrations, then fills every table with one INSERT … SELECT: 1,000
 * schools in 50 districts, 200,000 people with two school roles each (19 in 20 students, 1 in 20
 * teachers, 1 in 200 also admins), 20,000 other live sessions, and the bench teacher.
 */
export async function seedBase(client: pg.Client, scale: number): Promise<Base> {
  await migrate(drizzle(client), { migrationsFolder: 'server/db/migrations' });
  await client.query('set synchronous_commit = off');
  const I = Math.max(20, Math.round(1_000 * scale));
  const P = Math.max(200, Math.round(200_000 * scale));
  const step = Math.floor(I / 20);
  const institutionIds = Array.from({ length: 20 }, (_, k) => 1 + k * step);
  const statements = [
    `insert into districts (uuid, name)
       select md5('bench-district-' || g)::uuid, 'Bench District ' || g from generate_series(1, ${Math.ceil(I / 20)}) g`,
    // Four in five schools belong to a district; one in ten has expired.
    `insert into institutions (id, name, code, locale, timezone, district_uuid, expires_on)
       select g, 'Bench School ' || g, 'bench-school-' || g,
              case when g % 4 = 0 then 'EN_US' else 'EN_AU' end, '${TIME_ZONE}',
              case when g % 5 = 0 then null else md5('bench-district-' || (g % ${Math.ceil(I / 20)} + 1))::uuid end,
              case when g % 10 = 7 then now() - interval '30 days' end
       from generate_series(1, ${I}) g`,
    `select setval('institutions_id_seq', ${I})`,
    // Without this the app's first auto-archive run would do a year end for every school mid-run.
    `update institutions set auto_archived_through = case when locale = 'EN_US'
       then '${archivedThrough('EN_US')}'::date else '${archivedThrough('EN_AU')}'::date end`,
    `insert into people (principal, email, full_name, password_hash)
       select 'bench-' || g, 'bench-' || g || '@example.test', 'Bench Person ' || g, '${PASSWORD_PLACEHOLDER}'
       from generate_series(1, ${P}) g
       union all select '${TEACHER}', '${TEACHER}@example.test', 'Bench Teacher', '${PASSWORD_PLACEHOLDER}'`,
    `insert into institution_roles (institution_id, principal, roles, accepted_on)
       select ((g + k * ${Math.floor(I / 2)}) % ${I}) + 1, 'bench-' || g,
              case when g % 200 = 0 then array['ADMIN', 'SUBJECT_INSTRUCTOR']::text[]
                   when g % 20 = 0 then array['SUBJECT_INSTRUCTOR']::text[]
                   else array['STUDENT']::text[] end, now()
       from generate_series(1, ${P}) g cross join generate_series(0, 1) k
       union all select id, '${TEACHER}', array['SUBJECT_INSTRUCTOR']::text[], now()
       from unnest(array[${institutionIds.join(',')}]) id`,
    `insert into sessions (token_hash, principal, csrf_token, expires_at)
       select encode(sha256(('bench-session-' || g)::bytea), 'hex'), 'bench-' || ((g * 7919) % ${P} + 1),
              md5(g::text), now() + interval '1 day'
       from generate_series(1, ${Math.round(P / 10)}) g`,
  ];
  for (const statement of statements) await client.query(statement);
  const [headers] = await insertSessions(client, [TEACHER]);
  return { institutions: I, people: P, teacher: { principal: TEACHER, institutionIds, headers: headers! } };
}
