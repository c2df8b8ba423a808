import type { SubjectEvent } from '../../../common/subjects/contracts.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { SubjectAccess } from './subject-access.service.ts';
import { toSubjectEvent } from './subjects.mapper.ts';
import { findMemberSubjectIds } from './subjects.repo.ts';
import type { Db, MembershipLookup } from './subjects.types.ts';

/** How long a subject found not to be the viewer's is not asked about again. */
const NOT_MEMBER_TTL_MS = 30_000;

/**
 * Who may watch what through server-sent events: a subject, like reading it; an institution's
 * subjects, as its members do, seeing only the subjects they belong to.
 */
export function createSubjectStreamsService(deps: {
  db: Db;
  access: SubjectAccess;
  roles: MembershipLookup;
}) {
  const { db, access, roles } = deps;

  return {
    /** The subject's current state, after checking the actor may read it (404 otherwise). */
    async currentState(actor: Actor, subjectId: number): Promise<SubjectEvent> {
      return toSubjectEvent((await access.authorizeSubject(actor, subjectId, 'read')).subject);
    },

    /**
     * Checks the actor is a member of the institution (404 when they may not see it, 403 when only
     * invited) and answers a filter that keeps,
     * of a batch of events, those about the actor's subjects there. A subject the filter has not
     * seen yet (a new duplicate, say) costs one membership query per batch, not per event.
     */
    async institutionFilter(
      actor: Actor,
      institutionId: number,
    ): Promise<(batch: readonly SubjectEvent[]) => Promise<SubjectEvent[]>> {
      await roles.authorizeRoleAction(actor, institutionId, 'readAsMember');
      const members = new Set(await findMemberSubjectIds(db, actor.principal, { institutionId }));
      const notMemberUntil = new Map<number, number>();
      return async (batch) => {
        const here = batch.filter((e) => e.institutionId === institutionId);
        const now = Date.now();
        const unknown = [...new Set(here.map((e) => e.id))].filter(
          (id) => !members.has(id) && (notMemberUntil.get(id) ?? 0) <= now,
        );
        if (unknown.length > 0) {
          const found = new Set(await findMemberSubjectIds(db, actor.principal, { subjectIds: unknown }));
          for (const id of unknown) {
            if (found.has(id)) members.add(id);
            else notMemberUntil.set(id, now + NOT_MEMBER_TTL_MS);
          }
        }
        return here.filter((e) => members.has(e.id));
      };
    },
  };
}
