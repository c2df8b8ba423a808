import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the value of the session cookie. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const newCsrfToken = (): string => randomBytes(24).toString('base64url');

/** Only this hash is stored, so a copy of the sessions table cannot be replayed as cookies. */
export const hashSessionToken = (token: string): string => hash('sha256', token, 'hex');
