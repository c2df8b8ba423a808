import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import type { Db } from '../../db/client.ts';
import { roleInvitations, subjectRoles, subjects } from '../../db/schema/index.ts';
import { buildInstitution, buildPerson, buildRole, buildSession } from '../../test/factories.ts';

/**
 * Fixtures for the invitation API tests only: a school with a subject and one person of each
 * kind the authorization matrix calls as. Not used by the running server.
 */

export interface Member {
  principal: string;
  email: string;
  headers: Record<string, string>;
}

export async function buildMember(
  db: Db,
  options: {
    institutionId?: number;
    roles?: InstitutionRoleName[];
    isInternalAdmin?: boolean;
    passwordHash?: string | null;
  } = {},
): Promise<Member> {
  const person = await buildPerson(db, {
    isInternalAdmin: options.isInternalAdmin ?? false,
    passwordHash: options.passwordHash ?? null,
  });
  if (options.institutionId !== undefined && options.roles)
    await buildRole(db, options.institutionId, person.principal, options.roles);
  const { headers } = await buildSession(db, person.principal);
  return { principal: person.principal, email: person.email, headers };
}

export async function buildSubject(
  db: Db,
  institutionId: number,
  members: readonly { principal: string; role: SubjectRoleName }[] = [],
  overrides: Partial<typeof subjects.$inferInsert> = {},
): Promise<typeof subjects.$inferSelect> {
  const name = overrides.name ?? `Science ${randomBytes(3).toString('hex')}`;
  const [subject] = await db
    .insert(subjects)
    .values({ institutionId, name, namePlaintext: name, code: 'SCI-7', ...overrides })
    .returning();
  if (members.length)
    await db
      .insert(subjectRoles)
      .values(
        members.map((m) => ({ subjectId: subject!.id, institutionId, principal: m.principal, role: m.role })),
      );
  return subject!;
}

export async function buildInvitation(
  db: Db,
  values: Omit<typeof roleInvitations.$inferInsert, 'code'> & { code?: string },
): Promise<typeof roleInvitations.$inferSelect> {
  const code = values.code ?? randomCode();
  const [row] = await db
    .insert(roleInvitations)
    .values({ ...values, code })
    .returning();
  return row!;
}

export async function changeInvitation(
  db: Db,
  code: string,
  values: Partial<typeof roleInvitations.$inferInsert>,
): Promise<void> {
  await db.update(roleInvitations).set(values).where(eq(roleInvitations.code, code));
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const randomCode = (): string =>
  Array.from(randomBytes(12), (b) => ALPHABET[b % ALPHABET.length]).join('');

/** A school with a subject, its teacher and student, and the people around them. */
export interface InvitationWorld {
  schoolId: number;
  otherSchoolId: number;
  subjectId: number;
  teacher: Member;
  student: Member;
  otherTeacher: Member;
  admin: Member;
  otherSchoolTeacher: Member;
  internalAdmin: Member;
  outsider: Member;
}

export async function buildInvitationWorld(db: Db): Promise<InvitationWorld> {
  const school = await buildInstitution(db);
  const other = await buildInstitution(db);
  const teacher = await buildMember(db, { institutionId: school.id, roles: ['SUBJECT_CREATOR'] });
  const student = await buildMember(db, { institutionId: school.id, roles: ['STUDENT'] });
  const subject = await buildSubject(db, school.id, [
    { principal: teacher.principal, role: 'INSTRUCTOR' },
    { principal: student.principal, role: 'STUDENT' },
  ]);
  return {
    schoolId: school.id,
    otherSchoolId: other.id,
    subjectId: subject.id,
    teacher,
    student,
    otherTeacher: await buildMember(db, { institutionId: school.id, roles: ['SUBJECT_CREATOR'] }),
    admin: await buildMember(db, { institutionId: school.id, roles: ['ADMIN'] }),
    otherSchoolTeacher: await buildMember(db, { institutionId: other.id, roles: ['ADMIN'] }),
    internalAdmin: await buildMember(db, { isInternalAdmin: true }),
    outsider: await buildMember(db),
  };
}
