import { useQuery } from '@tanstack/react-query';
import { fetchInstitutionRoles } from '../../api/institutions.ts';

export const schoolAdminKeys = {
  all: ['school-admin'] as const,
  subscriptionOwners: (institutionId: number) =>
    [...schoolAdminKeys.all, 'subscriptionOwners', institutionId] as const,
};

/** Who owns the institution's subscription, from its roles (which its staff may read). */
export function useSubscriptionOwners(institutionId: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: schoolAdminKeys.subscriptionOwners(institutionId),
    queryFn: async ({ signal }) =>
      (await fetchInstitutionRoles(institutionId, signal)).filter((role) => role.isSubscriptionOwner),
    enabled: options.enabled,
  });
}
