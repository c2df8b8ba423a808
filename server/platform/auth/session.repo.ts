import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { people, sessions } from '../../db/schema/index.ts';
import { relaxedCommit } from '../rate-limit.repo.ts';

/** How often last_seen_at is written: idle expiry is measured in minutes, so finer is wasted writes. */
const TOUCH_INTERVAL = sql`interval '1 minute'`;

export interface SessionActorRow {
  principal: string;
  email: string;
  fullName: string;
  isInternalAdmin: boolean;
  csrfToken: string;
  isExpired: boolean;
  /** last_seen_at was over a minute old, and this look-up set it to now. */
  isTouched: boolean;
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

/**
 * Every request with an uncached cookie runs this, so it is prepared once and planned once per
 * connection. `touched` marks a live session as seen when last_seen_at is over a minute old, a
 * data-modifying CTE, so the statement commits without waiting for a disk flush; `session_row`
 * sees the row as it was before the touch, which is what expiry is judged on, by the database
 * clock.
 */
function buildSessionLookup(db: Db) {
  const tokenHash = sql.placeholder('tokenHash');
  const idleWindow = sql`${sql.placeholder('idleMinutes')}::int * interval '1 minute'`;
  const touched = db.$with('touched', { tokenHash: sql<string>`token_hash` }).as(sql`
    update ${sessions} set last_seen_at = now()
    where token_hash = ${tokenHash}::text and last_seen_at <= now() - ${TOUCH_INTERVAL}
      and expires_at > now() and last_seen_at > now() - ${idleWindow}
    returning token_hash`);
  const sessionRow = db.$with('session_row').as(
    db
      .select({
        principal: people.principal,
        email: people.email,
        fullName: people.fullName,
        isInternalAdmin: people.isInternalAdmin,
        csrfToken: sessions.csrfToken,
        isExpired:
          sql<boolean>`(${sessions.expiresAt} <= now() or ${sessions.lastSeenAt} <= now() - ${idleWindow})`.as(
            'is_expired',
          ),
        isTouched: sql<boolean>`exists (select 1 from touched)`.as('is_touched'),
        absoluteLeftMs: sql<number>`(extract(epoch from ${sessions.expiresAt} - now()) * 1000)::float8`.as(
          'absolute_left_ms',
        ),
        idleLeftMs:
          sql<number>`(extract(epoch from ${sessions.lastSeenAt} + ${idleWindow} - now()) * 1000)::float8`.as(
            'idle_left_ms',
          ),
      })
      .from(sessions)
      .innerJoin(people, eq(people.principal, sessions.principal))
      .where(eq(sessions.tokenHash, sql`${tokenHash}::text`))
      .limit(1),
  );
  return db
    .with(touched, sessionRow)
    .select({
      principal: sessionRow.principal,
      email: sessionRow.email,
      fullName: sessionRow.fullName,
      isInternalAdmin: sessionRow.isInternalAdmin,
      csrfToken: sessionRow.csrfToken,
      isExpired: sessionRow.isExpired,
      isTouched: sessionRow.isTouched,
      absoluteLeftMs: sessionRow.absoluteLeftMs,
      idleLeftMs: sessionRow.idleLeftMs,
      relaxed: relaxedCommit,
    })
    .from(sessionRow)
    .prepare('session_lookup');
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
