/** Access grants (spec 7): the service that issues and checks them, and their route. */
export { accessGrantsRoutes } from './access-grants.routes.ts';
export {
  ACCESS_GRANT_SECONDS,
  createAccessGrantsService,
  type AccessGrantsService,
} from './access-grants.service.ts';
