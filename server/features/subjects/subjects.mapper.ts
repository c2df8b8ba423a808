import type { ActorLike } from '../../../common/roles/rules.ts';
import type { SubjectEvent } from '../../../common/subjects/contracts.ts';
import { showSubjectCode, subjectPath } from '../../../common/subjects/rules.ts';
import type { Subject } from '../../../common/subjects/schema.ts';
import { canActOnSubjectsAt, canUpdateSubject } from './subjects.policy.ts';
import type {
  CurrentSubjectsAt,
  SubjectAnswerColumns,
  SubjectInstitution,
  SubjectRecord,
  SubjectRow,
} from './subjects.types.ts';

/** Subject (spec 3) as `actor` sees it; `permissions` adds the `update` permission, from the policy. */
export function toSubject(
  record: SubjectRecord,
  actor: ActorLike,
  options: { permissions: boolean },
): Subject {
  const subject = toSubjectBase(record.subject, record.institution);
  if (options.permissions)
    subject.permissions = {
      update: canUpdateSubject(actor, record.viewerRole, record.viewerInstitutionRole),
    };
  return subject;
}

/**
 * The subject list (`listSubjects`), the same fields as `toSubject`; the institution's part of
 * the `update` permission is decided once for the whole list.
 */
export function toListedSubjects(
  at: CurrentSubjectsAt,
  actor: ActorLike,
  options: { permissions: boolean },
): Subject[] {
  const canUpdate = options.permissions
    ? canActOnSubjectsAt(actor, 'update', at.viewerInstitutionRole)
    : null;
  return at.subjects.map((row) => {
    const subject = toSubjectBase(row, at.institution);
    if (canUpdate) subject.permissions = { update: canUpdate(row.viewerRole) };
    return subject;
  });
}

function toSubjectBase(
  s: SubjectAnswerColumns,
  institution: Pick<SubjectInstitution, 'endpoint' | 'code'>,
): Subject {
  return {
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
