import { sql } from 'drizzle-orm';
import type { InstitutionRoleName } from '../../common/roles/constants.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { Db } from '../db/client.ts';
import { districts, institutionRoles, institutions, people, uploads } from '../db/schema/index.ts';
import { seedDemoActivities } from './demo-activities.ts';
import { seedDemoInvitations } from './demo-invitations.ts';
import { seedDemoOutcomeTags } from './demo-outcome-tags.ts';
import { seedDemoSubjects } from './demo-subjects.ts';
import { seedDemoUsage } from './demo-usage.ts';
import { seedDemoUsSchool } from './demo-us-school.ts';

export const DEMO_PASSWORD = 'demo-password-1';

export const DEMO_PEOPLE = [
  {
    principal: 'demo-teacher',
    email: 'teacher@demo.test',
    fullName: 'Tessa Teacher',
    isInternalAdmin: false,
  },
  { principal: 'demo-student', email: 'student@demo.test', fullName: 'Sam Student', isInternalAdmin: false },
  { principal: 'demo-admin', email: 'admin@demo.test', fullName: 'Ada Admin', isInternalAdmin: false },
  { principal: 'demo-staff', email: 'staff@demo.test', fullName: 'Sol Staff', isInternalAdmin: true },
  {
    principal: 'demo-newcomer',
    email: 'newcomer@demo.test',
    fullName: 'Nia Newcomer',
    isInternalAdmin: false,
  },
  { principal: 'demo-invited', email: 'invited@demo.test', fullName: 'Ike Invited', isInternalAdmin: false },
] as const;

/**
 * The demo district, two schools and the accounts listed in the README, and a Californian school
 * outside the district. Idempotent: a second run changes nothing. Returns the ids of the
 * district's two schools.
 */
export async function seedDemo(db: Db): Promise<{ firstSchoolId: number; secondSchoolId: number }> {
  const existing = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(sql`code in ('riverbank-high', 'hillside-college')`)
    .orderBy(institutions.id);
  if (existing.length === 2) {
    // A database seeded before the lessons (or their outcome tags) came gets them now.
    await seedDemoActivities(db, existing[0]!.id, new Date());
    await seedDemoOutcomeTags(db, existing[0]!.id, new Date());
    return { firstSchoolId: existing[0]!.id, secondSchoolId: existing[1]!.id };
  }

  return db.transaction(async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await tx
      .insert(people)
      .values(DEMO_PEOPLE.map((p) => ({ ...p, passwordHash })))
      .onConflictDoNothing();
    const [district] = await tx.insert(districts).values({ name: 'Riverbank Demo District' }).returning();
    const [banner] = await tx
      .insert(uploads)
      .values({
        fileName: 'riverbank-banner.svg',
        contentType: 'image/svg+xml',
        inlineUrl: '/banners/riverbank.svg',
        createdBy: 'demo-staff',
      })
      .returning();
    const [first] = await tx
      .insert(institutions)
      .values({
        name: 'Riverbank High School',
        code: 'riverbank-high',
        locale: 'EN_AU',
        timezone: 'Australia/Sydney',
        districtUuid: district!.uuid,
        bannerImageUploadId: banner!.id,
      })
      .returning();
    const [second] = await tx
      .insert(institutions)
      .values({
        name: 'Hillside College',
        code: 'hillside-college',
        locale: 'EN_AU',
        timezone: 'Australia/Melbourne',
        districtUuid: district!.uuid,
        headerUrl: '/banners/hillside.svg',
      })
      .returning();
    await tx
      .update(uploads)
      .set({ institutionId: first!.id })
      .where(sql`${uploads.id} = ${banner!.id}`);

    const accepted = (institutionId: number, principal: string, roles: InstitutionRoleName[]) => ({
      institutionId,
      principal,
      roles,
      isPending: false,
      acceptedOn: new Date(),
    });
    await tx.insert(institutionRoles).values([
      accepted(first!.id, 'demo-teacher', ['SUBJECT_CREATOR']),
      accepted(second!.id, 'demo-teacher', ['SUBJECT_CREATOR']),
      accepted(first!.id, 'demo-student', ['STUDENT']),
      { ...accepted(first!.id, 'demo-admin', ['ADMIN']), isSubscriptionOwner: true },
      {
        institutionId: first!.id,
        principal: 'demo-invited',
        roles: [],
        isPending: true,
        pendingMemberships: [{ role: 'SUBJECT_CREATOR' as const }],
      },
    ]);
    await seedDemoSubjects(tx, first!.id);
    await seedDemoActivities(tx, first!.id, new Date());
    await seedDemoOutcomeTags(tx, first!.id, new Date());
    await seedDemoInvitations(tx, { firstSchoolId: first!.id, secondSchoolId: second!.id, passwordHash });
    await seedDemoUsage(tx, first!.id, new Date());
    await seedDemoUsSchool(tx, passwordHash);
    return { firstSchoolId: first!.id, secondSchoolId: second!.id };
  });
}
