import {
  countryOf,
  defaultCurriculum,
  defaultTerms,
  defaultTimeZone,
} from '../../../common/school-admin/settings-defaults.ts';
import type {
  InstitutionSettings,
  UpdateInstitutionSettings,
} from '../../../common/school-admin/settings.ts';
import { isCurriculumCode } from '../../../common/outcomes/curricula.ts';
import { localDate, schoolYearEnd } from '../../../common/subjects/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { InstitutionWritesDeps } from './institution-writes.service.ts';
import { updateInstitution } from './institutions.repo.ts';
import type { InstitutionRow } from './institutions.types.ts';

/** A school's settings as they apply on `now`: what it saved, else its country's defaults. */
export function settingsOf(row: InstitutionRow, now: Date): InstitutionSettings {
  const country = countryOf(row);
  const timezone = defaultTimeZone(country, row.timezone);
  const today = localDate(now, timezone);
  const calendar = { endsOn: schoolYearEnd(row), locale: row.locale };
  const ownCurriculum = isCurriculumCode(row.defaultCurriculum) ? row.defaultCurriculum : null;
  return {
    institutionId: row.id,
    name: row.name,
    timezone,
    terms: row.terms ?? defaultTerms(country, timezone, calendar, today),
    defaultCurriculum: ownCurriculum ?? defaultCurriculum(country),
    country,
    isDefaultTerms: row.terms === null,
    isDefaultCurriculum: ownCurriculum === null,
  };
}

/**
 * The school admin's settings page (`getInstitutionSettings`, `updateInstitutionSettings`). Both
 * go through the institution's one access path with its `update` action: its admins, heads of
 * science and internal admins; teachers and students 403, someone outside the school 404.
 */
export function createInstitutionSettingsService(
  deps: Pick<InstitutionWritesDeps, 'db' | 'now' | 'authorizeInstitution' | 'announceChange'>,
) {
  const { db, now, authorizeInstitution, announceChange } = deps;
  return {
    async getSettings(actor: Actor, institutionId: number): Promise<InstitutionSettings> {
      const { institution } = await authorizeInstitution(actor, institutionId, 'update');
      return settingsOf(institution, now());
    },

    /** Saves every field at once; the terms saved replace the country's defaults from then on. */
    async updateSettings(
      actor: Actor,
      institutionId: number,
      body: UpdateInstitutionSettings,
    ): Promise<InstitutionSettings> {
      await authorizeInstitution(actor, institutionId, 'update');
      const terms = [...body.terms].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
      const row = await updateInstitution(db, institutionId, {
        name: body.name,
        timezone: body.timezone,
        terms,
        defaultCurriculum: body.defaultCurriculum,
        updatedOn: now(),
      });
      await announceChange(institutionId);
      if (!row) throw AppError.notFound('Institution not found');
      return settingsOf(row, now());
    },
  };
}
