import type { Problem } from '../../../common/api/problems.ts';
import {
  DEFAULT_ENDPOINT,
  type CreateInstitution,
  type UpdateInstitution,
} from '../../../common/institutions/schema.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { AppError } from '../../platform/errors.ts';
import { institutionCacheFor } from './institution-cache.service.ts';
import { publishInstitutionChange } from './institutions.events.ts';
import { toInstitutionBase } from './institutions.mapper.ts';
import {
  canChangeProviderOnlyFields,
  canCreateInstitution,
  canDeleteInstitution,
  canUpdateInstitution,
  PROVIDER_ONLY_FIELDS,
} from './institutions.policy.ts';
import {
  deleteInstitution,
  districtExists,
  findInstitutionRecords,
  findUpload,
  insertInstitution,
  institutionExists,
  updateInstitution,
} from './institutions.repo.ts';
import { createInstitutionsService, type InstitutionsServiceDeps } from './institutions.service.ts';
import type { InstitutionRow, NewInstitutionRow } from './institutions.types.ts';

const toDate = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const sameValue = (a: unknown, b: unknown): boolean =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null);

export interface InstitutionWritesDeps extends InstitutionsServiceDeps {
  /** Where changes are announced, so every process drops its cached copy. */
  events?: EventBus;
  logger?: FastifyBaseLogger;
}

/** Creating, changing and deleting institutions (spec 7, REST CRUD under /v3/institutions). */
export function createInstitutionWritesService(deps: InstitutionWritesDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const reads = createInstitutionsService(deps);
  const cache = institutionCacheFor(db);

  /** After the change is committed: this process at once, the others through the event bus. */
  async function announceChange(institutionId: number): Promise<void> {
    cache.invalidate(institutionId);
    if (deps.events && deps.logger) await publishInstitutionChange(deps.events, deps.logger, institutionId);
  }

  /** Each reference must name something that exists; a banner must not be another school's upload. */
  async function referenceProblems(
    body: UpdateInstitution,
    institutionId: number | null,
  ): Promise<Problem[]> {
    const [district, upload, target] = await Promise.all([
      body.districtUuid ? districtExists(db, body.districtUuid) : true,
      body.bannerImageUploadId ? findUpload(db, body.bannerImageUploadId) : true,
      body.assimilatedIntoInstitutionId
        ? body.assimilatedIntoInstitutionId !== institutionId &&
          institutionExists(db, body.assimilatedIntoInstitutionId)
        : true,
    ]);
    const problems: Problem[] = [];
    if (!district) problems.push({ field: 'districtUuid', message: 'is-invalid' });
    if (
      !upload ||
      (upload !== true && upload.institutionId !== null && upload.institutionId !== institutionId)
    )
      problems.push({ field: 'bannerImageUploadId', message: 'is-invalid' });
    if (!target) problems.push({ field: 'assimilatedIntoInstitutionId', message: 'is-invalid' });
    return problems;
  }

  async function present(row: InstitutionRow) {
    const [record] = await findInstitutionRecords(db, [row.id]);
    if (!record) throw AppError.notFound('Institution not found');
    return { institution: toInstitutionBase(record, now()) };
  }

  return {
    async createInstitution(actor: Actor, body: CreateInstitution) {
      if (!canCreateInstitution(actor)) throw AppError.forbidden('Only the provider creates institutions');
      const problems = await referenceProblems(body, null);
      if (problems.length) throw AppError.validation(problems);
      const row = await insertInstitution(db, {
        name: body.name,
        code: body.code,
        locale: body.locale,
        timezone: body.timezone,
        endpoint: body.endpoint ?? DEFAULT_ENDPOINT,
        districtUuid: body.districtUuid ?? null,
        headerUrl: body.headerUrl ?? null,
        bannerImageUploadId: body.bannerImageUploadId ?? null,
        expiresOn: toDate(body.expiresOn) ?? null,
        videoProviderConfig: body.videoProviderConfig ?? null,
        schoolYearEndsOn: body.schoolYearEndsOn ?? null,
      });
      await announceChange(row.id);
      return present(row);
    },

    async updateInstitution(actor: Actor, institutionId: number, body: UpdateInstitution) {
      const { institution: current, memberRole } = await reads.findVisibleOne(actor, institutionId);
      if (!canUpdateInstitution(actor, memberRole))
        throw AppError.forbidden('Only admins change the institution');
      const patch: Partial<NewInstitutionRow> = {};
      for (const [key, value] of Object.entries(body))
        if (value !== undefined) Object.assign(patch, { [key]: value });
      if ('expiresOn' in patch) patch.expiresOn = toDate(body.expiresOn) ?? null;
      if (!canChangeProviderOnlyFields(actor)) {
        const changed = PROVIDER_ONLY_FIELDS.filter(
          (field) => field in patch && !sameValue(patch[field], current[field]),
        );
        if (changed.length)
          throw AppError.validation(changed.map((field) => ({ field, message: 'is-not-allowed' })));
      }
      const problems = await referenceProblems(body, institutionId);
      if (problems.length) throw AppError.validation(problems);
      const row = await updateInstitution(db, institutionId, { ...patch, updatedOn: now() });
      await announceChange(institutionId);
      if (!row) throw AppError.notFound('Institution not found');
      return present(row);
    },

    async deleteInstitution(actor: Actor, institutionId: number) {
      const { memberRole } = await reads.findVisibleOne(actor, institutionId);
      if (!canDeleteInstitution(actor, memberRole))
        throw AppError.forbidden('Only the provider deletes institutions');
      const deleted = await deleteInstitution(db, institutionId);
      await announceChange(institutionId);
      if (!deleted) throw AppError.notFound('Institution not found');
    },
  };
}
