import { defineEndpoint } from '../api/endpoint.ts';
import { zId } from '../api/ids.ts';
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

const zOfferParams = zInstitutionIdParams.extend({ offerId: zId });

const decideOffer = (decision: 'accept' | 'decline') =>
  defineEndpoint({
    method: 'POST',
    path: `/v3/institutions/:institutionId/subscription/offers/:offerId/actions/${decision}`,
    access: 'session',
    tag: 'subscriptions',
    summary:
      decision === 'accept'
        ? 'Accept an open offer: its term is recorded as a subscription and the school’s access extended'
        : 'Decline an open offer',
    description:
      'The school’s subscription owners (and internal admins) only; its other admins are refused (403). ' +
      'An offer already decided or past its date is a 409. Answers the billing page’s figures afterwards.',
    params: zOfferParams,
    responses: { 200: zBilling },
  });

export const acceptSubscriptionOffer = decideOffer('accept');
export const declineSubscriptionOffer = decideOffer('decline');
