import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { StaffInvitation, StaffMember, StaffResponse } from '../../../common/staff/schema.ts';

/** What the Staff page shows of a role, held, offered or invited to. */
export const STAFF_ROLE_TAGS = [
  'teacher',
  'subjectCreator',
  'admin',
  'headOfScience',
  'subscriptionOwner',
] as const;
export type StaffRoleTag = (typeof STAFF_ROLE_TAGS)[number];

const TAG_OF_ROLE: Partial<Record<InstitutionRoleName, StaffRoleTag>> = {
  SUBJECT_INSTRUCTOR: 'teacher',
  SUBJECT_CREATOR: 'subjectCreator',
  ADMIN: 'admin',
  HEAD_OF_SCIENCE: 'headOfScience',
};
const TAG_OF_INVITATION: Record<StaffInvitation['kind'], StaffRoleTag> = {
  instructor: 'teacher',
  creator: 'subjectCreator',
  sudoadmin: 'admin',
};

export type StaffStatus = 'accepted' | 'pending';

/** One person on the Staff page: a member of the school, someone invited by e-mail, or both. */
export interface StaffEntry {
  key: string;
  /** Null for someone known only by the address they were invited at. */
  fullName: string | null;
  email: string;
  member: StaffMember | null;
  invitations: StaffInvitation[];
  status: StaffStatus;
  tags: StaffRoleTag[];
}

function tagsOf(member: StaffMember | null, invitations: readonly StaffInvitation[]): StaffRoleTag[] {
  const found = new Set<StaffRoleTag>();
  for (const role of [...(member?.roles ?? []), ...(member?.pendingRoles ?? [])]) {
    const tag = TAG_OF_ROLE[role];
    if (tag) found.add(tag);
  }
  if (member?.isSubscriptionOwner) found.add('subscriptionOwner');
  for (const invitation of invitations) found.add(TAG_OF_INVITATION[invitation.kind]);
  return STAFF_ROLE_TAGS.filter((tag) => found.has(tag));
}

/**
 * The page's people: each member once, with the invitations sent to their address; each address
 * invited that is nobody's at the school yet, once. Accepted once their role at the school is.
 */
export function staffEntries(data: Pick<StaffResponse, 'staff' | 'invitations'>): StaffEntry[] {
  const byEmail = new Map<string, StaffInvitation[]>();
  for (const invitation of data.invitations) {
    const key = invitation.emailAddress.toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), invitation]);
  }
  const entries: StaffEntry[] = data.staff.map((member) => {
    const invitations = byEmail.get(member.email.toLowerCase()) ?? [];
    byEmail.delete(member.email.toLowerCase());
    return {
      key: member.principal,
      fullName: member.fullName,
      email: member.email,
      member,
      invitations,
      status: member.isPending ? 'pending' : 'accepted',
      tags: tagsOf(member, invitations),
    };
  });
  for (const [email, invitations] of byEmail)
    entries.push({
      key: `invited:${email}`,
      fullName: null,
      email: invitations[0]!.emailAddress,
      member: null,
      invitations,
      status: 'pending',
      tags: tagsOf(null, invitations),
    });
  return entries.sort((a, b) =>
    (a.fullName ?? a.email).localeCompare(b.fullName ?? b.email, undefined, { sensitivity: 'base' }),
  );
}

export interface StaffFilter {
  role: StaffRoleTag | 'all';
  status: StaffStatus | 'all';
  search: string;
}

/** The entries the filter keeps: by role, by status, and by name or e-mail containing the search. */
export function filterStaff(entries: readonly StaffEntry[], filter: StaffFilter): StaffEntry[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return entries.filter(
    (entry) =>
      (filter.role === 'all' || entry.tags.includes(filter.role)) &&
      (filter.status === 'all' || entry.status === filter.status) &&
      (needle === '' ||
        entry.email.toLocaleLowerCase().includes(needle) ||
        (entry.fullName ?? '').toLocaleLowerCase().includes(needle)),
  );
}

/** Whether someone counts as an admin of the school (heads of science do), accepted. */
export const isAcceptedAdmin = (member: StaffMember | null): boolean =>
  !!member &&
  !member.isPending &&
  (member.roles.includes('ADMIN') || member.roles.includes('HEAD_OF_SCIENCE'));

/** Whether removing this member would leave the school without an admin (the server refuses it). */
export const isLastAdmin = (member: StaffMember, staff: readonly StaffMember[]): boolean =>
  isAcceptedAdmin(member) && staff.filter(isAcceptedAdmin).length === 1;

/** Whether this member is the school's only subscription owner (accepted): nobody else could accept its offers. */
export const isLastSubscriptionOwner = (member: StaffMember, staff: readonly StaffMember[]): boolean =>
  member.isSubscriptionOwner &&
  !member.isPending &&
  staff.filter((m) => m.isSubscriptionOwner && !m.isPending).length === 1;

/** The grants the Roles dialog offers, each with the role it stands for on a member. */
export const EDITABLE_GRANTS = ['subjectCreator', 'admins', 'subscriptionOwners', 'headOfScience'] as const;
export type EditableGrant = (typeof EDITABLE_GRANTS)[number];

/** Whether the member holds (or has been offered) what a grant hands out. */
export function holdsGrant(member: StaffMember, grant: EditableGrant): boolean {
  if (grant === 'subscriptionOwners') return member.isSubscriptionOwner;
  const role: InstitutionRoleName =
    grant === 'subjectCreator' ? 'SUBJECT_CREATOR' : grant === 'admins' ? 'ADMIN' : 'HEAD_OF_SCIENCE';
  return member.roles.includes(role) || member.pendingRoles.includes(role);
}

/** The calls that take a member from what they hold to `wanted`: grants first, so an admin seat is never left empty between calls. */
export function grantChanges(
  member: StaffMember,
  wanted: Readonly<Record<EditableGrant, boolean>>,
): { grant: EditableGrant; action: 'grant' | 'revoke' }[] {
  const changes = EDITABLE_GRANTS.filter((grant) => holdsGrant(member, grant) !== wanted[grant]).map(
    (grant) => ({ grant, action: wanted[grant] ? ('grant' as const) : ('revoke' as const) }),
  );
  return [...changes.filter((c) => c.action === 'grant'), ...changes.filter((c) => c.action === 'revoke')];
}
