import type { FastifyBaseLogger } from 'fastify';
import { SUBJECT_MISSING_FROM_BATCH } from '../../../common/subjects/contracts.ts';
import { restorableSince } from '../../../common/subjects/rules.ts';
import type { SubjectDetails, SubjectRole } from '../../../common/subjects/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { resolvePrincipalParam } from '../../platform/auth/actor.ts';
import { batchGet } from '../../platform/batch.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { createInstitutionsService } from '../institutions/institutions.service.ts';
import { canSeeInstitution } from '../institutions/institutions.policy.ts';
import { findArchivedSubjectCheck, findCurrentSubjectsAt } from './subjects-page.repo.ts';
import { toListedSubjects, toSubject } from './subjects.mapper.ts';
import { CURRENT_SUBJECT_ROLES, canReadSubject } from './subjects.policy.ts';
import {
  findSubjectRolesOfPrincipal,
  findSubjectWithDetailsForViewer,
  findSubjectsForViewer,
} from './subjects.repo.ts';
import type { Db, SubjectRecord } from './subjects.types.ts';
import type { JoinedSubjectViews } from './joined-subject-views.service.ts';

export interface SubjectsServiceDeps {
  db: Db;
  events: EventBus;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  /** Subjects as students who just joined them see them, for their next read (joined-subject-views.service.ts). */
  joinedSubjectViews?: JoinedSubjectViews;
  now?: () => Date;
}

export const SUBJECT_NOT_FOUND = 'Subject not found';

/** The record when the actor may read its subject; otherwise a 404 that does not say whether it exists. */
function readableOrNotFound<R extends SubjectRecord>(actor: Actor, record: R | null | undefined): R {
  if (!record || !canReadSubject(actor, record.viewerRole, record.viewerInstitutionRole))
    throw AppError.notFound(SUBJECT_NOT_FOUND);
  return record;
}

/** The answer the institutions feature gives for an institution one may not see (findVisibleOne). */
const institutionNotFound = () => AppError.notFound('Institution not found');

/**
 * Finding subjects as a person may see them. Shared by the read, write and stream services so
 * every path applies the same visibility rule.
 */
export function createSubjectAccess(deps: Pick<SubjectsServiceDeps, 'db' | 'now'>) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const institutions = createInstitutionsService({ db, now });

  return {
    now,
    /** The actor's view of an institution (with their role there), or a 404 for non-members. */
    findVisibleInstitution: institutions.findVisibleOne,

    /**
     * One subject the actor may read, archived ones included; deleted ones only when asked for
     * and still restorable. Anything else is a 404 that does not say whether it exists.
     */
    async findReadable(
      actor: Actor,
      subjectId: number,
      options: { includeDeleted?: boolean } = {},
    ): Promise<SubjectRecord> {
      const [record] = await findSubjectsForViewer(db, actor, {
        ids: [subjectId],
        includeArchived: true,
        ...(options.includeDeleted ? { includeDeletedSince: restorableSince(now()) } : {}),
      });
      return readableOrNotFound(actor, record);
    },
  };
}

export type SubjectAccess = ReturnType<typeof createSubjectAccess>;

export function createSubjectsService(deps: SubjectsServiceDeps) {
  const { db } = deps;
  const access = createSubjectAccess(deps);

  return {
    /**
     * GET /v3/subjects: the subjects on the viewer's list at an institution, where they are an
     * instructor or a student; archived and deleted ones are not on it. Two statements (session;
     * the institution, the viewer's role there and the subjects) whatever the number of subjects.
     * Someone who may not see the institution gets the same 404 as for a missing one.
     */
    async listSubjects(actor: Actor, query: { institutionId: number; permissions: boolean }) {
      const at = await findCurrentSubjectsAt(db, actor, {
        institutionId: query.institutionId,
        viewerRoles: CURRENT_SUBJECT_ROLES,
      });
      if (!at || !canSeeInstitution(actor, at.viewerInstitutionRole)) throw institutionNotFound();
      return { subjects: toListedSubjects(at, actor, { permissions: query.permissions }) };
    },

    /**
     * GET /v3/subjects/{subjectId}: the subject with its instructors and student count, read with
     * the viewer's roles in one statement (the page a student lands on after joining).
     */
    async getSubject(actor: Actor, subjectId: number, query: { permissions: boolean }) {
      const handedOver = deps.joinedSubjectViews?.take(actor.principal, subjectId);
      const record = readableOrNotFound(
        actor,
        handedOver ?? (await findSubjectWithDetailsForViewer(db, actor, subjectId)),
      );
      const { instructors, studentCount } = record;
      const subject: SubjectDetails = {
        ...toSubject(record, actor, { permissions: query.permissions }),
        instructors,
        studentCount,
        institutionName: record.institution.name,
        institutionCode: record.institution.code,
      };
      return { subject };
    },

    /** POST /v3/subjects/batch/get: a missing subject and one the actor may not read look the same. */
    async batchGetSubjects(
      actor: Actor,
      body: { ids: readonly number[]; permissions: boolean; ignoreMissing: boolean },
    ) {
      return batchGet({
        ids: body.ids,
        ignoreMissing: body.ignoreMissing,
        load: async (ids) => {
          const records = await findSubjectsForViewer(db, actor, { ids, includeArchived: true });
          return records
            .filter((r) => canReadSubject(actor, r.viewerRole, r.viewerInstitutionRole))
            .map((r) => toSubject(r, actor, { permissions: body.permissions }));
        },
        keyOfId: String,
        keyOfItem: (subject) => String(subject.id),
        wrap: (subject) => ({ subject }),
        missingMessage: SUBJECT_MISSING_FROM_BATCH,
      });
    },

    /**
     * GET /v3/users/{principal}/subjectRoles: current subjects by default; includeArchived adds the
     * archive page's (archived subjects and ARCHIVED_STUDENT roles), includeDeleted adds deleted
     * subjects that can still be restored. Each subject carries the `update` permission.
     */
    async listSubjectRoles(
      actor: Actor,
      principalParam: string,
      query: { includeDeleted: boolean; includeArchived: boolean; institutionId?: number | undefined },
    ) {
      const principal = resolvePrincipalParam(actor, principalParam);
      const records = await findSubjectRolesOfPrincipal(db, principal, {
        institutionId: query.institutionId,
        includeArchived: query.includeArchived,
        ...(query.includeDeleted ? { includeDeletedSince: restorableSince(access.now()) } : {}),
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
     * GET /v3/institutions/{institutionId}/anyArchivedAubjects: whether the archive page has
     * anything, in one statement after the session; a 404 like a missing institution for anyone
     * who may not see it.
     */
    async anyArchivedSubjects(actor: Actor, institutionId: number): Promise<boolean> {
      const check = await findArchivedSubjectCheck(db, actor, institutionId);
      if (!check || !canSeeInstitution(actor, check.viewerInstitutionRole)) throw institutionNotFound();
      return check.hasArchivedSubject;
    },
  };
}

export type SubjectsService = ReturnType<typeof createSubjectsService>;
