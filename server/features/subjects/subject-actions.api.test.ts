import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubjectEvent } from '../../../common/subjects/contracts.ts';
import type { ErrorBody } from '../../../common/api/problems.ts';
import type { Subject, SubjectRole } from '../../../common/subjects/schema.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { subjectRoles, subjects } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSession,
  buildSignedInMember,
  buildSignedInPerson,
  buildSubject,
  buildSubjectRole,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerSubjectCopier } from './subject-copiers.service.ts';

type Who = { principal: string; headers: Record<string, string> };

describe.each(testEngines())('subject actions on %s', (engine) => {
  let t: TestApp;
  let school: number;
  const w = {} as Record<'teacher' | 'student' | 'admin' | 'colleague' | 'other' | 'staff', Who>;
  const seen: SubjectEvent[] = [];

  const person = (isInternalAdmin = false) => buildSignedInPerson(t.db, { isInternalAdmin });
  const member = (institutionId: number, roles: InstitutionRoleName[]) =>
    buildSignedInMember(t.db, institutionId, roles);
  /** A fresh subject taught by the teacher, with the student in it. */
  async function freshSubject(name = 'Year 9 Chemistry'): Promise<number> {
    const subject = await buildSubject(t.db, school, { name, code: 'CHEM-9' });
    await buildSubjectRole(t.db, subject, w.teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, w.student.principal, 'STUDENT');
    return subject.id;
  }
  const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, who?: Who, payload?: object) =>
    t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
  const stateOf = async (id: number) => (await t.db.select().from(subjects).where(eq(subjects.id, id)))[0]!;
  /** Waits for a matching subject event: on PostgreSQL it comes back through LISTEN a moment later. */
  const eventSeen = (match: Partial<SubjectEvent>) =>
    vi.waitFor(() => {
      const matches = (e: SubjectEvent) =>
        Object.entries(match).every(([key, value]) => e[key as keyof SubjectEvent] === value);
      if (!seen.some(matches))
        throw new Error(`no event like ${JSON.stringify(match)} in ${JSON.stringify(seen)}`);
    });
  /** Lets a job that failed once run its retry now instead of in two seconds. */
  const makeRetriesDue = () => t.db.execute(sql`update jobs set run_at = now() where state = 'queued'`);

  beforeAll(async () => {
    t = await createTestApp(engine);
    school = (await buildInstitution(t.db, { name: 'Alpha High', code: 'alpha-high' })).id;
    const otherSchool = (await buildInstitution(t.db)).id;
    w.teacher = await member(school, ['SUBJECT_CREATOR']);
    w.student = await member(school, ['STUDENT']);
    w.admin = await member(school, ['HEAD_OF_SCIENCE']);
    w.colleague = await member(school, ['SUBJECT_CREATOR']);
    w.other = await member(otherSchool, ['ADMIN']);
    w.staff = await person(true);
    t.events.subscribe('subject', (data) => seen.push(data as SubjectEvent));
  });
  beforeEach(async () => {
    await t.jobs.drain(); // whatever earlier tests left queued
    seen.length = 0;
  });
  afterAll(() => t.close());

  describe('authorization', () => {
    const actions: [string, 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['rename', 'PATCH', '', { name: 'Renamed' }],
      ['archive', 'POST', '/actions/archive'],
      ['unarchive', 'POST', '/actions/unarchive'],
      ['delete', 'DELETE', ''],
      ['restore', 'POST', '/actions/restore'],
      ['duplicate', 'POST', '/actions/duplicate'],
    ];
    it.each(actions)(
      '%s: instructors, admins and internal admins may; students 403; others 404',
      async (_, method, path, body) => {
        for (const who of ['teacher', 'admin', 'staff'] as const) {
          const id = await freshSubject();
          const res = await send(method, `/v3/subjects/${id}${path}`, w[who], body);
          expect([200, 202, 204], `${who}: ${res.body}`).toContain(res.statusCode);
        }
        const id = await freshSubject();
        expect((await send(method, `/v3/subjects/${id}${path}`, w.student, body)).statusCode).toBe(403);
        expect((await send(method, `/v3/subjects/${id}${path}`, w.colleague, body)).statusCode).toBe(404);
        expect((await send(method, `/v3/subjects/${id}${path}`, w.other, body)).statusCode).toBe(404);
        expect((await send(method, `/v3/subjects/${id}${path}`, undefined, body)).statusCode).toBe(401);
      },
    );
  });

  describe('PATCH /v3/subjects/{subjectId}', () => {
    it('renames and recodes, keeping namePlaintext free of markup, and announces it', async () => {
      const id = await freshSubject();
      const res = await send('PATCH', `/v3/subjects/${id}`, w.teacher, {
        name: ' <i>Chem</i> 9 ',
        code: 'global',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ subject: Subject }>().subject).toMatchObject({
        name: '<i>Chem</i> 9',
        namePlaintext: 'Chem 9',
        code: 'global',
        showSubjectCode: false,
        permissions: { update: true },
      });
      await eventSeen({ id, institutionId: school, state: 'ready', isArchived: false, deleted: false });
    });

    it('reports problems per field', async () => {
      const id = await freshSubject();
      const empty = await send('PATCH', `/v3/subjects/${id}`, w.teacher, { name: ' ' });
      expect(empty.json<ErrorBody>().problems).toEqual([{ field: 'name', message: 'is-not-present' }]);
      const nothing = await send('PATCH', `/v3/subjects/${id}`, w.teacher, {});
      expect(nothing.json<ErrorBody>().problems).toEqual([{ field: 'name', message: 'is-not-present' }]);
    });
  });

  describe('archive and unarchive', () => {
    it('moves the subject from the list to the archive page and back, announcing each change', async () => {
      const id = await freshSubject();
      const archived = await send('POST', `/v3/subjects/${id}/actions/archive`, w.teacher);
      expect(archived.json<{ subject: Subject }>().subject).toMatchObject({ id, isArchived: true });
      await eventSeen({ id, isArchived: true, deleted: false });
      seen.length = 0;
      const list = await send('GET', `/v3/subjects?institutionId=${school}`, w.student);
      expect(list.json<{ subjects: Subject[] }>().subjects.map((s) => s.id)).not.toContain(id);
      expect((await send('GET', `/v3/institutions/${school}/anyArchivedAubjects`, w.student)).body).toBe(
        'true',
      );

      const back = await send('POST', `/v3/subjects/${id}/actions/unarchive`, w.teacher);
      expect(back.json<{ subject: Subject }>().subject).toMatchObject({ id, isArchived: false });
      expect((await stateOf(id)).archivedOn).toBeNull();
      await eventSeen({ id, isArchived: false });
    });
  });

  describe('delete and restore', () => {
    it('soft-deletes (204), hides the subject, and restores it with everything it had', async () => {
      const id = await freshSubject();
      const res = await send('DELETE', `/v3/subjects/${id}`, w.teacher);
      expect(res.statusCode).toBe(204);
      expect((await stateOf(id)).deletedOn).not.toBeNull();
      await eventSeen({ id, deleted: true });
      seen.length = 0;
      expect((await send('GET', `/v3/subjects/${id}`, w.teacher)).statusCode).toBe(404);
      expect((await send('DELETE', `/v3/subjects/${id}`, w.teacher)).statusCode).toBe(404);
      expect((await send('POST', `/v3/subjects/${id}/actions/archive`, w.teacher)).statusCode).toBe(404);

      const restored = await send('POST', `/v3/subjects/${id}/actions/restore`, w.teacher);
      expect(restored.statusCode).toBe(200);
      expect(restored.json<{ subject: Subject }>().subject).toMatchObject({ id, deletedOn: null });
      await eventSeen({ id, deleted: false });
      const list = await send('GET', `/v3/subjects?institutionId=${school}`, w.student);
      expect(list.json<{ subjects: Subject[] }>().subjects.map((s) => s.id)).toContain(id);
    });

    it('cannot restore a subject deleted more than 30 days ago', async () => {
      const id = await freshSubject();
      await send('DELETE', `/v3/subjects/${id}`, w.teacher);
      await t.db
        .update(subjects)
        .set({ deletedOn: new Date(Date.now() - 31 * 86_400_000) })
        .where(eq(subjects.id, id));
      expect((await send('POST', `/v3/subjects/${id}/actions/restore`, w.teacher)).statusCode).toBe(404);
      const roles = await send('GET', '/v3/users/me/subjectRoles?includeDeleted=true', w.teacher);
      expect(
        roles.json<{ subjectRoles: SubjectRole[] }>().subjectRoles.map((r) => r.subjectId),
      ).not.toContain(id);
    });

    it('still restores on day 29', async () => {
      const id = await freshSubject();
      await t.db
        .update(subjects)
        .set({ deletedOn: new Date(Date.now() - 29 * 86_400_000) })
        .where(eq(subjects.id, id));
      expect((await send('POST', `/v3/subjects/${id}/actions/restore`, w.teacher)).statusCode).toBe(200);
    });

    it('answers a subject that is not deleted as it is', async () => {
      const id = await freshSubject();
      const res = await send('POST', `/v3/subjects/${id}/actions/restore`, w.teacher);
      expect(res.json<{ subject: Subject }>().subject).toMatchObject({ id, deletedOn: null });
    });
  });

  describe('duplication', () => {
    it('answers 202 with the copy duplicating, then a job makes it ready and announces it', async () => {
      const source = await freshSubject('Year 10 Physics');
      const res = await send('POST', `/v3/subjects/${source}/actions/duplicate`, w.teacher);
      expect(res.statusCode).toBe(202);
      const copy = res.json<{ subject: Subject }>().subject;
      expect(copy).toMatchObject({
        name: 'Year 10 Physics (copy)',
        code: '',
        state: 'duplicating',
        permissions: { update: true },
      });
      await eventSeen({ id: copy.id, state: 'duplicating' });
      expect((await stateOf(copy.id)).duplicatedFromSubjectId).toBe(source);

      expect(await t.jobs.drain()).toBe(1);
      expect((await stateOf(copy.id)).state).toBe('ready');
      await eventSeen({ id: copy.id, state: 'ready' });
      const list = await send('GET', `/v3/subjects?institutionId=${school}`, w.teacher);
      expect(list.json<{ subjects: Subject[] }>().subjects.find((s) => s.id === copy.id)?.state).toBe(
        'ready',
      );
      // The requester teaches the copy; the source's students are not copied into it.
      const members = await t.db.select().from(subjectRoles).where(eq(subjectRoles.subjectId, copy.id));
      expect(members.map((m) => [m.principal, m.role])).toEqual([[w.teacher.principal, 'INSTRUCTOR']]);
    });

    it('names the copy and gives it a code when the teacher chooses them', async () => {
      const source = await freshSubject('Year 10 Physics');
      const res = await send('POST', `/v3/subjects/${source}/actions/duplicate`, w.teacher, {
        name: '  Year 10 Physics 2027 ',
        code: '10PHY-27',
      });
      expect(res.statusCode).toBe(202);
      const copy = res.json<{ subject: Subject }>().subject;
      expect(copy).toMatchObject({ name: 'Year 10 Physics 2027', code: '10PHY-27', state: 'duplicating' });
      // The job that fills the copy in keeps the name and code chosen.
      await t.jobs.drain();
      const ready = await send('GET', `/v3/subjects/${copy.id}`, w.teacher);
      expect(ready.json<{ subject: Subject }>().subject).toMatchObject({
        name: 'Year 10 Physics 2027',
        code: '10PHY-27',
        state: 'ready',
      });
    });

    it('refuses an empty name or a code over the limit, on their fields, and makes no copy', async () => {
      const source = await freshSubject('Year 10 Physics');
      const before = await send('GET', `/v3/subjects?institutionId=${school}`, w.teacher);
      const res = await send('POST', `/v3/subjects/${source}/actions/duplicate`, w.teacher, {
        name: '   ',
        code: 'X'.repeat(200),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ problems: { field: string; message: string }[] }>().problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'name', message: 'is-not-present' }),
          expect.objectContaining({ field: 'code', message: 'above-max-length' }),
        ]),
      );
      const after = await send('GET', `/v3/subjects?institutionId=${school}`, w.teacher);
      expect(after.json<{ subjects: Subject[] }>().subjects).toHaveLength(
        before.json<{ subjects: Subject[] }>().subjects.length,
      );
    });

    it('runs every registered copier part inside the job', async () => {
      const parts: string[] = [];
      const unregister = registerSubjectCopier(
        'test-part',
        async (_tx, ids) => void parts.push(`${ids.sourceId}->${ids.copyId}`),
      );
      try {
        const source = await freshSubject();
        const copy = (await send('POST', `/v3/subjects/${source}/actions/duplicate`, w.teacher)).json<{
          subject: Subject;
        }>().subject;
        await t.jobs.drain();
        expect(parts).toEqual([`${source}->${copy.id}`]);
      } finally {
        unregister();
      }
    });

    it('refuses to delete a subject while a copy of it is being made, and deletes it once the copy is ready', async () => {
      const source = await freshSubject();
      const copy = (await send('POST', `/v3/subjects/${source}/actions/duplicate`, w.teacher)).json<{
        subject: Subject;
      }>().subject;
      const refused = await send('DELETE', `/v3/subjects/${source}`, w.teacher);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'invalid-action',
        message: 'A copy of this subject is being made; it can be deleted once the copy is ready',
      });
      expect((await stateOf(source)).deletedOn).toBeNull();
      await t.jobs.drain();
      expect((await stateOf(copy.id)).state).toBe('ready');
      expect((await send('DELETE', `/v3/subjects/${source}`, w.teacher)).statusCode).toBe(204);
    });

    it('marks the copy duplicating_failed when its source is gone before the job runs, and the copy can be deleted', async () => {
      const source = await freshSubject();
      const copy = (await send('POST', `/v3/subjects/${source}/actions/duplicate`, w.teacher)).json<{
        subject: Subject;
      }>().subject;
      // As when the source was deleted in the moment before the copy was recorded.
      await t.db.update(subjects).set({ deletedOn: new Date() }).where(eq(subjects.id, source));
      await t.jobs.drain();
      expect((await stateOf(copy.id)).state).toBe('duplicating'); // one retry is left
      await makeRetriesDue();
      await t.jobs.drain();
      expect((await stateOf(copy.id)).state).toBe('duplicating_failed');
      await eventSeen({ id: copy.id, state: 'duplicating_failed' });

      expect((await send('POST', `/v3/subjects/${copy.id}/actions/archive`, w.teacher)).statusCode).toBe(409);
      expect((await send('DELETE', `/v3/subjects/${copy.id}`, w.teacher)).statusCode).toBe(204);
    });

    it('rolls back every part when a later one fails', async () => {
      const source = await freshSubject('Rollback');
      const unregister = registerSubjectCopier('half-then-fail', async (tx, ids) => {
        await tx.update(subjects).set({ code: 'HALF-DONE' }).where(eq(subjects.id, ids.copyId));
        throw new Error('this part cannot be copied');
      });
      try {
        const copy = (await send('POST', `/v3/subjects/${source}/actions/duplicate`, w.teacher)).json<{
          subject: Subject;
        }>().subject;
        await t.jobs.drain();
        await makeRetriesDue();
        await t.jobs.drain();
        const row = await stateOf(copy.id);
        expect([row.state, row.code]).toEqual(['duplicating_failed', '']);
      } finally {
        unregister();
      }
    });

    it('does nothing to a copy deleted while it waited', async () => {
      const source = await freshSubject();
      const copy = (await send('POST', `/v3/subjects/${source}/actions/duplicate`, w.teacher)).json<{
        subject: Subject;
      }>().subject;
      await send('DELETE', `/v3/subjects/${copy.id}`, w.teacher);
      await t.jobs.drain();
      const row = await stateOf(copy.id);
      expect([row.state, row.deletedOn !== null]).toEqual(['duplicating', true]);
    });

    it('holds the copy job back for DUPLICATE_JOB_DELAY_MS', async () => {
      const held = await createTestApp(engine, { DUPLICATE_JOB_DELAY_MS: 60_000 });
      try {
        const id = (await buildInstitution(held.db)).id;
        const p = await buildPerson(held.db);
        await buildRole(held.db, id, p.principal, ['SUBJECT_CREATOR']);
        const { headers } = await buildSession(held.db, p.principal);
        const created = await held.app.inject({
          method: 'POST',
          url: '/v3/subjects',
          headers,
          payload: { name: 'Held', institutionId: id },
        });
        const source = created.json<{ subject: Subject }>().subject.id;
        const res = await held.app.inject({
          method: 'POST',
          url: `/v3/subjects/${source}/actions/duplicate`,
          headers,
        });
        expect(res.statusCode).toBe(202);
        expect(await held.jobs.drain()).toBe(0);
        await held.db.execute(sql`update jobs set run_at = now()`);
        expect(await held.jobs.drain()).toBe(1);
      } finally {
        await held.close();
      }
    });

    it('refuses to duplicate a subject that is itself still duplicating', async () => {
      const source = await freshSubject();
      const copy = (await send('POST', `/v3/subjects/${source}/actions/duplicate`, w.teacher)).json<{
        subject: Subject;
      }>().subject;
      const again = await send('POST', `/v3/subjects/${copy.id}/actions/duplicate`, w.teacher);
      expect(again.statusCode).toBe(409);
      await t.jobs.drain();
    });
  });
});
