import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/api/problems.ts';
import type {
  Subject,
  SubjectDetails,
  SubjectRole,
  SubjectRoleName,
} from '../../../common/subjects/schema.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildRole,
  buildSignedInMember,
  buildSignedInPerson,
  buildSubject,
  buildSubjectRole,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Who = { principal: string; headers: Record<string, string> };

describe.each(testEngines())('subjects API on %s', (engine) => {
  let t: TestApp;
  let schoolA: number;
  let schoolB: number;
  let expired: number;
  const w = {} as Record<
    'teacher' | 'student' | 'admin' | 'colleague' | 'creatorB' | 'staff' | 'outsider' | 'pending',
    Who
  >;

  const person = (isInternalAdmin = false) => buildSignedInPerson(t.db, { isInternalAdmin });
  const member = (institutionId: number, roles: InstitutionRoleName[]) =>
    buildSignedInMember(t.db, institutionId, roles);
  async function subjectAt(
    institutionId: number,
    name: string,
    members: [Who, SubjectRoleName][],
    overrides: Parameters<typeof buildSubject>[2] = {},
  ): Promise<number> {
    const subject = await buildSubject(t.db, institutionId, { name, code: '', ...overrides });
    for (const [who, role] of members) await buildSubjectRole(t.db, subject, who.principal, role);
    return subject.id;
  }
  const get = (url: string, who?: Who) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
  const post = (url: string, who: Who | undefined, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });

  let seven: number;
  let archived: number;
  let leftBehind: number;
  let deleted: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    schoolA = (await buildInstitution(t.db, { name: 'Alpha High', code: 'alpha-high' })).id;
    schoolB = (await buildInstitution(t.db, { name: 'Beta College' })).id;
    expired = (await buildInstitution(t.db, { expiresOn: new Date('2020-01-01') })).id;
    w.teacher = await member(schoolA, ['SUBJECT_CREATOR']);
    w.student = await member(schoolA, ['STUDENT']);
    w.admin = await member(schoolA, ['ADMIN']);
    w.colleague = await member(schoolA, ['SUBJECT_INSTRUCTOR']);
    w.creatorB = await member(schoolB, ['SUBJECT_CREATOR']);
    w.staff = await person(true);
    w.outsider = await person();
    w.pending = await person();
    await buildRole(t.db, schoolA, w.pending.principal, [], {
      isPending: true,
      pendingMemberships: [{ role: 'SUBJECT_CREATOR' }],
    });
    await buildRole(t.db, expired, w.teacher.principal, ['SUBJECT_CREATOR']);
    seven = await subjectAt(
      schoolA,
      'Year 7 Science',
      [
        [w.teacher, 'INSTRUCTOR'],
        [w.student, 'STUDENT'],
      ],
      {
        code: 'SCI-7',
      },
    );
    archived = await subjectAt(
      schoolA,
      'Old Science',
      [
        [w.teacher, 'INSTRUCTOR'],
        [w.student, 'STUDENT'],
      ],
      {
        isArchived: true,
      },
    );
    leftBehind = await subjectAt(schoolA, 'Left Behind', [[w.student, 'ARCHIVED_STUDENT']]);
    deleted = await subjectAt(schoolA, 'Deleted', [[w.teacher, 'INSTRUCTOR']], { deletedOn: new Date() });
  });
  afterAll(() => t.close());

  describe('GET /v3/subjects', () => {
    it('lists the current subjects where the viewer teaches or studies, with the update permission', async () => {
      const res = await get(`/v3/subjects?institutionId=${schoolA}&permissions=true`, w.teacher);
      expect(res.statusCode).toBe(200);
      const list = res.json<{ subjects: Subject[] }>().subjects;
      expect(list.map((s) => s.id)).toEqual([seven]);
      expect(list[0]).toMatchObject({
        id: seven,
        institutionId: schoolA,
        name: 'Year 7 Science',
        namePlaintext: 'Year 7 Science',
        code: 'SCI-7',
        endpoint: 'app',
        isArchived: false,
        state: 'ready',
        subjectUrl: `/app/alpha-high-${schoolA}/sci-7-${seven}`,
        showSubjectCode: true,
        deletedOn: null,
        permissions: { update: true },
      });
    });

    it('gives a student the subject without update, and leaves archived subjects for the archive page', async () => {
      const res = await get(`/v3/subjects?institutionId=${schoolA}&permissions=true`, w.student);
      const list = res.json<{ subjects: Subject[] }>().subjects;
      expect(list.map((s) => [s.id, s.permissions])).toEqual([[seven, { update: false }]]);
    });

    it('leaves permissions out unless asked', async () => {
      const res = await get(`/v3/subjects?institutionId=${schoolA}`, w.teacher);
      expect(res.json<{ subjects: Subject[] }>().subjects[0]).not.toHaveProperty('permissions');
    });

    it("answers an institution's member who has no subjects with an empty list", async () => {
      const res = await get(`/v3/subjects?institutionId=${schoolA}`, w.admin);
      expect(res.json()).toEqual({ subjects: [] });
    });

    it('answers 404 to non-members and 401 without a session', async () => {
      expect((await get(`/v3/subjects?institutionId=${schoolA}`, w.creatorB)).statusCode).toBe(404);
      expect((await get(`/v3/subjects?institutionId=${schoolA}`, w.outsider)).statusCode).toBe(404);
      expect((await get(`/v3/subjects?institutionId=${schoolA}`)).statusCode).toBe(401);
    });

    it('reports a missing or malformed institutionId as a problem on the field', async () => {
      const res = await get('/v3/subjects?institutionId=abc', w.teacher);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().problems).toEqual([
        { field: 'institutionId', message: 'is-not-a-number' },
      ]);
      const missing = await get('/v3/subjects', w.teacher);
      expect(missing.json<ErrorBody>().problems).toEqual([
        { field: 'institutionId', message: 'is-not-present' },
      ]);
    });
  });

  describe('GET /v3/subjects/{subjectId}', () => {
    it('answers the subject with its instructors, student count and institution', async () => {
      const res = await get(`/v3/subjects/${seven}?permissions=true`, w.student);
      expect(res.statusCode).toBe(200);
      const subject = res.json<{ subject: SubjectDetails }>().subject;
      expect(subject).toMatchObject({
        id: seven,
        studentCount: 1,
        institutionName: 'Alpha High',
        institutionCode: 'alpha-high',
        permissions: { update: false },
      });
      expect(subject.instructors.map((i) => i.principal)).toEqual([w.teacher.principal]);
    });

    it("is visible to the institution's admins and internal admins, with update", async () => {
      for (const who of [w.admin, w.staff]) {
        const res = await get(`/v3/subjects/${seven}?permissions=true`, who);
        expect(res.statusCode).toBe(200);
        expect(res.json<{ subject: Subject }>().subject.permissions).toEqual({ update: true });
      }
    });

    it('shows archived subjects and ARCHIVED_STUDENT subjects to their members', async () => {
      expect((await get(`/v3/subjects/${archived}`, w.student)).statusCode).toBe(200);
      expect((await get(`/v3/subjects/${leftBehind}`, w.student)).statusCode).toBe(200);
    });

    it('answers 404 to colleagues who are not in it, other schools, outsiders, and for deleted subjects', async () => {
      for (const who of [w.colleague, w.creatorB, w.outsider, w.pending])
        expect((await get(`/v3/subjects/${seven}`, who)).statusCode).toBe(404);
      expect((await get(`/v3/subjects/${deleted}`, w.teacher)).statusCode).toBe(404);
      expect((await get(`/v3/subjects/999999`, w.staff)).statusCode).toBe(404);
      expect((await get(`/v3/subjects/${seven}`)).statusCode).toBe(401);
    });
  });

  describe('POST /v3/subjects/batch/get', () => {
    it('answers the subjects asked for, in order', async () => {
      const res = await post('/v3/subjects/batch/get', w.student, {
        ids: [archived, seven],
        permissions: true,
      });
      expect(res.statusCode).toBe(200);
      const ids = res.json<{ getResponses: { subject: Subject }[] }>().getResponses.map((r) => r.subject.id);
      expect(ids).toEqual([archived, seven]);
    });

    it('fails on a subject the viewer may not read unless ignoreMissing', async () => {
      const res = await post('/v3/subjects/batch/get', w.colleague, { ids: [seven] });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().message).toBe('Subject was missing from batch get response');
      const ignoring = await post('/v3/subjects/batch/get', w.student, {
        ids: [seven, deleted],
        ignoreMissing: true,
      });
      expect(
        ignoring.json<{ getResponses: { subject: Subject }[] }>().getResponses.map((r) => r.subject.id),
      ).toEqual([seven]);
    });

    it('answers each subject as GET /v3/subjects/{id} does with details, and only the subject without', async () => {
      const one = (await get(`/v3/subjects/${seven}`, w.teacher)).json<{ subject: SubjectDetails }>().subject;
      const res = await post('/v3/subjects/batch/get', w.teacher, { ids: [seven], details: true });
      expect(res.json<{ getResponses: { subject: SubjectDetails }[] }>().getResponses).toEqual([
        { subject: one },
      ]);
      const plain = await post('/v3/subjects/batch/get', w.teacher, { ids: [seven] });
      const [{ subject }] = plain.json<{ getResponses: { subject: Record<string, unknown> }[] }>()
        .getResponses as [{ subject: Record<string, unknown> }];
      expect(subject).not.toHaveProperty('instructors');
      expect(subject).not.toHaveProperty('studentCount');
    });

    it('needs ids', async () => {
      const res = await post('/v3/subjects/batch/get', w.student, {});
      expect(res.json<ErrorBody>().problems).toEqual([{ field: 'ids', message: 'is-not-present' }]);
    });
  });

  describe('GET /v3/users/{principal}/subjectRoles', () => {
    const roles = async (who: Who, query = '', principal = 'me') => {
      const res = await get(`/v3/users/${principal}/subjectRoles${query}`, who);
      expect(res.statusCode).toBe(200);
      return res.json<{ subjectRoles: SubjectRole[] }>().subjectRoles.map((r) => [r.subjectId, r.role]);
    };

    it('answers current subject roles by default', async () => {
      expect(await roles(w.student)).toEqual([[seven, 'STUDENT']]);
    });

    it('adds archived subjects and ARCHIVED_STUDENT roles with includeArchived', async () => {
      expect(await roles(w.student, '?includeArchived=true')).toEqual([
        [leftBehind, 'ARCHIVED_STUDENT'],
        [archived, 'STUDENT'],
        [seven, 'STUDENT'],
      ]);
    });

    it('adds deleted subjects that can still be restored with includeDeleted', async () => {
      expect(await roles(w.teacher, '?includeDeleted=true')).toEqual([
        [deleted, 'INSTRUCTOR'],
        [seven, 'INSTRUCTOR'],
      ]);
    });

    it('filters by institution and carries the update permission', async () => {
      expect(await roles(w.teacher, `?institutionId=${schoolB}`)).toEqual([]);
      const res = await get(`/v3/users/me/subjectRoles?institutionId=${schoolA}`, w.teacher);
      expect(res.json<{ subjectRoles: SubjectRole[] }>().subjectRoles[0]!.subject.permissions).toEqual({
        update: true,
      });
    });

    it("lets internal admins read anyone's, and nobody else", async () => {
      expect(await roles(w.staff, '', w.student.principal)).toEqual([[seven, 'STUDENT']]);
      expect((await get(`/v3/users/${w.student.principal}/subjectRoles`, w.teacher)).statusCode).toBe(404);
      expect((await get(`/v3/users/me/subjectRoles`)).statusCode).toBe(401);
    });
  });

  describe('GET /v3/institutions/{institutionId}/anyArchivedAubjects', () => {
    it.each(['anyArchivedAubjects', 'anyArchivedSubjects'])('answers a JSON boolean at %s', async (path) => {
      const yes = await get(`/v3/institutions/${schoolA}/${path}`, w.student);
      expect(yes.statusCode).toBe(200);
      expect(yes.headers['content-type']).toMatch(/application\/json/);
      expect(yes.body).toBe('true');
      const no = await get(`/v3/institutions/${schoolA}/${path}`, w.admin);
      expect(no.body).toBe('false');
      expect((await get(`/v3/institutions/${schoolA}/${path}`, w.outsider)).statusCode).toBe(404);
      expect((await get(`/v3/institutions/${schoolA}/${path}`)).statusCode).toBe(401);
    });

    it('counts a teacher with an archived subject and ignores deleted ones', async () => {
      expect((await get(`/v3/institutions/${schoolA}/anyArchivedAubjects`, w.teacher)).body).toBe('true');
      const school = (await buildInstitution(t.db)).id;
      const who = await member(school, ['SUBJECT_CREATOR']);
      await subjectAt(school, 'Gone', [[who, 'INSTRUCTOR']], { isArchived: true, deletedOn: new Date() });
      expect((await get(`/v3/institutions/${school}/anyArchivedAubjects`, who)).body).toBe('false');
    });
  });

  describe('POST /v3/subjects', () => {
    it('creates the subject with its creator as instructor, trimmed, and answers 201 with permissions', async () => {
      const res = await post('/v3/subjects', w.teacher, {
        name: '  Year 8 Physics ',
        institutionId: schoolA,
      });
      expect(res.statusCode).toBe(201);
      const { subject } = res.json<{ subject: Subject }>();
      expect(subject).toMatchObject({
        name: 'Year 8 Physics',
        namePlaintext: 'Year 8 Physics',
        code: '',
        showSubjectCode: false,
        state: 'ready',
        permissions: { update: true },
      });
      const list = await get(`/v3/subjects?institutionId=${schoolA}`, w.teacher);
      expect(list.json<{ subjects: Subject[] }>().subjects.map((s) => s.id)).toContain(subject.id);
    });

    it('keeps markup out of namePlaintext', async () => {
      const res = await post('/v3/subjects', w.teacher, {
        name: 'Chem <img src=x onerror=alert(1)><b>lab</b>',
        institutionId: schoolA,
        code: 'CH-1',
      });
      expect(res.json<{ subject: Subject }>().subject).toMatchObject({
        namePlaintext: 'Chem lab',
        code: 'CH-1',
      });
    });

    it.each([
      [
        { institutionId: 0 },
        [
          { field: 'name', message: 'is-not-present' },
          { field: 'institutionId', message: 'is-invalid' },
        ],
      ],
      [{ name: '   ' }, [{ field: 'name', message: 'is-not-present' }]],
      [{ name: '<p> </p>' }, [{ field: 'name', message: 'is-not-present' }]],
      [{ name: 'x'.repeat(201) }, [{ field: 'name', message: 'above-max-length' }]],
      [{ name: 'ok', code: 'c'.repeat(61) }, [{ field: 'code', message: 'above-max-length' }]],
    ])('reports problems per field for %j', async (body, problems) => {
      const res = await post('/v3/subjects', w.teacher, { institutionId: schoolA, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation-failed', problems });
    });

    it('accepts a name of exactly 200 characters', async () => {
      const res = await post('/v3/subjects', w.teacher, { name: 'x'.repeat(200), institutionId: schoolA });
      expect(res.statusCode).toBe(201);
    });

    it('lets admins and internal admins create; members without create_subject get 403, others 404', async () => {
      expect((await post('/v3/subjects', w.admin, { name: 'A', institutionId: schoolA })).statusCode).toBe(
        201,
      );
      expect((await post('/v3/subjects', w.staff, { name: 'S', institutionId: schoolA })).statusCode).toBe(
        201,
      );
      expect((await post('/v3/subjects', w.student, { name: 'S', institutionId: schoolA })).statusCode).toBe(
        403,
      );
      expect(
        (await post('/v3/subjects', w.colleague, { name: 'C', institutionId: schoolA })).statusCode,
      ).toBe(403);
      expect((await post('/v3/subjects', w.pending, { name: 'P', institutionId: schoolA })).statusCode).toBe(
        403,
      );
      expect((await post('/v3/subjects', w.creatorB, { name: 'B', institutionId: schoolA })).statusCode).toBe(
        404,
      );
      expect((await post('/v3/subjects', w.outsider, { name: 'O', institutionId: schoolA })).statusCode).toBe(
        404,
      );
      expect((await post('/v3/subjects', undefined, { name: 'O', institutionId: schoolA })).statusCode).toBe(
        401,
      );
    });

    it('refuses new subjects at an expired institution', async () => {
      const res = await post('/v3/subjects', w.teacher, { name: 'Late', institutionId: expired });
      expect(res.statusCode).toBe(403);
    });
  });
});
