import { z } from 'zod';
import { zPerson, zPrincipal } from '../people/schema.ts';
import { INSTITUTION_PERMISSIONS, INSTITUTION_ROLES } from './constants.ts';

export const zRoleName = z.enum(INSTITUTION_ROLES);
export const zInstitutionPermission = z.enum(INSTITUTION_PERMISSIONS);
/**
 * Institution ids arrive as path and query strings too, hence the coercion. The messages are set
 * here because Zod does not report the rejected input, so 'abc' would otherwise read as missing.
 */
export const zInstitutionId = z.coerce
  .number({ error: 'is-not-a-number' })
  .int({ error: 'is-invalid' })
  .positive({ error: 'is-invalid' })
  .max(2_147_483_647, { error: 'is-invalid' });

export const zCommunicationMethod = z.object({ type: z.enum(['EMAIL']), value: z.string() });

/** InstitutionRole (spec 3), keyed by principal + institutionId. Permissions are derived by common/roles. */
export const zInstitutionRoleBase = z.object({
  institutionId: z.number().int(),
  principal: zPrincipal,
  roles: z.array(zRoleName),
  permissions: z.array(zInstitutionPermission),
  isPending: z.boolean(),
  isAccepted: z.boolean(),
  pendingMemberships: z.array(z.object({ role: zRoleName })),
  isSubscriptionOwner: z.boolean(),
  createdOn: z.string(),
  acceptedOn: z.string().nullable(),
  communicationMethods: z.array(zCommunicationMethod).optional(),
  person: zPerson.optional(),
});
export type InstitutionRoleBase = z.infer<typeof zInstitutionRoleBase>;

export const zRoleKey = z.object({ institutionId: zInstitutionId, principal: zPrincipal });
export type RoleKey = z.infer<typeof zRoleKey>;
