import type { Db } from '../../db/client.ts';
import type { Actor } from './actor.ts';
import { hashSessionToken } from './session-token.ts';
import { deleteSession, findSessionActor, touchSession } from './session.repo.ts';

/** The shape newSessionToken() makes; anything else cannot be a session and costs no query. */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The signed-in person behind a session cookie, or null when the session is unknown or expired. */
export async function loadActor(db: Db, token: string, idleMinutes: number): Promise<Actor | null> {
  if (!SESSION_TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashSessionToken(token);
  const row = await findSessionActor(db, tokenHash, idleMinutes);
  if (!row) return null;
  if (row.isExpired) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (row.isDueForTouch) await touchSession(db, tokenHash);
  return {
    principal: row.principal,
    email: row.email,
    fullName: row.fullName,
    isInternalAdmin: row.isInternalAdmin,
    sessionTokenHash: tokenHash,
    csrfToken: row.csrfToken,
  };
}
