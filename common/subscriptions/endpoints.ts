import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../roles/schema.ts';
import { zBilling } from './schema.ts';

/** The school's subscription (spec 1, 2.1: the billing page), for its admins and subscription owners. */
export const getInstitutionBilling = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/subscription',
  access: 'session',
  tag: 'subscriptions',
  summary: "A school's subscription: plan, term, licences bought and used, owners, expiry and open offers",
  description:
    'Its admins, heads of science, subscription owners and internal admins only; the school’s other ' +
    'members are refused (403) and ask a subscription owner, whom GET /v3/institutions/{id}/roles names.',
  params: zInstitutionIdParams,
  responses: { 200: zBilling },
});
