import type { Problem } from '../../../common/api/problems.ts';
import type { JoinErrorKey } from '../../../common/invitations/rules.ts';

/** A translated message of the invitation screens: its key and what it interpolates. */
export type InvitationMessage =
  | { key: `invitations.errors.${JoinErrorKey}` }
  | { key: 'invitations.errors.is-not-present' }
  | { key: 'invitations.errors.below-min-length'; min: number }
  | { key: 'invitations.errors.rateLimitedSeconds' | 'invitations.errors.rateLimitedMinutes'; count: number }
  | { key: 'invitations.errors.rateLimitedLater' };

/** The message of a client-side code problem (spec 5): missing, or shorter than 6. */
export function codeProblemMessage(problem: Problem): InvitationMessage {
  if (problem.message === 'below-min-length')
    return { key: 'invitations.errors.below-min-length', min: problem.min ?? 6 };
  return { key: 'invitations.errors.is-not-present' };
}

/**
 * 'Too many attempts, try again in N': codes are guarded against guessing, and a refused attempt
 * says how long to wait (from Retry-After), in seconds under a minute and a half, else minutes.
 */
export function rateLimitMessage(seconds: number | null): InvitationMessage {
  if (seconds === null || seconds <= 0) return { key: 'invitations.errors.rateLimitedLater' };
  if (seconds < 90) return { key: 'invitations.errors.rateLimitedSeconds', count: seconds };
  return { key: 'invitations.errors.rateLimitedMinutes', count: Math.ceil(seconds / 60) };
}
