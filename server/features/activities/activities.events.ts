import type { FastifyBaseLogger } from 'fastify';
import { ACTIVITY_RESPONSE_EVENT } from '../../../common/activities/constants.ts';
import { zActivityResponseEvent, type ActivityResponseEvent } from '../../../common/activities/contracts.ts';
import type { EventBus } from '../../platform/events/bus.ts';

/**
 * Announces an answer's change to every process (LISTEN/NOTIFY), for open class views. The change
 * is committed already, so a failed announcement is logged, not failed: a class view re-reads on
 * reconnect.
 */
export async function publishResponseChange(
  events: EventBus,
  logger: FastifyBaseLogger,
  event: ActivityResponseEvent,
): Promise<void> {
  try {
    await events.publish(ACTIVITY_RESPONSE_EVENT, event);
  } catch (error) {
    logger.warn({ err: error, activityId: event.activityId }, 'could not announce an answer change');
  }
}

/** Calls `listener` with every well-formed answer event from any process. */
export function onResponseChange(
  events: EventBus,
  listener: (event: ActivityResponseEvent) => void,
): () => void {
  return events.subscribe(ACTIVITY_RESPONSE_EVENT, (data) => {
    const parsed = zActivityResponseEvent.safeParse(data);
    if (parsed.success) listener(parsed.data);
  });
}
