import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACTIVITY_RESPONSE_EVENT } from '../../../common/activities/constants.ts';
import type { ActivityResponseEvent } from '../../../common/activities/contracts.ts';
import { watchClassView, watchMyResponses } from '../../../common/activities/endpoints.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { SESSION_ENDED_EVENT } from '../../platform/auth/session-actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import {
  MAX_STREAMS_PER_PERSON,
  countStreamsOf,
  endAllStreams,
  endStreamsOfSession,
  openEventStream,
  trackEventStreams,
} from '../subjects/index.ts';
import { onResponseChange } from './activities.events.ts';
import type { ActivitiesService } from './activities.service.ts';

/**
 * The live updates of answers: every answer saved, lesson handed in or returned, or answer marked,
 * whichever process took it, reaches over the cross-process event bus the lesson's open class views
 * (every student's) and the student's own open lesson (only theirs).
 */
export function responseEventRoutes(
  app: FastifyInstance,
  activities: ActivitiesService,
  events: EventBus,
): void {
  const open = trackEventStreams(app);
  const stopWatchingSessions = events.subscribe(SESSION_ENDED_EVENT, (data) => {
    if (typeof data.tokenHash === 'string') endStreamsOfSession(open, data.tokenHash);
  });
  // Missed events while the listener was away: each browser reconnects and re-reads.
  const stopWatchingReconnects = events.onReconnect(() => endAllStreams(open));
  app.addHook('onClose', async () => {
    stopWatchingSessions();
    stopWatchingReconnects();
  });

  /** Streams the answer events `isFor` lets through, once the caller has been authorized. */
  function stream(actor: Actor, reply: FastifyReply, isFor: (event: ActivityResponseEvent) => boolean) {
    const opened = openEventStream(reply, open, {
      owner: { principal: actor.principal, sessionTokenHash: actor.sessionTokenHash },
    });
    const unsubscribe = onResponseChange(events, (event) => {
      if (isFor(event)) opened.send(ACTIVITY_RESPONSE_EVENT, event);
    });
    opened.onEnd(unsubscribe);
    return reply;
  }

  function refuseTooMany(actor: Actor) {
    if (countStreamsOf(open, actor.principal) >= MAX_STREAMS_PER_PERSON)
      throw new AppError('rate-limited', 'Too many live updates are open; close some tabs and reload');
  }

  serve(app, watchClassView, async ({ actor, params, reply }) => {
    refuseTooMany(actor);
    const record = await activities.access.authorizeActivity(actor, params.activityId, 'write');
    return stream(actor, reply, (event) => event.activityId === record.activity.id);
  });

  // A student's own lesson: what happens to their answers (a mark, a return), never a classmate's.
  serve(app, watchMyResponses, async ({ actor, params, reply }) => {
    refuseTooMany(actor);
    const record = await activities.access.authorizeActivity(actor, params.activityId, 'read');
    return stream(
      actor,
      reply,
      (event) => event.activityId === record.activity.id && event.studentPrincipal === actor.principal,
    );
  });
}
