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
}

/**
 * Guessing protection (issue part 5) for code look-ups and accepts, per person (tight:
 * INVITATION_LIMIT_PER_PERSON) and per IP (loose: INVITATION_LIMIT_PER_IP, as a whole school
 * shares one address). Only failures count. The invitation is loaded with both counters in one
 * statement that writes nothing, so a class trying a code that works never queues on the school's
 * shared address row; `judge` (the one usability rule) decides, and a failure is then counted on
 * both keys by one atomic upsert, whose counts are checked against the limits, so parallel
 * failures never get past them. A code that works is refused too once a key is at its limit.
 * Wrong, expired and deactivated codes cost the same, every failure is logged with a code prefix,
 * never the code, and counts that cannot be read or written refuse (fail closed). Counting
 * commits without a disk flush: a crash may forget the last moment's hits, which costs nothing.
 */
export function createInvitationGuard(deps: Pick<InvitationsDeps, 'db' | 'config' | 'logger'>) {
  const { db, config } = deps;
  const windowSeconds = config.INVITATION_LIMIT_WINDOW_MINUTES * 60;
  const onError = (error: unknown) => deps.logger.error({ err: error }, 'invitation rate limit unavailable');

  const logFailure = (ctx: AttemptContext, code: string, reason: FailureReason | 'rate-limited') =>
    ctx.log.warn(
      { principal: ctx.principal, ip: ctx.ip, reason, code: codePrefixForLog(code) },
      'invitation code attempt failed',
    );

  const keysOf = (ctx: AttemptContext) => {
    const personKey = ctx.principal ? `invitation-code:person:${ctx.principal}` : null;
    const ipKey = `invitation-code:ip:${rateLimitAddress(ctx.ip)}`;
    return { personKey, ipKey, all: personKey ? [ipKey, personKey] : [ipKey] };
  };

  /** Fails closed: attempts that cannot be counted are refused. */
  const counting = <T>(work: () => Promise<T>): Promise<T> =>
    work().catch((error: unknown) => {
      onError(error);
      throw rateLimited(windowSeconds);
    });

  /**
   * Refuses when this attempt takes a key past its limit: a counted failure by the counts after
   * it, an attempt that works by the counts it found plus itself.
   */
  function checkLimits(ctx: AttemptContext, code: string, hits: HitCount[], counted: boolean): void {
    const { personKey, ipKey } = keysOf(ctx);
    const rules = [{ key: ipKey, limit: config.INVITATION_LIMIT_PER_IP }];
    if (personKey) rules.push({ key: personKey, limit: config.INVITATION_LIMIT_PER_PERSON });
    const refused: number[] = [];
    for (const rule of rules) {
      const hit = hits.find((h) => h.key === rule.key);
      // A key the upsert should have counted and did not is refused: closed, not open.
      if (!hit && counted) refused.push(windowSeconds);
      else if (hit && hit.count + (counted ? 0 : 1) > rule.limit) refused.push(hit.retryAfterSeconds);
    }
    if (refused.length === 0) return;
    logFailure(ctx, code, 'rate-limited');
    throw rateLimited(Math.max(...refused));
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
      const keys = keysOf(ctx);
      const found = await counting(() => lookUpForAttempt(db, { code, ...keys, windowSeconds }));
      const reason = judge(found.record);
      const hits = reason
        ? await counting(() => countHits(db, keys.all, windowSeconds, { durable: false }))
        : found.hits;
      checkLimits(ctx, code, hits, reason !== null);
      if (reason) logFailure(ctx, code, reason);
      return { record: found.record, version: found.version, reason };
    },

    /** A failure found after the look-up (a single-use code used up meanwhile): counted and logged. */
    async failedLater(ctx: AttemptContext, code: string, reason: FailureReason): Promise<void> {
      await countHits(db, keysOf(ctx).all, windowSeconds, { durable: false }).catch(onError);
      logFailure(ctx, code, reason);
    },
  };
}

export type InvitationGuard = ReturnType<typeof createInvitationGuard>;
