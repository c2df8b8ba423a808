import { and, eq } from 'drizzle-orm';
import type { ErrorBody } from '../../../common/api/problems.ts';
import type { Billing } from '../../../common/subscriptions/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionRoles } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSignedInMember,
  buildSubject,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRolesService } from '../roles/index.ts';
import { createSubscriptionsService, type SubscriptionsService } from './index.ts';

describe.each(testEngines())('school subscriptions on %s', (engine) => {
  let t: TestApp;
  let service: SubscriptionsService;
  let school: number;
  let admin: SignedInPerson;
  let owner: SignedInPerson;
  const billing = (headers: Record<string, string>, id = school) =>
    t.app.inject({ method: 'GET', url: `/v3/institutions/${id}/subscription`, headers });

  beforeAll(async () => {
    t = await createTestApp(engine);
    service = createSubscriptionsService({ db: t.db, roles: createRolesService({ db: t.db }) });
    school = (await buildInstitution(t.db, { timezone: 'Australia/Sydney' })).id;
    admin = await buildSignedInMember(t.db, school, ['ADMIN']);
    owner = await buildSignedInMember(t.db, school, ['SUBJECT_INSTRUCTOR']);
    await t.db
      .update(institutionRoles)
      .set({ isSubscriptionOwner: true })
      .where(
        and(eq(institutionRoles.institutionId, school), eq(institutionRoles.principal, owner.principal)),
      );
    for (let i = 0; i < 3; i += 1)
      await buildRole(t.db, school, (await buildPerson(t.db)).principal, ['STUDENT']);
    await buildRole(t.db, school, (await buildPerson(t.db)).principal, [], {
      isPending: true,
      pendingMemberships: [{ role: 'STUDENT' }],
    });
  });
  afterAll(() => t.close());

  it('says when a school has no subscription recorded', async () => {
    const res = await billing(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscription: null,
      isCurrent: false,
      licencesUsed: 3,
      expiresOn: null,
      isExpired: false,
      offers: [],
    });
  });

  it('shows the term in force, licences bought and used, its owners and open offers', async () => {
    const year = new Date().getUTCFullYear();
    await service.recordSubscription({
      institutionId: school,
      plan: 'science',
      isTrial: false,
      startsOn: `${year - 1}-01-01`,
      endsOn: `${year - 1}-12-31`,
      licences: 10,
    });
    const current = await service.recordSubscription({
      institutionId: school,
      plan: 'science',
      isTrial: false,
      startsOn: `${year}-01-01`,
      endsOn: `${year + 1}-01-31`,
      licences: 120,
    });
    await service.recordOffer({
      institutionId: school,
      plan: 'science',
      licences: 150,
      startsOn: `${year + 1}-02-01`,
      endsOn: `${year + 2}-01-31`,
      priceCents: 450000,
      currency: 'AUD',
      validUntil: `${year + 1}-01-31`,
    });
    await service.recordOffer({
      institutionId: school,
      plan: 'science',
      licences: 1,
      startsOn: `${year}-01-01`,
      endsOn: `${year}-01-31`,
      priceCents: 1,
      currency: 'AUD',
      validUntil: `${year - 1}-01-31`,
    });
    const res = await billing(owner.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<Billing>();
    expect(body).toMatchObject({
      subscription: { id: current.id, plan: 'science', isTrial: false, licences: 120 },
      isCurrent: true,
      licencesUsed: 3,
      isExpired: false,
      owners: [{ principal: owner.principal, email: owner.email, fullName: owner.fullName }],
    });
    expect(body.offers).toEqual([
      expect.objectContaining({ licences: 150, priceCents: 450000, currency: 'AUD' }),
    ]);
    // Access runs to the end of the last term's day in Sydney: midnight starting 1 February.
    const feb1 = new Date(`${year + 1}-02-01T00:00:00Z`);
    const sydneyOffsetHours = 11;
    expect(body.expiresOn).toBe(new Date(feb1.getTime() - sydneyOffsetHours * 3600_000).toISOString());
  });

  it('keeps an expired school’s subjects but refuses new ones with a clear 403', async () => {
    const expired = (await buildInstitution(t.db, { timezone: 'Australia/Sydney' })).id;
    const head = await buildSignedInMember(t.db, expired, ['HEAD_OF_SCIENCE']);
    await buildSubject(t.db, expired, { name: 'Year 8 Science' });
    await service.recordSubscription({
      institutionId: expired,
      plan: 'science-trial',
      isTrial: true,
      startsOn: '2024-01-01',
      endsOn: '2024-03-31',
      licences: 30,
    });
    const res = await billing(head.headers, expired);
    expect(res.json()).toMatchObject({
      subscription: { isTrial: true, endsOn: '2024-03-31' },
      isCurrent: false,
      isExpired: true,
    });
    const create = await t.app.inject({
      method: 'POST',
      url: '/v3/subjects',
      headers: head.headers,
      payload: { name: 'Year 9 Physics', institutionId: expired },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json<ErrorBody>().message).toMatch(/expired/);
    const institution = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${expired}`,
      headers: head.headers,
    });
    expect(institution.json<{ institution: { isExpired: boolean } }>().institution).toMatchObject({
      isExpired: true,
    });
  });
});
