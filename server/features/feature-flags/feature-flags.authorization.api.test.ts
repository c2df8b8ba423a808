import { expect, it } from 'vitest';
import * as featureFlagEndpoints from '../../../common/feature-flags/endpoints.ts';
import {
  describeAuthorizationMatrix,
  expectStatuses,
  type MatrixCase,
} from '../../test/authorization-matrix.ts';
import { createFeatureFlagsService } from './feature-flags.service.ts';

/**
 * A school's flags: its members read them (pages choose what to offer); someone only invited is
 * refused; nobody else learns of the school.
 */
const CASES: MatrixCase[] = [
  {
    name: "school A's feature flags",
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/featureFlags`,
    expected: expectStatuses({
      student: 200,
      teacher: 200,
      admin: 200,
      headOfScience: 200,
      otherSchoolAdmin: 404,
      internalAdmin: 200,
      // A pending invitation is not a membership.
      invited: 403,
    }),
  },
];

describeAuthorizationMatrix('feature flags', {
  cases: CASES,
  endpoints: featureFlagEndpoints,
  more: (context) => {
    it("answers each flag's default, and the school's own override", async () => {
      const { t, world } = context();
      await createFeatureFlagsService({ db: t.db }).setOverride(
        world.schoolA,
        'tagging.rubricByDefault',
        true,
      );
      const res = await t.app.inject({
        method: 'GET',
        url: `/v3/institutions/${world.schoolA}/featureFlags`,
        headers: world.headers.teacher,
      });
      expect(res.json<{ featureFlags: Record<string, boolean> }>().featureFlags).toMatchObject({
        'tagging.rubricByDefault': true,
        'curriculum.US_CALI_MATHS': false,
      });
    });
  },
});
