import { eq } from 'drizzle-orm';
import { toPlainText } from '../../common/subjects/rules.ts';
import type { Db } from '../db/client.ts';
import {
  featureFlagOverrides,
  institutionRoles,
  institutions,
  people,
  subjectRoles,
  subjects,
} from '../db/schema/index.ts';

export const DEMO_US_TEACHER = {
  principal: 'bayview-teacher',
  email: 'bayview.teacher@demo.test',
  fullName: 'Bailey Bayview',
  isInternalAdmin: false,
} as const;

const US_SCHOOL_CODE = 'bayview-middle';

/**
 * A Californian school, so the demo shows a US teacher's view: NGSS in the curriculum dropdown
 * (the AU curricula hidden, spec 9), US spelling, grade levels, and California's mathematics
 * standards switched on by their feature flag. It has no district. Seeded once; a second run
 * changes nothing. Returns the school's id.
 */
export async function seedDemoUsSchool(db: Db, passwordHash: string): Promise<number> {
  const [existing] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.code, US_SCHOOL_CODE));
  if (existing) return existing.id;

  await db
    .insert(people)
    .values({ ...DEMO_US_TEACHER, passwordHash, preferredLanguage: 'en-US' })
    .onConflictDoNothing();
  const [school] = await db
    .insert(institutions)
    .values({
      name: 'Bayview Middle School',
      code: US_SCHOOL_CODE,
      locale: 'EN_US',
      timezone: 'America/Los_Angeles',
    })
    .returning({ id: institutions.id });
  const schoolId = school!.id;
  await db.insert(institutionRoles).values({
    institutionId: schoolId,
    principal: DEMO_US_TEACHER.principal,
    // The school's admin too, so the demo shows a school writing its own learning scales.
    roles: ['ADMIN'],
    isPending: false,
    acceptedOn: new Date(),
  });
  await db.insert(featureFlagOverrides).values({
    institutionId: schoolId,
    flag: 'curriculum.US_CALI_MATHS',
    isEnabled: true,
    updatedBy: 'demo-staff',
  });
  const name = 'Grade 7 Life Science';
  const [subject] = await db
    .insert(subjects)
    .values({
      institutionId: schoolId,
      name,
      namePlaintext: toPlainText(name),
      code: 'LIFE-7',
      createdBy: DEMO_US_TEACHER.principal,
    })
    .returning({ id: subjects.id });
  await db.insert(subjectRoles).values({
    subjectId: subject!.id,
    principal: DEMO_US_TEACHER.principal,
    institutionId: schoolId,
    role: 'INSTRUCTOR',
  });
  return schoolId;
}
