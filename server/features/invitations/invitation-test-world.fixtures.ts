import type { Db } from '../../db/client.ts';
import {
  buildInstitution,
  buildSignedInMember,
  buildSignedInPerson,
  buildSubject,
  buildSubjectRole,
  type SignedInPerson,
} from '../../test/factories.ts';

/**
 * The scene of the invitation API tests (built from the shared factories): a school with a
 * subject, its teacher and student, and the people around them. Not used by the running server.
 */
export interface InvitationWorld {
  schoolId: number;
  otherSchoolId: number;
  subjectId: number;
  teacher: SignedInPerson;
  student: SignedInPerson;
  otherTeacher: SignedInPerson;
  admin: SignedInPerson;
  otherSchoolTeacher: SignedInPerson;
  internalAdmin: SignedInPerson;
  outsider: SignedInPerson;
}

export async function buildInvitationWorld(db: Db): Promise<InvitationWorld> {
  const school = await buildInstitution(db);
  const other = await buildInstitution(db);
  const teacher = await buildSignedInMember(db, school.id, ['SUBJECT_CREATOR']);
  const student = await buildSignedInMember(db, school.id, ['STUDENT']);
  const subject = await buildSubject(db, school.id);
  await buildSubjectRole(db, subject, teacher.principal, 'INSTRUCTOR');
  await buildSubjectRole(db, subject, student.principal, 'STUDENT');
  return {
    schoolId: school.id,
    otherSchoolId: other.id,
    subjectId: subject.id,
    teacher,
    student,
    otherTeacher: await buildSignedInMember(db, school.id, ['SUBJECT_CREATOR']),
    admin: await buildSignedInMember(db, school.id, ['ADMIN']),
    otherSchoolTeacher: await buildSignedInMember(db, other.id, ['ADMIN']),
    internalAdmin: await buildSignedInPerson(db, { isInternalAdmin: true }),
    outsider: await buildSignedInPerson(db),
  };
}
