import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleInvitations, subjectRoles, subjects } from '../../db/schema/index.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildClassCode,
  buildInstitution,
  buildSignedInPerson,
  buildSubject,
  randomInvitationCode,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lookUpForAttempt, joinSubjectWithCode } from './invitation-attempts.repo.ts';

/**
 * A class joining with its code is the busiest path of invitations (the class-join bench): the
 * look-up is one statement that writes nothing, the accept two (the counted look-up and the join,
 * one statement of its own), however many have joined before. Statement counts guard it.
 */
describe.each(testEngines())('the statements of a class join on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** Awaited inside the counting context: an inject dispatches only once awaited. */
  const counted = async (request: InjectOptions) => {
    const run = runCountingQueries(async () => await t.app.inject(request));
    const res = await run.result;
    return { status: res.statusCode, statements: run.counter.count };
  };
  /** A signed-in student whose session this server has already read (and cached). */
  async function student(): Promise<SignedInPerson> {
    const who = await buildSignedInPerson(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: who.headers })).statusCode).toBe(
      200,
    );
    return who;
  }
  async function join(code: string, who: SignedInPerson) {
    const looked = await counted({
      method: 'GET',
      url: `/v3/roleInvitations/${code}?includeRelatedIfValid=true`,
      headers: who.headers,
    });
    const accepted = await counted({
      method: 'POST',
      url: `/v3/roleInvitations/${code}/actions/accept`,
      headers: who.headers,
      payload: { code },
    });
    return { looked, accepted };
  }

  it('looks a code up in one statement and joins in two, for the first student and the twentieth', async () => {
    const school = await buildInstitution(t.db);
    const subject = await buildSubject(t.db, school.id);
    const { code } = await buildClassCode(t.db, subject);
    const counts: { looked: number; accepted: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const { looked, accepted } = await join(code, await student());
      expect([looked.status, accepted.status]).toEqual([200, 200]);
      counts.push({ looked: looked.statements, accepted: accepted.statements });
    }
    expect(counts[0]).toEqual({ looked: 1, accepted: 2 });
    expect(counts[19]).toEqual(counts[0]);
    const members = await t.db.select().from(subjectRoles).where(eq(subjectRoles.subjectId, subject.id));
    expect(members).toHaveLength(20);
  });

  it('counts a failed look-up with one more statement', async () => {
    const failed = await counted({
      method: 'GET',
      url: `/v3/roleInvitations/${randomInvitationCode()}`,
      headers: (await student()).headers,
    });
    expect(failed).toEqual({ status: 404, statements: 2 });
  });
});

describe.each(testEngines())('joining with a code judged a moment before on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function judgedClassCode() {
    const school = await buildInstitution(t.db);
    const subject = await buildSubject(t.db, school.id);
    const { code } = await buildClassCode(t.db, subject);
    const looked = await lookUpForAttempt(t.db, { code, key: 'test', windowSeconds: 60, principal: null });
    const who = await buildSignedInPerson(t.db);
    const join = () =>
      joinSubjectWithCode(t.db, {
        code,
        version: looked.version!,
        subjectId: subject.id,
        principal: who.principal,
        institutionId: school.id,
        subjectRole: 'STUDENT',
        institutionRole: 'STUDENT',
        now: new Date(),
      });
    const members = () => t.db.select().from(subjectRoles).where(eq(subjectRoles.subjectId, subject.id));
    return { subject, code, join, members };
  }

  it('writes while the invitation and its subject are the rows judged', async () => {
    const { join, members } = await judgedClassCode();
    expect(await join()).toEqual({ unchanged: true, added: true });
    expect(await join()).toEqual({ unchanged: true, added: false });
    expect(await members()).toHaveLength(1);
  });

  it('writes nothing once the invitation was turned off, or its subject changed, since', async () => {
    const off = await judgedClassCode();
    await t.db.update(roleInvitations).set({ isActive: false }).where(eq(roleInvitations.code, off.code));
    expect(await off.join()).toEqual({ unchanged: false, added: false });
    expect(await off.members()).toHaveLength(0);

    const archived = await judgedClassCode();
    await t.db.update(subjects).set({ isArchived: true }).where(eq(subjects.id, archived.subject.id));
    expect(await archived.join()).toEqual({ unchanged: false, added: false });
    expect(await archived.members()).toHaveLength(0);
  });
});
