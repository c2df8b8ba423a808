import { isInstitutionExpired } from '../../../common/institutions/schema.ts';
import type { Billing } from '../../../common/subscriptions/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../db/client.ts';
import { canReadBilling, type BillingRoleLike } from './subscriptions.policy.ts';
import {
  countLicencesUsed,
  findInstitutionToday,
  findOpenOffers,
  findSubscriptionFor,
  findSubscriptionOwners,
  hasSubscriptions,
  insertSubscription,
  insertSubscriptionOffer,
  type NewSubscription,
  type NewSubscriptionOffer,
} from './subscriptions.repo.ts';

export interface SubscriptionsServiceDeps {
  db: Db;
  roles: {
    membershipAt(actor: Actor, institutionId: number): Promise<{ memberRole: BillingRoleLike | null }>;
  };
  now?: () => Date;
}

export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const { db, roles } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** GET /v3/institutions/:id/subscription: the billing page's figures, for admins and subscription owners. */
    async getBilling(actor: Actor, institutionId: number): Promise<Billing> {
      const { memberRole } = await roles.membershipAt(actor, institutionId);
      if (!canReadBilling(actor, memberRole))
        throw AppError.forbidden(
          "Only the school's admins and subscription owners may read its subscription",
        );
      const at = now();
      const school = await findInstitutionToday(db, institutionId, at);
      if (!school) throw AppError.notFound('Institution not found');
      const [subscription, licencesUsed, owners, offers] = await Promise.all([
        findSubscriptionFor(db, institutionId, school.today),
        countLicencesUsed(db, institutionId),
        findSubscriptionOwners(db, institutionId),
        findOpenOffers(db, institutionId, school.today),
      ]);
      return {
        institutionId,
        subscription: subscription && {
          id: subscription.id,
          plan: subscription.plan,
          isTrial: subscription.isTrial,
          startsOn: subscription.startsOn,
          endsOn: subscription.endsOn,
          licences: subscription.licences,
        },
        isCurrent:
          !!subscription && subscription.startsOn <= school.today && school.today <= subscription.endsOn,
        licencesUsed,
        owners,
        expiresOn: school.expiresOn?.toISOString() ?? null,
        isExpired: isInstitutionExpired(school.expiresOn, at),
        offers: offers.map((offer) => ({
          id: offer.id,
          plan: offer.plan,
          licences: offer.licences,
          startsOn: offer.startsOn,
          endsOn: offer.endsOn,
          priceCents: offer.priceCents,
          currency: offer.currency,
          validUntil: offer.validUntil,
        })),
      };
    },

    /**
     * Records a term (the internal console's write; the demo seed's): the school's access then
     * runs to the end of its latest term.
     */
    recordSubscription: (subscription: NewSubscription) => insertSubscription(db, subscription),
    recordOffer: (offer: NewSubscriptionOffer) => insertSubscriptionOffer(db, offer),
    hasSubscriptions: (institutionId: number) => hasSubscriptions(db, institutionId),
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
