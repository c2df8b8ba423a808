/** Which of a lesson's pages: reading and answering it, the teacher's editor, the teacher's class view. */
export type LessonView = 'read' | 'edit' | 'class';

/**
 * A lesson's pages live under its subject's canonical URL: `{subject path}/lessons/{id}` (reading
 * and answering it), `…/edit` (the teacher's editor) and `…/class` (the teacher's class view).
 * Here rather than in the lessons' web feature so pages that feature builds on can link to a lesson.
 */
export function lessonPath(subjectUrl: string, activityId: number, view: LessonView = 'read'): string {
  const base = `${subjectUrl}/lessons/${activityId}`;
  return view === 'read' ? base : `${base}/${view}`;
}
