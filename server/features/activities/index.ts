/** What the app and other features take from the activities feature. */
export { activitiesRoutes } from './activities.routes.ts';
export {
  createActivitiesService,
  type ActivitiesService,
  type ActivitiesServiceDeps,
} from './activities.service.ts';
export { autoScoreOf } from './auto-marking.rules.ts';
export { activitySchedules, registerActivityJobs } from './activities.jobs.ts';
export { registerActivityCopier, type ActivityCopier, type LessonCopy } from './activity-copiers.service.ts';
export type { QuestionTextChange } from './activity-writes.service.ts';
/** The activities policy as SQL, for other features' reads of lessons and of the students who answer them. */
export { isAnsweringRole, isOpenLesson, isStudentRole, readableLessons } from './activity-scope.repo.ts';
/** The lessons policy's rule for other features' reads that follow it (mastery, scope and sequence). */
export { writesLessonsOf, type SubjectStanding } from './activities.policy.ts';
export { registerActivityResources } from './activities.resources.ts';
export type { ActivityRecord, ResponseRecord, WorksheetItemRecord } from './activities.types.ts';
