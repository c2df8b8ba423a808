import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInstitution } from '../../api/institution-batcher.ts';
import {
  acceptInstitution,
  fetchInstitutionAdmins,
  fetchMyInstitutions,
  removeBanner,
  uploadBanner,
} from '../../api/institutions.ts';

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
