import { and, eq, inArray } from 'drizzle-orm';
import { toPlainText } from '../../common/subjects/rules.ts';
import type { Db } from '../db/client.ts';
import { institutionRoles, people, roleInvitations, subjectRoles, subjects } from '../db/schema/index.ts';

/**
 * The demo invitation codes listed in the README. Fixed, so they can be typed from the README;
 * each is 12 characters from INVITATION_CODE_ALPHABET (a test checks), shown in groups of four.
 */
export const DEMO_INVITATION_CODES = {
  /** Active class code of Year 7 Science at Riverbank High School: YEAR-7SC2-JUMP. */
  active: 'year7sc2jump',
  /** Year 8 Science, expired a month before seeding: EXPD-8SC2-PAST. */
  expired: 'expd8sc2past',
  /** Year 8 Science, turned off: MUTE-8SC2-MUTE. */
  inactive: 'mute8sc2mute',
  /** Active class code of a Hillside College subject taught by someone else: HSYR-9SC2-TREE. */
  otherSchool: 'hsyr9sc2tree',
} as const;

export const HILLSIDE_TEACHER = {
  principal: 'hillside-teacher',
  email: 'hillside.teacher@demo.test',
  fullName: 'Hana Hillside',
  isInternalAdmin: false,
} as const;
export const HILLSIDE_SUBJECT = { name: 'Year 9 Earth Science', code: 'ESS-9' } as const;

const DAY_MS = 24 * 3600 * 1000;

async function subjectIdByName(db: Db, institutionId: number, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.institutionId, institutionId), eq(subjects.name, name)))
    .limit(1);
  return row?.id ?? null;
}

/** The Hillside teacher, their role there and their subject (made once). */
async function seedHillsideSubject(db: Db, schoolId: number, passwordHash: string): Promise<number> {
  await db
    .insert(people)
    .values({ ...HILLSIDE_TEACHER, passwordHash })
    .onConflictDoNothing();
  await db
    .insert(institutionRoles)
    .values({
      institutionId: schoolId,
      principal: HILLSIDE_TEACHER.principal,
      roles: ['SUBJECT_CREATOR'],
      isPending: false,
      acceptedOn: new Date(),
    })
    .onConflictDoNothing();
  const existing = await subjectIdByName(db, schoolId, HILLSIDE_SUBJECT.name);
  if (existing) return existing;
  const [subject] = await db
    .insert(subjects)
    .values({
      institutionId: schoolId,
      name: HILLSIDE_SUBJECT.name,
      namePlaintext: toPlainText(HILLSIDE_SUBJECT.name),
      code: HILLSIDE_SUBJECT.code,
      createdBy: HILLSIDE_TEACHER.principal,
    })
    .returning({ id: subjects.id });
  await db.insert(subjectRoles).values({
    subjectId: subject!.id,
    principal: HILLSIDE_TEACHER.principal,
    institutionId: schoolId,
    role: 'INSTRUCTOR',
  });
  return subject!.id;
}

/**
 * Demo invitations (issue 4, part 11), after the demo subjects: an active class code for Year 7
 * Science, an expired and a turned-off one for Year 8 Science, and an active class code for a
 * Hillside College subject, so a Riverbank student who joins it sees the 'joined another
 * institution' dialog. Idempotent: codes that exist are left as they are.
 */
export async function seedDemoInvitations(
  db: Db,
  schools: { firstSchoolId: number; secondSchoolId: number; passwordHash: string },
): Promise<void> {
  const existing = await db
    .select({ code: roleInvitations.code })
    .from(roleInvitations)
    .where(inArray(roleInvitations.code, Object.values(DEMO_INVITATION_CODES)));
  if (existing.length === Object.keys(DEMO_INVITATION_CODES).length) return;

  const year7 = await subjectIdByName(db, schools.firstSchoolId, 'Year 7 Science');
  const year8 = await subjectIdByName(db, schools.firstSchoolId, 'Year 8 Science');
  const hillside = await seedHillsideSubject(db, schools.secondSchoolId, schools.passwordHash);
  const classCode = (
    code: string,
    subjectId: number,
    institutionId: number,
    createdBy: string,
  ): typeof roleInvitations.$inferInsert => ({
    code,
    institutionId,
    subjectId,
    studentMobId: subjectId,
    isMultiUse: true,
    createdBy,
  });
  const rows = [
    classCode(
      DEMO_INVITATION_CODES.otherSchool,
      hillside,
      schools.secondSchoolId,
      HILLSIDE_TEACHER.principal,
    ),
  ];
  if (year7) rows.push(classCode(DEMO_INVITATION_CODES.active, year7, schools.firstSchoolId, 'demo-teacher'));
  if (year8)
    rows.push(
      {
        ...classCode(DEMO_INVITATION_CODES.expired, year8, schools.firstSchoolId, 'demo-teacher'),
        expiresOn: new Date(Date.now() - 30 * DAY_MS),
      },
      {
        ...classCode(DEMO_INVITATION_CODES.inactive, year8, schools.firstSchoolId, 'demo-teacher'),
        isActive: false,
        deactivatedOn: new Date(Date.now() - 7 * DAY_MS),
      },
    );
  await db.insert(roleInvitations).values(rows).onConflictDoNothing();
}
