/** What the app (and the demo seed) take from the subscriptions feature. */
export { subscriptionsRoutes } from './subscriptions.routes.ts';
export {
  createSubscriptionsService,
  type SubscriptionsService,
  type SubscriptionsServiceDeps,
} from './subscriptions.service.ts';
/** Recording terms and offers, as the internal console will; the demo seed uses them now. */
export { hasSubscriptions, insertSubscription, insertSubscriptionOffer } from './subscriptions.repo.ts';
