import { subjectPath } from '../../../common/subjects/rules.ts';
import type { InstitutionAddress } from '../../../common/institutions/paths.ts';

/** What a lesson's URLs are built from: the subject's canonical path and the lesson's id. */
export type LessonView = 'read' | 'edit' | 'class';

/**
 * A lesson's pages live under its subject's canonical URL: `{subject path}/lessons/{id}` (reading
 * and answering it), `…/edit` (the teacher's editor) and `…/class` (the teacher's class view).
 */
export function lessonPath(subjectUrl: string, activityId: number, view: LessonView = 'read'): string {
  const base = `${subjectUrl}/lessons/${activityId}`;
  return view === 'read' ? base : `${base}/${view}`;
}

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
