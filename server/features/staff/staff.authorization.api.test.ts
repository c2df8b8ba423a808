import * as staffEndpoints from '../../../common/staff/endpoints.ts';
import {
  adminsOfSchoolA,
  describeAuthorizationMatrix,
  type MatrixCase,
} from '../../test/authorization-matrix.ts';

/** The Staff page's read: school A's admins and heads of science, and internal admins (read_admins). */
export const STAFF_CASES: MatrixCase[] = [
  {
    name: '/v3/institutions/{institutionId}/staff',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/staff`,
    expected: adminsOfSchoolA(200),
  },
];

describeAuthorizationMatrix('staff', { cases: STAFF_CASES, endpoints: staffEndpoints });
