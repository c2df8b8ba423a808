import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { readSessionToken } from './platform/auth/session-cookie.ts';
import { sessionPlugin } from './platform/auth/session.plugin.ts';
import { composeServices, registerFeatures } from './composition.ts';
import { handleError } from './platform/errors.ts';
import { healthRoutes } from './platform/health.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { requestIdFor } from './platform/request-id.ts';
import { writeRequestLine } from './platform/request-logging.ts';
import { applySecurityHeaders } from './platform/security-headers.ts';
import type { App } from './platform/http/app.types.ts';
import { responseSerializerCompiler } from './platform/http/response-serializer.ts';
import { validatorCompiler } from './platform/validation.ts';
import { webStatic } from './platform/web-static.ts';
import { limitJsonDepth } from './platform/json-body.ts';
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

export async function buildApp(deps: AppDeps): Promise<App> {
  const logger: FastifyBaseLogger = deps.logger ?? pino({ level: 'silent' });
  const app = Fastify({
    // Fastify logs through the app's logger, each request's lines with its id (`reqId`); the one
    // line per request is ours (request-logging.ts), so Fastify's own two stay off.
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The id comes from genReqId, which keeps an incoming x-request-id only if it is well-formed.
    requestIdHeader: false,
    genReqId: requestIdFor,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  limitJsonDepth(app);

  // Every response Fastify sends (a route's, an error, a 404, a file) gets the security headers
  // as it goes out, after a page has set its own policy, and one log line once it is sent.
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    writeRequestLine(request, reply);
    done();
  });
  const platform = { ...deps, logger };
  const services = composeServices(platform);
  await registerOpenApi(app, {
    verifyAccessToken: (token) => services.accessGrants.verify(token, 'VIEW_API_DOCUMENTATION'),
    isInternalAdminSession: async (cookieHeader) => {
      const token = readSessionToken(cookieHeader);
      return token ? (await services.sessions.load(token))?.isInternalAdmin === true : false;
    },
  });
  app.addHook('onClose', async () => services.sessions.close());
  await app.register(sessionPlugin, { sessions: services.sessions, publicUrl: deps.config.PUBLIC_URL });

  healthRoutes(app, deps.database, deps.isReady);
  await registerFeatures(app, platform, services);

  await app.register(webStatic, { root: deps.config.WEB_DIST, serveWeb: deps.serveWeb ?? false });
  return app;
}
