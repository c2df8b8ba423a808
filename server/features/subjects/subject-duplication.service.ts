import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { duplicateSubjectName, toPlainText } from '../../../common/subjects/rules.ts';
import type { DuplicateSubject } from '../../../common/subjects/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { CopierRegistry } from './subject-copiers.service.ts';
import { assertInstitutionNotExpired } from './subject-writes.service.ts';
import { publishSubjectChange } from './subjects.events.ts';
import { toSubject } from './subjects.mapper.ts';
import { changeSubjectState, insertSubjectWithRole, lockSubject } from './subject-writes.repo.ts';
import type { Db, SubjectRecord } from './subjects.types.ts';

export const DUPLICATE_QUEUE = 'subjects.duplicate';
/**
 * One retry, two seconds later, rides out a passing database problem; a duplication that cannot
 * work (its source was deleted) then reaches 'duplicating_failed' within seconds.
 */
export const DUPLICATE_MAX_ATTEMPTS = 2;

export const zDuplicatePayload = z.object({
  sourceId: z.number().int().positive(),
  copyId: z.number().int().positive(),
});
export type DuplicatePayload = z.infer<typeof zDuplicatePayload>;

/**
 * Subject duplication (spec 4): the copy exists at once, in state 'duplicating', and a background
 * job fills it in through the copier registry, then marks it 'ready' — or 'duplicating_failed'
 * once its last attempt fails, when it can only be deleted. Every step is announced as a
 * `subject` event, whichever process runs it.
 */
export interface SubjectDuplicationDeps {
  db: Db;
  events: EventBus;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** The parts a copy is made of, each registered by the feature whose rows it copies. */
  copiers: CopierRegistry;
  /** How long the copy job waits before it starts (a setting, for trying the duplicating state). */
  jobDelayMs: number;
}

export function createSubjectDuplicationService(deps: SubjectDuplicationDeps) {
  const { db, events, jobs, logger, now, copiers } = deps;

  async function failDuplication(copyId: number): Promise<void> {
    const failed = await changeSubjectState(db, copyId, 'duplicating', 'duplicating_failed');
    if (failed) await publishSubjectChange(events, logger, failed);
  }

  return {
    /** Answers the copy, still duplicating. */
    async requestDuplicate(actor: Actor, record: SubjectRecord, body: DuplicateSubject | null = null) {
      if (record.subject.state !== 'ready')
        throw new AppError('invalid-action', 'Only a ready subject can be duplicated');
      assertInstitutionNotExpired(record.institution.expiresOn, now());
      const source = record.subject;
      const name = body?.name ?? duplicateSubjectName(source.name);
      const copy = await db.transaction((tx) =>
        insertSubjectWithRole(
          tx,
          {
            institutionId: source.institutionId,
            name,
            namePlaintext: toPlainText(name),
            // A copy is another class: it takes no code unless its teacher gives it one, so a
            // school never has two subjects answering to one code by accident.
            code: body?.code ?? '',
            state: 'duplicating',
            duplicatedFromSubjectId: source.id,
            createdBy: actor.principal,
          },
          { principal: actor.principal, role: 'INSTRUCTOR' },
        ),
      );
      await publishSubjectChange(events, logger, copy);
      const payload: DuplicatePayload = { sourceId: source.id, copyId: copy.id };
      try {
        const delayMs = deps.jobDelayMs;
        await jobs.enqueue(DUPLICATE_QUEUE, payload, {
          maxAttempts: DUPLICATE_MAX_ATTEMPTS,
          ...(delayMs > 0 ? { runAt: new Date(now().getTime() + delayMs) } : {}),
        });
      } catch (error) {
        await failDuplication(copy.id).catch(() => undefined);
        throw error;
      }
      return {
        subject: toSubject({ ...record, subject: copy, viewerRole: 'INSTRUCTOR' }, actor, {
          permissions: true,
        }),
      };
    },

    /** The job: copies every registered part in one transaction, then marks the copy ready. */
    async runDuplication(payload: Record<string, unknown>): Promise<void> {
      const ids = zDuplicatePayload.parse(payload);
      const ready = await db.transaction(async (tx) => {
        const copy = await lockSubject(tx, ids.copyId);
        // Deleted while waiting, or already finished by an earlier attempt: nothing left to do.
        if (!copy || copy.deletedOn !== null || copy.state !== 'duplicating') return null;
        await copiers.copyAll(tx, ids);
        return changeSubjectState(tx, ids.copyId, 'duplicating', 'ready');
      });
      if (ready) await publishSubjectChange(events, logger, ready);
    },

    /** After the last attempt failed. */
    async failDuplication(payload: Record<string, unknown>): Promise<void> {
      const parsed = zDuplicatePayload.safeParse(payload);
      if (parsed.success) await failDuplication(parsed.data.copyId);
    },
  };
}

export type SubjectDuplicationService = ReturnType<typeof createSubjectDuplicationService>;
