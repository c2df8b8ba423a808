import { OneTimeHandOffs } from '../../platform/one-time-hand-offs.ts';
import type { SubjectStaffAndCount } from './subject-details.repo.ts';
import type { SubjectRecord } from './subjects.types.ts';

/** A subject as one viewer reads it, with its details: what GET /v3/subjects/{id} answers from. */
export type SubjectView = SubjectRecord & SubjectStaffAndCount;

/** Long enough for the join form's load of the subject (spec 2.6), short enough to be the same moment. */
const HANDOFF_MS = 5_000;
/** Bounds the memory: a whole school joining in the same few seconds fits; the oldest go first. */
const MAX_VIEWS = 10_000;

/**
 * Subjects as the person who has just joined them sees them, handed from the joining statement
 * (which reads them anyway) to that person's next read of that subject in this process: the join
 * form and the accept screen load the subject the moment the accept answers. Each view serves one
 * read, within a few seconds; anything else reads the database as always.
 */
export class JoinedSubjectViews {
  readonly #views: OneTimeHandOffs<SubjectView>;

  constructor(clock?: () => number) {
    this.#views = new OneTimeHandOffs(HANDOFF_MS, MAX_VIEWS, clock);
  }

  offer(principal: string, view: SubjectView): void {
    this.#views.offer(keyOf(principal, view.subject.id), view);
  }

  /** The view offered for this person and subject, once, while it is fresh; otherwise null. */
  take(principal: string, subjectId: number): SubjectView | null {
    return this.#views.take(keyOf(principal, subjectId));
  }

  get size(): number {
    return this.#views.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One per server process, shared by the invitations (offer) and subjects (take) features. */
    joinedSubjectViews: JoinedSubjectViews;
  }
}

const keyOf = (principal: string, subjectId: number) => `${subjectId}:${principal}`;
