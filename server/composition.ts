import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import {
  authRoutes,
  createAccountService,
  createAuthService,
  registerAccountJobs,
  createPreferredLanguageService,
} from './features/auth/index.ts';
import { accessGrantsRoutes, createAccessGrantsService } from './features/access-grants/index.ts';
import {
  activitiesRoutes,
  activitySchedules,
  createActivitiesService,
  registerActivityJobs,
  registerActivityResources,
} from './features/activities/index.ts';
import { createOutcomeTagsFeature, outcomeTagsRoutes } from './features/outcome-tags/index.ts';
import { createFeatureFlagsService, featureFlagsRoutes } from './features/feature-flags/index.ts';
import { createInstitutionsService, institutionsRoutes } from './features/institutions/index.ts';
import { createInvitationsService, invitationsRoutes } from './features/invitations/index.ts';
import { createLessonImagesService, lessonImagesRoutes } from './features/lesson-images/index.ts';
import {
  createCurriculumImportService,
  createOutcomesService,
  outcomesRoutes,
} from './features/outcomes/index.ts';
import { createRolesService, registerInstitutionResources, rolesRoutes } from './features/roles/index.ts';
import { createStaffService, staffRoutes } from './features/staff/index.ts';
import { createStudentsService, studentsRoutes } from './features/students/index.ts';
import {
  createSubjectsService,
  registerSubjectJobs,
  registerSubjectResources,
  subjectSchedules,
  subjectsRoutes,
} from './features/subjects/index.ts';
import { createSubscriptionsService, subscriptionsRoutes } from './features/subscriptions/index.ts';
import {
  createUsageService,
  registerUsageJobs,
  usageRoutes,
  usageSchedules,
} from './features/usage/index.ts';
import { createSessionStore } from './platform/auth/session-actor.ts';
import type { EventBus } from './platform/events/bus.ts';
import type { JobQueue } from './platform/jobs/queue.ts';
import type { Schedule } from './platform/jobs/scheduler.ts';
import { createMailer, registerMailJobs } from './platform/mail/mailer.ts';
import { platformSchedules, registerRateLimitPurge } from './platform/rate-limit-purge.ts';

/** What every service is built from: settings, the database and the platform's moving parts. */
export interface Platform {
  config: Config;
  database: Database;
  events: EventBus;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
}

/**
 * The composition root: every service is built here, once, with the dependencies it uses passed
 * in. Features never build one another's services; one that needs another feature takes its
 * service as a dependency here.
 */
export function composeServices(platform: Platform) {
  const { config, database, events, jobs, logger } = platform;
  const { db } = database;
  const sessions = createSessionStore({
    db,
    events,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    cacheSeconds: config.SESSION_CACHE_SECONDS,
  });
  const mailer = createMailer({ db, jobs });
  const authDeps = {
    db,
    config,
    sessions,
    jobs,
    mailer,
    onRateLimitError: (error: unknown) => logger.error({ err: error }, 'sign-in rate limit unavailable'),
  };
  const auth = createAuthService(authDeps);
  const account = createAccountService(authDeps);
  const preferredLanguage = createPreferredLanguageService({ db });
  const roles = createRolesService({ db });
  const institutions = createInstitutionsService({ db, roles, events, logger });
  const subjects = createSubjectsService({
    db,
    events,
    jobs,
    logger,
    roles,
    duplicateJobDelayMs: config.DUPLICATE_JOB_DELAY_MS,
  });
  roles.registerPurgeStep('subjects', subjects.handOverOnPurge);
  const invitations = createInvitationsService({
    db,
    config,
    events,
    mailer,
    sessions,
    logger,
    subjects,
    roles,
  });
  const staff = createStaffService({ db });
  const students = createStudentsService({ db });
  const featureFlags = createFeatureFlagsService({ db });
  const accessGrants = createAccessGrantsService({ secret: config.ACCESS_GRANT_SECRET });
  const outcomes = createOutcomesService({ db, featureFlags, roles });
  const curriculumImports = createCurriculumImportService({ db });
  const activities = createActivitiesService({ db, events, logger, subjects, roles });
  const outcomeTags = createOutcomeTagsFeature({ db, logger, activities, subjects });
  const lessonImages = createLessonImagesService({ uploads: institutions });
  const usage = createUsageService({ db });
  const subscriptions = createSubscriptionsService({ db, roles });
  return {
    sessions,
    mailer,
    auth,
    account,
    preferredLanguage,
    roles,
    institutions,
    subjects,
    invitations,
    featureFlags,
    accessGrants,
    outcomes,
    curriculumImports,
    activities,
    outcomeTags,
    lessonImages,
    usage,
    subscriptions,
    staff,
    students,
  };
}
export type Services = ReturnType<typeof composeServices>;

/** Registers every feature's endpoints and job handlers on the app. */
export async function registerFeatures(app: FastifyInstance, platform: Platform, services: Services) {
  const { config, database, jobs, logger } = platform;
  registerInstitutionResources(app, services.roles);
  registerSubjectResources(app, services.subjects);
  registerActivityResources(app, services.activities.access);
  authRoutes(app, services, config);
  institutionsRoutes(app, services.institutions);
  app.addHook('onClose', async () => services.institutions.close());
  rolesRoutes(app, services.roles);
  invitationsRoutes(app, services.invitations, config);
  subjectsRoutes(app, services.subjects, platform.events);
  outcomesRoutes(app, services.outcomes);
  featureFlagsRoutes(app, services.featureFlags, services.roles);
  accessGrantsRoutes(app, services.accessGrants);
  activitiesRoutes(app, services.activities, platform.events);
  outcomeTagsRoutes(app, services.outcomeTags);
  lessonImagesRoutes(app, services.lessonImages);
  usageRoutes(app, services.usage);
  subscriptionsRoutes(app, services.subscriptions);
  staffRoutes(app, services.staff);
  studentsRoutes(app, services.students);

  registerMailJobs(jobs, { db: database.db, config, logger });
  registerAccountJobs(jobs, services.account);
  registerRateLimitPurge(jobs, { db: database.db, config, logger });
  registerSubjectJobs(jobs, services.subjects, { logger });
  registerActivityJobs(jobs, services.activities, { logger });
  registerUsageJobs(jobs, services.usage);
}

/** The recurring jobs main.ts offers to the queue. */
export const schedules: readonly Schedule[] = [
  ...subjectSchedules,
  ...activitySchedules,
  ...usageSchedules,
  ...platformSchedules,
];
