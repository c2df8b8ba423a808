import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams, zInstitutionPrincipalParams } from '../roles/schema.ts';
import { zStudentsQuery, zStudentsResponse } from './schema.ts';

/** The Students page's calls (school admin: licences and students), declared once. */

const tag = 'school admin';
const who =
  'For the school admins and heads of science and internal admins; its other members get 403 and ' +
  'anyone else 404.';

export const listStudents = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/students',
  checks: { resource: 'institution', param: 'institutionId', action: 'manageStudents' },
  access: 'session',
  tag,
  summary: "A page of the school's students with their subjects and licence standing",
  description: `${who} Sorted by name; searched by part of the name or e-mail; one statement per page.`,
  params: zInstitutionIdParams,
  query: zStudentsQuery,
  responses: { 200: zStudentsResponse },
});

export const releaseStudentLicence = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions/:institutionId/students/:principal/actions/releaseLicence',
  checks: { resource: 'institution', param: 'institutionId', action: 'manageStudents' },
  access: 'session',
  tag,
  summary: "Release a student's licence: the seat is free; they stay in the school and its subjects",
  description: `${who} Releasing a released licence changes nothing; a student not yet joined holds none (409).`,
  params: zInstitutionPrincipalParams,
  responses: { 204: null },
  errors: [409],
});

export const removeStudent = defineEndpoint({
  method: 'DELETE',
  path: '/v3/institutions/:institutionId/students/:principal',
  checks: { resource: 'institution', param: 'institutionId', action: 'manageStudents' },
  access: 'session',
  tag,
  summary: 'Remove a student from the school and every subject of it; their account and work are kept',
  description: `${who} Someone who is not a student there is a 404.`,
  params: zInstitutionPrincipalParams,
  responses: { 204: null },
});
