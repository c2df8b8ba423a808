import { and, eq } from 'drizzle-orm';
import * as studentsEndpoints from '../../../common/students/endpoints.ts';
import { institutionRoles } from '../../db/schema/index.ts';
import {
  adminsOfSchoolA,
  describeAuthorizationMatrix,
  type MatrixCase,
  type World,
} from '../../test/authorization-matrix.ts';

/** `target` (a teacher of school A) studies there too, so each actor's removal has a student to take. */
async function makeTargetAStudent(w: World): Promise<void> {
  await w.db
    .update(institutionRoles)
    .set({ roles: ['SUBJECT_INSTRUCTOR', 'STUDENT'] })
    .where(
      and(eq(institutionRoles.institutionId, w.schoolA), eq(institutionRoles.principal, w.principals.target)),
    );
}

/** The Students page: school A's admins and heads of science, and internal admins; its other members 403. */
export const STUDENTS_CASES: MatrixCase[] = [
  {
    name: '/v3/institutions/{institutionId}/students',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/students`,
    expected: adminsOfSchoolA(200),
  },
  {
    name: '/v3/institutions/{institutionId}/students/{principal}/actions/releaseLicence',
    method: 'POST',
    before: makeTargetAStudent,
    url: (w) => `/v3/institutions/${w.schoolA}/students/${w.principals.target}/actions/releaseLicence`,
    expected: adminsOfSchoolA(204),
  },
  {
    name: '/v3/institutions/{institutionId}/students/{principal}',
    method: 'DELETE',
    before: makeTargetAStudent,
    url: (w) => `/v3/institutions/${w.schoolA}/students/${w.principals.target}`,
    expected: adminsOfSchoolA(204),
  },
];

describeAuthorizationMatrix('students', { cases: STUDENTS_CASES, endpoints: studentsEndpoints });
