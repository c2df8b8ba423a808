/**
 * A subject's outcome pages, under its canonical URL: `{subject path}/progress` (the teacher's
 * grid, a student's own progress) and `{subject path}/scope-and-sequence`.
 */
export const OUTCOME_PAGES = { progress: 'progress', scopeAndSequence: 'scope-and-sequence' } as const;
export type OutcomePage = keyof typeof OUTCOME_PAGES;

export const outcomePagePath = (subjectUrl: string, page: OutcomePage): string =>
  `${subjectUrl}/${OUTCOME_PAGES[page]}`;

/** Who sees the grid of every student and the links to both pages: whoever may update the subject. */
export const teachesSubject = (subject: { permissions?: { update: boolean } | undefined }): boolean =>
  !!subject.permissions?.update;
