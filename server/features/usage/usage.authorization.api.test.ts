import * as usageEndpoints from '../../../common/usage/endpoints.ts';
import {
  adminsOfSchoolA,
  describeAuthorizationMatrix,
  type MatrixCase,
} from '../../test/authorization-matrix.ts';

/** The usage report: school A's admins, heads of science and internal admins; its teachers and students 403. */
const USAGE_CASES: MatrixCase[] = [
  {
    name: '/v3/institutions/:institutionId/usage',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/usage?from=2026-01-01&to=2026-03-31`,
    expected: adminsOfSchoolA(200),
  },
];

describeAuthorizationMatrix('usage', { cases: USAGE_CASES, endpoints: usageEndpoints });
