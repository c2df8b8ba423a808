import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptSubscriptionOffer,
  declineSubscriptionOffer,
  getInstitutionBilling,
} from '../../../common/subscriptions/endpoints.ts';
import type { OfferDecision } from '../../../common/subscriptions/schema.ts';
import { getInstitutionSettings, updateInstitutionSettings } from '../../../common/school-admin/endpoints.ts';
import type { UpdateInstitutionSettings } from '../../../common/school-admin/settings.ts';
import { getInstitutionUsage } from '../../../common/usage/endpoints.ts';
import { callEndpoint } from '../../api/client.ts';
import { fetchInstitutionRoles } from '../institutions/institutions.queries.ts';
import { institutionKeys } from '../institutions/institutions.queries.ts';

export const schoolAdminKeys = {
  all: ['school-admin'] as const,
  subscriptionOwners: (institutionId: number) =>
    [...schoolAdminKeys.all, 'subscriptionOwners', institutionId] as const,
  usage: (institutionId: number, from: string, to: string) =>
    [...schoolAdminKeys.all, 'usage', institutionId, from, to] as const,
  billing: (institutionId: number) => [...schoolAdminKeys.all, 'billing', institutionId] as const,
  settings: (institutionId: number) => [...schoolAdminKeys.all, 'settings', institutionId] as const,
};

/** The school's settings as they apply (its own, else its country's defaults), for its admins. */
export function useInstitutionSettings(institutionId: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: schoolAdminKeys.settings(institutionId),
    queryFn: ({ signal }) => callEndpoint(getInstitutionSettings, { params: { institutionId } }, { signal }),
    enabled: options.enabled,
  });
}

/**
 * Saves the school's settings. The school itself is read again (its name and time zone are part
 * of it), and so is its usage, whose periods and days follow the terms and zone.
 */
export function useSaveInstitutionSettings(institutionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInstitutionSettings) =>
      callEndpoint(updateInstitutionSettings, { params: { institutionId }, body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(schoolAdminKeys.settings(institutionId), settings);
      void queryClient.invalidateQueries({ queryKey: institutionKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...schoolAdminKeys.all, 'usage', institutionId] });
    },
  });
}

/** Who owns the institution's subscription, from its roles (which its staff may read). */
export function useSubscriptionOwners(institutionId: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: schoolAdminKeys.subscriptionOwners(institutionId),
    queryFn: async ({ signal }) =>
      (await fetchInstitutionRoles(institutionId, signal)).filter((role) => role.isSubscriptionOwner),
    enabled: options.enabled,
  });
}

/**
 * The school's usage over a range. The figures move at most hourly (the roll-up job), so a
 * range read once is kept for a few minutes; switching period keeps the last figures on screen
 * until the new ones arrive.
 */
export function useUsage(institutionId: number, range: { from: string; to: string }) {
  return useQuery({
    queryKey: schoolAdminKeys.usage(institutionId, range.from, range.to),
    queryFn: ({ signal }) =>
      callEndpoint(getInstitutionUsage, { params: { institutionId }, query: range }, { signal }),
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}

/** The school's subscription, for its admins and subscription owners. */
export function useBilling(institutionId: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: schoolAdminKeys.billing(institutionId),
    queryFn: ({ signal }) => callEndpoint(getInstitutionBilling, { params: { institutionId } }, { signal }),
    enabled: options.enabled,
  });
}

/**
 * A subscription owner accepts or declines an offer. The answer is the billing page's new figures;
 * the school itself is read again, since accepting moves its expiry.
 */
export function useDecideOffer(institutionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, decision }: { offerId: number; decision: OfferDecision }) =>
      callEndpoint(decision === 'accepted' ? acceptSubscriptionOffer : declineSubscriptionOffer, {
        params: { institutionId, offerId },
      }),
    onSuccess: (billing) => {
      queryClient.setQueryData(schoolAdminKeys.billing(institutionId), billing);
      void queryClient.invalidateQueries({ queryKey: institutionKeys.all });
    },
  });
}
