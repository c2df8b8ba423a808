import { randomBytes, scryptSync } from 'node:crypto';

/**
 * A password hash in the stored format at a low scrypt cost, which verifyPassword reads from the
 * hash itself: tests that sign in many times (or guess wrong many times) take seconds, not
 * minutes on a busy machine, and go through the same checks and limits.
 */
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
