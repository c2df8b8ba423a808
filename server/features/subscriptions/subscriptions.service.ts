import { isInstitutionExpired } from '../../../common/institutions/schema.ts';
import type { Billing, OfferDecision } from '../../../common/subscriptions/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../db/client.ts';
import { canDecideOffers, canReadBilling, type BillingRoleLike } from './subscriptions.policy.ts';
import {
  countLicencesUsed,
  findInstitutionToday,
  findDecidedOffers,
  findOpenOffers,
  findSubscriptionFor,
  findSubscriptionHistory,
  findSubscriptionOwners,
  hasSubscriptions,
  insertSubscription,
  insertSubscriptionOffer,
  lockOffer,
  recordOfferDecision,
  type NewSubscription,
  type SubscriptionOfferRow,
  type SubscriptionRow,
  type NewSubscriptionOffer,
} from './subscriptions.repo.ts';

export interface SubscriptionsServiceDeps {
  db: Db;
  roles: {
    membershipAt(actor: Actor, institutionId: number): Promise<{ memberRole: BillingRoleLike | null }>;
  };
  now?: () => Date;
}

const termOf = (row: SubscriptionRow) => ({
  id: row.id,
  plan: row.plan,
  isTrial: row.isTrial,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  licences: row.licences,
});

const offerOf = (offer: SubscriptionOfferRow) => ({
  id: offer.id,
  plan: offer.plan,
  licences: offer.licences,
  startsOn: offer.startsOn,
  endsOn: offer.endsOn,
  priceCents: offer.priceCents,
  currency: offer.currency,
  validUntil: offer.validUntil,
});

export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const { db, roles } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** The billing page's figures, for admins and subscription owners. */
    async getBilling(actor: Actor, institutionId: number): Promise<Billing> {
      const { memberRole } = await roles.membershipAt(actor, institutionId);
      if (!canReadBilling(actor, memberRole))
        throw AppError.forbidden(
          "Only the school's admins and subscription owners may read its subscription",
        );
      const at = now();
      const school = await findInstitutionToday(db, institutionId, at);
      if (!school) throw AppError.notFound('Institution not found');
      const [subscription, licencesUsed, owners, offers, terms, decided] = await Promise.all([
        findSubscriptionFor(db, institutionId, school.today),
        countLicencesUsed(db, institutionId),
        findSubscriptionOwners(db, institutionId),
        findOpenOffers(db, institutionId, school.today),
        findSubscriptionHistory(db, institutionId),
        findDecidedOffers(db, institutionId),
      ]);
      return {
        institutionId,
        subscription: subscription && termOf(subscription),
        isCurrent:
          !!subscription && subscription.startsOn <= school.today && school.today <= subscription.endsOn,
        licencesUsed,
        owners,
        expiresOn: school.expiresOn?.toISOString() ?? null,
        isExpired: isInstitutionExpired(school.expiresOn, at),
        offers: offers.map(offerOf),
        history: {
          subscriptions: terms.map(termOf),
          decisions: decided.map(({ offer, decidedByName }) => ({
            ...offerOf(offer),
            status: offer.status as OfferDecision,
            decidedOn: (offer.decidedOn ?? offer.createdOn).toISOString(),
            decidedBy: decidedByName,
          })),
        },
        canDecideOffers: canDecideOffers(actor, memberRole),
      };
    },

    /**
     * A subscription owner accepts an open offer (its term is recorded as a subscription, which
     * moves the school's expiry) or declines it; either way who decided, and when, is kept.
     */
    async decideOffer(actor: Actor, institutionId: number, offerId: number, decision: OfferDecision) {
      const { memberRole } = await roles.membershipAt(actor, institutionId);
      if (!canDecideOffers(actor, memberRole))
        throw AppError.forbidden("Only the school's subscription owners may accept or decline its offers");
      const at = now();
      await db.transaction(async (tx) => {
        const school = await findInstitutionToday(tx, institutionId, at);
        const offer = await lockOffer(tx, institutionId, offerId);
        if (!school || !offer) throw AppError.notFound('Offer not found');
        if (offer.status !== 'open')
          throw new AppError('invalid-action', `This offer has already been ${offer.status}`);
        if (offer.validUntil < school.today)
          throw new AppError('invalid-action', 'This offer is past its date; ask for a new one');
        const subscription =
          decision === 'accepted'
            ? await insertSubscription(tx, {
                institutionId,
                plan: offer.plan,
                isTrial: false,
                startsOn: offer.startsOn,
                endsOn: offer.endsOn,
                licences: offer.licences,
                createdBy: actor.principal,
              })
            : null;
        await recordOfferDecision(tx, offer.id, {
          status: decision,
          decidedBy: actor.principal,
          decidedOn: at,
          subscriptionId: subscription?.id ?? null,
        });
      });
      return this.getBilling(actor, institutionId);
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
