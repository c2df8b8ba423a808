import { AppError } from '../../platform/errors.ts';
import { codePrefixForLog } from './invitation-codes.rules.ts';
import { countHits, refundHits } from '../../platform/rate-limit.ts';
import type { AttemptContext, InvitationsDeps } from './invitations.types.ts';

/** Why a code did not work. All cost the same and answer as the spec says, nothing more. */
export type FailureReason = 'not-found' | 'not-yours' | 'is-inactive' | 'is-expired';

export const INVITATION_NOT_FOUND = 'Invitation not found';
const reasons = new WeakMap<AppError, FailureReason>();

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

/**
 * Guessing protection (issue part 5) for code look-ups and accepts. Each attempt takes a hit
 * against the person (tight: INVITATION_LIMIT_PER_PERSON) and the IP (loose:
 * INVITATION_LIMIT_PER_IP, as a whole school shares one address) before any work, so parallel
 * guesses cannot overrun the limit; an attempt whose code worked gets its hits back, so only
 * failures count. Wrong, expired and deactivated codes all keep their hit and do the same
 * database work, and every failure is logged with a code prefix, never the code. The counters
 * live in PostgreSQL, shared by every server process, and a counter that cannot be read refuses.
 * Both hits are one statement and both refunds another, committed without a disk flush
 * (countHits with durable: false): a class joining at once pays two quick writes per attempt.
 */
export function createInvitationGuard(deps: Pick<InvitationsDeps, 'db' | 'config' | 'logger'>) {
  const { db, config } = deps;
  const windowSeconds = config.INVITATION_LIMIT_WINDOW_MINUTES * 60;
  const onError = (error: unknown) => deps.logger.error({ err: error }, 'invitation rate limit unavailable');

  function rulesFor(ctx: AttemptContext) {
    const rules = [{ key: `invitation-code:ip:${ctx.ip}`, limit: config.INVITATION_LIMIT_PER_IP }];
    if (ctx.principal)
      rules.push({
        key: `invitation-code:person:${ctx.principal}`,
        limit: config.INVITATION_LIMIT_PER_PERSON,
      });
    return rules;
  }

  const logFailure = (ctx: AttemptContext, code: string, reason: FailureReason | 'rate-limited') =>
    ctx.log.warn(
      { principal: ctx.principal, ip: ctx.ip, reason, code: codePrefixForLog(code) },
      'invitation code attempt failed',
    );

  return {
    /**
     * Runs one attempt at `code`. `work` throws invitationFailure(...) for a code that does not
     * work, or returns; `failedWith` says whether a returned answer still counts as a failure
     * (an invalid invitation shown with includeInvalid).
     */
    async attempt<T>(
      ctx: AttemptContext,
      code: string,
      work: () => Promise<T>,
      failedWith: (result: T) => FailureReason | null = () => null,
    ): Promise<T> {
      const rules = rulesFor(ctx);
      const keys = rules.map((rule) => rule.key);
      const hits = await countHits(db, keys, windowSeconds, { durable: false }).catch((error: unknown) => {
        // Fails closed: attempts that cannot be counted are refused.
        onError(error);
        throw rateLimited(windowSeconds);
      });
      const refused = hits.filter((hit) => hit.count > (rules.find((r) => r.key === hit.key)?.limit ?? 0));
      // A key the statement did not count (it always counts all) is refused too: closed, not open.
      if (refused.length > 0 || hits.length < rules.length) {
        logFailure(ctx, code, 'rate-limited');
        const retryAfter = refused.length
          ? Math.max(...refused.map((hit) => hit.retryAfterSeconds))
          : windowSeconds;
        throw rateLimited(retryAfter);
      }
      const refund = () =>
        refundHits(db, keys, { durable: false }).catch((error: unknown) =>
          ctx.log.warn({ err: error }, 'could not refund an invitation rate-limit hit'),
        );

      let result: T;
      try {
        result = await work();
      } catch (error) {
        const reason = error instanceof AppError ? reasons.get(error) : undefined;
        if (reason) logFailure(ctx, code, reason);
        else await refund();
        throw error;
      }
      const reason = failedWith(result);
      if (reason) logFailure(ctx, code, reason);
      else await refund();
      return result;
    },
  };
}

export type InvitationGuard = ReturnType<typeof createInvitationGuard>;
