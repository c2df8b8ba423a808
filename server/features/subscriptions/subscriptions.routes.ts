import type { FastifyInstance } from 'fastify';
import {
  acceptSubscriptionOffer,
  declineSubscriptionOffer,
  getInstitutionBilling,
} from '../../../common/subscriptions/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export function subscriptionsRoutes(app: FastifyInstance, subscriptions: SubscriptionsService): void {
  serve(app, getInstitutionBilling, ({ actor, params }) =>
    subscriptions.getBilling(actor, params.institutionId),
  );
  serve(app, acceptSubscriptionOffer, ({ actor, params }) =>
    subscriptions.decideOffer(actor, params.institutionId, params.offerId, 'accepted'),
  );
  serve(app, declineSubscriptionOffer, ({ actor, params }) =>
    subscriptions.decideOffer(actor, params.institutionId, params.offerId, 'declined'),
  );
}
