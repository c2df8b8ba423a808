/**
 * The CSRF token of the current session, kept in memory only: it comes with every login and
 * `GET /v3/auth/me` answer, and every cookie-authenticated write must echo it.
 */
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function getCsrfToken(): string | null {
  return csrfToken;
}
