import { z } from 'zod';

const zBoolEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Good only on a developer's own machine: refused when PUBLIC_URL is not a loopback address. */
const DEV_DEVICE_COOKIE_SECRET = 'development only: set DEVICE_COOKIE_SECRET when deployed';
const DEV_ACCESS_GRANT_SECRET = 'development only: set ACCESS_GRANT_SECRET when deployed';
const isLoopbackUrl = (url: string) =>
  /^(localhost|.+\.localhost|127\.[\d.]+|\[::1\])$/.test(new URL(url).hostname);

/** Every setting is an environment variable; the README lists them. */
const zConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  TRUST_PROXY: zBoolEnv.default(false),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(12 * 60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(14 * 24),
  /** How long a server process may answer a session from memory before reading it again; 0 turns caching off. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  /**
   * Sign-in limits (docs/decisions.md, "Sign-in and sessions"): only failures count. Per account
   * from one address (and per device cookie); per account from every address together; per address.
   */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES: z.coerce.number().int().min(1).default(100),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  LOGIN_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Mailed sign-in and password-reset links asked for per hour: from one address, and per account. */
  MAILED_LINK_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  MAILED_LINK_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Signs the device cookies that let a browser which has signed in to an account past its lockout. */
  DEVICE_COOKIE_SECRET: z.string().min(32).default(DEV_DEVICE_COOKIE_SECRET),
  /** Signs access grants (the API documentation's token); the same in every process. */
  ACCESS_GRANT_SECRET: z.string().min(32).default(DEV_ACCESS_GRANT_SECRET),
  /** Mail goes over SMTP when set (smtp://user:pass@host:587); otherwise it is logged and kept in the outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Science Platform <no-reply@localhost>'),
  /**
   * Guessing protection on invitation codes (docs/decisions.md): a signed-in person's failed
   * look-ups and accepts per short window, which slows that person alone; a signed-out visitor's
   * per address.
   */
  INVITATION_LIMIT_PER_PERSON: z.coerce.number().int().min(1).default(10),
  INVITATION_PERSON_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  INVITATION_LIMIT_PER_IP: z.coerce.number().int().min(1).default(600),
  INVITATION_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  /** E-mail invitation calls (magicEnsureUser, resend) per person per hour. */
  INVITATION_EMAIL_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /**
   * Addresses invited by e-mail per day, per person and per school: each may make an account, so
   * this caps account creation. Every address counts, whether it has an account or not.
   */
  INVITED_ADDRESSES_PER_PERSON_PER_DAY: z.coerce.number().int().min(1).default(400),
  INVITED_ADDRESSES_PER_SCHOOL_PER_DAY: z.coerce.number().int().min(1).default(3000),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST: z.string().default('./dist/web'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** How long a subject duplication waits in the queue before a worker may run it (0: at once). */
  DUPLICATE_JOB_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
});

export type Config = z.infer<typeof zConfig>;

const zDeployableConfig = zConfig
  .refine((c) => c.DEVICE_COOKIE_SECRET !== DEV_DEVICE_COOKIE_SECRET || isLoopbackUrl(c.PUBLIC_URL), {
    path: ['DEVICE_COOKIE_SECRET'],
    message: 'set a secret of at least 32 characters when PUBLIC_URL is not a loopback address',
  })
  .refine((c) => c.ACCESS_GRANT_SECRET !== DEV_ACCESS_GRANT_SECRET || isLoopbackUrl(c.PUBLIC_URL), {
    path: ['ACCESS_GRANT_SECRET'],
    message: 'set a secret of at least 32 characters when PUBLIC_URL is not a loopback address',
  });

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = zDeployableConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A configuration for tests and tools: defaults plus overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides };
}
