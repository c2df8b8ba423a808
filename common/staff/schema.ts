import { z } from 'zod';
import { zPrincipal } from '../people/schema.ts';
import { zRoleName } from '../roles/schema.ts';

/**
 * The school's staff as its admins see them on the Staff page (spec 1, 2.1): everyone with a
 * staff role or subscription ownership, and the staff invitations by e-mail still waiting.
 */

export const zStaffSubject = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many others teach it: a subject with none moves to an admin when its teacher is removed. */
  coTeachers: z.number().int(),
});

export const zStaffMember = z.object({
  principal: zPrincipal,
  fullName: z.string(),
  email: z.string(),
  /** Roles held (accepted), and those offered but not yet accepted. */
  roles: z.array(zRoleName),
  pendingRoles: z.array(zRoleName),
  isPending: z.boolean(),
  isSubscriptionOwner: z.boolean(),
  /** When they last used the platform (any school); null when not known. */
  lastActiveOn: z.string().nullable(),
  /** The school's subjects they teach (not deleted), archived ones included. */
  subjects: z.array(zStaffSubject),
});
export type StaffMember = z.infer<typeof zStaffMember>;

export const STAFF_INVITATION_KINDS = ['instructor', 'creator', 'sudoadmin'] as const;
export type StaffInvitationKind = (typeof STAFF_INVITATION_KINDS)[number];

/** A valid (active, unused, unexpired) staff invitation sent to an address. */
export const zStaffInvitation = z.object({
  code: z.string(),
  emailAddress: z.string(),
  kind: z.enum(STAFF_INVITATION_KINDS),
  subject: zStaffSubject.nullable(),
  createdOn: z.string(),
  expiresOn: z.string().nullable(),
});
export type StaffInvitation = z.infer<typeof zStaffInvitation>;

/** What the viewer may do here, computed by the server's policies so the page never re-derives them. */
export const zStaffViewer = z.object({
  principal: zPrincipal,
  canGrant: z.object({
    subjectCreator: z.boolean(),
    admins: z.boolean(),
    subscriptionOwners: z.boolean(),
    headOfScience: z.boolean(),
  }),
});
export type StaffViewer = z.infer<typeof zStaffViewer>;

export const zStaffResponse = z.object({
  staff: z.array(zStaffMember),
  invitations: z.array(zStaffInvitation),
  /** The school's current subjects, which a teacher can be invited to teach. */
  schoolSubjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  viewer: zStaffViewer,
});
export type StaffResponse = z.infer<typeof zStaffResponse>;
