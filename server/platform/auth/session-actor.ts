import type { Db } from '../../db/client.ts';
import type { EventBus } from '../events/bus.ts';
import type { Actor } from './actor.ts';
import { SessionCache } from './session-cache.ts';
import { hashSessionToken } from './session-token.ts';
import { deleteSession, findSessionActor, type SessionActorRow } from './session.repo.ts';

/** The shape newSessionToken() makes; anything else cannot be a session and costs no query. */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Published when a session ends, so every server process drops it from its cache at once. */
export const SESSION_ENDED_EVENT = 'session-ended';

/** Enough for every session active in the cache window on a busy server; about 1 KB each. */
const MAX_CACHED_SESSIONS = 50_000;

export interface SessionStore {
  /** The signed-in person behind a session cookie, or null when the session is unknown or expired. */
  load(token: string): Promise<Actor | null>;
  /** Ends a session everywhere: deleted, and dropped from the cache of every server process. */
  end(tokenHash: string): Promise<void>;
  close(): void;
}

export interface SessionStoreDeps {
  db: Db;
  events: EventBus;
  idleMinutes: number;
  /** How long a process may answer from its cache before it reads the session again; 0 turns caching off. */
  cacheSeconds: number;
}

/**
 * Sessions as requests see them. A looked-up session is cached for at most `cacheSeconds`
 * (never past its absolute or idle expiry); ending a session reaches every process through the
 * event bus, and the short cache window bounds what a lost event can cost. While a session is
 * answered from the cache its last_seen_at is not written; it is written on the next look-up,
 * at most once a minute as before, which the idle expiry (hours) cannot notice.
 */
export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const { db, events, idleMinutes } = deps;
  const cacheMs = deps.cacheSeconds * 1000;
  const cache = new SessionCache(cacheMs > 0 ? MAX_CACHED_SESSIONS : 0);
  const stopForgetting = events.subscribe(SESSION_ENDED_EVENT, (data) => {
    if (typeof data.tokenHash === 'string') cache.forget(data.tokenHash);
  });
  // Sessions ended while the listener was away were never announced here.
  const stopClearing = events.onReconnect(() => cache.clear());
  const unsubscribe = () => {
    stopForgetting();
    stopClearing();
  };

  /** The person behind a session row just read, cached; null for no row or an expired session, then deleted. */
  async function actorOf(tokenHash: string, row: SessionActorRow | null): Promise<Actor | null> {
    if (!row) return null;
    if (row.isExpired) {
      await deleteSession(db, tokenHash);
      return null;
    }
    const actor: Actor = {
      principal: row.principal,
      email: row.email,
      fullName: row.fullName,
      isInternalAdmin: row.isInternalAdmin,
      sessionTokenHash: tokenHash,
      csrfToken: row.csrfToken,
    };
    const idleLeftMs = row.isTouched ? idleMinutes * 60_000 : row.idleLeftMs;
    cache.set(tokenHash, actor, Math.min(cacheMs, row.absoluteLeftMs, idleLeftMs));
    return actor;
  }

  return {
    async load(token) {
      if (!SESSION_TOKEN_SHAPE.test(token)) return null;
      const tokenHash = hashSessionToken(token);
      return (
        cache.get(tokenHash) ?? (await actorOf(tokenHash, await findSessionActor(db, tokenHash, idleMinutes)))
      );
    },

    async end(tokenHash) {
      cache.forget(tokenHash);
      await deleteSession(db, tokenHash);
      await events.publish(SESSION_ENDED_EVENT, { tokenHash });
    },

    close: () => {
      unsubscribe();
      cache.clear();
    },
  };
}
