import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '../../common/invitations/constants.ts';
import type { AcceptInvitationResponse } from '../../common/invitations/contracts.ts';
import type { RoleInvitationResponse } from '../../common/invitations/schema.ts';
import { testEngines } from '../test/engines.ts';
import { buildSession } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemo } from './demo.ts';
import { DEMO_INVITATION_CODES } from './demo-invitations.ts';

describe('demo invitation codes', () => {
  it.each(Object.entries(DEMO_INVITATION_CODES))('%s (%s) could have been generated', (_, code) => {
    expect(code).toHaveLength(INVITATION_CODE_LENGTH);
    for (const c of code) expect(INVITATION_CODE_ALPHABET).toContain(c);
  });
});

describe.each(testEngines())('demo invitations on %s', (engine) => {
  let t: TestApp;
  let schools: { firstSchoolId: number; secondSchoolId: number };
  beforeAll(async () => {
    t = await createTestApp(engine);
    schools = await seedDemo(t.db);
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  const lookUp = async (code: string) =>
    t.app.inject({ method: 'GET', url: `/v3/roleInvitations/${code}?includeRelatedIfValid=true` });
  const accept = async (code: string, principal: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/roleInvitations/${code}/actions/accept`,
      headers: (await buildSession(t.db, principal)).headers,
      payload: { code },
    });

  it('has an active class code for Year 7 Science that a newcomer can use', async () => {
    const found = (await lookUp('YEAR-7SC2-JUMP')).json<RoleInvitationResponse>();
    expect(found.roleInvitation).toMatchObject({
      isValid: true,
      institutionId: schools.firstSchoolId,
      subject: { namePlaintext: 'Year 7 Science' },
      institution: { name: 'Riverbank High School' },
    });
    expect((await accept(DEMO_INVITATION_CODES.active, 'demo-newcomer')).statusCode).toBe(200);
    expect((await accept(DEMO_INVITATION_CODES.active, 'demo-student')).json()).toMatchObject({
      problems: [{ field: 'principal', message: 'is-excluded' }],
    });
  });

  it('has an expired and a turned-off code for Year 8 Science', async () => {
    expect((await lookUp(DEMO_INVITATION_CODES.expired)).json()).toMatchObject({
      problems: [{ field: 'code', message: 'is-expired' }],
    });
    expect((await lookUp(DEMO_INVITATION_CODES.inactive)).json()).toMatchObject({
      problems: [{ field: 'code', message: 'is-inactive' }],
    });
  });

  it("has a Hillside College class code that takes a Riverbank student to another school's subject", async () => {
    const res = await accept(DEMO_INVITATION_CODES.otherSchool, 'demo-student');
    expect(res.statusCode).toBe(200);
    expect(res.json<AcceptInvitationResponse>().institutionId).toBe(schools.secondSchoolId);
  });
});
