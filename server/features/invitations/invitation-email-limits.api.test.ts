import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, people } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedInPerson } from '../../test/factories.ts';
import { buildInvitationWorld, type InvitationWorld } from './invitation-test-world.fixtures.ts';

/** How much invitation mail a person and a school may send: calls per hour, addresses per day. */
describe.each(testEngines())('e-mail invitation limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { INVITATION_EMAIL_LIMIT_PER_HOUR: 2 });
  });
  afterAll(() => t.close());

  it('refuses a person more invitation mail calls per hour than allowed, with Retry-After', async () => {
    const w = await buildInvitationWorld(t.db);
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/v3/roleInvitations/actions/magicEnsureUser',
        headers: w.teacher.headers,
        payload: {
          emailAddresses: ['a@b.test'],
          role: 'student',
          subjectId: w.subjectId,
          institutionId: w.schoolId,
        },
      });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Without SMTP_URL the mail is logged and marked sent.
    await t.jobs.drain();
    const rows = await t.db.select().from(outboxEmails);
    expect(rows.every((r) => r.sentOn !== null)).toBe(true);
  });
});

describe.each(testEngines())('the daily budget of invited addresses on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      INVITED_ADDRESSES_PER_PERSON_PER_DAY: 5,
      INVITED_ADDRESSES_PER_SCHOOL_PER_DAY: 8,
    });
  });
  afterAll(() => t.close());

  const invite = (w: InvitationWorld, who: SignedInPerson, count: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/roleInvitations/actions/magicEnsureUser',
      headers: who.headers,
      payload: {
        emailAddresses: Array.from(
          { length: count },
          (_, i) => `p${i}.${Math.random().toString(36).slice(2)}@b.test`,
        ),
        role: 'student',
        subjectId: w.subjectId,
        institutionId: w.schoolId,
      },
    });
  const accounts = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(people))[0]!.n;

  it('caps the accounts invitations make, per person and per school, and a refused call makes none', async () => {
    const w = await buildInvitationWorld(t.db);
    expect((await invite(w, w.teacher, 4)).statusCode).toBe(200);
    const before = await accounts();
    const refused = await invite(w, w.teacher, 2);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await accounts()).toBe(before);
    // What is left of the budget can still be used.
    expect((await invite(w, w.teacher, 1)).statusCode).toBe(200);
    // The school's budget holds across its teachers: 5 used, 3 left.
    expect((await invite(w, w.admin, 4)).statusCode).toBe(429);
    expect((await invite(w, w.admin, 3)).statusCode).toBe(200);
  });
});
