import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeGrant,
  fetchStaff,
  inviteStaff,
  removeFromSchool,
  withdrawInvitation,
  type StaffInviteRole,
} from '../../api/staff.ts';
import type { StaffInvitation } from '../../../common/staff/schema.ts';
import { institutionKeys } from '../institutions/institutions.queries.ts';
import { subjectKeys } from '../subjects/subjects.queries.ts';
import type { EditableGrant } from './staff-rules.ts';

export const staffKeys = {
  all: ['staff'] as const,
  list: (institutionId: number) => [...staffKeys.all, institutionId] as const,
};

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
