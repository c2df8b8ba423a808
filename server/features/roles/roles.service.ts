import type { InstitutionPermission, InstitutionRoleName } from '../../../common/roles/constants.ts';
import { hasAnyRole } from '../../../common/roles/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { resolvePrincipalParam } from '../../platform/auth/actor.ts';
import { batchGet } from '../../platform/batch.ts';
import { AppError } from '../../platform/errors.ts';
import { toInstitutionBase } from '../institutions/institutions.mapper.ts';
import {
  canReadAdmins,
  canSeeInstitution,
  holdsInstitutionPermission,
} from '../institutions/institutions.policy.ts';
import {
  findInstitutionRecords,
  findMemberInstitutions,
  institutionExists,
} from '../institutions/institutions.repo.ts';
import { assertHeadsOfScienceQuery } from './heads-of-science.rules.ts';
import { presentRoles } from './role-details.service.ts';
import { toRole } from './roles.mapper.ts';
import { canReadRole, canReadRolesAt, canSeePersonOfRole } from './roles.policy.ts';
import {
  findAcceptedRolesCountingAs,
  findRole,
  findRolesAt,
  findRolesByKeys,
  findRolesOfPrincipal,
} from './roles.repo.ts';
import type { Db, RoleKeyValue, RoleRow } from './roles.types.ts';

export const ROLE_MISSING_FROM_BATCH = 'InstitutionRole was missing from batch get response';
export const INSTITUTION_MISSING_FROM_INDEX = 'Institution response was missing from batch index response';

export interface RolesServiceDeps {
  db: Db;
  now?: () => Date;
}

const byInstitution = (rows: readonly RoleRow[]) => new Map(rows.map((r) => [r.institutionId, r]));

/**
 * The actor's own role row at an institution, after checking they may see it at all. Anyone who
 * may not is told the institution does not exist.
 */
export async function findViewerRoleAt(db: Db, actor: Actor, institutionId: number): Promise<RoleRow | null> {
  const role = await findRole(db, institutionId, actor.principal);
  const exists = role !== null || (actor.isInternalAdmin && (await institutionExists(db, institutionId)));
  if (!exists || !canSeeInstitution(actor, role)) throw AppError.notFound('Institution not found');
  return role;
}

export function createRolesService(deps: RolesServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** POST /v3/institutions/roles/batch/get: roles the actor may not read count as missing. */
    async batchGetRoles(
      actor: Actor,
      body: {
        ids: readonly RoleKeyValue[];
        includeInstitutions: boolean;
        includePersons: boolean;
        includePersonsIfAllowed: boolean;
        includeCommunicationMethods: boolean;
        aclFilter?: InstitutionPermission | undefined;
        ignoreMissing: boolean;
      },
    ) {
      const load = async (keys: readonly RoleKeyValue[]) => {
        const institutionIds = [...new Set(keys.map((k) => k.institutionId))];
        const [viewerRows, rows] = await Promise.all([
          findRolesOfPrincipal(db, actor.principal, institutionIds),
          findRolesByKeys(db, keys),
        ]);
        const viewerRoles = byInstitution(viewerRows);
        const viewerRoleAt = (row: RoleRow) => viewerRoles.get(row.institutionId) ?? null;
        const visible = rows.filter(
          (row) =>
            canReadRole(actor, viewerRoleAt(row), row.principal) &&
            (!body.aclFilter || holdsInstitutionPermission(actor, viewerRoleAt(row), body.aclFilter)),
        );
        return presentRoles(
          db,
          visible,
          {
            includeInstitutions: body.includeInstitutions,
            // Both flags attach the person only where the viewer may see it; a role the viewer
            // may read always carries a person they may see, so neither ever fails.
            includePersons: body.includePersons || body.includePersonsIfAllowed,
            includeCommunicationMethods: body.includeCommunicationMethods,
            mayShowPerson: (row) => canSeePersonOfRole(actor, viewerRoleAt(row), row.principal),
          },
          now(),
        );
      };
      return batchGet({
        ids: body.ids,
        ignoreMissing: body.ignoreMissing,
        load,
        keyOfId: (k) => `${k.institutionId}:${k.principal}`,
        keyOfItem: (role) => `${role.institutionId}:${role.principal}`,
        wrap: (role) => ({ role }),
        missingMessage: ROLE_MISSING_FROM_BATCH,
      });
    },

    /** GET /v3/institutions/{institutionId}/roles/{principal}; `me` is the actor. */
    async getRole(actor: Actor, institutionId: number, principalParam: string, includeInstitution: boolean) {
      const principal = principalParam === 'me' ? actor.principal : principalParam;
      const viewerRole = await findViewerRoleAt(db, actor, institutionId);
      if (!canReadRole(actor, viewerRole, principal)) throw AppError.notFound('Institution role not found');
      const row = principal === actor.principal ? viewerRole : await findRole(db, institutionId, principal);
      if (!row) throw AppError.notFound('Institution role not found');
      const [role] = await presentRoles(
        db,
        [row],
        {
          includeInstitutions: includeInstitution,
          includePersons: false,
          includeCommunicationMethods: false,
          mayShowPerson: () => false,
        },
        now(),
      );
      return { role: role! };
    },

    /** POST /v3/institutions/roles/batch/indexByInstitution: every institution asked must be listable. */
    async indexByInstitution(
      actor: Actor,
      body: {
        institutionIds: readonly number[];
        includeInstitutions: boolean;
        includePersons: boolean;
        includePending: boolean;
        includeCommunicationMethods: boolean;
        filterByRoles?: readonly InstitutionRoleName[] | undefined;
        aclFilter?: InstitutionPermission | undefined;
      },
    ) {
      const ids = [...new Set(body.institutionIds)];
      const [viewerRows, records] = await Promise.all([
        findRolesOfPrincipal(db, actor.principal, ids),
        findInstitutionRecords(db, ids),
      ]);
      const viewerRoles = byInstitution(viewerRows);
      const viewerRoleAt = (id: number) => viewerRoles.get(id) ?? null;
      const listable = new Set(
        records.map((r) => r.institution.id).filter((id) => canReadRolesAt(actor, viewerRoleAt(id))),
      );
      if (ids.some((id) => !listable.has(id))) throw AppError.notFound(INSTITUTION_MISSING_FROM_INDEX);
      // aclFilter narrows, it does not fail: the actor is staff wherever they got this far.
      const filtered = ids.filter(
        (id) => !body.aclFilter || holdsInstitutionPermission(actor, viewerRoleAt(id), body.aclFilter),
      );
      const rows = (await findRolesAt(db, filtered, { includePending: body.includePending })).filter(
        (row) =>
          !body.filterByRoles || hasAnyRole(row, body.filterByRoles, { includePending: body.includePending }),
      );
      const roles = await presentRoles(
        db,
        rows,
        {
          includeInstitutions: body.includeInstitutions,
          includePersons: body.includePersons,
          includeCommunicationMethods: body.includeCommunicationMethods,
          knownInstitutions: records,
          mayShowPerson: (row) => canSeePersonOfRole(actor, viewerRoleAt(row.institutionId), row.principal),
        },
        now(),
      );
      return {
        indexByInstitutionResponses: ids.map((institutionId) => ({
          institutionId,
          getResponses: roles.filter((r) => r.institutionId === institutionId).map((role) => ({ role })),
        })),
      };
    },

    /** GET /v3/institutions/{institutionId}/roles: members without the right get 403, others 404. */
    async listRoles(
      actor: Actor,
      institutionId: number,
      query: {
        includePending: boolean;
        includePersons: boolean;
        includeCommunicationMethods: boolean;
        filterByRoles?: readonly InstitutionRoleName[] | undefined;
      },
    ) {
      const viewerRole = await findViewerRoleAt(db, actor, institutionId);
      if (!canReadRolesAt(actor, viewerRole)) throw AppError.forbidden('Only staff may list the roles');
      const rows = (await findRolesAt(db, [institutionId], { includePending: query.includePending })).filter(
        (row) =>
          !query.filterByRoles ||
          hasAnyRole(row, query.filterByRoles, { includePending: query.includePending }),
      );
      const roles = await presentRoles(
        db,
        rows,
        {
          includeInstitutions: false,
          includePersons: query.includePersons,
          includeCommunicationMethods: query.includeCommunicationMethods,
          mayShowPerson: (row) => canSeePersonOfRole(actor, viewerRole, row.principal),
        },
        now(),
      );
      return { getResponses: roles.map((role) => ({ role })) };
    },

    /** GET /v3/users/{principal}/institutions2: a person's institutions, pending ones included. */
    async listUserInstitutions(actor: Actor, principalParam: string, includeRoles: boolean) {
      const principal = resolvePrincipalParam(actor, principalParam);
      const records = await findMemberInstitutions(db, {
        member: principal,
        onlyWhereMember: true,
        scope: { kind: 'all' },
      });
      const at = now();
      return {
        getResponses: records.map((record) => ({
          institution: toInstitutionBase(record, at),
          ...(includeRoles ? { role: record.memberRole ? toRole(record.memberRole) : null } : {}),
        })),
      };
    },

    /** GET /v3/institutions/{institutionId}/headsOfScience?isHeadOfScience=true */
    async listHeadsOfScience(actor: Actor, institutionId: number, query: { isHeadOfScience?: unknown }) {
      assertHeadsOfScienceQuery(query);
      const viewerRole = await findViewerRoleAt(db, actor, institutionId);
      if (!canReadAdmins(actor, viewerRole))
        throw AppError.forbidden('Only members may see the heads of science');
      const rows = await findAcceptedRolesCountingAs(db, institutionId, ['HEAD_OF_SCIENCE']);
      return { getResponses: rows.map((row) => ({ role: toRole(row) })) };
    },
  };
}
