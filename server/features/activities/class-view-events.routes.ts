import type { FastifyInstance } from 'fastify';
import { ACTIVITY_RESPONSE_EVENT } from '../../../common/activities/constants.ts';
import { watchClassView } from '../../../common/activities/endpoints.ts';
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
 * The class view's live updates: every answer saved, lesson handed in or answer marked, whichever
 * process took it, reaches the lesson's open class views over the cross-process event bus.
 */
export function classViewEventRoutes(
  app: FastifyInstance,
  activities: ActivitiesService,
  events: EventBus,
): void {
  const open = trackEventStreams(app);
  const stopWatchingSessions = events.subscribe(SESSION_ENDED_EVENT, (data) => {
    if (typeof data.tokenHash === 'string') endStreamsOfSession(open, data.tokenHash);
  });
  // Missed events while the listener was away: each browser reconnects and re-reads the view.
  const stopWatchingReconnects = events.onReconnect(() => endAllStreams(open));
  app.addHook('onClose', async () => {
    stopWatchingSessions();
    stopWatchingReconnects();
  });

  serve(app, watchClassView, async ({ actor, params, reply }) => {
    if (countStreamsOf(open, actor.principal) >= MAX_STREAMS_PER_PERSON)
      throw new AppError('rate-limited', 'Too many live updates are open; close some tabs and reload');
    const record = await activities.access.authorizeActivity(actor, params.activityId, 'write');
    const stream = openEventStream(reply, open, {
      owner: { principal: actor.principal, sessionTokenHash: actor.sessionTokenHash },
    });
    const unsubscribe = onResponseChange(events, (event) => {
      if (event.activityId === record.activity.id) stream.send(ACTIVITY_RESPONSE_EVENT, event);
    });
    stream.onEnd(unsubscribe);
    return reply;
  });
}
