import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInstitution } from '../../api/institution-batcher.ts';
import {
  listInstitutionAdmins,
  listInstitutions,
  removeBannerImage,
  uploadBannerImage,
} from '../../../common/institutions/endpoints.ts';
import { acceptInstitutionRole, listInstitutionRoles } from '../../../common/roles/endpoints.ts';
import { callEndpoint } from '../../api/client.ts';

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

export const institutionKeys = {
  all: ['institutions'] as const,
  mine: () => [...institutionKeys.all, 'mine'] as const,
  one: (id: number) =>
    [...institutionKeys.all, 'one', id, { includeMyRole: true, permissions: true }] as const,
  admins: (id: number) => [...institutionKeys.all, 'admins', id] as const,
};

/** The signed-in person's institutions, each with their role there. */
export function useMyInstitutions() {
  return useQuery({
    queryKey: institutionKeys.mine(),
    queryFn: ({ signal }) => fetchMyInstitutions(signal),
  });
}

/** One institution with the viewer's role and permissions, batched with others asked for at once. */
export function useInstitution(id: number | null) {
  return useQuery({
    queryKey: institutionKeys.one(id ?? 0),
    queryFn: () => getInstitution(id ?? 0, { includeMyRole: true, permissions: true }),
    enabled: id !== null,
  });
}

/** Accepts an invitation to an institution; the person's institutions and that institution reload. */
export function useAcceptInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (institutionId: number) => acceptInstitution(institutionId),
    // Not awaited: the caller navigates away at once, and the refetch replaces the pending tile
    // (unmounting it) before mutate's own callbacks could run.
    onSuccess: (_role, institutionId) => {
      void queryClient.invalidateQueries({ queryKey: institutionKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: institutionKeys.one(institutionId) });
    },
  });
}

/** The institution's admins, each with full name and e-mail (whom a member can ask). */
export function useInstitutionAdmins(institutionId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: institutionKeys.admins(institutionId),
    queryFn: ({ signal }) => fetchInstitutionAdmins(institutionId, signal),
    enabled: options.enabled ?? true,
  });
}

/**
 * Changes the school's banner: a new image (a Blob), or null to remove it. The school and the
 * person's list of schools (the picker's tiles) reload with it.
 */
export function useChangeBanner(institutionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: Blob | null) =>
      image ? uploadBanner(institutionId, image) : removeBanner(institutionId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: institutionKeys.one(institutionId) }),
        queryClient.invalidateQueries({ queryKey: institutionKeys.mine() }),
      ]);
    },
  });
}
