import {
  listInstitutionAdmins,
  listInstitutions,
  removeBannerImage,
  uploadBannerImage,
} from '../../common/institutions/endpoints.ts';
import { acceptInstitutionRole, listInstitutionRoles } from '../../common/roles/endpoints.ts';
import { callEndpoint } from './client.ts';

/** Spec 9: the user-institutions call may take up to a minute. */
const USER_INSTITUTIONS_TIMEOUT_MS = 60_000;

/** The signed-in person's institutions, each with their own role there. */
export async function fetchMyInstitutions(signal?: AbortSignal) {
  const { institutions } = await callEndpoint(
    listInstitutions,
    { query: { includeMyRoles: true } },
    { signal, timeoutMs: USER_INSTITUTIONS_TIMEOUT_MS },
  );
  return institutions;
}

/** Accepts a pending invitation to join an institution (spec 4: pending → accepted). */
export async function acceptInstitution(institutionId: number) {
  const { role } = await callEndpoint(acceptInstitutionRole, { params: { principal: 'me', institutionId } });
  return role;
}

/** The institution's admins (full name and e-mail), whom its members can ask. */
export async function fetchInstitutionAdmins(institutionId: number, signal?: AbortSignal) {
  const { admins } = await callEndpoint(listInstitutionAdmins, { params: { institutionId } }, { signal });
  return admins;
}

/** The institution's accepted roles with their people (its staff may read them). */
export async function fetchInstitutionRoles(institutionId: number, signal?: AbortSignal) {
  const { getResponses } = await callEndpoint(
    listInstitutionRoles,
    { params: { institutionId }, query: { includePersons: true } },
    { signal },
  );
  return getResponses.map(({ role }) => role);
}

/** Makes the image the school's banner; the platform stores and serves it. */
export async function uploadBanner(institutionId: number, image: Blob) {
  const { institution } = await callEndpoint(uploadBannerImage, { params: { institutionId }, body: image });
  return institution;
}

/** Removes the school's banner. */
export async function removeBanner(institutionId: number) {
  const { institution } = await callEndpoint(removeBannerImage, { params: { institutionId } });
  return institution;
}
