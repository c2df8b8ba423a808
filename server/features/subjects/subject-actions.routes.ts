import type { FastifyInstance } from 'fastify';
import {
  archiveSubject,
  deleteSubject,
  duplicateSubject,
  restoreSubject,
  unarchiveSubject,
  updateSubject,
} from '../../../common/subjects/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { SubjectsService } from './subjects.service.ts';

/** Changing a subject: rename, archive, delete and restore, duplicate. */
export function subjectActionRoutes(app: FastifyInstance, subjects: SubjectsService): void {
  const { writes, duplication } = subjects;
  serve(app, updateSubject, ({ actor, authorized, body }) => writes.updateSubject(actor, authorized, body));
  serve(app, archiveSubject, ({ actor, authorized }) => writes.archiveSubject(actor, authorized));
  serve(app, unarchiveSubject, ({ actor, authorized }) => writes.unarchiveSubject(actor, authorized));
  serve(app, deleteSubject, ({ authorized }) => writes.deleteSubject(authorized));
  serve(app, restoreSubject, ({ actor, authorized }) => writes.restoreSubject(actor, authorized));
  serve(app, duplicateSubject, ({ actor, authorized, body }) =>
    duplication.requestDuplicate(actor, authorized, body),
  );
}
