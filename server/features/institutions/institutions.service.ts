import { zPrincipal, type AdminUser } from '../../../common/people/schema.ts';
import type { Institution } from '../../../common/institutions/schema.ts';
import { clientPermissions } from '../../../common/roles/rules.ts';
import type { InstitutionRoleBase } from '../../../common/roles/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { batchGet } from '../../platform/batch.ts';
import { AppError } from '../../platform/errors.ts';
import { toRole } from '../roles/roles.mapper.ts';
import { canReadRolesAt } from '../roles/roles.policy.ts';
import { findRolesOfPrincipal } from '../roles/roles.repo.ts';
import type { Db } from '../roles/roles.types.ts';
import { institutionCacheFor } from './institution-cache.service.ts';
import {
  openBaseJson,
  parseMemberRoleText,
  toGroups,
  toInstitutionBase,
  toRoleJson,
  toRoleParts,
  toSerializedBase,
} from './institutions.mapper.ts';
import { canReadAdmins, canSeeInstitution } from './institutions.policy.ts';
import {
  findAdminContacts,
  findMemberInstitutions,
  findMemberRolesWithBases,
  type InstitutionScope,
} from './institutions.repo.ts';
import type { MemberInstitutionRecord, SerializedBase } from './institutions.types.ts';

export interface InstitutionsServiceDeps {
  db: Db;
  now?: () => Date;
}

/** What to attach to each institution (spec 3, batch-get options). */
export interface InstitutionIncludes {
  includeMyRole: boolean;
  includeRolesForPrincipal?: string | undefined;
  includeGroups: boolean;
  includeKeyContacts: boolean;
  permissions: boolean;
}

const NO_INCLUDES: InstitutionIncludes = {
  includeMyRole: false,
  includeGroups: false,
  includeKeyContacts: false,
  permissions: false,
};

export const INSTITUTION_MISSING_FROM_BATCH = 'Institution was missing from batch get response';

/** The includes the serialized fast path answers; anything else goes through present(). */
const isServedSerialized = (actor: Actor, includes: InstitutionIncludes): boolean =>
  !actor.isInternalAdmin &&
  includes.includeRolesForPrincipal === undefined &&
  !includes.includeGroups &&
  !includes.includeKeyContacts;

/** Actors are reused across requests (the session cache), so each principal is checked once. */
const principalJsons = new WeakMap<Actor, string | null>();

/** The actor's principal as JSON, or null when the response schema would reject it. */
function principalJsonOf(actor: Actor): string | null {
  let json = principalJsons.get(actor);
  if (json === undefined) {
    json = zPrincipal.safeParse(actor.principal).success ? JSON.stringify(actor.principal) : null;
    principalJsons.set(actor, json);
  }
  return json;
}

/** Thrown inside a batch load when the fast path cannot answer; the generic path runs instead. */
class NotServedSerialized extends Error {}

export function createInstitutionsService(deps: InstitutionsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The institutions the actor may see, each with the actor's own role there. */
  async function findVisible(actor: Actor, scope: InstitutionScope): Promise<MemberInstitutionRecord[]> {
    const records = await findMemberInstitutions(db, {
      member: actor.principal,
      onlyWhereMember: !actor.isInternalAdmin,
      scope,
    });
    return records.filter((r) => canSeeInstitution(actor, r.memberRole));
  }

  /** The actor's view of one institution, or a 404 that says nothing about whether it exists. */
  async function findVisibleOne(actor: Actor, institutionId: number): Promise<MemberInstitutionRecord> {
    const [record] = await findVisible(actor, { kind: 'ids', ids: [institutionId] });
    if (!record) throw AppError.notFound('Institution not found');
    return record;
  }

  /** Serializes visible institutions with their includes, in a fixed number of statements. */
  async function present(
    actor: Actor,
    records: readonly MemberInstitutionRecord[],
    includes: InstitutionIncludes,
  ): Promise<Institution[]> {
    const [rolesForPrincipal, keyContacts] = await Promise.all([
      loadRolesForPrincipal(actor, records, includes.includeRolesForPrincipal),
      includes.includeKeyContacts ? loadKeyContacts(actor, records) : null,
    ]);
    const at = now();
    return records.map((record) => {
      const id = record.institution.id;
      const institution: Institution = toInstitutionBase(record, at);
      if (includes.includeMyRole) institution.role = record.memberRole ? toRole(record.memberRole) : null;
      if (rolesForPrincipal) institution.rolesForPrincipal = rolesForPrincipal.get(id) ?? null;
      if (includes.permissions) institution.permissions = clientPermissions(record.memberRole, actor);
      if (keyContacts) institution.keyContacts = keyContacts.get(id) ?? [];
      if (includes.includeGroups) institution.groups = toGroups(record);
      return institution;
    });
  }

  /**
   * The JSON of each institution a member may see among `ids`, with their role and permissions as
   * asked, byte for byte what present() and the response schema produce (the serialized API test
   * compares them). The bases come from the cache; one statement reads the member's role rows and
   * the bases the cache lacks. Null when a row would not pass the response schema.
   */
  async function findVisibleSerialized(
    actor: Actor,
    ids: readonly number[],
    includes: InstitutionIncludes,
  ): Promise<Map<number, string> | null> {
    const principalJson = principalJsonOf(actor);
    if (principalJson === null) return null;
    const cache = institutionCacheFor(db);
    const cached = new Map<number, SerializedBase>();
    const withBaseIds: number[] = [];
    for (const id of ids) {
      const base = cache.get(id);
      if (base) cached.set(id, base);
      else withBaseIds.push(id);
    }
    const generation = cache.currentGeneration();
    const rows = parseMemberRoleText(
      await findMemberRolesWithBases(db, { member: actor.principal, ids, withBaseIds }),
    );
    if (rows === null) return null;
    const nowMs = now().getTime();
    const result = new Map<number, string>();
    for (const row of rows) {
      let base = cached.get(row.institutionId);
      if (!base) {
        if (!row.institution) return null;
        const serialized = toSerializedBase(row.institution);
        if (!serialized) return null;
        cache.set(row.institutionId, serialized, generation);
        base = serialized;
      }
      let json = openBaseJson(base, nowMs);
      if (includes.includeMyRole || includes.permissions) {
        const parts = toRoleParts(row.roleKey);
        if (parts === null) return null;
        if (includes.includeMyRole) {
          const role = toRoleJson(row, parts, principalJson);
          if (role === null) return null;
          json += `,"role":${role}`;
        }
        if (includes.permissions) json += `,"permissions":${parts.clientPermissions}`;
      }
      result.set(row.institutionId, `${json}}`);
    }
    return result;
  }

  /** The principal's role at each institution where the actor may read it; absent elsewhere. */
  async function loadRolesForPrincipal(
    actor: Actor,
    records: readonly MemberInstitutionRecord[],
    principal: string | undefined,
  ): Promise<Map<number, InstitutionRoleBase> | null> {
    if (principal === undefined) return null;
    const result = new Map<number, InstitutionRoleBase>();
    if (principal === actor.principal || principal === 'me') {
      for (const r of records) if (r.memberRole) result.set(r.institution.id, toRole(r.memberRole));
      return result;
    }
    const readable = records.filter((r) => canReadRolesAt(actor, r.memberRole)).map((r) => r.institution.id);
    for (const row of await findRolesOfPrincipal(db, principal, readable))
      result.set(row.institutionId, toRole(row));
    return result;
  }

  /** Admins of each institution where the actor may read them; absent (shown as []) elsewhere. */
  async function loadKeyContacts(
    actor: Actor,
    records: readonly MemberInstitutionRecord[],
  ): Promise<Map<number, AdminUser[]>> {
    const allowed = records.filter((r) => canReadAdmins(actor, r.memberRole)).map((r) => r.institution.id);
    const result = new Map<number, AdminUser[]>();
    for (const row of await findAdminContacts(db, allowed)) {
      const list = result.get(row.institutionId) ?? [];
      list.push({ principal: row.principal, fullName: row.fullName, email: row.email });
      result.set(row.institutionId, list);
    }
    return result;
  }

  return {
    findVisibleOne,

    async getInstitution(actor: Actor, institutionId: number, includes: InstitutionIncludes) {
      const record = await findVisibleOne(actor, institutionId);
      const [institution] = await present(actor, [record], includes);
      return { institution: institution! };
    },

    /** POST /v3/institutions/batch/get: a missing id and one the actor may not see look the same. */
    async batchGetInstitutions(
      actor: Actor,
      body: InstitutionIncludes & { ids: readonly number[]; ignoreMissing: boolean },
    ) {
      return batchGet({
        ids: body.ids,
        ignoreMissing: body.ignoreMissing,
        load: async (ids) => present(actor, await findVisible(actor, { kind: 'ids', ids }), body),
        keyOfId: String,
        keyOfItem: (institution) => String(institution.id),
        wrap: (institution) => ({ institution }),
        missingMessage: INSTITUTION_MISSING_FROM_BATCH,
      });
    },

    /**
     * getInstitution's answer as JSON text, for a member asking for no more than their role and
     * permissions; null: use getInstitution.
     */
    async getInstitutionSerialized(
      actor: Actor,
      institutionId: number,
      includes: InstitutionIncludes,
    ): Promise<string | null> {
      if (!isServedSerialized(actor, includes)) return null;
      const found = await findVisibleSerialized(actor, [institutionId], includes);
      if (!found) return null;
      const institution = found.get(institutionId);
      if (institution === undefined) throw AppError.notFound('Institution not found');
      return `{"institution":${institution}}`;
    },

    /** batchGetInstitutions' answer as JSON text, on the same terms; null: use batchGetInstitutions. */
    async batchGetInstitutionsSerialized(
      actor: Actor,
      body: InstitutionIncludes & { ids: readonly number[]; ignoreMissing: boolean },
    ): Promise<string | null> {
      if (!isServedSerialized(actor, body)) return null;
      try {
        const { getResponses } = await batchGet({
          ids: body.ids,
          ignoreMissing: body.ignoreMissing,
          load: async (ids) => {
            const found = await findVisibleSerialized(actor, ids, body);
            if (!found) throw new NotServedSerialized();
            return [...found];
          },
          keyOfId: String,
          keyOfItem: ([id]) => String(id),
          wrap: ([, institution]) => `{"institution":${institution}}`,
          missingMessage: INSTITUTION_MISSING_FROM_BATCH,
        });
        return `{"getResponses":[${getResponses.join(',')}]}`;
      } catch (error) {
        if (error instanceof NotServedSerialized) return null;
        throw error;
      }
    },

    /** A member's institutions (pending included); an internal admin's list is every institution. */
    async listInstitutions(actor: Actor, query: { includeMyRoles: boolean; limit: number; offset: number }) {
      const records = await findVisible(actor, { kind: 'page', limit: query.limit, offset: query.offset });
      const institutions = await present(actor, records, {
        ...NO_INCLUDES,
        includeMyRole: query.includeMyRoles,
      });
      return { institutions };
    },

    /** Unknown districts and districts with nothing visible both answer an empty list. */
    async listDistrictInstitutions(actor: Actor, districtUuid: string) {
      const records = await findVisible(actor, { kind: 'district', districtUuid });
      return { institutions: await present(actor, records, NO_INCLUDES) };
    },

    async listAdmins(actor: Actor, institutionId: number) {
      const record = await findVisibleOne(actor, institutionId);
      if (!canReadAdmins(actor, record.memberRole))
        throw AppError.forbidden('Only members may see the admins');
      const admins = await loadKeyContacts(actor, [record]);
      return { admins: admins.get(institutionId) ?? [] };
    },
  };
}

export type InstitutionsService = ReturnType<typeof createInstitutionsService>;
