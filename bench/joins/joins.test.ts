import { describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET } from '../../common/invitations/constants.ts';
import { hashSessionToken } from '../../server/platform/auth/session-token.ts';
import { joinStatusCounts, membershipVerdict, percentile, summariseJoins } from './join-stats.ts';
import {
  assertSqlSafe,
  joinsSeedStatements,
  newInvitationCode,
  newSalt,
  studentHeaders,
  studentToken,
} from './students.ts';

describe('join figures', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('turns latencies into joins per second', () => {
    expect(summariseJoins([30, 10, 20, 40], 2)).toEqual({ reqPerSec: 2, p50Ms: 20, p99Ms: 40 });
  });

  it('counts whole joins as 200 and failures by step', () => {
    expect(joinStatusCounts({ completed: 5, failures: { 'accept 429': 2 } })).toEqual({
      '200': 5,
      'accept 429': 2,
    });
    expect(joinStatusCounts({ completed: 0, failures: {} })).toEqual({});
  });

  it('passes the membership check only with no duplicates and one row per accepted join', () => {
    expect(membershipVerdict({ duplicates: 0, newStudentRows: 10, acceptedJoins: 10 }).pass).toBe(true);
    expect(membershipVerdict({ duplicates: 1, newStudentRows: 10, acceptedJoins: 10 }).pass).toBe(false);
    const short = membershipVerdict({ duplicates: 0, newStudentRows: 9, acceptedJoins: 10 });
    expect(short.reasons).toEqual(['9 new STUDENT rows for 10 accepted joins']);
  });
});

describe('joining students', () => {
  it('gives each student a distinct token of the shape the session plugin accepts', () => {
    const salt = newSalt();
    const tokens = new Set([1, 2, 3].map((n) => studentToken(salt, n)));
    expect(tokens.size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(studentHeaders(salt, 1).cookie).toBe(`sid=${studentToken(salt, 1)}`);
    expect(hashSessionToken(studentToken(salt, 1))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes codes from the app alphabet, lower case', () => {
    const code = newInvitationCode();
    expect(code).toHaveLength(12);
    for (const c of code) expect(INVITATION_CODE_ALPHABET).toContain(c);
  });

  it('refuses to inline anything outside a closed alphabet', () => {
    expect(() => assertSqlSafe("x'; drop table people; --")).toThrow();
    expect(() => assertSqlSafe('abc-123')).not.toThrow();
  });

  it('seeds the code as a multi-use student code of the subject', () => {
    const statements = joinsSeedStatements(
      { salt: 'abc', code: 'abcdefgh2345', students: 10, institutionId: 1, instructor: 'bench-teacher' },
      42,
    );
    const invitation = statements.find((s) => s.includes('role_invitations'))!;
    expect(invitation).toContain("('abcdefgh2345', 1, 42, true, 42, 'bench-teacher')");
    expect(statements.join('\n')).toContain('generate_series(1, 10)');
  });
});
