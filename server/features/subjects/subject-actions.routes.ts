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
  serve(app, updateSubject, ({ actor, params, body }) => writes.updateSubject(actor, params.subjectId, body));
  serve(app, archiveSubject, ({ actor, params }) => writes.archiveSubject(actor, params.subjectId));
  serve(app, unarchiveSubject, ({ actor, params }) => writes.unarchiveSubject(actor, params.subjectId));
  serve(app, deleteSubject, ({ actor, params }) => writes.deleteSubject(actor, params.subjectId));
  serve(app, restoreSubject, ({ actor, params }) => writes.restoreSubject(actor, params.subjectId));
  serve(app, duplicateSubject, ({ actor, params, body }) =>
    duplication.requestDuplicate(actor, params.subjectId, body),
  );
}
