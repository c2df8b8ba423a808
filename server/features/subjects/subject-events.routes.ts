import type { FastifyInstance } from 'fastify';
import { SUBJECT_EVENT, type SubjectEvent } from '../../../common/subjects/contracts.ts';
import type * as subjectEndpoints from '../../../common/subjects/endpoints.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { registerLiveStreams } from '../../platform/live/event-stream.ts';
import type { SomeEndpointHandlers } from '../../platform/http/serve-endpoints.ts';
import { onSubjectChange } from './subjects.events.ts';
import type { SubjectsService } from './subjects.service.ts';

/**
 * Server-sent events of subject changes (spec 4, duplication; spec 2.4, live list). Changes
 * arrive over the cross-process event bus, so a client sees them whichever process made them.
 */
export function subjectEventHandlers(
  app: FastifyInstance,
  subjects: SubjectsService,
  events: EventBus,
): SomeEndpointHandlers<typeof subjectEndpoints, 'watchSubject' | 'watchInstitutionSubjects'> {
  const { streams } = subjects;
  const live = registerLiveStreams(app, events);

  return {
    watchSubject: async ({ actor, params, reply }) => {
      const owner = live.ownerFor(actor);
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
      const stream = live.open(reply, owner);
      stream.onEnd(unsubscribe);
      deliver = (event) => stream.send(SUBJECT_EVENT, event);
      deliver(current);
      for (const event of early) deliver(event);
      return reply;
    },

    watchInstitutionSubjects: async ({ actor, params, request, reply }) => {
      const owner = live.ownerFor(actor);
      const { institutionId } = params;
      const keepMine = await streams.institutionFilter(actor, institutionId);
      const stream = live.open(reply, owner);
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
    },
  };
}
