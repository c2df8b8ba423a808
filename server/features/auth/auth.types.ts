import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SessionStore } from '../../platform/auth/session-actor.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

/** What the auth service needs, passed in so tests can build it on any database. */
export interface AuthDeps {
  db: Db;
  config: Config;
  sessions: Pick<SessionStore, 'end'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  mailer: Mailer;
  onRateLimitError?: (error: unknown) => void;
}

export interface SignInContext {
  ip: string;
  userAgent: string | undefined;
  /** The session the browser signed in with before, if any: replaced, never reused. */
  previousSessionTokenHash: string | undefined;
  /** The tokens of the browser's device cookie (platform/auth/device-cookie.ts), if it has one. */
  deviceTokens: readonly string[];
}
