import { SUBJECT_MISSING_FROM_BATCH } from '../../../common/subjects/contracts.ts';
import { restorableSince } from '../../../common/subjects/rules.ts';
import type { SubjectDetails, SubjectRole } from '../../../common/subjects/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { resolvePrincipalParam } from '../../platform/auth/actor.ts';
import { batchGet } from '../../platform/batch.ts';
import { AppError } from '../../platform/errors.ts';
import type { SubjectAccess } from './subject-access.service.ts';
import { findArchivedSubjectCheck, findCurrentSubjectsAt } from './subjects-page.repo.ts';
import { toListedSubjects, toSubject } from './subjects.mapper.ts';
import { canListSubjectsAt } from './subjects.policy.ts';
import { findSubjectRolesOfPrincipal, findSubjectsForViewer } from './subjects.repo.ts';
import type { Db } from './subjects.types.ts';

/** The answer the institutions feature gives for an institution one may not see. */
const institutionNotFound = () => AppError.notFound('Institution not found');

/** Reading subjects: the list, one subject, the batch get, a person's subject roles, the archive check. */
export function createSubjectReadsService(deps: { db: Db; now: () => Date; access: SubjectAccess }) {
  const { db, now, access } = deps;

  return {
    /**
     * The subjects on the viewer's list at an institution, where they are an instructor or a
     * student; archived and deleted ones are not on it. Two statements (session; the institution,
     * the viewer's role there and the subjects) whatever the number of subjects. Someone who may
     * not see the institution gets the same 404 as for a missing one.
     */
    async listSubjects(actor: Actor, query: { institutionId: number; permissions: boolean }) {
      const at = await findCurrentSubjectsAt(db, actor, { institutionId: query.institutionId });
      if (!at || !canListSubjectsAt(actor, at.viewerInstitutionRole)) throw institutionNotFound();
      return { subjects: toListedSubjects(at, actor, { permissions: query.permissions }) };
    },

    /**
     * The subject with its instructors and student count, read with the viewer's roles in one
     * statement (the page a student lands on after joining).
     */
    async getSubject(actor: Actor, subjectId: number, query: { permissions: boolean }) {
      const record = await access.authorizeSubjectWithDetails(actor, subjectId);
      const subject: SubjectDetails = {
        ...toSubject(record, actor, { permissions: query.permissions }),
        instructors: record.instructors,
        studentCount: record.studentCount,
        institutionName: record.institution.name,
        institutionCode: record.institution.code,
      };
      return { subject };
    },

    /**
     * A missing subject and one the actor may not read look the same. With `details`, each comes as
     * `getSubject` gives it, all in one statement (a page of subject cards).
     */
    async batchGetSubjects(
      actor: Actor,
      body: { ids: readonly number[]; permissions: boolean; ignoreMissing: boolean; details: boolean },
    ) {
      return batchGet({
        ids: body.ids,
        ignoreMissing: body.ignoreMissing,
        load: async (ids) =>
          (await findSubjectsForViewer(db, actor, ids, { includeArchived: true, details: body.details })).map(
            (record) => {
              const subject = toSubject(record, actor, { permissions: body.permissions });
              if (!body.details) return subject;
              return {
                ...subject,
                instructors: record.instructors ?? [],
                studentCount: record.studentCount ?? 0,
                institutionName: record.institution.name,
                institutionCode: record.institution.code,
              };
            },
          ),
        keyOfId: String,
        keyOfItem: (subject) => String(subject.id),
        wrap: (subject) => ({ subject }),
        missingMessage: SUBJECT_MISSING_FROM_BATCH,
      });
    },

    /**
     * Current subjects by default; includeArchived adds the archive page's (archived subjects and
     * ARCHIVED_STUDENT roles), includeDeleted adds deleted subjects that can still be restored.
     * Each subject carries the `update` permission.
     */
    async listSubjectRoles(
      actor: Actor,
      principalParam: string,
      query: { includeDeleted: boolean; includeArchived: boolean; institutionId?: number | undefined },
    ) {
      const principal = resolvePrincipalParam(actor, principalParam);
      const records = await findSubjectRolesOfPrincipal(db, actor, principal, {
        institutionId: query.institutionId,
        includeArchived: query.includeArchived,
        includeDeletedSince: query.includeDeleted ? restorableSince(now()) : undefined,
      });
      const subjectRoles: SubjectRole[] = records.map((r) => ({
        subjectId: r.subject.id,
        principal: r.principal,
        role: r.role,
        subject: toSubject(r, actor, { permissions: true }),
      }));
      return { subjectRoles };
    },

    /**
     * Whether the archive page has anything, in one statement after the session; a 404 like a
     * missing institution for anyone who may not see it.
     */
    async anyArchivedSubjects(actor: Actor, institutionId: number): Promise<boolean> {
      const check = await findArchivedSubjectCheck(db, actor, institutionId);
      if (!check || !canListSubjectsAt(actor, check.viewerInstitutionRole)) throw institutionNotFound();
      return check.hasArchivedSubject;
    },
  };
}

export type SubjectReadsService = ReturnType<typeof createSubjectReadsService>;
