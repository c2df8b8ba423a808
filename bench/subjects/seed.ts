import pg from 'pg';
import { hashSessionToken, newCsrfToken, newSessionToken } from '../../server/platform/auth/session-token.ts';
import type { SeedScale } from '../seed.ts';

/**
 * The subjects page's data, added on top of the Foundation seed: one large school with 3,000
 * subjects (one in ten of those past the first 300 archived), 25 students and an instructor in
 * each, 10 subjects at every other school, and three teachers at the large school with 1, 12 and
 * 200 current subjects. Set-based SQL only: one INSERT … SELECT per table.
 */
export const SUBJECTS_AT_LARGE_SCHOOL = 3_000;
export const STUDENTS_PER_SUBJECT = 25;
export const SUBJECTS_AT_OTHER_SCHOOLS = 10;

/** The bench teachers: how many subjects each teaches, and where in the school's list those start. */
export const SUBJECT_TEACHERS = [
  { key: 'twelve', subjects: 12, first: 1 },
  { key: 'two hundred', subjects: 200, first: 13 },
  { key: 'one', subjects: 1, first: 213 },
] as const;
export type TeacherKey = (typeof SUBJECT_TEACHERS)[number]['key'];

export interface SubjectsFixture {
  institutionId: number;
  teachers: Record<TeacherKey, { principal: string; headers: { cookie: string; 'x-csrf-token': string } }>;
}

const int = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a seed count: ${n}`);
  return String(n);
};

const teacherPrincipal = (key: string) => `bench-subjects-teacher-${key.replace(/\s+/g, '-')}`;

/** The statements after the large school exists (its id is `school`). */
export function subjectsSeedStatements(
  scale: SeedScale,
  school: number,
  sessions: { principal: string; tokenHash: string; csrfToken: string }[],
): string[] {
  const P = int(scale.people);
  const S = int(SUBJECTS_AT_LARGE_SCHOOL);
  const K = int(STUDENTS_PER_SUBJECT);
  const taught = SUBJECT_TEACHERS.reduce((n, t) => n + t.subjects, 0);
  if (taught >= 300) throw new Error('The teachers’ subjects must stay among the first 300, never archived');
  const values = (rows: string[]) => rows.join(',\n       ');
  const teacherRows = SUBJECT_TEACHERS.map(
    (t) => `('${teacherPrincipal(t.key)}', ${t.first}, ${t.subjects})`,
  );
  return [
    // The subject's number in the school is kept in `code` (S0001 …) so the roles can refer to it.
    `insert into subjects (institution_id, name, name_plaintext, code, is_archived, archived_on)
       select ${school}, 'Science ' || g, 'Science ' || g, 'S' || lpad(g::text, 4, '0'),
              g > 300 and g % 10 = 0, case when g > 300 and g % 10 = 0 then now() - interval '200 days' end
       from generate_series(1, ${S}) g`,
    `insert into subjects (institution_id, name, name_plaintext, code)
       select i, 'Subject ' || g, 'Subject ' || g, 'O' || g
       from generate_series(1, ${int(scale.institutions)}) i
       cross join generate_series(1, ${int(SUBJECTS_AT_OTHER_SCHOOLS)}) g`,
    `insert into people (principal, email, full_name, password_hash)
       values ${values(SUBJECT_TEACHERS.map((t) => `('${teacherPrincipal(t.key)}', '${teacherPrincipal(t.key)}@example.test', 'Teacher of ${t.subjects}', 'bench-placeholder-not-a-password-hash')`))}`,
    `insert into institution_roles (institution_id, principal, roles, accepted_on)
       select ${school}, principal, array['SUBJECT_INSTRUCTOR']::text[], now()
       from (values ${values(SUBJECT_TEACHERS.map((t) => `('${teacherPrincipal(t.key)}')`))}) v(principal)`,
    // Instructors: the bench teachers for their ranges, a seeded teacher (one in 20 people) otherwise.
    `insert into subject_roles (subject_id, principal, institution_id, role)
       select s.id, coalesce(t.principal, 'bench-' || ((substr(s.code, 2)::int * 20) % ${P} + 20)),
              ${school}, 'INSTRUCTOR'
       from subjects s
       left join (values ${values(teacherRows)}) t(principal, first, n)
         on substr(s.code, 2)::int between t.first and t.first + t.n - 1
       where s.institution_id = ${school}`,
    `insert into subject_roles (subject_id, principal, institution_id, role)
       select s.id, 'bench-' || ((substr(s.code, 2)::int * ${K} + k) % ${P} + 1), ${school},
              case when s.is_archived then 'ARCHIVED_STUDENT' else 'STUDENT' end
       from subjects s cross join generate_series(0, ${int(STUDENTS_PER_SUBJECT - 1)}) k
       where s.institution_id = ${school}
       on conflict do nothing`,
    `insert into subject_roles (subject_id, principal, institution_id, role)
       select s.id, 'bench-' || ((s.id * 20) % ${P} + 20), s.institution_id, 'INSTRUCTOR'
       from subjects s where s.institution_id <> ${school}
       on conflict do nothing`,
    `insert into sessions (token_hash, principal, csrf_token, expires_at)
       values ${values(sessions.map((s) => `('${s.tokenHash}', '${s.principal}', '${s.csrfToken}', now() + interval '2 days')`))}`,
    'vacuum analyze',
  ];
}

/** Adds the large school, its subjects and the teachers to a database the Foundation seed filled. */
export async function seedSubjectsPage(url: string, scale: SeedScale): Promise<SubjectsFixture> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    const { rows } = await client.query<{ id: number }>(
      `insert into institutions (name, code, locale, timezone)
       values ('Bench Large School', 'bench-large-school', 'EN_AU', 'Australia/Sydney') returning id`,
    );
    const school = rows[0]!.id;
    const teachers = {} as SubjectsFixture['teachers'];
    const sessions = SUBJECT_TEACHERS.map((t) => {
      const token = newSessionToken();
      const csrfToken = newCsrfToken();
      if (!/^[A-Za-z0-9_-]+$/.test(token + csrfToken)) throw new Error('Unexpected token alphabet');
      const principal = teacherPrincipal(t.key);
      teachers[t.key] = { principal, headers: { cookie: `sid=${token}`, 'x-csrf-token': csrfToken } };
      return { principal, tokenHash: hashSessionToken(token), csrfToken };
    });
    for (const statement of subjectsSeedStatements(scale, school, sessions)) await client.query(statement);
    return { institutionId: school, teachers };
  } finally {
    await client.end();
  }
}
