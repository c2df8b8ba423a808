import type { ActorLike, RoleLike } from '../../../common/roles/rules.ts';
import { canActOnRolesAt } from '../roles/index.ts';

export interface BillingRoleLike extends RoleLike {
  isSubscriptionOwner: boolean;
}

/**
 * Who may read a school's subscription (the billing page): whoever may read the school's admin
 * pages (its admins, its heads of science, the provider's internal admins: the roles policy's
 * read_admins), and whoever holds the subscription-owner grant there (spec 1, 6), whatever their
 * other roles, once their role is accepted. Everyone else at the school is refused and asks an
 * owner; someone who may not see the school is told it does not exist.
 */
export const canReadBilling = (actor: ActorLike, role: BillingRoleLike | null): boolean =>
  canActOnRolesAt(actor, role, 'readAdminPages') ||
  (role !== null && !role.isPending && role.isSubscriptionOwner);

/**
 * Who may accept or decline the school's offers, which commits it to pay: its subscription owners
 * (accepted), and the provider's internal admins acting for them. Its other admins read billing only.
 */
export const canDecideOffers = (actor: ActorLike, role: BillingRoleLike | null): boolean =>
  actor.isInternalAdmin || (role !== null && !role.isPending && role.isSubscriptionOwner);
