import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as subscriptionEndpoints from '../../../common/subscriptions/endpoints.ts';
import { institutionRoles } from '../../db/schema/index.ts';
import {
  adminsOfSchoolA,
  describeAuthorizationMatrix,
  expectStatuses,
  type MatrixCase,
} from '../../test/authorization-matrix.ts';

/** The subscription: school A's admins, heads of science and internal admins; its teachers and students 403. */
const BILLING_CASES: MatrixCase[] = [
  {
    name: '/v3/institutions/:institutionId/subscription',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/subscription`,
    expected: adminsOfSchoolA(200),
  },
  // Only subscription owners decide; nobody in the world owns school A's, and the offer does not exist.
  ...(['accept', 'decline'] as const).map((decision): MatrixCase => ({
    name: `/v3/institutions/:institutionId/subscription/offers/:offerId/actions/${decision}`,
    method: 'POST',
    url: (w) => `/v3/institutions/${w.schoolA}/subscription/offers/2147483647/actions/${decision}`,
    expected: expectStatuses({
      student: 403,
      teacher: 403,
      admin: 403,
      headOfScience: 403,
      otherSchoolAdmin: 404,
      internalAdmin: 404,
      invited: 403,
    }),
  })),
];

describeAuthorizationMatrix('subscriptions', {
  cases: BILLING_CASES,
  endpoints: subscriptionEndpoints,
  more: (context) => {
    it('lets a teacher who owns the subscription read it, and only at their own school', async () => {
      const { t, world } = context();
      const read = (school: number) =>
        t.app.inject({
          method: 'GET',
          url: `/v3/institutions/${school}/subscription`,
          headers: world.headers.teacher,
        });
      const ownership = (isSubscriptionOwner: boolean) =>
        world.db
          .update(institutionRoles)
          .set({ isSubscriptionOwner })
          .where(
            and(
              eq(institutionRoles.institutionId, world.schoolA),
              eq(institutionRoles.principal, world.principals.teacher),
            ),
          );
      await ownership(true);
      try {
        expect((await read(world.schoolA)).statusCode).toBe(200);
        expect((await read(world.schoolB)).statusCode).toBe(404);
      } finally {
        await ownership(false);
      }
      expect((await read(world.schoolA)).statusCode).toBe(403);
    });
  },
});
