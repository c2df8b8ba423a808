import type { FastifyBaseLogger } from 'fastify';
import { SUBJECT_EVENT, type SubjectEvent } from '../../../common/subjects/contracts.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { InvitationSubject } from './invitations.types.ts';

/**
 * Someone joined a subject with a code: announced as a `subject` event to every process, so an
 * open teacher's panel or list re-fetches. The join is already committed, so a failed
 * announcement is logged rather than failing the accept.
 */
export async function publishSubjectJoined(
  events: EventBus,
  logger: FastifyBaseLogger,
  subject: InvitationSubject,
): Promise<void> {
  const event: SubjectEvent = {
    id: subject.id,
    institutionId: subject.institutionId,
    state: subject.state,
    isArchived: subject.isArchived,
    deleted: subject.deletedOn !== null,
  };
  try {
    await events.publish(SUBJECT_EVENT, event);
  } catch (error) {
    logger.warn({ err: error, subjectId: subject.id }, 'could not announce a join');
  }
}
