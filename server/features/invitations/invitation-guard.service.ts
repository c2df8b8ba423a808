import { rateLimitAddress } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { codePrefixForLog } from './invitation-codes.rules.ts';
import { countHits, refundHits, type HitCount } from '../../platform/rate-limit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { DeferredSessionRead } from '../../platform/auth/session.plugin.ts';
import { OneTimeHandOffs } from '../../platform/one-time-hand-offs.ts';
import { lookUpCounted } from './invitation-attempts.repo.ts';
import type { AttemptContext, InvitationRecord, InvitationsDeps } from './invitations.types.ts';

/** Why a code did not work. All cost the same and answer as the spec says, nothing more. */
export type FailureReason = 'not-found' | 'not-yours' | 'is-inactive' | 'is-expired';

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

/** A look-up counted against the guessing limits, and why the code fails (null: it works). */
export interface GuardedLookUp {
  record: InvitationRecord | null;
  reason: FailureReason | null;
  /** The signed-in person of a session the look-up read (`session`), or null: none, or not live. */
  reader: Actor | null;
}

/** The prefix of a person's counter; the look-up's statement builds the key from a session it reads. */
const PERSON_KEY_PREFIX = 'invitation-code:person:';

/**
 * Guessing protection (issue part 5) for code look-ups and accepts, per person (tight:
 * INVITATION_LIMIT_PER_PERSON) and per IP (loose: INVITATION_LIMIT_PER_IP, as a whole school
 * shares one address). Only failures count. The look-up and the count are one statement: it
 * decides in SQL whether the code fails and counts a failure on both keys, atomically checked
 * against the limits, so parallel failures never get past them; the person's row is locked even
 * when the code works, so one person's parallel attempts are judged in turn. A code that works
 * writes nothing to the school's shared address row, which a class joining at once would
 * otherwise queue on. `judge` (the service's rules) stays the authority: where it and the SQL
 * disagree, a second statement counts or gives back the hits. Wrong, expired and deactivated
 * codes cost the same, every failure is logged with a code prefix, never the code, and a count
 * that cannot be read refuses (fails closed). The statement commits without a disk flush.
 */
const RECENT_LOOK_UP_MS = 60_000;
/** Bounds the memory of recent look-ups: the oldest are forgotten first. */
const RECENT_LOOK_UPS_KEPT = 10_000;

export function createInvitationGuard(deps: Pick<InvitationsDeps, 'db' | 'config' | 'logger'>) {
  const { db, config } = deps;
  const windowSeconds = config.INVITATION_LIMIT_WINDOW_MINUTES * 60;
  const onError = (error: unknown) => deps.logger.error({ err: error }, 'invitation rate limit unavailable');

  /** Each person's last look-up of a code that worked, in this process (see takeRecentLookUp). */
  const recent = new OneTimeHandOffs<{ code: string; record: InvitationRecord }>(
    RECENT_LOOK_UP_MS,
    RECENT_LOOK_UPS_KEPT,
  );

  const logFailure = (ctx: AttemptContext, code: string, reason: FailureReason | 'rate-limited') => {
    if (ctx.principal) recent.forget(ctx.principal);
    ctx.log.warn(
      { principal: ctx.principal, ip: ctx.ip, reason, code: codePrefixForLog(code) },
      'invitation code attempt failed',
    );
  };

  const keysOf = (ctx: AttemptContext) => ({
    personKey: ctx.principal ? PERSON_KEY_PREFIX + ctx.principal : null,
    ipKey: `invitation-code:ip:${rateLimitAddress(ctx.ip)}`,
  });

  /** Refuses when this attempt (counted or not) takes a key past its limit. */
  function checkLimits(ctx: AttemptContext, code: string, hits: HitCount[], counted: boolean): void {
    const { personKey, ipKey } = keysOf(ctx);
    const rules = [{ key: ipKey, limit: config.INVITATION_LIMIT_PER_IP, mustExist: counted }];
    if (personKey) rules.push({ key: personKey, limit: config.INVITATION_LIMIT_PER_PERSON, mustExist: true });
    const refused: number[] = [];
    for (const rule of rules) {
      const hit = hits.find((h) => h.key === rule.key);
      // A key the statement should have counted and did not is refused: closed, not open.
      if (!hit && rule.mustExist) refused.push(windowSeconds);
      else if (hit && hit.count + (counted ? 0 : 1) > rule.limit) refused.push(hit.retryAfterSeconds);
    }
    if (refused.length === 0) return;
    logFailure(ctx, code, 'rate-limited');
    throw rateLimited(Math.max(...refused));
  }

  return {
    /**
     * Looks `code` up and counts the attempt. `judge` says why the record fails (null: it works);
     * `email` makes the SQL count a code bound to another address as a failure too (accepting).
     * Throws 429 when over a limit, before anything about the code is told; logs a failure.
     * `session`: a signed-in caller's session not yet read (ctx has no principal), which the
     * statement reads too; once adopted, the attempt is that person's.
     */
    async lookUp(
      caller: AttemptContext,
      code: string,
      options: {
        now: Date;
        email: string | null;
        judge: (record: InvitationRecord | null) => FailureReason | null;
        session?: DeferredSessionRead | null;
      },
    ): Promise<GuardedLookUp> {
      const session = options.session ?? null;
      const callerKeys = keysOf(caller);
      const counting = async <T>(work: () => Promise<T>): Promise<T> =>
        work().catch((error: unknown) => {
          // Fails closed: attempts that cannot be counted are refused.
          onError(error);
          throw rateLimited(windowSeconds);
        });
      const found = await counting(() =>
        lookUpCounted(db, {
          code,
          now: options.now,
          email: options.email,
          ...callerKeys,
          personKeyPrefix: PERSON_KEY_PREFIX,
          windowSeconds,
          session,
        }),
      );
      const reader = session ? await session.adopt(found.session) : null;
      const ctx = reader ? { ...caller, principal: reader.principal } : caller;
      const keys = keysOf(ctx);
      const allKeys = [keys.ipKey, ...(keys.personKey ? [keys.personKey] : [])];
      const reason = options.judge(found.record);
      let { hits, counted } = found;
      if (reason && !counted) {
        hits = await counting(() => countHits(db, allKeys, windowSeconds, { durable: false }));
        counted = true;
      } else if (!reason && counted) {
        await refundHits(db, allKeys, { durable: false }).catch((error: unknown) =>
          ctx.log.warn({ err: error }, 'could not refund an invitation rate-limit hit'),
        );
      }
      checkLimits(ctx, code, hits, counted);
      if (reason) logFailure(ctx, code, reason);
      else if (ctx.principal && found.record) recent.offer(ctx.principal, { code, record: found.record });
      return { record: found.record, reason, reader };
    },

    /**
     * The record of this person's look-up of `code` if it worked within the last minute in this
     * process and they have had no failure since: accepting a code one has just been shown is not
     * a guess, so the accept that follows skips a second counted look-up (its own statement checks
     * the code again). Each look-up serves one accept.
     */
    takeRecentLookUp(ctx: AttemptContext, code: string): InvitationRecord | null {
      if (!ctx.principal) return null;
      return recent.take(ctx.principal, (entry) => entry.code === code)?.record ?? null;
    },

    /** A failure found after the look-up (a single-use code used up meanwhile): counted and logged. */
    async failedLater(ctx: AttemptContext, code: string, reason: FailureReason): Promise<void> {
      const keys = keysOf(ctx);
      const allKeys = [keys.ipKey, ...(keys.personKey ? [keys.personKey] : [])];
      await countHits(db, allKeys, windowSeconds, { durable: false }).catch(onError);
      logFailure(ctx, code, reason);
    },
  };
}

export type InvitationGuard = ReturnType<typeof createInvitationGuard>;
