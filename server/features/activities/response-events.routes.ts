import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACTIVITY_RESPONSE_EVENT } from '../../../common/activities/constants.ts';
import type { ActivityResponseEvent } from '../../../common/activities/contracts.ts';
import type * as answerEndpoints from '../../../common/activities/answer-endpoints.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { SomeEndpointHandlers } from '../../platform/http/serve-endpoints.ts';
import { registerLiveStreams, type StreamOwner } from '../../platform/live/event-stream.ts';
import { onResponseChange } from './activities.events.ts';

/**
 * The live updates of answers: every answer saved, lesson handed in or returned, or answer marked,
 * whichever process took it, reaches over the cross-process event bus the lesson's open class views
 * (every student's) and the student's own open lesson (only theirs).
 */
export function responseEventHandlers(
  app: FastifyInstance,
  events: EventBus,
): SomeEndpointHandlers<typeof answerEndpoints, 'watchClassView' | 'watchMyResponses'> {
  const live = registerLiveStreams(app, events);

  /** Streams the answer events `isFor` lets through, once the caller has been authorized. */
  function stream(owner: StreamOwner, reply: FastifyReply, isFor: (event: ActivityResponseEvent) => boolean) {
    const opened = live.open(reply, owner);
    const unsubscribe = onResponseChange(events, (event) => {
      if (isFor(event)) opened.send(ACTIVITY_RESPONSE_EVENT, event);
    });
    opened.onEnd(unsubscribe);
    return reply;
  }

  return {
    watchClassView: ({ actor, authorized, reply }) =>
      stream(live.ownerFor(actor), reply, (event) => event.activityId === authorized.activity.id),

    // A student's own lesson: what happens to their answers (a mark, a return), never a classmate's.
    watchMyResponses: ({ actor, authorized, reply }) =>
      stream(
        live.ownerFor(actor),
        reply,
        (event) => event.activityId === authorized.activity.id && event.studentPrincipal === actor.principal,
      ),
  };
}
