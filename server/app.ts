import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { JoinedSubjectViews } from './features/subjects/joined-subject-views.service.ts';
import { sessionPlugin } from './platform/auth/session.plugin.ts';
import { composeServices, registerFeatures } from './composition.ts';
import { handleError } from './platform/errors.ts';
import { finishResponse } from './platform/finish-response.ts';
import { healthRoutes } from './platform/health.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { createRequestIdGenerator, requestIdFor } from './platform/request-id.ts';
import { requestLoggerFactory } from './platform/request-logger.ts';
import type { App } from './platform/http/app.types.ts';
import { validatorCompiler } from './platform/validation.ts';
import { webStatic } from './platform/web-static.ts';
import type { EventBus } from './platform/events/bus.ts';
import type { JobQueue } from './platform/jobs/queue.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Cross-process events (LISTEN/NOTIFY): subject duplication progress, live list updates. */
  events: EventBus;
  /** The background job queue; routes enqueue, workers (started by main.ts) run. */
  jobs: JobQueue;
  logger?: FastifyBaseLogger;
  /** Set once migrations have run; /healthz answers 503 until then. */
  isReady?: () => boolean;
  /** Serve the built web client (off in API tests). */
  serveWeb?: boolean;
}

export type { App };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const logger = deps.logger ?? pino({ level: 'silent' });
  const app = Fastify({
    // Fastify gets no logger of its own: with one, it keeps two listeners on every response to log
    // it as it finishes. Each request's logger is ours (request-logger.ts), the request line is
    // written by finish-response.ts, and Fastify's own per-request lines stay off.
    logger: false,
    childLoggerFactory: requestLoggerFactory(logger),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: requestIdFor(createRequestIdGenerator()),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Without a logger Fastify's instance log is a silent one; it is ours instead, for the app's code
  // and for what Fastify logs of its own (a failed hook, a reply sent twice).
  app.log = logger;
  app.decorate('deps', deps);
  app.decorate('joinedSubjectViews', new JoinedSubjectViews());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  await app.register(finishResponse, { logger });
  await registerOpenApi(app);
  const platform = { ...deps, logger };
  const services = composeServices(platform);
  app.decorate('sessions', services.sessions);
  app.addHook('onClose', async () => services.sessions.close());
  await app.register(sessionPlugin);

  healthRoutes(app, deps.database, deps.isReady);
  await registerFeatures(app, platform, services);

  await app.register(webStatic, { root: deps.config.WEB_DIST, serveWeb: deps.serveWeb ?? false });
  return app;
}
