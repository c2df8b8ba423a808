import type { StudentDueDate } from '../../../common/activities/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { ActivityRecord, Db } from './activities.types.ts';
import { setStudentDueDate } from './student-due-dates.repo.ts';

export const STUDENT_NOT_FOUND = 'Student not found';

/** A student's own due date for a lesson (an extension), set by whoever writes the lesson. */
export function createStudentDueDatesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async setStudentDueDate(
      actor: Actor,
      { activity }: ActivityRecord,
      studentPrincipal: string,
      dueAt: string | null,
    ): Promise<{ studentDueDate: StudentDueDate }> {
      const activityId = activity.id;
      const isSet = await setStudentDueDate(db, {
        activityId,
        subjectId: activity.subjectId,
        institutionId: activity.institutionId,
        studentPrincipal,
        dueAt: dueAt === null ? null : new Date(dueAt).toISOString(),
        setBy: actor.principal,
      });
      if (!isSet) throw AppError.notFound(STUDENT_NOT_FOUND);
      return {
        studentDueDate: {
          activityId,
          studentPrincipal,
          extendedDueAt: dueAt === null ? null : new Date(dueAt).toISOString(),
        },
      };
    },
  };
}
