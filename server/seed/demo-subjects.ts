import { and, eq } from 'drizzle-orm';
import { toPlainText } from '../../common/subjects/rules.ts';
import type { Db } from '../db/client.ts';
import { institutions, people, subjectRoles, subjects } from '../db/schema/index.ts';

/**
 * The demo teacher's subjects at the first school: four current ones, one whose code the display
 * rule hides ('global'), and last year's, archived by the end-of-year auto-archive. The demo
 * student is in three of them (two current, one archived).
 */
export const DEMO_SUBJECTS = [
  { name: 'Year 7 Science', code: 'SCI-7A', withStudent: true },
  { name: 'Year 8 Science', code: 'SCI-8B', withStudent: false },
  { name: 'Year 9 Chemistry', code: 'CHEM-9', withStudent: true },
  { name: 'Year 10 Physics', code: 'PHY-10', withStudent: false },
  { name: 'Biology Club', code: 'global', withStudent: false },
  { name: 'Year 7 Science 2025', code: 'SCI-7A-2025', withStudent: true, archived: true },
] as const;

/** Midnight at the end of the 2025 school year in Sydney (20 December, UTC+11). */
const LAST_YEAR_END = new Date('2025-12-19T13:00:00Z');
const LAST_YEAR_START = new Date('2025-01-28T00:00:00Z');

/** Seeds the demo subjects once; a second run changes nothing. */
export async function seedDemoSubjects(db: Db, schoolId: number): Promise<void> {
  const existing = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.institutionId, schoolId), eq(subjects.createdBy, 'demo-teacher')))
    .limit(1);
  if (existing.length > 0) return;

  for (const demo of DEMO_SUBJECTS) {
    const archived = 'archived' in demo && demo.archived;
    const [subject] = await db
      .insert(subjects)
      .values({
        institutionId: schoolId,
        name: demo.name,
        namePlaintext: toPlainText(demo.name),
        code: demo.code,
        createdBy: 'demo-teacher',
        ...(archived ? { isArchived: true, archivedOn: LAST_YEAR_END, createdOn: LAST_YEAR_START } : {}),
      })
      .returning({ id: subjects.id });
    await db.insert(subjectRoles).values([
      {
        subjectId: subject!.id,
        principal: 'demo-teacher',
        institutionId: schoolId,
        role: 'INSTRUCTOR' as const,
      },
      ...(demo.withStudent
        ? [
            {
              subjectId: subject!.id,
              principal: 'demo-student',
              institutionId: schoolId,
              role: 'STUDENT' as const,
            },
          ]
        : []),
    ]);
  }
  // As the auto-archive job would have left things: the school's 2025 year is done, and the
  // teacher has the notice to see (and close, or hide for good).
  await db
    .update(institutions)
    .set({ autoArchivedThrough: '2025-12-20' })
    .where(eq(institutions.id, schoolId));
  await db
    .update(people)
    .set({ instructorSubjectWasAutoArchivedOn: LAST_YEAR_END })
    .where(eq(people.principal, 'demo-teacher'));
}
