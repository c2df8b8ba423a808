import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { people, sessions } from '../../db/schema/index.ts';
import { relaxedCommit } from '../rate-limit.ts';

/** How often last_seen_at is written: idle expiry is measured in minutes, so finer is wasted writes. */
const TOUCH_INTERVAL = sql`interval '1 minute'`;

export interface SessionActorRow {
  principal: string;
  email: string;
  fullName: string;
  isInternalAdmin: boolean;
  csrfToken: string;
  isExpired: boolean;
  isDueForTouch: boolean;
  /** Milliseconds until the absolute expiry, and until the idle expiry as last_seen_at stands. */
  absoluteLeftMs: number;
  idleLeftMs: number;
}

/**
 * The session and its person in one query. Expiry is judged by the database clock, the same clock
 * that wrote last_seen_at and expires_at, so servers with drifting clocks agree.
 */
export async function findSessionActor(
  db: Db,
  tokenHash: string,
  idleMinutes: number,
): Promise<SessionActorRow | null> {
  const [row] = await prepared(db, 'session_lookup', buildSessionLookup).execute({ tokenHash, idleMinutes });
  return row ?? null;
}

/** Every request with a cookie runs this, so it is prepared once and planned once per connection. */
function buildSessionLookup(db: Db) {
  return db
    .select({
      principal: people.principal,
      email: people.email,
      fullName: people.fullName,
      isInternalAdmin: people.isInternalAdmin,
      csrfToken: sessions.csrfToken,
      isExpired: sql<boolean>`(${sessions.expiresAt} <= now()
        or ${sessions.lastSeenAt} <= now() - ${sql.placeholder('idleMinutes')}::int * interval '1 minute')`,
      isDueForTouch: sql<boolean>`(${sessions.lastSeenAt} <= now() - ${TOUCH_INTERVAL})`,
      absoluteLeftMs: sql<number>`(extract(epoch from ${sessions.expiresAt} - now()) * 1000)::float8`,
      idleLeftMs: sql<number>`(extract(epoch from ${sessions.lastSeenAt}
        + ${sql.placeholder('idleMinutes')}::int * interval '1 minute' - now()) * 1000)::float8`,
    })
    .from(sessions)
    .innerJoin(people, eq(people.principal, sessions.principal))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_lookup');
}

/**
 * Marks the session as seen now, if it was last marked over a minute ago. Prepared, and committed
 * without waiting for a disk flush: a last_seen_at lost in a crash only shortens nobody's session.
 */
export async function touchSession(db: Db, tokenHash: string): Promise<void> {
  await prepared(db, 'session_touch', buildSessionTouch).execute({ tokenHash });
}

function buildSessionTouch(db: Db) {
  return db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        sql`${sessions.lastSeenAt} <= now() - ${TOUCH_INTERVAL}`,
      ),
    )
    .returning({ relaxed: relaxedCommit })
    .prepare('session_touch');
}

export interface NewSession {
  tokenHash: string;
  principal: string;
  csrfToken: string;
  absoluteHours: number;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: session.tokenHash,
    principal: session.principal,
    csrfToken: session.csrfToken,
    expiresAt: sql`now() + ${session.absoluteHours}::int * interval '1 hour'`,
    userAgent: session.userAgent,
    ip: session.ip,
  });
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
