import { createHash, randomInt } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '../../common/invitations/constants.ts';

/**
 * The joining students' credentials, derived from a per-run salt so the database (set-based SQL)
 * and the load driver (JavaScript) compute the same ones without shipping 20,000 tokens around.
 * The SQL and the functions below must agree; a unit test checks them against each other's form.
 */
export const studentPrincipal = (n: number): string => `bench-joiner-${n}`;

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
const md5Hex = (text: string): string => createHash('md5').update(text).digest('hex');

/**
 * The cookie token of student n: the base64url SHA-256 of salt-n, 43 characters like the app's own
 * tokens (the session plugin ignores any other shape). The session row stores its sha256 hex.
 */
export const studentToken = (salt: string, n: number): string =>
  createHash('sha256').update(`${salt}-${n}`).digest('base64url');
export const studentCsrf = (salt: string, n: number): string => md5Hex(`${salt}-csrf-${n}`);

export function studentHeaders(salt: string, n: number): { cookie: string; 'x-csrf-token': string } {
  return { cookie: `sid=${studentToken(salt, n)}`, 'x-csrf-token': studentCsrf(salt, n) };
}

/** Salts and codes are inlined in SQL, so they are checked against a closed alphabet first. */
export function assertSqlSafe(...values: string[]): void {
  for (const v of values) if (!/^[a-z0-9-]+$/.test(v)) throw new Error(`Not safe to inline in SQL: ${v}`);
}

export function newSalt(): string {
  return Array.from({ length: 16 }, () => '0123456789abcdef'[randomInt(16)]).join('');
}

/** A code as the app makes them: lowercase, from the alphabet without look-alikes. */
export function newInvitationCode(): string {
  return Array.from(
    { length: INVITATION_CODE_LENGTH },
    () => INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)],
  ).join('');
}

export interface JoinsSeed {
  salt: string;
  code: string;
  students: number;
  institutionId: number;
  instructor: string;
}

/** People 1..students with a session each, the subject is created first (its id is `subjectId`). */
export function joinsSeedStatements(seed: JoinsSeed, subjectId: number): string[] {
  const { salt, code, students, institutionId, instructor } = seed;
  assertSqlSafe(salt, code, instructor);
  if (!Number.isSafeInteger(students) || students < 1) throw new Error(`Not a student count: ${students}`);
  return [
    `insert into subject_roles (subject_id, principal, institution_id, role)
       values (${subjectId}, '${instructor}', ${institutionId}, 'INSTRUCTOR')`,
    `insert into role_invitations (code, institution_id, subject_id, is_multi_use, student_mob_id, created_by)
       values ('${code}', ${institutionId}, ${subjectId}, true, ${subjectId}, '${instructor}')`,
    `insert into people (principal, email, full_name, password_hash)
       select 'bench-joiner-' || g, 'bench-joiner-' || g || '@example.test', 'Joining Student ' || g,
              'bench-placeholder-not-a-password-hash'
       from generate_series(1, ${students}) g`,
    `insert into sessions (token_hash, principal, csrf_token, expires_at)
       select encode(sha256(convert_to(
                translate(rtrim(encode(sha256(convert_to('${salt}-' || g, 'UTF8')), 'base64'), '='), '+/', '-_'),
                'UTF8')), 'hex'),
              'bench-joiner-' || g, md5('${salt}-csrf-' || g), now() + interval '1 day'
       from generate_series(1, ${students}) g`,
    'vacuum analyze',
  ];
}
