import { sql } from 'drizzle-orm';
import type { Db } from './subjects.types.ts';

/**
 * Hands on the subjects a person teaches at a school when they leave it: each subject they are the
 * only instructor of gets `successor` as its instructor (a student row of theirs there becomes an
 * instructor row), then their instructor rows at the school go. Students and their work stay where
 * they are. Two statements, whatever the number of subjects.
 */
export async function handOverTaughtSubjects(
  db: Db,
  change: { institutionId: number; principal: string; successor: string | null },
): Promise<void> {
  const { institutionId, principal, successor } = change;
  if (successor !== null && successor !== principal)
    await db.execute(sql`
      insert into subject_roles (subject_id, principal, institution_id, role)
      select mine.subject_id, ${successor}, mine.institution_id, 'INSTRUCTOR'
      from subject_roles mine
      where mine.institution_id = ${institutionId}
        and mine.principal = ${principal}
        and mine.role = 'INSTRUCTOR'
        and not exists (
          select 1 from subject_roles other
          where other.subject_id = mine.subject_id
            and other.principal <> ${principal}
            and other.role = 'INSTRUCTOR'
        )
      on conflict (subject_id, principal) do update set role = 'INSTRUCTOR'`);
  await db.execute(sql`
    delete from subject_roles
    where institution_id = ${institutionId} and principal = ${principal} and role = 'INSTRUCTOR'`);
}
