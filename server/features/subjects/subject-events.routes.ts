import type { FastifyInstance } from 'fastify';
import { SUBJECT_EVENT, type SubjectEvent } from '../../../common/subjects/contracts.ts';
import { watchInstitutionSubjects, watchSubject } from '../../../common/subjects/endpoints.ts';
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
} from './event-stream.routes.ts';
import { onSubjectChange } from './subjects.events.ts';
import type { SubjectsService } from './subjects.service.ts';

/**
 * Server-sent events of subject changes (spec 4, duplication; spec 2.4, live list). Changes
 * arrive over the cross-process event bus, so a client sees them whichever process made them.
 */
export function subjectEventRoutes(app: FastifyInstance, subjects: SubjectsService, events: EventBus): void {
  const { streams } = subjects;
  const open = trackEventStreams(app);
  const stopWatchingSessions = events.subscribe(SESSION_ENDED_EVENT, (data) => {
    if (typeof data.tokenHash === 'string') endStreamsOfSession(open, data.tokenHash);
  });
  // Changes made while the event listener was away never reached the streams: ending them makes
  // each browser reconnect, read the state afresh and re-check that its session still stands.
  const stopWatchingReconnects = events.onReconnect(() => endAllStreams(open));
  app.addHook('onClose', async () => {
    stopWatchingSessions();
    stopWatchingReconnects();
  });

  /** Checked before a stream opens: a person with too many open gets a 429, not one more. */
  const ownerOf = (actor: Actor) => {
    if (countStreamsOf(open, actor.principal) >= MAX_STREAMS_PER_PERSON)
      throw new AppError('rate-limited', 'Too many live updates are open; close some tabs and reload');
    return { principal: actor.principal, sessionTokenHash: actor.sessionTokenHash };
  };

  serve(app, watchSubject, async ({ actor, params, reply }) => {
    const owner = ownerOf(actor);
    const { subjectId } = params;
    // Listen before reading the current state, so no change can fall between the two.
    let deliver: (event: SubjectEvent) => void;
    const early: SubjectEvent[] = [];
    deliver = (event) => early.push(event);
    const unsubscribe = onSubjectChange(events, (event) => {
      if (event.id === subjectId) deliver(event);
    });
    let current: SubjectEvent;
    try {
      current = await streams.currentState(actor, subjectId);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    const stream = openEventStream(reply, open, { owner });
    stream.onEnd(unsubscribe);
    deliver = (event) => stream.send(SUBJECT_EVENT, event);
    deliver(current);
    for (const event of early) deliver(event);
    return reply;
  });

  serve(app, watchInstitutionSubjects, async ({ actor, params, request, reply }) => {
    const owner = ownerOf(actor);
    const { institutionId } = params;
    const keepMine = await streams.institutionFilter(actor, institutionId);
    const stream = openEventStream(reply, open, { owner });
    // Batches keep each subject's events in order while membership lookups are in flight.
    const queue: SubjectEvent[] = [];
    let pumping = false;
    const pump = async () => {
      if (pumping) return;
      pumping = true;
      try {
        while (queue.length > 0) {
          for (const event of await keepMine(queue.splice(0))) stream.send(SUBJECT_EVENT, event);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'dropped subject events for a stream');
      } finally {
        pumping = false;
      }
    };
    const unsubscribe = onSubjectChange(events, (event) => {
      if (event.institutionId !== institutionId) return;
      queue.push(event);
      void pump();
    });
    stream.onEnd(unsubscribe);
    return reply;
  });
}
