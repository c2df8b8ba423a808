import * as accessGrantEndpoints from '../../../common/access-grants/endpoints.ts';
import {
  describeAuthorizationMatrix,
  expectStatuses,
  type MatrixCase,
} from '../../test/authorization-matrix.ts';

/** Access grants are for the provider's staff alone. */
const CASES: MatrixCase[] = [
  {
    name: '/v3/accessGrants/VIEW_API_DOCUMENTATION',
    method: 'GET',
    url: () => '/v3/accessGrants/VIEW_API_DOCUMENTATION',
    expected: expectStatuses({
      student: 403,
      teacher: 403,
      admin: 403,
      headOfScience: 403,
      otherSchoolAdmin: 403,
      internalAdmin: 200,
      invited: 403,
    }),
  },
];

describeAuthorizationMatrix('access grants', {
  cases: CASES,
  endpoints: { getAccessGrant: accessGrantEndpoints.getAccessGrant },
});
