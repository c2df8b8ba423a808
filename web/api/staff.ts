import { deactivateRoleInvitation, magicEnsureUser } from '../../common/invitations/endpoints.ts';
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
} from '../../common/roles/endpoints.ts';
import { listStaff } from '../../common/staff/endpoints.ts';
import type { StaffInvitation, StaffResponse } from '../../common/staff/schema.ts';
import type { InstitutionGrant } from '../../common/roles/constants.ts';
import { callEndpoint } from './client.ts';

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
