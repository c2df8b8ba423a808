import type { FastifyBaseLogger } from 'fastify';
import { SUBJECT_EVENT, type SubjectEvent } from '../../../common/subjects/contracts.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { InvitationSubject } from './invitations.types.ts';

/** At most one join announcement per subject per this long from each process; the rest wait. */
export const JOIN_ANNOUNCEMENT_INTERVAL_MS = 250;

interface AnnouncementWindow {
  /** Someone joined since the last announcement: announce once more when the window ends. */
  again: boolean;
  subject: InvitationSubject;
}
const windows = new WeakMap<EventBus, Map<number, AnnouncementWindow>>();

async function announce(events: EventBus, logger: FastifyBaseLogger, subject: InvitationSubject) {
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

/**
 * Someone joined a subject with a code: announced as a `subject` event to every process, so an
 * open teacher's panel or list re-fetches. The join is already committed, so a failed
 * announcement is logged rather than failing the accept.
 *
 * A class joining at once would otherwise send one notification per student, each a commit that
 * PostgreSQL serialises with every other notifying commit, and each making every open panel
 * re-fetch. The first join is announced at once; joins in the next JOIN_ANNOUNCEMENT_INTERVAL_MS
 * are announced together when it ends (the event says the same for each), so the last join is
 * always announced.
 */
export async function publishSubjectJoined(
  events: EventBus,
  logger: FastifyBaseLogger,
  subject: InvitationSubject,
): Promise<void> {
  let open = windows.get(events);
  if (!open) {
    open = new Map();
    windows.set(events, open);
  }
  const current = open.get(subject.id);
  if (current) {
    current.again = true;
    current.subject = subject;
    return;
  }
  const window: AnnouncementWindow = { again: false, subject };
  const subjects = open;
  const close = () => {
    if (!window.again) {
      subjects.delete(subject.id);
      return;
    }
    window.again = false;
    void announce(events, logger, window.subject);
    setTimeout(close, JOIN_ANNOUNCEMENT_INTERVAL_MS).unref();
  };
  subjects.set(subject.id, window);
  setTimeout(close, JOIN_ANNOUNCEMENT_INTERVAL_MS).unref();
  await announce(events, logger, subject);
}
