import type { FastifyBaseLogger } from 'fastify';
import { SUBJECT_EVENT, zSubjectEvent, type SubjectEvent } from '../../../common/subjects/contracts.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { toSubjectEvent } from './subjects.mapper.ts';
import type { SubjectRow } from './subjects.types.ts';

/**
 * Announces a subject's new state to every process (LISTEN/NOTIFY), for open lists and for
 * clients watching a duplicate. The change is already committed, so a failed announcement is
 * logged rather than failing the request that made it: watchers re-fetch on reconnect.
 */
export async function publishSubjectChange(
  events: EventBus,
  logger: FastifyBaseLogger,
  subject: SubjectRow,
): Promise<void> {
  try {
    await events.publish(SUBJECT_EVENT, toSubjectEvent(subject));
  } catch (error) {
    logger.warn({ err: error, subjectId: subject.id }, 'could not announce a subject change');
  }
}

/** Calls `listener` with every well-formed subject event from any process. */
export function onSubjectChange(events: EventBus, listener: (event: SubjectEvent) => void): () => void {
  return events.subscribe(SUBJECT_EVENT, (data) => {
    const parsed = zSubjectEvent.safeParse(data);
    if (parsed.success) listener(parsed.data);
  });
}
