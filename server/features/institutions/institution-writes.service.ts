import type { Problem } from '../../../common/api/problems.ts';
import {
  DEFAULT_ENDPOINT,
  type CreateInstitution,
  type InstitutionResponse,
  type UpdateInstitution,
} from '../../../common/institutions/schema.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { canActOnInstitution, PROVIDER_ONLY_FIELDS, type InstitutionAction } from './institutions.policy.ts';
import {
  deleteInstitution,
  districtExists,
  findUpload,
  insertInstitution,
  institutionExists,
  updateInstitution,
} from './institutions.repo.ts';
import type { InstitutionMembership, NewInstitutionRow } from './institutions.types.ts';

const toDate = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const sameValue = (a: unknown, b: unknown): boolean =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null);

export interface InstitutionWritesDeps {
  db: Db;
  now: () => Date;
  /** The institutions' access path (institutions.service.ts): 404, then 403. */
  authorizeInstitution: (
    actor: Actor,
    institutionId: number,
    action: InstitutionAction,
  ) => Promise<InstitutionMembership>;
  /** Drops the institution from every process's cache, once the change is committed. */
  announceChange: (institutionId: number) => Promise<void>;
  /** The institution as a write answers it, read after the write (404 when it is gone). */
  present: (institutionId: number) => Promise<InstitutionResponse>;
}

/**
 * Creating, changing and deleting institutions (spec 7, REST CRUD under /v3/institutions). Only
 * internal admins reach createInstitution: its endpoint is declared for them alone.
 */
export function createInstitutionWritesService(deps: InstitutionWritesDeps) {
  const { db, now, authorizeInstitution, announceChange, present } = deps;

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

  return {
    async createInstitution(body: CreateInstitution) {
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
      return present(row.id);
    },

    async updateInstitution(actor: Actor, institutionId: number, body: UpdateInstitution) {
      const { institution: current, memberRole } = await authorizeInstitution(actor, institutionId, 'update');
      const patch: Partial<NewInstitutionRow> = {};
      for (const [key, value] of Object.entries(body))
        if (value !== undefined) Object.assign(patch, { [key]: value });
      if ('expiresOn' in patch) patch.expiresOn = toDate(body.expiresOn) ?? null;
      if (!canActOnInstitution(actor, memberRole, 'changeProviderFields')) {
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
      return present(row.id);
    },

    async deleteInstitution(actor: Actor, institutionId: number) {
      await authorizeInstitution(actor, institutionId, 'delete');
      const isDeleted = await deleteInstitution(db, institutionId);
      await announceChange(institutionId);
      if (!isDeleted) throw AppError.notFound('Institution not found');
    },
  };
}
