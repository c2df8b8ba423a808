import type { FastifyBaseLogger } from 'fastify';
import type { Institution } from '../../../common/institutions/schema.ts';
import { toInstitutionBase } from '../../../common/institutions/schema.ts';
import type { AdminUser } from '../../../common/people/schema.ts';
import { clientPermissions } from '../../../common/roles/rules.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { batchGet } from '../../platform/batch.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { RolesService } from '../roles/index.ts';
import {
  INSTITUTION_CACHE_MAX_ENTRIES,
  INSTITUTION_CACHE_TTL_MS,
  InstitutionCache,
} from './institution-cache.service.ts';
import { createInstitutionBannerService } from './institution-banner.service.ts';
import { createInstitutionSettingsService } from './institution-settings.service.ts';
import { createInstitutionWritesService } from './institution-writes.service.ts';
import { onInstitutionChange, publishInstitutionChange } from './institutions.events.ts';
import { toGroups } from './institutions.mapper.ts';
import { canActOnInstitution, canReadAdmins, type InstitutionAction } from './institutions.policy.ts';
import { findDistrictNames, findInstitutionRecords, findVisibleInstitutions } from './institutions.repo.ts';
import type { InstitutionMembership, InstitutionRecord } from './institutions.types.ts';

/** What the institutions feature uses of the roles feature's service. */
export type InstitutionRoles = Pick<
  RolesService,
  'membershipAt' | 'membershipsAmong' | 'presentRole' | 'rolesOfPrincipalAt' | 'adminContactsAt'
>;

export interface InstitutionsServiceDeps {
  db: Db;
  roles: InstitutionRoles;
  /** Where changes are announced and heard, so every process drops its cached copy. */
  events: EventBus;
  logger: FastifyBaseLogger;
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

/** What a refused action is told (403); an institution the actor may not see is a 404 first. */
const FORBIDDEN: Record<InstitutionAction, string> = {
  read: 'You may not see this institution',
  readAdmins: 'Only members may see the admins',
  update: 'Only admins change the institution',
  changeProviderFields: 'Only the provider changes these fields',
  delete: 'Only the provider deletes institutions',
};

export function createInstitutionsService(deps: InstitutionsServiceDeps) {
  const { db, roles, events, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = new InstitutionCache({
    ttlMs: INSTITUTION_CACHE_TTL_MS,
    maxEntries: INSTITUTION_CACHE_MAX_ENTRIES,
  });
  const stopWatching = onInstitutionChange(events, (institutionId) => cache.invalidate(institutionId));
  // Changes made while the event listener was away were never announced here.
  const stopClearing = events.onReconnect(() => cache.clear());

  /** The records of `ids` that exist, from the cache, reading the rest in one statement. */
  async function loadRecords(ids: readonly number[]): Promise<Map<number, InstitutionRecord>> {
    const records = new Map<number, InstitutionRecord>();
    const missing: number[] = [];
    for (const id of ids) {
      const record = cache.get(id);
      if (record) records.set(id, record);
      else missing.push(id);
    }
    const generation = cache.currentGeneration();
    for (const record of await findInstitutionRecords(db, missing)) {
      cache.set(record, generation);
      records.set(record.institution.id, record);
    }
    return records;
  }

  /** After a change is committed: this process at once, the others through the event bus. */
  async function announceChange(institutionId: number): Promise<void> {
    cache.invalidate(institutionId);
    await publishInstitutionChange(events, logger, institutionId);
  }

  /**
   * An institution and the actor's role there, for an action on it: 404 when the actor may not
   * see it (the roles' one access path), 403 when their standing there does not allow the action.
   */
  async function authorizeInstitution(
    actor: Actor,
    institutionId: number,
    action: InstitutionAction,
  ): Promise<InstitutionMembership> {
    const { memberRole } = await roles.membershipAt(actor, institutionId);
    if (!canActOnInstitution(actor, memberRole, action)) throw AppError.forbidden(FORBIDDEN[action]);
    const record = (await loadRecords([institutionId])).get(institutionId);
    // Deleted between the two reads: as if it had never been there.
    if (!record) throw AppError.notFound('Institution not found');
    return { ...record, memberRole };
  }

  /** Of `ids`, the institutions the actor may see, with their role at each: two statements at most. */
  async function findVisible(actor: Actor, ids: readonly number[]): Promise<InstitutionMembership[]> {
    const memberships = await roles.membershipsAmong(actor, ids);
    const records = await loadRecords(memberships.map((m) => m.institutionId));
    return memberships.flatMap(({ institutionId, memberRole }) => {
      const record = records.get(institutionId);
      return record ? [{ ...record, memberRole }] : [];
    });
  }

  /** Admins of each institution where the actor may read them; absent (shown as []) elsewhere. */
  const loadKeyContacts = (
    actor: Actor,
    memberships: readonly InstitutionMembership[],
  ): Promise<Map<number, AdminUser[]>> =>
    roles.adminContactsAt(
      memberships.filter((m) => canReadAdmins(actor, m.memberRole)).map((m) => m.institution.id),
    );

  /** Institutions the actor may see, with their includes, in a fixed number of statements. */
  async function present(
    actor: Actor,
    memberships: readonly InstitutionMembership[],
    includes: InstitutionIncludes,
  ): Promise<Institution[]> {
    const districtUuids = [
      ...new Set(
        memberships.flatMap((m) => (m.institution.districtUuid ? [m.institution.districtUuid] : [])),
      ),
    ];
    const [rolesForPrincipal, keyContacts, districtNames] = await Promise.all([
      includes.includeRolesForPrincipal === undefined
        ? null
        : roles.rolesOfPrincipalAt(
            actor,
            includes.includeRolesForPrincipal,
            memberships.map((m) => ({ institutionId: m.institution.id, memberRole: m.memberRole })),
          ),
      includes.includeKeyContacts ? loadKeyContacts(actor, memberships) : null,
      includes.includeGroups ? findDistrictNames(db, districtUuids) : null,
    ]);
    const at = now();
    return memberships.map(({ institution: row, bannerInlineUrl, memberRole }) => {
      const institution: Institution = toInstitutionBase(row, bannerInlineUrl, at);
      if (includes.includeMyRole) institution.role = memberRole ? roles.presentRole(memberRole) : null;
      if (rolesForPrincipal) institution.rolesForPrincipal = rolesForPrincipal.get(row.id) ?? null;
      if (includes.permissions) institution.permissions = clientPermissions(memberRole, actor);
      if (keyContacts) institution.keyContacts = keyContacts.get(row.id) ?? [];
      if (districtNames) institution.groups = toGroups(row, districtNames);
      return institution;
    });
  }

  /** An institution as a write answers it, read after the write. */
  async function presentWritten(institutionId: number) {
    const found = (await loadRecords([institutionId])).get(institutionId);
    if (!found) throw AppError.notFound('Institution not found');
    return { institution: toInstitutionBase(found.institution, found.bannerInlineUrl, now()) };
  }

  const writeDeps = { db, now, authorizeInstitution, announceChange, present: presentWritten };
  const writes = createInstitutionWritesService(writeDeps);
  const banner = createInstitutionBannerService(writeDeps);
  const settings = createInstitutionSettingsService(writeDeps);

  return {
    authorizeInstitution,

    /** Stops listening for changes (the app closes). */
    close(): void {
      stopWatching();
      stopClearing();
    },

    async getInstitution(actor: Actor, institutionId: number, includes: InstitutionIncludes) {
      const membership = await authorizeInstitution(actor, institutionId, 'read');
      const [institution] = await present(actor, [membership], includes);
      return { institution: institution! };
    },

    /** A missing id and one the actor may not see look the same. */
    async batchGetInstitutions(
      actor: Actor,
      body: InstitutionIncludes & { ids: readonly number[]; ignoreMissing: boolean },
    ) {
      return batchGet({
        ids: body.ids,
        ignoreMissing: body.ignoreMissing,
        load: async (ids) => present(actor, await findVisible(actor, ids), body),
        keyOfId: String,
        keyOfItem: (institution) => String(institution.id),
        wrap: (institution) => ({ institution }),
        missingMessage: INSTITUTION_MISSING_FROM_BATCH,
      });
    },

    /** A member's institutions (pending included); an internal admin's list is every institution. */
    async listInstitutions(actor: Actor, query: { includeMyRoles: boolean; limit: number; offset: number }) {
      const memberships = await findVisibleInstitutions(db, actor, {
        kind: 'page',
        limit: query.limit,
        offset: query.offset,
      });
      const institutions = await present(actor, memberships, {
        ...NO_INCLUDES,
        includeMyRole: query.includeMyRoles,
      });
      return { institutions };
    },

    /** Unknown districts and districts with nothing visible both answer an empty list. */
    async listDistrictInstitutions(actor: Actor, districtUuid: string) {
      const memberships = await findVisibleInstitutions(db, actor, { kind: 'district', districtUuid });
      return { institutions: await present(actor, memberships, NO_INCLUDES) };
    },

    async listAdmins(actor: Actor, institutionId: number) {
      await authorizeInstitution(actor, institutionId, 'readAdmins');
      const admins = await roles.adminContactsAt([institutionId]);
      return { admins: admins.get(institutionId) ?? [] };
    },

    ...writes,
    ...banner,
    ...settings,
  };
}

export type InstitutionsService = ReturnType<typeof createInstitutionsService>;
