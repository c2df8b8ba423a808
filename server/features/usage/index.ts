/** What the app takes from the usage feature: the report's route, its service, and the roll-up job. */
export { usageRoutes } from './usage.routes.ts';
export { createUsageService, type UsageService, type UsageServiceDeps } from './usage.service.ts';
export { USAGE_ROLLUP_QUEUE, registerUsageJobs, usageSchedules } from './usage.jobs.ts';
/** The roll-up itself, for the demo seed's backfill over seeded sign-ins and joins. */
export { rollUpUsage } from './usage.repo.ts';
