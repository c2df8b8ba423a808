import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger (`request.log`), made by Fastify as the request starts. It becomes a pino
 * child of the app's logger, with the request id bound, only when something is logged through it:
 * most requests log nothing but their request line, which request-logging.ts writes through the
 * root logger with the id in the line, so making a child for every request was work thrown away.
 *
 * Made first thing for every request (a route's, a 404, a URL Fastify rejects), it also notes when
 * the request started, for the request line's time.
 */
class RequestLogger {
  readonly startedAt = performance.now();
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options?: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    // A route with its own log level or serializers gets its child at once, as Fastify makes it.
    if (options?.level !== undefined || options?.serializers !== undefined)
      this.#child = parent.child(bindings, options);
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  forward(method: Method, args: unknown[]): void {
    this.#logger()[method](...(args as Parameters<LogFn>));
  }
}

for (const method of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const) {
  Object.defineProperty(RequestLogger.prototype, method, {
    value: function (this: RequestLogger, ...args: unknown[]) {
      this.forward(method, args);
    } satisfies LogFn,
  });
}

/**
 * Fastify's `childLoggerFactory`: each request's logger is a RequestLogger of `root`, the app's
 * logger. Fastify itself is given no logger (see app.ts), so the logger it passes in is its silent
 * one and is not used.
 */
export const requestLoggerFactory =
  (root: FastifyBaseLogger) =>
  (_fastifyLogger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
    new RequestLogger(root, bindings, options) as unknown as FastifyBaseLogger;

/** When the request started (`performance.now()`), as its logger noted it. */
export function requestStartedAt(request: FastifyRequest): number {
  return (request.log as unknown as Partial<RequestLogger>).startedAt ?? performance.now();
}
