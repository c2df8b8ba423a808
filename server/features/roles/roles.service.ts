import type { AdminUser } from '../../../common/people/schema.ts';
import type { InstitutionPermission, InstitutionRoleName } from '../../../common/roles/constants.ts';
import { hasAnyRole } from '../../../common/roles/rules.ts';
import type { InstitutionBase, InstitutionRoleBase } from '../../../common/roles/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { resolvePrincipalParam } from '../../platform/auth/actor.ts';
import { batchGet } from '../../platform/batch.ts';
import { AppError } from '../../platform/errors.ts';
import { createGrantsService } from './grants.service.ts';
import { assertHeadsOfScienceQuery } from './heads-of-science.rules.ts';
import { presentRoles } from './role-details.service.ts';
import { toRoleInstitution, toRole } from './roles.mapper.ts';
import {
  canActOnRolesAt,
  canReadRole,
  canReadRolesAt,
  canSeeInstitution,
  canSeePersonOfRole,
  holdsInstitutionPermission,
  type RoleAction,
} from './roles.policy.ts';
import {
  findAcceptedRolesCountingAs,
  findAdminContacts,
  findInstitutionsOfMember,
  findInstitutionsWithBanner,
  findMembershipsAmong,
  findRole,
  findRolesAt,
  findRolesByKeys,
  findRolesOfPrincipal,
} from './roles.repo.ts';
import type { Db, Membership, RoleKeyValue, RoleRow } from './roles.types.ts';

export const ROLE_MISSING_FROM_BATCH = 'InstitutionRole was missing from batch get response';
export const INSTITUTION_MISSING_FROM_INDEX = 'Institution response was missing from batch index response';
export const INSTITUTION_NOT_FOUND = 'Institution not found';

/** What a refused role action is told (403); an institution the actor may not see is a 404 first. */
const FORBIDDEN: Record<RoleAction, string> = {
  seeInstitution: INSTITUTION_NOT_FOUND,
  readRoles: 'Only staff may list the roles',
  readHeadsOfScience: 'Only members may see the heads of science',
  readAsMember: 'Only members may see this: accept the invitation first',
  readAdminPages: "Only the school's admins and heads of science may see this",
  manageStudents: "Only the school's admins and heads of science may see and manage its students",
  grantSubjectCreator: 'You may not change roles at this institution',
  grantAdmins: 'You may not change roles at this institution',
  grantSubscriptionOwners: 'You may not change roles at this institution',
  grantHeadOfScience: 'You may not change roles at this institution',
};

export interface RolesServiceDeps {
  db: Db;
  now?: () => Date;
}

const byInstitution = (memberships: readonly Membership[]) =>
  new Map(memberships.map((m) => [m.institutionId, m]));

/**
 * Institution membership (spec 6): who belongs where, in which role, and so what each person may
 * see and do at an institution. The access path every institution and role call starts from is
 * here: `membershipAt` for one institution (404 when the actor may not see it),
 * `authorizeRoleAction` for a role action there (then 403), `membershipsAmong` for several; lists
 * of institutions filter by the same rule in SQL (`institutionListScope`).
 */
export function createRolesService(deps: RolesServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Of `institutionIds`, those the actor may see, each with the actor's role there. One statement. */
  const membershipsAmong = (actor: Actor, institutionIds: readonly number[]): Promise<Membership[]> =>
    findMembershipsAmong(db, { member: actor, ids: institutionIds });

  /**
   * The actor's role at an institution, or a 404 that says nothing about whether it exists when
   * the actor may not see it: "the viewer's role at this institution", for every feature.
   */
  async function membershipAt(actor: Actor, institutionId: number): Promise<Membership> {
    const [membership] = await membershipsAmong(actor, [institutionId]);
    if (!membership || !canSeeInstitution(actor, membership.memberRole))
      throw AppError.notFound(INSTITUTION_NOT_FOUND);
    return membership;
  }

  /** membershipAt, then a 403 unless the actor's standing there allows the role action. */
  async function authorizeRoleAction(
    actor: Actor,
    institutionId: number,
    action: RoleAction,
  ): Promise<Membership> {
    const membership = await membershipAt(actor, institutionId);
    if (!canActOnRolesAt(actor, membership.memberRole, action)) throw AppError.forbidden(FORBIDDEN[action]);
    return membership;
  }

  /** The institutions a role answer carries (includeInstitutions), whoever asks: one statement. */
  const institutionsOf = async (institutionIds: readonly number[]): Promise<Map<number, InstitutionBase>> => {
    const at = now();
    const records = await findInstitutionsWithBanner(db, institutionIds);
    return new Map(records.map((r) => [r.institution.id, toRoleInstitution(r, at)]));
  };

  const grants = createGrantsService({ db, now, authorizeRoleAction });

  return {
    membershipAt,
    authorizeRoleAction,
    membershipsAmong,

    /** A role row as the API sends it. */
    presentRole: (row: RoleRow): InstitutionRoleBase => toRole(row),

    /**
     * `principal`'s role at each of the actor's memberships where the actor may read it (their own
     * everywhere, anyone's where they may read roles); absent elsewhere. One statement at most.
     */
    async rolesOfPrincipalAt(
      actor: Actor,
      principal: string,
      memberships: readonly Membership[],
    ): Promise<Map<number, InstitutionRoleBase>> {
      const result = new Map<number, InstitutionRoleBase>();
      if (principal === actor.principal || principal === 'me') {
        for (const m of memberships) if (m.memberRole) result.set(m.institutionId, toRole(m.memberRole));
        return result;
      }
      const readable = memberships
        .filter((m) => canReadRolesAt(actor, m.memberRole))
        .map((m) => m.institutionId);
      for (const row of await findRolesOfPrincipal(db, principal, readable))
        result.set(row.institutionId, toRole(row));
      return result;
    },

    /** The admins (heads of science included) of each institution; the caller has authorized. */
    async adminContactsAt(institutionIds: readonly number[]): Promise<Map<number, AdminUser[]>> {
      const result = new Map<number, AdminUser[]>();
      for (const row of await findAdminContacts(db, institutionIds)) {
        const list = result.get(row.institutionId) ?? [];
        list.push({ principal: row.principal, fullName: row.fullName, email: row.email });
        result.set(row.institutionId, list);
      }
      return result;
    },

    /** Roles the actor may not read count as missing. */
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
        const ids = [...new Set(keys.map((k) => k.institutionId))];
        const [memberships, rows, institutions] = await Promise.all([
          membershipsAmong(actor, ids),
          findRolesByKeys(db, keys),
          // Read with the roles, not after them: the ones the actor may not see are never attached.
          body.includeInstitutions ? institutionsOf(ids) : undefined,
        ]);
        const byId = byInstitution(memberships);
        const viewerRoleAt = (row: RoleRow) => byId.get(row.institutionId)?.memberRole ?? null;
        const visible = rows.filter(
          (row) =>
            byId.has(row.institutionId) &&
            canReadRole(actor, viewerRoleAt(row), row.principal) &&
            (!body.aclFilter || holdsInstitutionPermission(actor, viewerRoleAt(row), body.aclFilter)),
        );
        return presentRoles(db, visible, {
          ...(institutions ? { institutions } : {}),
          // Both flags attach the person only where the viewer may see it; a role the viewer
          // may read always carries a person they may see, so neither ever fails.
          includePersons: body.includePersons || body.includePersonsIfAllowed,
          includeCommunicationMethods: body.includeCommunicationMethods,
          mayShowPerson: (row) => canSeePersonOfRole(actor, viewerRoleAt(row), row.principal),
        });
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

    /** `me` is the actor. */
    async getRole(actor: Actor, institutionId: number, principalParam: string, includeInstitution: boolean) {
      const principal = principalParam === 'me' ? actor.principal : principalParam;
      const { memberRole: viewerRole } = await membershipAt(actor, institutionId);
      if (!canReadRole(actor, viewerRole, principal)) throw AppError.notFound('Institution role not found');
      const row = principal === actor.principal ? viewerRole : await findRole(db, institutionId, principal);
      if (!row) throw AppError.notFound('Institution role not found');
      const [role] = await presentRoles(db, [row], {
        ...(includeInstitution ? { institutions: await institutionsOf([institutionId]) } : {}),
        includePersons: false,
        includeCommunicationMethods: false,
        mayShowPerson: () => false,
      });
      return { role: role! };
    },

    /** Every institution asked must be listable. */
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
      const memberships = byInstitution(await membershipsAmong(actor, ids));
      const viewerRoleAt = (id: number) => memberships.get(id)?.memberRole ?? null;
      const isListable = (id: number) => memberships.has(id) && canReadRolesAt(actor, viewerRoleAt(id));
      if (!ids.every(isListable)) throw AppError.notFound(INSTITUTION_MISSING_FROM_INDEX);
      // aclFilter narrows, it does not fail: the actor is staff wherever they got this far.
      const filtered = ids.filter(
        (id) => !body.aclFilter || holdsInstitutionPermission(actor, viewerRoleAt(id), body.aclFilter),
      );
      const [found, institutions] = await Promise.all([
        findRolesAt(db, filtered, { includePending: body.includePending }),
        body.includeInstitutions ? institutionsOf(ids) : undefined,
      ]);
      const rows = found.filter(
        (row) =>
          !body.filterByRoles || hasAnyRole(row, body.filterByRoles, { includePending: body.includePending }),
      );
      const roles = await presentRoles(db, rows, {
        ...(institutions ? { institutions } : {}),
        includePersons: body.includePersons,
        includeCommunicationMethods: body.includeCommunicationMethods,
        mayShowPerson: (row) => canSeePersonOfRole(actor, viewerRoleAt(row.institutionId), row.principal),
      });
      return {
        indexByInstitutionResponses: ids.map((institutionId) => ({
          institutionId,
          getResponses: roles.filter((r) => r.institutionId === institutionId).map((role) => ({ role })),
        })),
      };
    },

    /** Members without the right get 403, others 404. */
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
      const { memberRole: viewerRole } = await authorizeRoleAction(actor, institutionId, 'readRoles');
      const rows = (await findRolesAt(db, [institutionId], { includePending: query.includePending })).filter(
        (row) =>
          !query.filterByRoles ||
          hasAnyRole(row, query.filterByRoles, { includePending: query.includePending }),
      );
      const roles = await presentRoles(db, rows, {
        includePersons: query.includePersons,
        includeCommunicationMethods: query.includeCommunicationMethods,
        mayShowPerson: (row) => canSeePersonOfRole(actor, viewerRole, row.principal),
      });
      return { getResponses: roles.map((role) => ({ role })) };
    },

    /** A person's institutions, pending ones included. */
    async listUserInstitutions(actor: Actor, principalParam: string, includeRoles: boolean) {
      const principal = resolvePrincipalParam(actor, principalParam);
      const memberships = await findInstitutionsOfMember(db, principal);
      const at = now();
      return {
        getResponses: memberships.map((membership) => ({
          institution: toRoleInstitution(membership, at),
          ...(includeRoles ? { role: membership.memberRole ? toRole(membership.memberRole) : null } : {}),
        })),
      };
    },

    async listHeadsOfScience(actor: Actor, institutionId: number, query: { isHeadOfScience?: unknown }) {
      assertHeadsOfScienceQuery(query);
      await authorizeRoleAction(actor, institutionId, 'readHeadsOfScience');
      const rows = await findAcceptedRolesCountingAs(db, institutionId, ['HEAD_OF_SCIENCE']);
      return { getResponses: rows.map((row) => ({ role: toRole(row) })) };
    },

    ...grants,
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
