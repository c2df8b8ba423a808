import type { InvitationFailureReason } from '../../../common/invitations/rules.ts';
import { rateLimitAddress } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { countHits, type HitCount } from '../../platform/rate-limit.repo.ts';
import { lookUpForAttempt } from './invitation-attempts.repo.ts';
import { codePrefixForLog } from './invitation-codes.rules.ts';
import type { AttemptContext, InvitationRecord, InvitationsDeps } from './invitations.types.ts';

export type FailureReason = InvitationFailureReason;

export const INVITATION_NOT_FOUND = 'Invitation not found';
const reasons = new WeakMap<AppError, FailureReason>();

/** Why an error thrown by invitationFailure failed, if it was one. */
export const failureReasonOf = (error: unknown): FailureReason | undefined =>
  error instanceof AppError ? reasons.get(error) : undefined;

/**
 * The error a failed code answers with (spec 5, 8): not found (a wrong code, or one bound to
 * someone else's address), or a validation problem on `code`: is-inactive or is-expired.
 */
export function invitationFailure(reason: FailureReason): AppError {
  const error =
    reason === 'not-found' || reason === 'not-yours'
      ? AppError.notFound(INVITATION_NOT_FOUND)
      : AppError.validation(
          [{ field: 'code', message: reason }],
          reason === 'is-expired' ? 'This invitation has expired' : 'This invitation is no longer active',
        );
  reasons.set(error, reason);
  return error;
}

function rateLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'rate-limited',
    `Too many invitation code attempts; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
}

/** An attempt at a code, counted against the guessing limits, and why it fails (null: it works). */
export interface GuardedAttempt {
  record: InvitationRecord | null;
  /** The rows the record was read from, for a statement that acts on it (joinSubjectWithCode). */
  version: string | null;
  reason: FailureReason | null;
  /** Whether the person attempting is already in the invitation's subject. */
  isPrincipalInSubject: boolean;
}

/** The one counter an attempt is judged and counted on. */
interface AttemptCounter {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Guessing protection for code look-ups and accepts (docs/decisions.md, "Guessing invitation
 * codes"). A signed-in person's failures count against that person alone, in a short window: past
 * the limit they wait about a minute, and nobody else is held back; the address they share with
 * their school never refuses them. A signed-out visitor's failures count per address, in a long
 * window (a whole school may share one); past it, a visitor can still sign in and carry on. Only
 * failures count. The invitation is loaded with the counter in one statement that writes nothing,
 * so a class trying a code that works never queues on a shared row; `judge` (the one usability
 * rule) decides, and a failure is then counted by one atomic upsert whose count is checked
 * against the limit, so parallel failures never get past it. A code that works is refused too
 * while the counter is at its limit. Wrong, expired and deactivated codes cost the same, every
 * failure is logged with a code prefix, never the code, and counts that cannot be read or
 * written refuse (fail closed). Counting commits without a disk flush: a crash may forget the
 * last moment's hits, which costs nothing.
 */
export function createInvitationGuard(deps: Pick<InvitationsDeps, 'db' | 'config' | 'logger'>) {
  const { db, config } = deps;
  const onError = (error: unknown) => deps.logger.error({ err: error }, 'invitation rate limit unavailable');

  const logFailure = (ctx: AttemptContext, code: string, reason: FailureReason | 'rate-limited') =>
    ctx.log.warn(
      { principal: ctx.principal, ip: ctx.ip, reason, code: codePrefixForLog(code) },
      'invitation code attempt failed',
    );

  const counterOf = (ctx: AttemptContext): AttemptCounter =>
    ctx.principal
      ? {
          key: `invitation-code:person:${ctx.principal}`,
          limit: config.INVITATION_LIMIT_PER_PERSON,
          windowSeconds: config.INVITATION_PERSON_WINDOW_SECONDS,
        }
      : {
          key: `invitation-code:ip:${rateLimitAddress(ctx.ip)}`,
          limit: config.INVITATION_LIMIT_PER_IP,
          windowSeconds: config.INVITATION_LIMIT_WINDOW_MINUTES * 60,
        };

  /** Fails closed: attempts that cannot be counted are refused. */
  const counting = <T>(counter: AttemptCounter, work: () => Promise<T>): Promise<T> =>
    work().catch((error: unknown) => {
      onError(error);
      throw rateLimited(counter.windowSeconds);
    });

  /**
   * Refuses when this attempt takes the counter past its limit: a counted failure by the count
   * after it, an attempt that works by the count it found plus itself.
   */
  function checkLimit(
    ctx: AttemptContext,
    code: string,
    counter: AttemptCounter,
    hits: HitCount[],
    counted: boolean,
  ) {
    const hit = hits.find((h) => h.key === counter.key);
    let retryAfter: number | null = null;
    // A key the upsert should have counted and did not is refused: closed, not open.
    if (!hit) retryAfter = counted ? counter.windowSeconds : null;
    else if (hit.count + (counted ? 0 : 1) > counter.limit) retryAfter = hit.retryAfterSeconds;
    if (retryAfter === null) return;
    logFailure(ctx, code, 'rate-limited');
    throw rateLimited(retryAfter);
  }

  return {
    /**
     * Loads `code` and counts the attempt if `judge` (the usability rule) says it fails. Throws
     * 429 when over a limit, before anything about the code is told; logs a failure.
     */
    async attempt(
      ctx: AttemptContext,
      code: string,
      judge: (record: InvitationRecord | null) => FailureReason | null,
    ): Promise<GuardedAttempt> {
      const counter = counterOf(ctx);
      const found = await counting(counter, () =>
        lookUpForAttempt(db, { code, principal: ctx.principal, ...counter }),
      );
      const reason = judge(found.record);
      const hits = reason
        ? await counting(counter, () =>
            countHits(db, [counter.key], counter.windowSeconds, { durable: false }),
          )
        : found.hits;
      checkLimit(ctx, code, counter, hits, reason !== null);
      if (reason) logFailure(ctx, code, reason);
      return {
        record: found.record,
        version: found.version,
        reason,
        isPrincipalInSubject: found.isPrincipalInSubject,
      };
    },

    /** A failure found after the look-up (a single-use code used up meanwhile): counted and logged. */
    async failedLater(ctx: AttemptContext, code: string, reason: FailureReason): Promise<void> {
      const counter = counterOf(ctx);
      await countHits(db, [counter.key], counter.windowSeconds, { durable: false }).catch(onError);
      logFailure(ctx, code, reason);
    },
  };
}

export type InvitationGuard = ReturnType<typeof createInvitationGuard>;
