import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger, made into a pino child (with the request id bound) only when something is
 * logged through it. Most requests log nothing but the request line, which request-logging.ts
 * writes through the root logger with the id in the line, so making a child for every request
 * was work thrown away.
 */
class LazyRequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
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
  Object.defineProperty(LazyRequestLogger.prototype, method, {
    value: function (this: LazyRequestLogger, ...args: unknown[]) {
      this.forward(method, args);
    } satisfies LogFn,
  });
}

/**
 * Fastify's `childLoggerFactory`. A route with its own log level or serializers gets a real child
 * at once, as Fastify would make it.
 */
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : (new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger);
