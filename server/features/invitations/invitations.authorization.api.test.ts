import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as invitationEndpoints from '../../../common/invitations/endpoints.ts';
import { institutionRoles, roleInvitations, subjectRoles } from '../../db/schema/index.ts';
import {
  ACTORS,
  buildWorld,
  expectEveryEndpointCalled,
  expectStatuses,
  runMatrixCase,
  type ActorName,
  type MatrixCase,
  type World,
} from '../../test/authorization-matrix.ts';
import { testEngines } from '../../test/engines.ts';
import { buildClassCode, buildInvitation } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Whoever may manage subject A's invitations: its teacher, the school's admins, internal admins. */
const SUBJECT_MANAGERS = expectStatuses({
  student: 403,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 404,
});
/** The school's admins and internal admins; its other members are refused, outsiders not told. */
const SCHOOL_ADMINS = expectStatuses({
  student: 403,
  teacher: 403,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 403,
});
/** The school's teachers (a teacher reaches the invitations of the subjects they teach). */
const SCHOOL_TEACHERS = { ...SCHOOL_ADMINS, teacher: 200 };
/** Anyone, signed in or not. */
const EVERYONE = (status: number) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<ActorName, number>;
/** Accepting the class code: the subject's members are already in it (is-excluded). */
const JOINERS = expectStatuses({
  student: 400,
  teacher: 400,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 200,
  internalAdmin: 200,
  invited: 200,
});

const NEW_ADDRESS = 'new.student@example.test';

interface Codes {
  classCode: string;
  staffCode: string;
}

describe.each(testEngines())('invitations authorization matrix on %s', (engine) => {
  let t: TestApp;
  let world: World;
  const codes: Codes = { classCode: '', staffCode: '' };

  beforeAll(async () => {
    t = await createTestApp(engine, { INVITATION_EMAIL_LIMIT_PER_HOUR: 1000 });
    world = await buildWorld(t.db);
    codes.classCode = (await buildClassCode(t.db, { id: world.subjectA, institutionId: world.schoolA })).code;
    codes.staffCode = (
      await buildInvitation(t.db, { institutionId: world.schoolA, creatorInstitutionId: world.schoolA })
    ).code;
  });
  afterAll(() => t.close());

  /**
   * Puts back what an allowed call changed: subject A's members and the school's roles as built,
   * its class code the only one on, the creator invitation on, no invitation to the new address.
   */
  async function reset(w: World) {
    await w.db
      .delete(subjectRoles)
      .where(
        and(
          eq(subjectRoles.subjectId, w.subjectA),
          notInArray(subjectRoles.principal, [w.principals.teacher, w.principals.student]),
        ),
      );
    // Joining with the class code made outsiders students of the school: undo that too.
    await w.db
      .delete(institutionRoles)
      .where(
        and(
          eq(institutionRoles.institutionId, w.schoolA),
          inArray(institutionRoles.principal, [w.principals.otherSchoolAdmin, w.principals.internalAdmin]),
        ),
      );
    await w.db
      .update(roleInvitations)
      .set({ isActive: false })
      .where(and(eq(roleInvitations.studentMobId, w.subjectA), ne(roleInvitations.code, codes.classCode)));
    await w.db
      .update(roleInvitations)
      .set({ isActive: true })
      .where(inArray(roleInvitations.code, [codes.classCode, codes.staffCode]));
    await w.db.delete(roleInvitations).where(eq(roleInvitations.emailAddress, NEW_ADDRESS));
  }

  const CASES: MatrixCase[] = [
    {
      name: 'look up a code',
      method: 'GET',
      url: () => `/v3/roleInvitations/${codes.classCode}?includeRelatedIfValid=true`,
      expected: EVERYONE(200),
    },
    {
      name: 'accept the class code',
      method: 'POST',
      before: reset,
      url: () => `/v3/roleInvitations/${codes.classCode}/actions/accept`,
      body: () => ({ code: codes.classCode }),
      expected: JOINERS,
    },
    {
      name: 'accept the class code (legacy path)',
      method: 'POST',
      before: reset,
      url: () => `/invitations/${codes.classCode}/accept`,
      body: () => ({}),
      expected: JOINERS,
    },
    {
      name: 'ensure the class code',
      method: 'POST',
      before: reset,
      url: () => '/v3/roleInvitations/actions/ensureMultiUse',
      body: (w) => ({ subjectId: w.subjectA }),
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'regenerate the class code',
      method: 'POST',
      before: reset,
      url: () => '/v3/roleInvitations/actions/regenerateMultiUse',
      body: (w) => ({ subjectId: w.subjectA }),
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'turn the class code off',
      method: 'DELETE',
      before: reset,
      url: () => `/v3/roleInvitations/${codes.classCode}`,
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'turn the class code on',
      method: 'POST',
      before: reset,
      url: () => `/v3/roleInvitations/${codes.classCode}/actions/activate`,
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'turn a creator invitation off',
      method: 'DELETE',
      before: reset,
      url: () => `/v3/roleInvitations/${codes.staffCode}`,
      expected: SCHOOL_ADMINS,
    },
    {
      name: 'turn a creator invitation on',
      method: 'POST',
      before: reset,
      url: () => `/v3/roleInvitations/${codes.staffCode}/actions/activate`,
      expected: SCHOOL_ADMINS,
    },
    {
      name: "the subject's invitation panel",
      method: 'GET',
      url: (w) => `/v3/subjects/${w.subjectA}/roleInvitations`,
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'invitations by role at a subject',
      method: 'GET',
      url: (w) => `/v3/roleInvitations?role=student&subjectId=${w.subjectA}`,
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'invitations by role at an institution',
      method: 'GET',
      url: (w) => `/v3/roleInvitations?role=creator&institutionId=${w.schoolA}`,
      expected: SCHOOL_ADMINS,
    },
    {
      name: 'staff invitations',
      method: 'GET',
      url: (w) => `/v3/institutions/${w.schoolA}/staffInvitations`,
      expected: SCHOOL_ADMINS,
    },
    {
      name: 'invitations for an address',
      method: 'GET',
      url: (w) => `/v3/institutions/${w.schoolA}/byEmail/someone%40example.test`,
      expected: SCHOOL_TEACHERS,
    },
    {
      name: 'turn off the invitations for an address',
      method: 'POST',
      url: (w) => `/v3/institutions/${w.schoolA}/roleInvitations/byEmail`,
      body: () => ({ emailAddress: 'someone@example.test' }),
      expected: SCHOOL_TEACHERS,
    },
    {
      name: 'invite students of the subject by e-mail',
      method: 'POST',
      before: reset,
      url: () => '/v3/roleInvitations/actions/magicEnsureUser',
      body: (w) => ({
        emailAddresses: [NEW_ADDRESS],
        role: 'student',
        subjectId: w.subjectA,
        institutionId: w.schoolA,
      }),
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'invite a subject creator by e-mail',
      method: 'POST',
      before: reset,
      url: () => '/v3/roleInvitations/actions/magicEnsureUser',
      body: (w) => ({ text: NEW_ADDRESS, role: 'creator', institutionId: w.schoolA }),
      expected: SCHOOL_ADMINS,
    },
    {
      name: "resend the subject's e-mail invitations",
      method: 'POST',
      url: (w) => `/v3/institutions/${w.schoolA}/roleInvitations/actions/resendSubjectInvitations`,
      body: (w) => ({ subjectId: w.subjectA }),
      expected: SUBJECT_MANAGERS,
    },
    {
      name: 'follow a mailed sign-in link (it only leads to the link page)',
      method: 'GET',
      url: () => '/v3/auth/signInLink/not-a-token',
      expected: EVERYONE(302),
    },
    {
      name: 'sign in with a link (a bad one signs nobody in)',
      method: 'POST',
      url: () => '/v3/auth/signInLink',
      body: () => ({ token: 'not-a-token' }),
      expected: EVERYONE(200),
    },
  ];

  it.each(CASES.map((c) => [`${c.method} ${c.name}`, c] as const))('%s', async (_name, matrixCase) => {
    await runMatrixCase(t.app, world, matrixCase);
  });

  it('has a case for every invitations endpoint', () => {
    expectEveryEndpointCalled(t.routesCalled, invitationEndpoints);
  });
});
