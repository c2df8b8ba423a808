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
  readonly #views = new Map<string, { view: SubjectView; until: number }>();
  readonly #clock: () => number;

  constructor(clock: () => number = () => performance.now()) {
    this.#clock = clock;
  }

  offer(principal: string, view: SubjectView): void {
    const key = keyOf(principal, view.subject.id);
    this.#views.delete(key);
    this.#views.set(key, { view, until: this.#clock() + HANDOFF_MS });
    if (this.#views.size > MAX_VIEWS) this.#views.delete(this.#views.keys().next().value!);
  }

  /** The view offered for this person and subject, once, while it is fresh; otherwise null. */
  take(principal: string, subjectId: number): SubjectView | null {
    const key = keyOf(principal, subjectId);
    const entry = this.#views.get(key);
    if (!entry) return null;
    this.#views.delete(key);
    return entry.until > this.#clock() ? entry.view : null;
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
