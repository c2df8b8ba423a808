/**
 * The path of `GET /v3/auth/me` (getSession in endpoints.ts), on its own: the web's first script
 * starts reading the session with it and would grow by the contract's schemas if it imported the
 * declaration.
 */
export const SESSION_PATH = '/v3/auth/me';
