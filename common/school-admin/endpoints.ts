import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../roles/schema.ts';
import { zInstitutionSettings, zUpdateInstitutionSettings } from './settings.ts';

/** The school admin's calls that are not another feature's (staff, usage, billing have their own). */

const tag = 'institutions';

/**
 * The school admin's settings page: the school's name, time zone, terms and default curriculum.
 * Its terms feed the usage report's periods; until they are saved the country's defaults apply.
 */
export const getInstitutionSettings = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/settings',
  access: 'session',
  tag,
  summary: "A school's settings (its admins, heads of science and internal admins)",
  description:
    'Terms and default curriculum are the country’s defaults until saved (`isDefaultTerms`, ' +
    '`isDefaultCurriculum`): four terms in Australia, two semesters in the US. Teachers and ' +
    'students get 403; someone who does not belong to the school, 404.',
  params: zInstitutionIdParams,
  responses: { 200: zInstitutionSettings },
});

export const updateInstitutionSettings = defineEndpoint({
  method: 'PUT',
  path: '/v3/institutions/:institutionId/settings',
  access: 'session',
  tag,
  summary: "Save a school's settings, all at once (its admins, heads of science and internal admins)",
  description:
    'Each term ends after it starts and no two overlap; problems name the term and field ' +
    '(`terms.1.endsOn`: is-before-start, is-too-long; `terms.2.startsOn`: overlaps-another).',
  params: zInstitutionIdParams,
  body: zUpdateInstitutionSettings,
  responses: { 200: zInstitutionSettings },
});
