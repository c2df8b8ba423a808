import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.ts';

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const csrfFailed = (): AppError =>
  new AppError('csrf-failed', 'The request did not come from this site; reload the page and try again');

/** Whether the CSRF header echoes the session's token; compared in constant time. */
export function csrfTokenMatches(header: string | string[] | undefined, expected: string): boolean {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Whether a request's Origin is this site: the host it was sent to, or the public host when a
 * proxy rewrote Host. No Origin at all (non-browser clients) passes; a malformed one or
 * `null` (sandboxed frames, some redirects) does not.
 */
export function isSameOriginRequest(
  origin: string | undefined,
  requestHost: string | undefined,
  publicHost: string,
): boolean {
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = normalizeHost(new URL(origin).host);
  } catch {
    return false;
  }
  return (
    originHost === normalizeHost(publicHost) ||
    (requestHost !== undefined && originHost === normalizeHost(requestHost))
  );
}

/** Browsers leave the default port out of Origin; some clients put it in Host. */
const normalizeHost = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');
