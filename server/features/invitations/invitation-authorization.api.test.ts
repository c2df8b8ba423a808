import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionRoles, roleInvitations, subjectRoles } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  buildInvitation,
  buildInvitationWorld,
  changeInvitation,
  type InvitationWorld,
} from './invitation-test-world.fixtures.ts';

/** Everyone each call is tried as: the subject's people, the school's, another school's, ours. */
const ACTORS = [
  'signedOut',
  'student',
  'teacher',
  'otherTeacher',
  'admin',
  'otherSchool',
  'internalAdmin',
] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

/** The subject's managers: its teacher, the school's admins and internal admins. */
const SUBJECT_MANAGERS: Expected = {
  signedOut: 401,
  student: 403,
  teacher: 200,
  otherTeacher: 404,
  admin: 200,
  otherSchool: 404,
  internalAdmin: 200,
};
/** The school's admins and internal admins; its other members are refused, outsiders not told. */
const SCHOOL_ADMINS: Expected = { ...SUBJECT_MANAGERS, teacher: 403, otherTeacher: 403 };
/** The school's teachers (scoped to their subjects unless admin) and internal admins. */
const SCHOOL_TEACHERS: Expected = { ...SUBJECT_MANAGERS, otherTeacher: 200 };

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: (w: InvitationWorld, code: Codes) => string;
  body?: (w: InvitationWorld, code: Codes) => Record<string, unknown>;
  expected: Expected;
}
interface Codes {
  classCode: string;
  staffCode: string;
}

describe.each(testEngines())('invitation authorization on %s', (engine) => {
  let t: TestApp;
  let w: InvitationWorld;
  let codes: Codes;

  beforeAll(async () => {
    t = await createTestApp(engine, { INVITATION_EMAIL_LIMIT_PER_HOUR: 1000 });
    w = await buildInvitationWorld(t.db);
    const classCode = await buildInvitation(t.db, {
      institutionId: w.schoolId,
      subjectId: w.subjectId,
      studentMobId: w.subjectId,
      isMultiUse: true,
    });
    const staffCode = await buildInvitation(t.db, {
      institutionId: w.schoolId,
      creatorInstitutionId: w.schoolId,
    });
    codes = { classCode: classCode.code, staffCode: staffCode.code };
  });
  afterAll(() => t.close());

  const headersOf = (actor: ActorName): Record<string, string> =>
    actor === 'signedOut'
      ? {}
      : {
          student: w.student,
          teacher: w.teacher,
          otherTeacher: w.otherTeacher,
          admin: w.admin,
          otherSchool: w.otherSchoolTeacher,
          internalAdmin: w.internalAdmin,
        }[actor].headers;

  /** Puts back what an allowed call changed: the codes on, only the original members. */
  async function reset() {
    await t.db
      .delete(subjectRoles)
      .where(
        and(
          eq(subjectRoles.subjectId, w.subjectId),
          ne(subjectRoles.principal, w.teacher.principal),
          ne(subjectRoles.principal, w.student.principal),
        ),
      );
    // Joining with the class code made outsiders students of the school: undo that too.
    await t.db
      .delete(institutionRoles)
      .where(
        and(
          eq(institutionRoles.institutionId, w.schoolId),
          inArray(institutionRoles.principal, [w.otherSchoolTeacher.principal, w.internalAdmin.principal]),
        ),
      );
    await t.db
      .update(roleInvitations)
      .set({ isActive: false })
      .where(and(eq(roleInvitations.studentMobId, w.subjectId), ne(roleInvitations.code, codes.classCode)));
    await changeInvitation(t.db, codes.classCode, { isActive: true });
    await changeInvitation(t.db, codes.staffCode, { isActive: true });
    await t.db
      .delete(roleInvitations)
      .where(inArray(roleInvitations.emailAddress, ['new.student@example.test']));
  }

  const CASES: Case[] = [
    {
      name: 'GET /v3/roleInvitations/{code}',
      method: 'GET',
      url: (_, c) => `/v3/roleInvitations/${c.classCode}`,
      expected: {
        signedOut: 200,
        student: 200,
        teacher: 200,
        otherTeacher: 200,
        admin: 200,
        otherSchool: 200,
        internalAdmin: 200,
      },
    },
    {
      name: 'POST /v3/roleInvitations/{code}/actions/accept (members get is-excluded)',
      method: 'POST',
      url: (_, c) => `/v3/roleInvitations/${c.classCode}/actions/accept`,
      body: (_, c) => ({ code: c.classCode }),
      expected: {
        signedOut: 401,
        student: 400,
        teacher: 400,
        otherTeacher: 200,
        admin: 200,
        otherSchool: 200,
        internalAdmin: 200,
      },
    },
    {
      name: 'POST /v3/roleInvitations/actions/ensureMultiUse',
      method: 'POST',
      url: () => '/v3/roleInvitations/actions/ensureMultiUse',
      body: (world) => ({ subjectId: world.subjectId }),
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'POST /v3/roleInvitations/actions/regenerateMultiUse',
      method: 'POST',
      url: () => '/v3/roleInvitations/actions/regenerateMultiUse',
      body: (world) => ({ subjectId: world.subjectId }),
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'DELETE /v3/roleInvitations/{code} (a class code)',
      method: 'DELETE',
      url: (_, c) => `/v3/roleInvitations/${c.classCode}`,
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'POST /v3/roleInvitations/{code}/actions/activate',
      method: 'POST',
      url: (_, c) => `/v3/roleInvitations/${c.classCode}/actions/activate`,
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'DELETE /v3/roleInvitations/{code} (a creator invitation)',
      method: 'DELETE',
      url: (_, c) => `/v3/roleInvitations/${c.staffCode}`,
      expected: SCHOOL_ADMINS,
    },
    {
      name: 'GET /v3/subjects/{subjectId}/roleInvitations',
      method: 'GET',
      url: (world) => `/v3/subjects/${world.subjectId}/roleInvitations`,
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'GET /v3/roleInvitations?subjectId',
      method: 'GET',
      url: (world) => `/v3/roleInvitations?role=student&subjectId=${world.subjectId}`,
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'GET /v3/roleInvitations?institutionId',
      method: 'GET',
      url: (world) => `/v3/roleInvitations?role=creator&institutionId=${world.schoolId}`,
      expected: SCHOOL_ADMINS,
    },
    {
      name: 'GET /v3/institutions/{institutionId}/staffInvitations',
      method: 'GET',
      url: (world) => `/v3/institutions/${world.schoolId}/staffInvitations`,
      expected: SCHOOL_ADMINS,
    },
    {
      name: 'GET /v3/institutions/{institutionId}/byEmail/{emailAddress}',
      method: 'GET',
      url: (world) => `/v3/institutions/${world.schoolId}/byEmail/someone%40example.test`,
      expected: SCHOOL_TEACHERS,
    },
    {
      name: 'POST /v3/institutions/{institutionId}/roleInvitations/byEmail',
      method: 'POST',
      url: (world) => `/v3/institutions/${world.schoolId}/roleInvitations/byEmail`,
      body: () => ({ emailAddress: 'someone@example.test' }),
      expected: SCHOOL_TEACHERS,
    },
    {
      name: 'POST /v3/roleInvitations/actions/magicEnsureUser (students of the subject)',
      method: 'POST',
      url: () => '/v3/roleInvitations/actions/magicEnsureUser',
      body: (world) => ({
        emailAddresses: ['new.student@example.test'],
        role: 'student',
        subjectId: world.subjectId,
        institutionId: world.schoolId,
      }),
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'POST /v3/roleInvitations/actions/magicEnsureUser (a subject creator)',
      method: 'POST',
      url: () => '/v3/roleInvitations/actions/magicEnsureUser',
      body: (world) => ({ text: 'new.student@example.test', role: 'creator', institutionId: world.schoolId }),
      expected: SCHOOL_ADMINS,
    },
    {
      name: 'POST /v3/institutions/{institutionId}/roleInvitations/actions/resendSubjectInvitations',
      method: 'POST',
      url: (world) => `/v3/institutions/${world.schoolId}/roleInvitations/actions/resendSubjectInvitations`,
      body: (world) => ({ subjectId: world.subjectId }),
      expected: SUBJECT_MANAGERS,
    },
  ];

  it.each(CASES)('$name', async (c) => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      await reset();
      const body = c.body?.(w, codes);
      const res = await t.app.inject({
        method: c.method,
        url: c.url(w, codes),
        headers: headersOf(actor),
        ...(body ? { payload: body } : {}),
      });
      if (res.statusCode !== c.expected[actor])
        mismatches.push(
          `${actor}: expected ${c.expected[actor]}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
    }
    expect(mismatches).toEqual([]);
  });

  it('the sign-in link calls are open to all and sign nobody in with a bad token', async () => {
    for (const actor of ACTORS) {
      const followed = await t.app.inject({
        method: 'GET',
        url: '/v3/auth/signInLink/not-a-token',
        headers: headersOf(actor),
      });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('/sign-in/link/not-a-token');
      expect(followed.headers['set-cookie']).toBeUndefined();
      const used = await t.app.inject({
        method: 'POST',
        url: '/v3/auth/signInLink',
        headers: headersOf(actor),
        payload: { token: 'not-a-token' },
      });
      expect(used.statusCode).toBe(200);
      expect(used.json()).toEqual({ signedIn: false, redirectUrl: '/invite' });
      expect(used.headers['set-cookie']).toBeUndefined();
    }
  });
});
