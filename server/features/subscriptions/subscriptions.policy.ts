import type { ActorLike, RoleLike } from '../../../common/roles/rules.ts';
import { standingAt, type InstitutionStanding } from '../roles/index.ts';

/**
 * Who may read a school's subscription (the billing page): its admins and heads of science, the
 * provider's internal admins, and whoever holds the subscription-owner grant there (spec 1, 6),
 * whatever their other roles, once their role is accepted. Everyone else at the school is refused
 * and asks an owner; someone who may not see the school is told it does not exist.
 */
export const BILLING_POLICY: Readonly<Record<InstitutionStanding, boolean>> = {
  internalAdmin: true,
  headOfScience: true,
  admin: true,
  subjectCreator: false,
  teacher: false,
  student: false,
  member: false,
  invited: false,
  none: false,
};

export interface BillingRoleLike extends RoleLike {
  isSubscriptionOwner: boolean;
}

export const canReadBilling = (actor: ActorLike, role: BillingRoleLike | null): boolean =>
  BILLING_POLICY[standingAt(actor, role)] || (role !== null && !role.isPending && role.isSubscriptionOwner);

/**
 * Who may accept or decline the school's offers, which commits it to pay: its subscription owners
 * (accepted), and the provider's internal admins acting for them. Its other admins read billing only.
 */
export const canDecideOffers = (actor: ActorLike, role: BillingRoleLike | null): boolean =>
  actor.isInternalAdmin || (role !== null && !role.isPending && role.isSubscriptionOwner);
