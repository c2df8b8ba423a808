/**
 * What the app and other features take from the roles feature: institution membership, the lower
 * layer that the institutions feature (and any feature asking "the viewer's role at this
 * institution") builds on. It imports nothing of theirs.
 */
export { rolesRoutes } from './roles.routes.ts';
export { createRolesService, type RolesService, type RolesServiceDeps } from './roles.service.ts';
export {
  INSTITUTION_STANDINGS,
  ROLE_ACTIONS,
  ROLE_POLICY,
  canActOnRolesAt,
  canGrantHeadOfScienceAt,
  institutionListScope,
  standingAt,
  type InstitutionStanding,
  type RoleAction,
} from './roles.policy.ts';
export type { Membership, RoleRow } from './roles.types.ts';
export type { PurgedMember, PurgeStep } from './grants.service.ts';
export { registerInstitutionResources } from './roles.resources.ts';
