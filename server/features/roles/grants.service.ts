import type { InstitutionGrant, InstitutionRoleName } from '../../../common/roles/constants.ts';
import { isAdmin, isTeacher, rolesIncludingPending } from '../../../common/roles/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { resolvePrincipalParam } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { toRole } from './roles.mapper.ts';
import {
  canGrantHeadOfScienceAt,
  canPurge,
  GRANT_ACTIONS,
  purgeActionFor,
  type RoleAction,
} from './roles.policy.ts';
import {
  deleteRole,
  findAcceptedRolesCountingAs,
  findRole,
  findRoleForUpdate,
  insertRoleIfAbsent,
  lockRolesForChange,
  personExists,
  updateRole,
} from './roles.repo.ts';
import type { Db, Membership, RoleRow } from './roles.types.ts';

/** Who leaves a school and who takes over what they leave behind (null: nobody there to take it). */
export interface PurgedMember {
  institutionId: number;
  principal: string;
  successor: string | null;
}

/**
 * A part of removing someone from a school that belongs to another feature (their subjects, …).
 * It runs inside the purge's transaction, before their role row goes, and throws to undo it all.
 */
export type PurgeStep = (tx: Db, purged: PurgedMember) => Promise<void>;

export interface GrantsServiceDeps {
  db: Db;
  now: () => Date;
  /** The roles' access path (roles.service.ts): 404 for an institution the actor may not see, then 403. */
  authorizeRoleAction: (actor: Actor, institutionId: number, action: RoleAction) => Promise<Membership>;
}

/** The role each grant path hands out; subscription ownership is a flag, not a role. */
const GRANTED_ROLE: Record<Exclude<InstitutionGrant, 'subscriptionOwners'>, InstitutionRoleName> = {
  subjectCreator: 'SUBJECT_CREATOR',
  admins: 'ADMIN',
  headOfScience: 'HEAD_OF_SCIENCE',
};

/**
 * Revoking a grant takes that grant only: staff who lose it stay teachers (they may teach subjects
 * there) until they are removed from the school, so they never drop off its Staff page.
 */
function keepTeacherStanding(before: RoleRow, roles: InstitutionRoleName[]): InstitutionRoleName[] {
  const after = { ...before, roles };
  return isTeacher(before) && !isTeacher(after) ? ['SUBJECT_INSTRUCTOR', ...roles] : roles;
}

export const LAST_ADMIN_MESSAGE = 'An institution needs at least one admin';

/**
 * Grants, revokes, purges (spec 6, Institution grants) and accepting a pending role (spec 4).
 * A grant to someone already accepted takes effect at once; anyone else is offered it as a pending
 * membership, which they accept from the institution picker.
 */
export function createGrantsService(deps: GrantsServiceDeps) {
  const { db, now } = deps;
  const purgeSteps = new Map<string, PurgeStep>();

  /** Visibility (404), then the right to grant (403). */
  async function authorize(actor: Actor, institutionId: number, action: RoleAction) {
    await deps.authorizeRoleAction(actor, institutionId, action);
  }

  /** As authorize, for a grant; head of science also depends on whether the school has one. */
  async function authorizeGrant(actor: Actor, institutionId: number, grant: InstitutionGrant) {
    if (grant !== 'headOfScience') return authorize(actor, institutionId, GRANT_ACTIONS[grant]);
    const { memberRole } = await deps.authorizeRoleAction(actor, institutionId, 'seeInstitution');
    const heads = await findAcceptedRolesCountingAs(db, institutionId, ['HEAD_OF_SCIENCE']);
    if (!canGrantHeadOfScienceAt(actor, memberRole, heads.length > 0))
      throw AppError.forbidden('Only a head of science may appoint another once the school has one');
  }

  /**
   * Someone the school does not have: a school's admins get the same answer whether or not the
   * person has an account anywhere, so grants tell nobody who exists. Internal admins, who see
   * every account, may offer a role to anyone real as a pending membership.
   */
  async function refuseNonMember(actor: Actor, principal: string, grant: InstitutionGrant): Promise<void> {
    if (actor.isInternalAdmin && grant !== 'subscriptionOwners') {
      if (await personExists(db, principal)) return;
      throw AppError.validation([{ field: 'principal', message: 'is-invalid' }]);
    }
    throw AppError.validation(
      [{ field: 'principal', message: 'is-not-allowed' }],
      'Only people who belong to the school can be given a role there; invite them by e-mail first',
    );
  }

  /** Throws when the change would take the last admin seat away (internal admins may do it). */
  function guardLastAdmin(
    actor: Actor,
    before: RoleRow,
    after: RoleRow | null,
    otherAdmins: readonly RoleRow[],
  ) {
    if (actor.isInternalAdmin || !isAdmin(before) || (after && isAdmin(after))) return;
    if (otherAdmins.length === 0) throw new AppError('invalid-action', LAST_ADMIN_MESSAGE);
  }

  return {
    async grant(actor: Actor, institutionId: number, grant: InstitutionGrant, principal: string) {
      await authorizeGrant(actor, institutionId, grant);
      if (!(await findRole(db, institutionId, principal))) await refuseNonMember(actor, principal, grant);
      const key = { institutionId, principal };
      const row = await db.transaction(async (tx) => {
        let target = await findRoleForUpdate(tx, institutionId, principal);
        if (grant === 'subscriptionOwners') {
          if (!target) throw new AppError('conflict', 'The role changed meanwhile; try again');
          return updateRole(tx, key, { isSubscriptionOwner: true });
        }
        const role = GRANTED_ROLE[grant];
        if (!target) {
          const invited = { ...key, roles: [], pendingMemberships: [{ role }], isPending: true };
          const inserted = await insertRoleIfAbsent(tx, invited);
          if (inserted) return inserted;
          target = await findRoleForUpdate(tx, institutionId, principal);
          if (!target) throw new AppError('conflict', 'The role changed meanwhile; try again');
        }
        if (rolesIncludingPending(target).includes(role)) return target;
        if (target.isPending)
          return updateRole(tx, key, { pendingMemberships: [...target.pendingMemberships, { role }] });
        return updateRole(tx, key, { roles: [...target.roles, role] });
      });
      return { role: toRole(row) };
    },

    /** Idempotent: revoking what someone does not hold (or from someone not there) changes nothing. */
    async revoke(actor: Actor, institutionId: number, grant: InstitutionGrant, principal: string) {
      await authorizeGrant(actor, institutionId, grant);
      const key = { institutionId, principal };
      await db.transaction(async (tx) => {
        const { target, otherAdmins } = await lockRolesForChange(tx, institutionId, principal);
        if (!target) return;
        if (grant === 'subscriptionOwners') {
          await updateRole(tx, key, { isSubscriptionOwner: false });
          return;
        }
        const role = GRANTED_ROLE[grant];
        const after: RoleRow = {
          ...target,
          roles: keepTeacherStanding(
            target,
            target.roles.filter((r) => r !== role),
          ),
          pendingMemberships: target.pendingMemberships.filter((m) => m.role !== role),
        };
        guardLastAdmin(actor, target, after, otherAdmins);
        // An invitation with nothing left to offer is withdrawn rather than left dangling.
        if (after.isPending && after.roles.length === 0 && after.pendingMemberships.length === 0)
          await deleteRole(tx, key);
        else await updateRole(tx, key, { roles: after.roles, pendingMemberships: after.pendingMemberships });
      });
    },

    /** Adds a part of every purge (composition root); a name can be registered once. */
    registerPurgeStep(name: string, step: PurgeStep): void {
      if (purgeSteps.has(name)) throw new Error(`A purge step named '${name}' is already registered`);
      purgeSteps.set(name, step);
    },

    /**
     * Removes the person's role row at the institution, after the registered steps hand on what
     * they leave (their subjects go on with their co-teachers, or to the admin removing them, or
     * failing that to another admin of the school). Someone not there is nothing to remove.
     */
    async purge(actor: Actor, institutionId: number, principal: string) {
      const target = await findRole(db, institutionId, principal);
      await authorize(actor, institutionId, purgeActionFor(target));
      await db.transaction(async (tx) => {
        const locked = await lockRolesForChange(tx, institutionId, principal);
        if (!locked.target) return;
        const actorRole = await findRole(tx, institutionId, actor.principal);
        if (!canPurge(actor, actorRole, locked.target))
          throw AppError.forbidden('You may not remove this person');
        guardLastAdmin(actor, locked.target, null, locked.otherAdmins);
        const successor =
          actor.principal !== principal && isAdmin(actorRole)
            ? actor.principal
            : (locked.otherAdmins[0]?.principal ?? null);
        for (const step of purgeSteps.values()) await step(tx, { institutionId, principal, successor });
        await deleteRole(tx, { institutionId, principal });
      });
    },

    /** Accepts a pending role: its pending memberships become roles. */
    async accept(actor: Actor, principalParam: string, institutionId: number) {
      const principal = resolvePrincipalParam(actor, principalParam);
      const row = await db.transaction(async (tx) => {
        const target = await findRoleForUpdate(tx, institutionId, principal);
        if (!target) throw AppError.notFound('Institution not found');
        if (!target.isPending && target.pendingMemberships.length === 0)
          throw new AppError('invalid-action', 'There is no pending invitation to this institution');
        return updateRole(
          tx,
          { institutionId, principal },
          {
            roles: rolesIncludingPending(target),
            pendingMemberships: [],
            isPending: false,
            acceptedOn: now(),
          },
        );
      });
      return { role: toRole(row) };
    },
  };
}
