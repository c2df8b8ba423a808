import type { FastifyInstance } from 'fastify';
import * as subscriptionEndpoints from '../../../common/subscriptions/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export function subscriptionsRoutes(app: FastifyInstance, subscriptions: SubscriptionsService): void {
  serveEndpoints(app, subscriptionEndpoints, {
    getInstitutionBilling: ({ actor, params }) => subscriptions.getBilling(actor, params.institutionId),
    acceptSubscriptionOffer: ({ actor, params }) =>
      subscriptions.decideOffer(actor, params.institutionId, params.offerId, 'accepted'),
    declineSubscriptionOffer: ({ actor, params }) =>
      subscriptions.decideOffer(actor, params.institutionId, params.offerId, 'declined'),
  });
}
