import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/api/problems.ts';
import type { StudentsResponse } from '../../../common/students/schema.ts';
import type { Billing } from '../../../common/subscriptions/schema.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { institutionRoles, people, subjectRoles, subscriptions } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testEngines())('the Students page on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const list = (id: number, who: SignedInPerson, query = '') =>
    t.app.inject({ method: 'GET', url: `/v3/institutions/${id}/students${query}`, headers: who.headers });
  const release = (id: number, principal: string, who: SignedInPerson) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/institutions/${id}/students/${principal}/actions/releaseLicence`,
      headers: who.headers,
    });
  const remove = (id: number, principal: string, who: SignedInPerson) =>
    t.app.inject({
      method: 'DELETE',
      url: `/v3/institutions/${id}/students/${principal}`,
      headers: who.headers,
    });
  const studentsOf = (res: { json: <T>() => T }) => res.json<StudentsResponse>();

  /** A school with a term of two licences, and students who joined on the 1st, 2nd and 3rd of March. */
  async function school() {
    const { id } = await buildInstitution(t.db, { timezone: 'Australia/Sydney' });
    await t.db.insert(subscriptions).values({
      institutionId: id,
      plan: 'School',
      startsOn: '2020-01-01',
      endsOn: '2999-12-31',
      licences: 2,
    });
    const admin = await buildSignedInMember(t.db, id, ['ADMIN']);
    const student = async (fullName: string, day: number) => {
      const person = await buildPerson(t.db, { fullName });
      await buildRole(t.db, id, person.principal, ['STUDENT'], {
        acceptedOn: new Date(`2025-03-0${day}T00:00:00Z`),
      });
      return person;
    };
    const ada = await student('Ada Lovelace', 1);
    const ben = await student('Ben Okafor', 2);
    const cleo = await student('Cleo Park', 3);
    const invited = await buildPerson(t.db, { fullName: 'Dev Invited' });
    await buildRole(t.db, id, invited.principal, [], {
      isPending: true,
      pendingMemberships: [{ role: 'STUDENT' }],
    });
    return { id, admin, ada, ben, cleo, invited };
  }

  it("lists the school's students with e-mail, subjects and licence standing, and no one else", async () => {
    const s = await school();
    const physics = await buildSubject(t.db, s.id, { name: 'Physics', namePlaintext: 'Physics' });
    const gone = await buildSubject(t.db, s.id, { deletedOn: new Date() });
    await buildSubjectRole(t.db, physics, s.ada.principal, 'STUDENT');
    await buildSubjectRole(t.db, gone, s.ada.principal, 'STUDENT');
    const teacher = await buildSignedInMember(t.db, s.id, ['SUBJECT_INSTRUCTOR']);
    await buildSubjectRole(t.db, physics, teacher.principal, 'INSTRUCTOR');
    const other = await school();
    const res = await list(s.id, s.admin);
    expect(res.statusCode).toBe(200);
    const body = studentsOf(res);
    expect(body.students.map((st) => st.fullName)).toEqual([
      'Ada Lovelace',
      'Ben Okafor',
      'Cleo Park',
      'Dev Invited',
    ]);
    expect(body.total).toBe(4);
    expect(body.licences).toEqual({ used: 3, available: 2 });
    expect(body.students[0]).toEqual({
      principal: s.ada.principal,
      fullName: 'Ada Lovelace',
      email: s.ada.email,
      isPending: false,
      subjects: [{ id: physics.id, name: 'Physics' }],
      licence: { standing: 'licensed', joinedOn: '2025-03-01T00:00:00.000Z', releasedOn: null },
    });
    expect(body.students.map((st) => st.licence.standing)).toEqual([
      'licensed',
      'licensed',
      'unlicensed',
      'unlicensed',
    ]);
    expect(body.students[3]).toMatchObject({ isPending: true, licence: { joinedOn: null } });
    const everyone = body.students.map((st) => st.principal);
    expect(everyone).not.toContain(other.ada.principal);
    expect(everyone).not.toContain(teacher.principal);
    expect(res.body).not.toContain(other.ada.email);
  });

  it('pages, searches by name or e-mail in any case and filters by standing', async () => {
    const s = await school();
    const page = async (query: string) => studentsOf(await list(s.id, s.admin, query));
    const first = await page('?pageSize=2');
    const second = await page('?pageSize=2&page=2');
    expect(first.students.map((st) => st.fullName)).toEqual(['Ada Lovelace', 'Ben Okafor']);
    expect(second.students.map((st) => st.fullName)).toEqual(['Cleo Park', 'Dev Invited']);
    expect([first.total, second.total, second.page, second.pageSize]).toEqual([4, 4, 2, 2]);
    expect((await page('?pageSize=2&page=3')).students).toEqual([]);
    expect((await page('?q=PARK')).students.map((st) => st.fullName)).toEqual(['Cleo Park']);
    expect((await page(`?q=${encodeURIComponent(s.ben.email.toUpperCase())}`)).total).toBe(1);
    expect((await page('?q=%25')).total).toBe(0);
    const unlicensed = await page('?standing=unlicensed');
    expect(unlicensed.students.map((st) => st.fullName)).toEqual(['Cleo Park', 'Dev Invited']);
    expect(unlicensed.licences).toEqual({ used: 3, available: 2 });
  });

  it('releases a licence: the seat goes to the next student, Billing counts one fewer, the student stays', async () => {
    const s = await school();
    const physics = await buildSubject(t.db, s.id);
    await buildSubjectRole(t.db, physics, s.ada.principal, 'STUDENT');
    const before = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${s.id}/subscription`,
      headers: s.admin.headers,
    });
    expect(before.json<Billing>().licencesUsed).toBe(3);
    expect((await release(s.id, s.ada.principal, s.admin)).statusCode).toBe(204);
    const after = studentsOf(await list(s.id, s.admin));
    const ada = after.students.find((st) => st.principal === s.ada.principal)!;
    expect(ada.licence.standing).toBe('released');
    expect(ada.licence.releasedOn).toEqual(expect.any(String));
    expect(ada.subjects).toEqual([{ id: physics.id, name: physics.namePlaintext }]);
    expect(after.students.find((st) => st.principal === s.cleo.principal)!.licence.standing).toBe('licensed');
    expect(after.licences).toEqual({ used: 2, available: 2 });
    const billing = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${s.id}/subscription`,
      headers: s.admin.headers,
    });
    expect(billing.json<Billing>().licencesUsed).toBe(2);
    const [row] = await t.db
      .select()
      .from(institutionRoles)
      .where(and(eq(institutionRoles.institutionId, s.id), eq(institutionRoles.principal, s.ada.principal)));
    expect(row).toMatchObject({ roles: ['STUDENT'], licenceReleasedBy: s.admin.principal });
    // Again changes nothing, not even the date.
    expect((await release(s.id, s.ada.principal, s.admin)).statusCode).toBe(204);
    const again = studentsOf(await list(s.id, s.admin, '?standing=released'));
    expect(again.students.map((st) => st.licence.releasedOn)).toEqual([ada.licence.releasedOn]);
  });

  it('refuses to release what a student not yet joined does not hold, and 404s anyone not a student there', async () => {
    const s = await school();
    const other = await school();
    const res = await release(s.id, s.invited.principal, s.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toMatch(/not joined/);
    expect((await release(s.id, s.admin.principal, s.admin)).statusCode).toBe(404);
    expect((await release(s.id, other.ada.principal, s.admin)).statusCode).toBe(404);
    expect((await release(s.id, 'nobody-at-all', s.admin)).statusCode).toBe(404);
  });

  it('removes a student from the school and its subjects, keeping their account and other roles', async () => {
    const s = await school();
    const physics = await buildSubject(t.db, s.id);
    const elsewhere = await buildSubject(t.db, (await buildInstitution(t.db)).id);
    await buildSubjectRole(t.db, physics, s.ada.principal, 'STUDENT');
    await buildSubjectRole(t.db, elsewhere, s.ada.principal, 'STUDENT');
    expect((await remove(s.id, s.ada.principal, s.admin)).statusCode).toBe(204);
    const after = studentsOf(await list(s.id, s.admin));
    expect(after.students.map((st) => st.principal)).not.toContain(s.ada.principal);
    expect(after.licences.used).toBe(2);
    const left = await t.db.select().from(subjectRoles).where(eq(subjectRoles.principal, s.ada.principal));
    expect(left.map((r) => r.subjectId)).toEqual([elsewhere.id]);
    const roles = await t.db
      .select()
      .from(institutionRoles)
      .where(and(eq(institutionRoles.institutionId, s.id), eq(institutionRoles.principal, s.ada.principal)));
    expect(roles).toEqual([]);
    expect(await t.db.select().from(people).where(eq(people.principal, s.ada.principal))).toHaveLength(1);
    expect((await remove(s.id, s.ada.principal, s.admin)).statusCode).toBe(404);

    // Someone who teaches and studies there keeps teaching; an invited student's offer is withdrawn.
    await t.db
      .update(institutionRoles)
      .set({ roles: ['STUDENT', 'SUBJECT_INSTRUCTOR'] })
      .where(and(eq(institutionRoles.institutionId, s.id), eq(institutionRoles.principal, s.ben.principal)));
    expect((await remove(s.id, s.ben.principal, s.admin)).statusCode).toBe(204);
    expect((await remove(s.id, s.invited.principal, s.admin)).statusCode).toBe(204);
    const rest = await t.db.select().from(institutionRoles).where(eq(institutionRoles.institutionId, s.id));
    expect(rest.find((r) => r.principal === s.ben.principal)?.roles).toEqual(['SUBJECT_INSTRUCTOR']);
    expect(rest.find((r) => r.principal === s.invited.principal)).toBeUndefined();
    expect((await remove(s.id, s.admin.principal, s.admin)).statusCode).toBe(404);
  });

  it("refuses the school's teachers and students (403) and another school's admin (404)", async () => {
    const s = await school();
    const other = await school();
    const teacher = await buildSignedInMember(t.db, s.id, ['SUBJECT_CREATOR']);
    const student = await buildSignedInMember(t.db, s.id, ['STUDENT']);
    for (const who of [teacher, student]) {
      expect((await list(s.id, who)).statusCode).toBe(403);
      expect((await release(s.id, s.ada.principal, who)).statusCode).toBe(403);
      expect((await remove(s.id, s.ada.principal, who)).statusCode).toBe(403);
    }
    expect((await list(s.id, other.admin)).statusCode).toBe(404);
    expect((await release(s.id, s.ada.principal, other.admin)).statusCode).toBe(404);
    expect((await remove(s.id, s.ada.principal, other.admin)).statusCode).toBe(404);
    // Nothing was released or removed: the three who joined and the student signed in hold seats.
    const after = studentsOf(await list(s.id, s.admin));
    expect(after.licences.used).toBe(4);
    expect(after.students.find((st) => st.principal === s.ada.principal)?.licence.standing).toBe('licensed');
  });

  it('answers bad paging or filters with field problems', async () => {
    const s = await school();
    for (const [query, field] of [
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=501', 'pageSize'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?standing=owed', 'standing'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await list(s.id, s.admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json<ErrorBody>().problems?.map((p) => p.field),
        query,
      ).toContain(field);
    }
  });

  it('reads a page in the same number of statements for 4 students and for 60', async () => {
    const small = await school();
    const large = await school();
    const subject = await buildSubject(t.db, large.id);
    for (let n = 0; n < 56; n++) {
      const person = await buildPerson(t.db);
      await buildRole(t.db, large.id, person.principal, ['STUDENT']);
      await buildSubjectRole(t.db, subject, person.principal, 'STUDENT');
    }
    const counted = async (request: InjectOptions) => {
      const run = runCountingQueries(async () => await t.app.inject(request));
      const res = await run.result;
      return { status: res.statusCode, statements: run.counter.count };
    };
    for (const s of [small, large]) await list(s.id, s.admin);
    const a = await counted({
      method: 'GET',
      url: `/v3/institutions/${small.id}/students`,
      headers: small.admin.headers,
    });
    const b = await counted({
      method: 'GET',
      url: `/v3/institutions/${large.id}/students?pageSize=50&page=1`,
      headers: large.admin.headers,
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.statements).toBe(a.statements);
    expect(a.statements).toBeLessThanOrEqual(3);
  });
});
