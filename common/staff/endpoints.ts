import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../roles/schema.ts';
import { zStaffResponse } from './schema.ts';

/** The Staff page's read (spec 2.1, admin staff page), declared once. */

export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/staff',
  checks: { resource: 'institution', param: 'institutionId', action: 'readAdminPages' },
  access: 'session',
  tag: 'school admin',
  summary:
    "The school's staff with roles, status, last activity and subjects, its pending staff invitations and its subjects",
  description:
    'For the school admins and heads of science (read_admins) and internal admins; other members get 403 ' +
    'and anyone else 404. Students are not listed. Answered in a constant number of statements.',
  params: zInstitutionIdParams,
  responses: { 200: zStaffResponse },
});
