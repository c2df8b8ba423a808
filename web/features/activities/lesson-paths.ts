import { lessonPath, type LessonView } from '../../../common/activities/paths.ts';
import type { InstitutionAddress } from '../../../common/institutions/paths.ts';
import { subjectPath } from '../../../common/subjects/rules.ts';

export { lessonPath, type LessonView };

/** The same from the parts a due date or a list carries. */
export function lessonPathIn(
  institution: InstitutionAddress,
  subject: { id: number; code: string },
  activityId: number,
  view: LessonView = 'read',
): string {
  return lessonPath(subjectPath(institution, subject), activityId, view);
}

/** Reads `:activityId` from a lesson URL: a positive whole number, else null. */
export function parseActivityId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
