import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../platform/events/bus.ts';

/** Published when an institution, its banner upload or its district changes (or it is deleted). */
export const INSTITUTION_CHANGED_EVENT = 'institution-changed';

/**
 * Tells every process that an institution changed, so each drops its cached copy. The change is
 * already committed, so a failed announcement is logged rather than failing the request; the
 * cache's short lifetime bounds what it costs.
 */
export async function publishInstitutionChange(
  events: EventBus,
  logger: FastifyBaseLogger,
  institutionId: number,
): Promise<void> {
  try {
    await events.publish(INSTITUTION_CHANGED_EVENT, { institutionId });
  } catch (error) {
    logger.warn({ err: error, institutionId }, 'could not announce an institution change');
  }
}

/** Calls `listener` with the id of every institution changed in any process. */
export function onInstitutionChange(events: EventBus, listener: (institutionId: number) => void): () => void {
  return events.subscribe(INSTITUTION_CHANGED_EVENT, (data) => {
    const { institutionId } = data;
    if (typeof institutionId === 'number' && Number.isSafeInteger(institutionId)) listener(institutionId);
  });
}
