import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deactivateRoleInvitation, magicEnsureUser } from '../../../common/invitations/endpoints.ts';
import {
  grantAdmins,
  grantHeadOfScience,
  grantSubjectCreator,
  grantSubscriptionOwners,
  purgeUser,
  revokeAdmins,
  revokeHeadOfScience,
  revokeSubjectCreator,
  revokeSubscriptionOwners,
} from '../../../common/roles/endpoints.ts';
import { listStaff } from '../../../common/staff/endpoints.ts';
import type { StaffInvitation, StaffResponse } from '../../../common/staff/schema.ts';
import type { InstitutionGrant } from '../../../common/roles/constants.ts';
import { callEndpoint } from '../../api/client.ts';

import { institutionKeys } from '../institutions/institutions.queries.ts';
import { subjectKeys } from '../subjects/subjects.queries.ts';
import type { EditableGrant } from './staff-rules.ts';

export const staffKeys = {
  all: ['staff'] as const,
  list: (institutionId: number) => [...staffKeys.all, institutionId] as const,
};

// The calls --------------------------------------

/** The school's staff and waiting staff invitations (its admins and heads of science). */
export function fetchStaff(institutionId: number, signal?: AbortSignal): Promise<StaffResponse> {
  return callEndpoint(listStaff, { params: { institutionId } }, { signal });
}

/** Grants or revokes one institution grant (spec 7, Institution grants). */
export async function changeGrant(
  institutionId: number,
  principal: string,
  grant: InstitutionGrant,
  action: 'grant' | 'revoke',
): Promise<void> {
  const params = { institutionId, principal };
  if (action === 'revoke') {
    const revoke = {
      subjectCreator: revokeSubjectCreator,
      admins: revokeAdmins,
      subscriptionOwners: revokeSubscriptionOwners,
      headOfScience: revokeHeadOfScience,
    }[grant];
    await callEndpoint(revoke, { params });
    return;
  }
  if (grant === 'headOfScience') {
    await callEndpoint(grantHeadOfScience, { params });
    return;
  }
  const endpoint = {
    subjectCreator: grantSubjectCreator,
    admins: grantAdmins,
    subscriptionOwners: grantSubscriptionOwners,
  }[grant];
  await callEndpoint(endpoint, { params: { institutionId }, body: { principal } });
}

/** Removes someone who has left the school (purgeUser). */
export async function removeFromSchool(institutionId: number, principal: string): Promise<void> {
  await callEndpoint(purgeUser, { params: { institutionId, principal } });
}

export type StaffInviteRole = StaffInvitation['kind'];

/** Invites addresses to a staff role by e-mail: a teacher of a subject, a subject creator or an admin. */
export async function inviteStaff(body: {
  institutionId: number;
  emailAddresses: string[];
  role: StaffInviteRole;
  subjectId?: number;
}): Promise<void> {
  await callEndpoint(magicEnsureUser, { body });
}

/** Turns an invitation off (deactivate). */
export async function withdrawInvitation(code: string): Promise<void> {
  await callEndpoint(deactivateRoleInvitation, { params: { code } });
}

// The hooks, each with its call's cache effects ------------------------------------------------------------------------------------

/** The Staff page's people and waiting invitations. */
export function useStaff(institutionId: number) {
  return useQuery({
    queryKey: staffKeys.list(institutionId),
    queryFn: ({ signal }) => fetchStaff(institutionId, signal),
  });
}

/** After any change: the list, and what roles change elsewhere (admins, the viewer's own role, subjects). */
function useRefresh(institutionId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: staffKeys.list(institutionId) });
    void queryClient.invalidateQueries({ queryKey: institutionKeys.all });
    void queryClient.invalidateQueries({ queryKey: subjectKeys.all });
  };
}

/** Applies the role changes of the Roles dialog one call at a time, grants before revokes. */
export function useChangeGrants(institutionId: number) {
  const refresh = useRefresh(institutionId);
  return useMutation({
    mutationFn: async (input: {
      principal: string;
      changes: readonly { grant: EditableGrant; action: 'grant' | 'revoke' }[];
    }) => {
      for (const change of input.changes)
        await changeGrant(institutionId, input.principal, change.grant, change.action);
    },
    onSettled: refresh,
  });
}

export function useRemoveFromSchool(institutionId: number) {
  const refresh = useRefresh(institutionId);
  return useMutation({
    mutationFn: (principal: string) => removeFromSchool(institutionId, principal),
    onSuccess: refresh,
  });
}

export function useInviteStaff(institutionId: number) {
  const refresh = useRefresh(institutionId);
  return useMutation({
    mutationFn: (input: { emailAddresses: string[]; role: StaffInviteRole; subjectId?: number }) =>
      inviteStaff({ institutionId, ...input }),
    onSuccess: refresh,
  });
}

/**
 * Sends a waiting invitation again: a fresh invitation (a new code, valid for the full time) and
 * its mail, then the old one turned off, so the person holds one working link.
 */
export function useResendInvitation(institutionId: number) {
  const refresh = useRefresh(institutionId);
  return useMutation({
    mutationFn: async (invitation: StaffInvitation) => {
      await inviteStaff({
        institutionId,
        emailAddresses: [invitation.emailAddress],
        role: invitation.kind,
        ...(invitation.subject ? { subjectId: invitation.subject.id } : {}),
      });
      await withdrawInvitation(invitation.code);
    },
    onSettled: refresh,
  });
}

export function useWithdrawInvitation(institutionId: number) {
  const refresh = useRefresh(institutionId);
  return useMutation({ mutationFn: (code: string) => withdrawInvitation(code), onSuccess: refresh });
}
