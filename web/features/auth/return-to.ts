/**
 * Where to go after signing in: only a path of this site (one leading '/', never '//' or a
 * backslash, which browsers read as another host), and never back to the sign-in page itself.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return '/';
  if (value === '/sign-in' || value.startsWith('/sign-in?') || value.startsWith('/sign-in/')) return '/';
  return value;
}

/** The sign-in page's address that brings the person back to `path` afterwards. */
export function signInPath(path: string): string {
  const returnTo = safeReturnTo(path);
  return returnTo === '/' ? '/sign-in' : `/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The account set-up page's address that goes on to `path` afterwards. */
export const accountSetupPath = (path: string): string =>
  `/account/setup?returnTo=${encodeURIComponent(safeReturnTo(path))}`;
