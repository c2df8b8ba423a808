import type { ActorLike } from '../../../common/roles/rules.ts';
import type { SubjectEvent } from '../../../common/subjects/contracts.ts';
import { showSubjectCode, subjectPath } from '../../../common/subjects/rules.ts';
import type { Subject } from '../../../common/subjects/schema.ts';
import { canUpdateSubject } from './subjects.policy.ts';
import type { SubjectRecord, SubjectRow } from './subjects.types.ts';

/** Subject (spec 3) as `actor` sees it; `permissions` adds the `update` permission, from the policy. */
export function toSubject(
  record: SubjectRecord,
  actor: ActorLike,
  options: { permissions: boolean },
): Subject {
  const { subject: s, institution } = record;
  const subject: Subject = {
    id: s.id,
    institutionId: s.institutionId,
    name: s.name,
    namePlaintext: s.namePlaintext,
    code: s.code,
    endpoint: institution.endpoint,
    isArchived: s.isArchived,
    state: s.state,
    subjectUrl: subjectPath(
      { endpoint: institution.endpoint, code: institution.code, id: s.institutionId },
      s,
    ),
    showSubjectCode: showSubjectCode(s.code),
    createdOn: s.createdOn.toISOString(),
    deletedOn: s.deletedOn ? s.deletedOn.toISOString() : null,
  };
  if (options.permissions)
    subject.permissions = {
      update: canUpdateSubject(actor, record.viewerRole, record.viewerInstitutionRole),
    };
  return subject;
}

/** The `subject` event for a subject row (event bus and server-sent events). */
export function toSubjectEvent(s: SubjectRow): SubjectEvent {
  return {
    id: s.id,
    institutionId: s.institutionId,
    state: s.state,
    isArchived: s.isArchived,
    deleted: s.deletedOn !== null,
  };
}
