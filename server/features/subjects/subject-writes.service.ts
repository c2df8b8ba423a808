import type { FastifyBaseLogger } from 'fastify';
import { isInstitutionExpired } from '../../../common/institutions/schema.ts';
import { restorableSince, toPlainText } from '../../../common/subjects/rules.ts';
import type { CreateSubject, UpdateSubject } from '../../../common/subjects/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { SUBJECT_NOT_FOUND } from './subject-access.service.ts';
import { toSubject } from './subjects.mapper.ts';
import { publishSubjectChange } from './subjects.events.ts';
import { canCreateSubjectAt } from './subjects.policy.ts';
import {
  deleteSubjectUnlessCopying,
  insertSubjectWithRole,
  restoreDeletedSubject,
  updateLiveSubject,
} from './subject-writes.repo.ts';
import { findSubjectInstitution } from './subjects.repo.ts';
import type { Db, MembershipLookup, SubjectRecord, SubjectRow } from './subjects.types.ts';

/** A trial that has run out keeps its subjects readable but takes no new ones (spec 2.3). */
export function assertInstitutionNotExpired(expiresOn: Date | null, now: Date): void {
  if (isInstitutionExpired(expiresOn, now))
    throw AppError.forbidden('The institution has expired; renew it to add subjects');
}

export interface SubjectWritesDeps {
  db: Db;
  events: EventBus;
  logger: FastifyBaseLogger;
  now: () => Date;
  roles: MembershipLookup;
}

export function createSubjectWritesService(deps: SubjectWritesDeps) {
  const { db, events, logger, now, roles } = deps;
  const present = (record: SubjectRecord, subject: SubjectRow, actor: Actor) =>
    toSubject({ ...record, subject }, actor, { permissions: true });

  /** A subject mid-duplication is still being written by the copy job. */
  const assertReady = (record: SubjectRecord) => {
    if (record.subject.state !== 'ready')
      throw new AppError('invalid-action', 'The subject is still being duplicated or its duplication failed');
  };

  async function setArchived(actor: Actor, record: SubjectRecord, isArchived: boolean) {
    const subjectId = record.subject.id;
    assertReady(record);
    if (record.subject.isArchived === isArchived) return { subject: present(record, record.subject, actor) };
    const row = await updateLiveSubject(db, subjectId, {
      isArchived,
      archivedOn: isArchived ? now() : null,
    });
    if (!row) throw AppError.notFound(SUBJECT_NOT_FOUND);
    await publishSubjectChange(events, logger, row);
    return { subject: present(record, row, actor) };
  }

  return {
    /** The creator becomes its instructor in the same transaction. */
    async createSubject(actor: Actor, body: CreateSubject) {
      const { memberRole } = await roles.membershipAt(actor, body.institutionId);
      if (!canCreateSubjectAt(actor, memberRole))
        throw AppError.forbidden('Only subject creators and admins may create subjects');
      const institution = await findSubjectInstitution(db, body.institutionId);
      if (!institution) throw AppError.notFound('Institution not found');
      assertInstitutionNotExpired(institution.expiresOn, now());
      const row = await db.transaction((tx) =>
        insertSubjectWithRole(
          tx,
          {
            institutionId: body.institutionId,
            name: body.name,
            namePlaintext: toPlainText(body.name),
            code: body.code ?? '',
            createdBy: actor.principal,
          },
          { principal: actor.principal, role: 'INSTRUCTOR' },
        ),
      );
      await publishSubjectChange(events, logger, row);
      const record: SubjectRecord = {
        subject: row,
        institution,
        viewerRole: 'INSTRUCTOR',
        viewerInstitutionRole: memberRole,
      };
      return { subject: toSubject(record, actor, { permissions: true }) };
    },

    /** Rename, change the code. */
    async updateSubject(actor: Actor, record: SubjectRecord, body: UpdateSubject) {
      const subjectId = record.subject.id;
      assertReady(record);
      const row = await updateLiveSubject(db, subjectId, {
        ...(body.name !== undefined ? { name: body.name, namePlaintext: toPlainText(body.name) } : {}),
        ...(body.code !== undefined ? { code: body.code } : {}),
      });
      if (!row) throw AppError.notFound(SUBJECT_NOT_FOUND);
      await publishSubjectChange(events, logger, row);
      return { subject: present(record, row, actor) };
    },

    archiveSubject: (actor: Actor, record: SubjectRecord) => setArchived(actor, record, true),
    unarchiveSubject: (actor: Actor, record: SubjectRecord) => setArchived(actor, record, false),

    /** A soft delete, restorable for SUBJECT_RESTORE_DAYS. */
    async deleteSubject(record: SubjectRecord): Promise<void> {
      const { row, copying } = await deleteSubjectUnlessCopying(db, record.subject.id, now());
      if (copying)
        throw new AppError(
          'invalid-action',
          'A copy of this subject is being made; it can be deleted once the copy is ready',
        );
      if (!row) throw AppError.notFound(SUBJECT_NOT_FOUND);
      await publishSubjectChange(events, logger, row);
    },

    /** Undoes a delete within the restore window. */
    async restoreSubject(actor: Actor, record: SubjectRecord) {
      if (record.subject.deletedOn === null) return { subject: present(record, record.subject, actor) };
      const row = await restoreDeletedSubject(db, record.subject.id, restorableSince(now()));
      if (!row) throw AppError.notFound(SUBJECT_NOT_FOUND);
      await publishSubjectChange(events, logger, row);
      return { subject: present(record, row, actor) };
    },
  };
}

export type SubjectWritesService = ReturnType<typeof createSubjectWritesService>;
