import type { FastifyInstance } from 'fastify';
import {
  clearAutoArchivedNotice,
  closeAutoArchivedNotice,
  getAutoArchivedNotice,
  hideAutoArchivedNoticeForever,
} from '../../../common/subjects/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { SubjectsService } from './subjects.service.ts';

/** The 'instructor subject was auto-archived' notice (spec 4) of a person (`me`). */
export function autoArchivedNoticeRoutes(app: FastifyInstance, subjects: SubjectsService): void {
  const { notices } = subjects;
  serve(app, getAutoArchivedNotice, ({ actor, params }) => notices.getNotice(actor, params.principal));
  serve(app, closeAutoArchivedNotice, ({ actor, params }) => notices.clearNotice(actor, params.principal));
  serve(app, hideAutoArchivedNoticeForever, ({ actor, params }) =>
    notices.hideNoticeForever(actor, params.principal),
  );
  serve(app, clearAutoArchivedNotice, ({ actor, params }) => notices.clearNotice(actor, params.principal));
}
