import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { hashSessionToken, newCsrfToken, newSessionToken } from '../server/platform/auth/session-token.ts';
import { mostRecentSchoolYearEnd, schoolYearEnd } from '../common/subjects/rules.ts';

const BENCH_TIME_ZONE = 'Australia/Sydney';

/** How much data to seed. FULL_SCALE is a large customer: a district-wide deployment. */
export interface SeedScale {
  institutions: number;
  people: number;
  /** Each person belongs to this many institutions (students at several campuses, teachers). */
  rolesPerPerson: number;
  /** Other people's live sessions, so the session lookup runs against a realistic table. */
  sessions: number;
}

export const FULL_SCALE: SeedScale = {
  institutions: 1_000,
  people: 200_000,
  rolesPerPerson: 2,
  sessions: 20_000,
};

export const describeScale = (s: SeedScale): string =>
  `${s.institutions.toLocaleString('en-AU')} institutions, ${s.people.toLocaleString('en-AU')} people, ` +
  `${(s.people * s.rolesPerPerson).toLocaleString('en-AU')} institution roles, ${s.sessions.toLocaleString('en-AU')} sessions`;

/** What the load driver needs to act as the bench teacher. */
export interface BenchFixture {
  teacherPrincipal: string;
  /** The 20 institutions the teacher has a role at: the body of the batch get. */
  institutionIds: number[];
  headers: { cookie: string; 'x-csrf-token': string };
}

export const TEACHER_INSTITUTION_COUNT = 20;
const TEACHER = 'bench-teacher';
/** People in the seed never sign in, so a fixed placeholder avoids hashing 200,000 passwords. */
const PASSWORD_PLACEHOLDER = 'bench-placeholder-not-a-password-hash';

/** Evenly spread over the institutions, so the batch touches different index pages. */
export function teacherInstitutionIds(institutions: number): number[] {
  const step = Math.max(1, Math.floor(institutions / TEACHER_INSTITUTION_COUNT));
  return Array.from({ length: Math.min(TEACHER_INSTITUTION_COUNT, institutions) }, (_, k) => 1 + k * step);
}

const int = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a seed count: ${n}`);
  return String(n);
};

/** Set-based SQL: every table is filled by one INSERT … SELECT over generate_series. */
/** The school-year end a bench school (in Sydney) was last archived through, as 'YYYY-MM-DD'. */
const archivedThrough = (locale: string): string =>
  mostRecentSchoolYearEnd(new Date(), BENCH_TIME_ZONE, schoolYearEnd({ locale, schoolYearEndsOn: null }));

export function seedStatements(
  scale: SeedScale,
  teacher: { tokenHash: string; csrfToken: string },
): string[] {
  const { institutions: I, people: P, rolesPerPerson: R, sessions: S } = scale;
  if (R < 1 || R > I) throw new Error('rolesPerPerson must be between 1 and the number of institutions');
  const districts = Math.max(1, Math.ceil(I / 20));
  const spread = Math.floor(I / R);
  const ids = teacherInstitutionIds(I).join(',');
  return [
    `insert into districts (uuid, name)
       select md5('bench-district-' || g)::uuid, 'Bench District ' || g from generate_series(1, ${int(districts)}) g`,
    // Four in five schools belong to a district; one in ten has expired.
    `insert into institutions (id, name, code, locale, timezone, district_uuid, expires_on)
       select g, 'Bench School ' || g, 'bench-school-' || g,
              case when g % 4 = 0 then 'EN_US' else 'EN_AU' end, '${BENCH_TIME_ZONE}',
              case when g % 5 = 0 then null else md5('bench-district-' || (g % ${int(districts)} + 1))::uuid end,
              case when g % 10 = 7 then now() - interval '30 days' else null end
       from generate_series(1, ${int(I)}) g`,
    `select setval('institutions_id_seq', ${int(I)})`,
    // A running deployment has archived every school's past years already; without this, the app's
    // first auto-archive run (10 s after it starts) would do a year end's work for every school
    // while the rounds are measured.
    `update institutions set auto_archived_through =
       case when locale = 'EN_US' then '${archivedThrough('EN_US')}' else '${archivedThrough('EN_AU')}' end`,
    `insert into people (principal, email, full_name, password_hash)
       select 'bench-' || g, 'bench-' || g || '@example.test', 'Bench Person ' || g, '${PASSWORD_PLACEHOLDER}'
       from generate_series(1, ${int(P)}) g`,
    // Mostly students; one person in 20 teaches, one in 200 also administers.
    `insert into institution_roles (institution_id, principal, roles, accepted_on)
       select ((g + k * ${int(spread)}) % ${int(I)}) + 1, 'bench-' || g,
              case when g % 200 = 0 then array['ADMIN', 'SUBJECT_INSTRUCTOR']::text[]
                   when g % 20 = 0 then array['SUBJECT_INSTRUCTOR']::text[]
                   else array['STUDENT']::text[] end,
              now()
       from generate_series(1, ${int(P)}) g cross join generate_series(0, ${int(R - 1)}) k`,
    `insert into sessions (token_hash, principal, csrf_token, expires_at)
       select encode(sha256(('bench-session-' || g)::bytea), 'hex'), 'bench-' || ((g * 7919) % ${int(P)} + 1),
              md5(g::text), now() + interval '1 day'
       from generate_series(1, ${int(S)}) g`,
    `insert into people (principal, email, full_name, password_hash)
       values ('${TEACHER}', '${TEACHER}@example.test', 'Bench Teacher', '${PASSWORD_PLACEHOLDER}')`,
    `insert into institution_roles (institution_id, principal, roles, accepted_on)
       select id, '${TEACHER}', array['SUBJECT_INSTRUCTOR']::text[], now() from unnest(array[${ids}]) id`,
    `insert into sessions (token_hash, principal, csrf_token, expires_at)
       values ('${teacher.tokenHash}', '${TEACHER}', '${teacher.csrfToken}', now() + interval '2 days')`,
    // Sets hint bits and the visibility map now, so autovacuum does not wake up mid-measurement.
    'vacuum analyze',
  ];
}

/** Migrates with the app's own migrations, then seeds. Returns the teacher's cookie and CSRF header. */
async function migrateAndSeed(database: Database, scale: SeedScale): Promise<BenchFixture> {
  await runMigrations(database);
  const token = newSessionToken();
  const csrfToken = newCsrfToken();
  // Tokens are base64url/hex, so inlining them in SQL is safe; assert it anyway.
  if (!/^[A-Za-z0-9_-]+$/.test(token + csrfToken)) throw new Error('Unexpected token alphabet');
  const statements = seedStatements(scale, { tokenHash: hashSessionToken(token), csrfToken });
  const client = await database.pool.connect();
  try {
    await client.query('set synchronous_commit = off');
    for (const statement of statements) await client.query(statement);
  } finally {
    client.release();
  }
  return {
    teacherPrincipal: TEACHER,
    institutionIds: teacherInstitutionIds(scale.institutions),
    headers: { cookie: `sid=${token}`, 'x-csrf-token': csrfToken },
  };
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (create/drop database). */
export async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Drops and recreates `name`, migrates it and seeds it. */
export async function seedPostgres(baseUrl: string, name: string, scale: SeedScale): Promise<BenchFixture> {
  await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(baseUrl, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(baseUrl, name), poolSize: 1 });
  try {
    return await migrateAndSeed(database, scale);
  } finally {
    await database.close();
  }
}

/** Seeds a PGlite data folder and closes it: PGlite allows one process per folder, and the app is next. */
export async function seedPglite(dataDir: string, scale: SeedScale): Promise<BenchFixture> {
  const database = await openDatabase({ dataDir });
  try {
    return await migrateAndSeed(database, scale);
  } finally {
    await database.close();
  }
}
