import { zInstitutionAdmins, zInstitutionList } from '../../common/institutions/schema.ts';
import { zRoleList, zRoleResponse } from '../../common/roles/contracts.ts';
import { apiRequest } from './client.ts';

/** Spec 9: the user-institutions call may take up to a minute. */
const USER_INSTITUTIONS_TIMEOUT_MS = 60_000;

/** The signed-in person's institutions, each with their own role there. */
export async function fetchMyInstitutions(signal?: AbortSignal) {
  const { institutions } = await apiRequest('/v3/institutions', zInstitutionList, {
    query: { includeMyRoles: true },
    signal,
    timeoutMs: USER_INSTITUTIONS_TIMEOUT_MS,
  });
  return institutions;
}

/** Accepts a pending invitation to join an institution (spec 4: pending → accepted). */
export async function acceptInstitution(institutionId: number) {
  const { role } = await apiRequest(
    `/v3/users/me/institutions/${encodeURIComponent(String(institutionId))}/actions/accept`,
    zRoleResponse,
    { method: 'POST' },
  );
  return role;
}

const id = (value: number) => encodeURIComponent(String(value));

/** The institution's admins (full name and e-mail), whom its members can ask. */
export async function fetchInstitutionAdmins(institutionId: number, signal?: AbortSignal) {
  const { admins } = await apiRequest(`/v3/institutions/${id(institutionId)}/admins`, zInstitutionAdmins, {
    signal,
  });
  return admins;
}

/** The institution's accepted roles with their people (its staff may read them). */
export async function fetchInstitutionRoles(institutionId: number, signal?: AbortSignal) {
  const { getResponses } = await apiRequest(`/v3/institutions/${id(institutionId)}/roles`, zRoleList, {
    query: { includePersons: true },
    signal,
  });
  return getResponses.map(({ role }) => role);
}
