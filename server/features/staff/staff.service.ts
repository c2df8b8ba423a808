import type { StaffInvitation, StaffMember, StaffResponse } from '../../../common/staff/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { RoleAction, Membership } from '../roles/index.ts';
import { canActOnRolesAt, canGrantHeadOfScienceAt } from '../roles/index.ts';
import type { Db } from '../../db/client.ts';
import { findPendingStaffInvitations, findSchoolSubjects, findStaffMembers } from './staff.repo.ts';
import { isoOrNull } from '../../platform/iso.ts';

export interface StaffServiceDeps {
  db: Db;
  now?: () => Date;
}

/** The Staff page's read (spec 2.1): who works at the school, and who has been invited to. */
export function createStaffService(deps: StaffServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async listStaff(actor: Actor, { institutionId, memberRole }: Membership): Promise<StaffResponse> {
      const [members, invitations, schoolSubjects] = await Promise.all([
        findStaffMembers(db, institutionId),
        findPendingStaffInvitations(db, institutionId, now()),
        findSchoolSubjects(db, institutionId),
      ]);
      const can = (action: RoleAction) => canActOnRolesAt(actor, memberRole, action);
      const hasHeadOfScience = members.some((m) => !m.isPending && m.roles.includes('HEAD_OF_SCIENCE'));
      return {
        staff: members.map((m): StaffMember => ({
          principal: m.principal,
          fullName: m.fullName,
          email: m.email,
          roles: m.roles,
          pendingRoles: m.pendingMemberships.map((p) => p.role),
          isPending: m.isPending,
          isSubscriptionOwner: m.isSubscriptionOwner,
          lastActiveOn: isoOrNull(m.lastActiveOn),
          subjects: m.subjects.map((s) => ({ id: s.id, name: s.name, coTeachers: Number(s.coTeachers) })),
        })),
        invitations: invitations.map((i): StaffInvitation => ({
          code: i.code,
          emailAddress: i.emailAddress!,
          kind: i.sudoadminInstitutionId ? 'sudoadmin' : i.creatorInstitutionId ? 'creator' : 'instructor',
          subject:
            i.instructorSubjectId && i.subjectName !== null
              ? { id: i.instructorSubjectId, name: i.subjectName, coTeachers: 0 }
              : null,
          createdOn: i.createdOn.toISOString(),
          expiresOn: i.expiresOn?.toISOString() ?? null,
        })),
        schoolSubjects,
        viewer: {
          principal: actor.principal,
          canGrant: {
            subjectCreator: can('grantSubjectCreator'),
            admins: can('grantAdmins'),
            subscriptionOwners: can('grantSubscriptionOwners'),
            headOfScience: canGrantHeadOfScienceAt(actor, memberRole, hasHeadOfScience),
          },
        },
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
