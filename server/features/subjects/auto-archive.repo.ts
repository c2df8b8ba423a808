import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { institutions, people, subjectRoles, subjects } from '../../db/schema/index.ts';
import type { Db, SubjectRow } from './subjects.types.ts';

export interface AutoArchiveInstitution {
  id: number;
  locale: string;
  timezone: string;
  schoolYearEndsOn: string | null;
  autoArchivedThrough: string | null;
}

/** What the auto-archive job needs to know about every institution. */
export async function findInstitutionsForAutoArchive(db: Db): Promise<AutoArchiveInstitution[]> {
  return db
    .select({
      id: institutions.id,
      locale: institutions.locale,
      timezone: institutions.timezone,
      schoolYearEndsOn: institutions.schoolYearEndsOn,
      autoArchivedThrough: institutions.autoArchivedThrough,
    })
    .from(institutions)
    .orderBy(institutions.id);
}

/** The institution's autoArchivedThrough, locking its row so two runs cannot archive it at once. */
export async function lockAutoArchivedThrough(db: Db, institutionId: number): Promise<string | null> {
  const [row] = await db
    .select({ through: institutions.autoArchivedThrough })
    .from(institutions)
    .where(eq(institutions.id, institutionId))
    .for('update');
  return row?.through ?? null;
}

/**
 * Archives the institution's live, ready, unarchived subjects created before `endDate` (midnight
 * at its start, in `timeZone`); returns them.
 */
export async function archiveSubjectsCreatedBefore(
  db: Db,
  institutionId: number,
  cutoff: { endDate: string; timeZone: string },
  now: Date,
): Promise<SubjectRow[]> {
  return db
    .update(subjects)
    .set({ isArchived: true, archivedOn: now, updatedOn: now })
    .where(
      and(
        eq(subjects.institutionId, institutionId),
        isNull(subjects.deletedOn),
        eq(subjects.isArchived, false),
        eq(subjects.state, 'ready'),
        lt(subjects.createdOn, sql`(${cutoff.endDate}::date)::timestamp at time zone ${cutoff.timeZone}`),
      ),
    )
    .returning();
}

/** Sets instructorSubjectWasAutoArchivedOn for every instructor of the given subjects. */
export async function flagInstructorsOf(db: Db, subjectIds: readonly number[], now: Date): Promise<void> {
  if (subjectIds.length === 0) return;
  const instructors = db
    .selectDistinct({ principal: subjectRoles.principal })
    .from(subjectRoles)
    .where(and(inArray(subjectRoles.subjectId, [...subjectIds]), eq(subjectRoles.role, 'INSTRUCTOR')));
  await db
    .update(people)
    .set({ instructorSubjectWasAutoArchivedOn: now })
    .where(inArray(people.principal, instructors));
}

export async function setAutoArchivedThrough(db: Db, institutionId: number, endDate: string): Promise<void> {
  await db
    .update(institutions)
    .set({ autoArchivedThrough: endDate })
    .where(eq(institutions.id, institutionId));
}

/** Removes for good the subjects deleted before `before` (their roles go with them); returns how many. */
export async function purgeSubjectsDeletedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(subjects).where(lt(subjects.deletedOn, before)).returning({ id: subjects.id });
  return rows.length;
}
