import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { loadShippedCurricula } from './seed/curricula.ts';
import { seedDemo } from './seed/demo.ts';
import { schedules } from './composition.ts';
import { startScheduler } from './platform/jobs/scheduler.ts';
import { createPlatformServices } from './platform/services.ts';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL, base: { service: 'api' } });

async function main() {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onPoolError: (error) => logger.warn({ err: error }, 'database connection lost; will reconnect'),
  });
  let ready = false;
  const services = await createPlatformServices(database, logger);
  const { jobs } = services;
  const app = await buildApp({
    config,
    database,
    ...services,
    logger,
    isReady: () => ready,
    serveWeb: true,
  });

  const isFresh = await database.db
    .execute<{ fresh: boolean }>(sql`select to_regclass('public.people') is null as fresh`)
    .then((r) => Boolean((r as { rows: { fresh: boolean }[] }).rows[0]?.fresh));
  await runMigrations(database);
  const curricula = await loadShippedCurricula(database.db);
  const loaded = curricula.filter((report) => !report.skipped);
  if (loaded.length) logger.info({ curricula: loaded }, 'loaded the shipped curricula');
  const shouldSeed =
    config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite' && isFresh);
  if (shouldSeed) {
    await seedDemo(database.db);
    logger.info('seeded the demo district, schools and accounts (password demo-password-1)');
  }
  jobs.start();
  // The first offer waits until start-up (and a rolling restart's neighbours) have settled.
  const scheduler = startScheduler(jobs, schedules, {
    logger,
    firstTickMs: 10_000,
  });
  ready = true;

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      scheduler.stop();
      await app.close();
      await services.close();
      await database.close();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ address, database: database.kind }, 'listening');
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
