/** What the app and other features take from the subjects feature. */
export { subjectsRoutes } from './subjects.routes.ts';
export { createSubjectsService, type SubjectsService, type SubjectsServiceDeps } from './subjects.service.ts';
export { registerSubjectJobs, subjectSchedules } from './subjects.jobs.ts';
export { registerSubjectCopier, type SubjectCopier } from './subject-copiers.service.ts';
export { SUBJECT_NOT_FOUND } from './subject-access.service.ts';
export {
  SUBJECT_ACTIONS,
  SUBJECT_POLICY,
  canActOnSubject,
  canManageSubjectInvitations,
  canReadSubject,
  canUpdateSubject,
  type SubjectAction,
} from './subjects.policy.ts';
export {
  joinViewerStanding,
  subjectsVisibleTo,
  subjectsWhere,
  viewerStandingColumns,
} from './subjects.repo.ts';
export type {
  AuthorizedSubject,
  BesideSubject,
  MembershipLookup,
  SubjectInstitution,
  SubjectViewer,
} from './subjects.types.ts';
export { registerSubjectResources } from './subjects.resources.ts';
