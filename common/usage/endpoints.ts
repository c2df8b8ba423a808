import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../roles/schema.ts';
import { zUsageQuery, zUsageReport } from './schema.ts';

/** The school's usage report (spec 1, 2.1: the usage page), for those with read_admins. */
export const getInstitutionUsage = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/usage',
  checks: { resource: 'institution', param: 'institutionId', action: 'readAdminPages' },
  access: 'session',
  tag: 'usage',
  summary: "A school's usage over a range: weekly active people and activity, per subject and per teacher",
  description:
    'Read from daily roll-ups that a recurring job keeps (at most an hour behind). Weeks start on ' +
    'Monday and are the weeks with a day in the range; dates are the school’s own calendar dates. ' +
    'Its admins, heads of science and internal admins only.',
  params: zInstitutionIdParams,
  query: zUsageQuery,
  responses: { 200: zUsageReport },
});
