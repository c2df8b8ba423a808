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
  const billingOf = (res: { json: <T>() => T }) => res.json<Billing>();

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

  it('lets a subscription owner accept an open offer, which extends the subscription and is recorded', async () => {
    const year = new Date().getUTCFullYear();
    const offer = await service.recordOffer({
      institutionId: school,
      plan: 'science',
      licences: 200,
      startsOn: `${year + 2}-02-01`,
      endsOn: `${year + 3}-01-31`,
      priceCents: 510000,
      currency: 'AUD',
      validUntil: `${year + 1}-12-31`,
    });
    const url = (decision: string, id = offer.id) =>
      `/v3/institutions/${school}/subscription/offers/${id}/actions/${decision}`;
    const asAdmin = await t.app.inject({ method: 'POST', url: url('accept'), headers: admin.headers });
    expect(asAdmin.statusCode).toBe(403);
    expect(billingOf(await billing(admin.headers)).canDecideOffers).toBe(false);

    const res = await t.app.inject({ method: 'POST', url: url('accept'), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<Billing>();
    expect(body.canDecideOffers).toBe(true);
    expect(body.offers.map((o) => o.id)).not.toContain(offer.id);
    expect(body.history.subscriptions[0]).toMatchObject({
      plan: 'science',
      licences: 200,
      startsOn: `${year + 2}-02-01`,
      endsOn: `${year + 3}-01-31`,
    });
    expect(body.history.decisions[0]).toMatchObject({
      id: offer.id,
      status: 'accepted',
      decidedBy: owner.fullName,
      priceCents: 510000,
      currency: 'AUD',
    });
    expect(new Date(body.expiresOn!).getTime()).toBeGreaterThan(
      new Date(`${year + 3}-01-31T00:00:00Z`).getTime(),
    );
    const again = await t.app.inject({ method: 'POST', url: url('decline'), headers: owner.headers });
    expect(again.statusCode).toBe(409);
  });

  it('lets a subscription owner decline an offer, and refuses one past its date or of another school', async () => {
    const year = new Date().getUTCFullYear();
    const base = { plan: 'science', licences: 5, priceCents: 100, currency: 'USD' };
    const terms = { startsOn: `${year + 1}-01-01`, endsOn: `${year + 1}-12-31` };
    const open = await service.recordOffer({
      ...base,
      ...terms,
      institutionId: school,
      validUntil: `${year + 1}-01-01`,
    });
    const stale = await service.recordOffer({
      ...base,
      ...terms,
      institutionId: school,
      validUntil: `${year - 1}-01-01`,
    });
    const elsewhere = (await buildInstitution(t.db)).id;
    const foreign = await service.recordOffer({
      ...base,
      ...terms,
      institutionId: elsewhere,
      validUntil: `${year + 1}-01-01`,
    });
    const decide = (id: number, decision: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v3/institutions/${school}/subscription/offers/${id}/actions/${decision}`,
        headers: owner.headers,
      });
    const declined = await decide(open.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json<Billing>().history.decisions).toContainEqual(
      expect.objectContaining({ id: open.id, status: 'declined', currency: 'USD' }),
    );
    expect((await decide(stale.id, 'accept')).statusCode).toBe(409);
    expect((await decide(foreign.id, 'accept')).statusCode).toBe(404);
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
