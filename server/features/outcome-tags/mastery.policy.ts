import type { ActorLike } from '../../../common/roles/rules.ts';
import { writesLessonsOf, type SubjectStanding } from '../activities/index.ts';

/**
 * Who reads whose outcome mastery in a subject (spec 2.12), read off the lessons policy: those who
 * write the subject's lessons read every student's grid, evidence and the scope and sequence with
 * drafts; anyone else who reads the subject reads only their own row and evidence, and published
 * lessons only.
 */
export const readsWholeClass = (actor: ActorLike, standing: SubjectStanding): boolean =>
  writesLessonsOf(actor, standing);

/** Whether the viewer may read one student's evidence: any student's for the class's teachers, one's own otherwise. */
export const canReadMasteryOf = (
  actor: ActorLike & { principal: string },
  standing: SubjectStanding,
  studentPrincipal: string,
): boolean => readsWholeClass(actor, standing) || studentPrincipal === actor.principal;
