/** What the app and other features take from the institutions feature. */
export { institutionsRoutes } from './institutions.routes.ts';
export {
  createInstitutionsService,
  type InstitutionIncludes,
  type InstitutionsService,
  type InstitutionsServiceDeps,
} from './institutions.service.ts';
export {
  INSTITUTION_ACTIONS,
  INSTITUTION_POLICY,
  canActOnInstitution,
  type InstitutionAction,
} from './institutions.policy.ts';
export type { InstitutionMembership, InstitutionRecord } from './institutions.types.ts';
