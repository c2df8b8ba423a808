import { z } from 'zod';
import { zGetResponses } from '../api/batch.ts';
import { zPrincipal } from '../people/schema.ts';
import {
  zInstitutionBase,
  zInstitutionId,
  zInstitutionPermission,
  zInstitutionRole,
  zInstitutionRoleBase,
  zQueryBool,
  zRoleKey,
  zRoleName,
} from './schema.ts';

/** Request and response contracts of the institution-role calls (spec 7, Institution roles). */

const zFlag = z.boolean().optional().default(false);

export const zRoleResponse = z.object({ role: zInstitutionRole });

export const zRoleBatchGetBody = z.object({
  ids: z.array(zRoleKey).min(1).max(500),
  includeInstitutions: zFlag,
  includePersons: zFlag,
  includePersonsIfAllowed: zFlag,
  includeCommunicationMethods: zFlag,
  /** Only roles at institutions where the viewer holds this permission. */
  aclFilter: zInstitutionPermission.optional(),
  ignoreMissing: zFlag,
});
export type RoleBatchGetBody = z.input<typeof zRoleBatchGetBody>;
export const zRoleBatchGetResponse = zGetResponses('role', zInstitutionRole);

export const zRoleIndexByInstitutionBody = z.object({
  institutionIds: z.array(zInstitutionId).min(1).max(100),
  includeInstitutions: zFlag,
  includePersons: zFlag,
  includePending: zFlag,
  includeCommunicationMethods: zFlag,
  /** Hierarchy-aware: SUBJECT_INSTRUCTOR also matches creators, admins and heads of science. */
  filterByRoles: z.array(zRoleName).optional(),
  aclFilter: zInstitutionPermission.optional(),
});
export type RoleIndexByInstitutionBody = z.input<typeof zRoleIndexByInstitutionBody>;
export const zRoleIndexByInstitutionResponse = z.object({
  indexByInstitutionResponses: z.array(
    z.object({
      institutionId: z.number().int(),
      getResponses: z.array(z.object({ role: zInstitutionRole })),
    }),
  ),
});

/** `filterByRoles=ADMIN&filterByRoles=STUDENT` or `filterByRoles=ADMIN,STUDENT`. */
const zRoleNamesQuery = z
  .union([z.array(zRoleName), z.string().transform((v) => v.split(',').filter(Boolean))])
  .pipe(z.array(zRoleName))
  .optional();

export const zListRolesQuery = z.object({
  includePending: zQueryBool,
  includePersons: zQueryBool,
  includeCommunicationMethods: zQueryBool,
  filterByRoles: zRoleNamesQuery,
});
export const zRoleList = zRoleBatchGetResponse;

export const zGetRoleQuery = z.object({ includeInstitution: zQueryBool });

export const zUserInstitutionsQuery = z.object({ includeRoles: zQueryBool });
/** A person's memberships: each institution (its base) with, when asked, their role there. */
export const zUserInstitutionsResponse = z.object({
  getResponses: z.array(
    z.object({ institution: zInstitutionBase, role: zInstitutionRoleBase.nullable().optional() }),
  ),
});

/** Checked by the server guard, so that anything but `true` answers `must-be-true` (spec 5). */
export const zHeadsOfScienceQuery = z.object({ isHeadOfScience: z.string().optional() });

/** Whom a grant (other than head of science, which names the person in the path) goes to. */
export const zGrantBody = z.object({ principal: zPrincipal });
