import type { InvitationRole, RoleInvitation } from '../../../common/invitations/schema.ts';
import {
  invitationRedirectTarget,
  isInvitationExpired,
  isInvitationValid,
  maskEmailAddress,
} from '../../../common/invitations/rules.ts';
import { subjectPath } from '../../../common/subjects/rules.ts';
import type { InvitationRecord, InvitationRow } from './invitations.types.ts';

/** The role as the API sends it: only the one key the invitation has (spec 3). */
export function toInvitationRole(row: InvitationRow): InvitationRole {
  return {
    ...(row.studentMobId !== null ? { studentMobId: row.studentMobId } : {}),
    ...(row.instructorSubjectId !== null ? { instructorSubjectId: row.instructorSubjectId } : {}),
    ...(row.creatorInstitutionId !== null ? { creatorInstitutionId: row.creatorInstitutionId } : {}),
    ...(row.sudoadminInstitutionId !== null ? { sudoadminInstitutionId: row.sudoadminInstitutionId } : {}),
  };
}

/**
 * Where accepting leads (spec 2.9): the stored redirectUrl if the invitation has one, otherwise the
 * subject's canonical URL, the creator's institution, or home. Computed when read, so a renamed
 * subject code never leaves a stale link behind.
 */
export function invitationRedirectUrl(record: InvitationRecord): string {
  const { invitation, subject, institution } = record;
  if (invitation.redirectUrl) return invitation.redirectUrl;
  const subjectUrl = subject && institution && !subject.deletedOn ? subjectPath(institution, subject) : null;
  return invitationRedirectTarget(
    { subjectId: invitation.subjectId, role: toInvitationRole(invitation) },
    { endpoint: institution?.endpoint ?? 'app', subjectUrl },
  );
}

export interface ToRoleInvitationOptions {
  now: Date;
  /** includeRelatedIfValid: the subject and institution names the code unlocks, if it is valid. */
  includeRelated?: boolean;
  /** Show a bound address only masked (the public look-up by code, to anyone else). */
  maskEmail?: boolean;
}

export function toRoleInvitation(record: InvitationRecord, options: ToRoleInvitationOptions): RoleInvitation {
  const { invitation, subject, institution } = record;
  const isExpired = isInvitationExpired(invitation.expiresOn, options.now);
  const isValid = isInvitationValid(invitation, options.now);
  const emailAddress =
    invitation.emailAddress && options.maskEmail
      ? maskEmailAddress(invitation.emailAddress)
      : invitation.emailAddress;
  const answer: RoleInvitation = {
    code: invitation.code,
    subjectId: invitation.subjectId,
    institutionId: invitation.institutionId,
    emailAddress,
    isMultiUse: invitation.isMultiUse,
    isActive: invitation.isActive,
    expiresOn: invitation.expiresOn ? invitation.expiresOn.toISOString() : null,
    redirectUrl: invitationRedirectUrl(record),
    role: toInvitationRole(invitation),
    isExpired,
    isValid,
    createdOn: invitation.createdOn.toISOString(),
  };
  if (options.includeRelated && isValid) {
    answer.subject =
      subject && !subject.deletedOn
        ? {
            id: subject.id,
            institutionId: subject.institutionId,
            name: subject.name,
            namePlaintext: subject.namePlaintext,
          }
        : null;
    answer.institution = institution
      ? { id: institution.id, name: institution.name, code: institution.code, endpoint: institution.endpoint }
      : null;
  }
  return answer;
}
