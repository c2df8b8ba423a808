import { z } from 'zod';
import { zAdminUser } from '../people/schema.ts';

const zDay = z.string().regex(/^\d{4}-\d\d-\d\d$/);

/** A term the school has bought or is trialling: the school's calendar dates, both included. */
export const zSubscription = z.object({
  id: z.number().int(),
  plan: z.string(),
  isTrial: z.boolean(),
  startsOn: zDay,
  endsOn: zDay,
  licences: z.number().int(),
});
export type Subscription = z.infer<typeof zSubscription>;

export const zSubscriptionOffer = z.object({
  id: z.number().int(),
  plan: z.string(),
  licences: z.number().int(),
  startsOn: zDay,
  endsOn: zDay,
  priceCents: z.number().int(),
  currency: z.string(),
  validUntil: zDay,
});
export type SubscriptionOffer = z.infer<typeof zSubscriptionOffer>;

export const OFFER_DECISIONS = ['accepted', 'declined'] as const;
export type OfferDecision = (typeof OFFER_DECISIONS)[number];

/** An offer a subscription owner accepted or declined: who, when, and what it was. */
export const zDecidedOffer = zSubscriptionOffer.extend({
  status: z.enum(OFFER_DECISIONS),
  decidedOn: z.iso.datetime({ offset: true }),
  /** The owner's name; null when their account is gone. */
  decidedBy: z.string().nullable(),
});
export type DecidedOffer = z.infer<typeof zDecidedOffer>;

/**
 * The billing page's answer: the subscription in force (else the latest one), how many licences
 * are in use (students with an accepted role), who owns the subscription, when access ends (the
 * institution's expiresOn, the one field expiry is decided by) and the open offers.
 */
export const zBilling = z.object({
  institutionId: z.number().int(),
  subscription: zSubscription.nullable(),
  /** Whether `subscription` is in force today; false for a past (or future) term. */
  isCurrent: z.boolean(),
  licencesUsed: z.number().int(),
  owners: z.array(zAdminUser),
  expiresOn: z.iso.datetime({ offset: true }).nullable(),
  isExpired: z.boolean(),
  offers: z.array(zSubscriptionOffer),
  /** Every term recorded, latest first, and the offers decided, latest first: the subscription's history. */
  history: z.object({ subscriptions: z.array(zSubscription), decisions: z.array(zDecidedOffer) }),
  /** Whether the viewer may accept or decline the open offers (a subscription owner). */
  canDecideOffers: z.boolean(),
});
export type Billing = z.infer<typeof zBilling>;
