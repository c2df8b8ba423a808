import { SESSION_PATH } from '../../common/auth/session-path.ts';

let early: Promise<Response> | null = null;

/**
 * Starts reading the session as the first script runs: every page asks who is signed in, and
 * waiting for the page's own chunks before asking costs a phone a round trip or more.
 */
export function startSessionRead(): void {
  early = fetch(SESSION_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  // Read later or never (a page that does not ask): an error here is the later reader's to see.
  early.catch(() => undefined);
}

/** A fetch that answers with the read begun at start, once; undefined when there is none left. */
export function takeEarlySessionRead(): typeof fetch | undefined {
  const response = early;
  if (!response) return undefined;
  early = null;
  return () => response;
}
