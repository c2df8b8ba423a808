import { z } from 'zod';
import { zSubjectIdParams, zSubjectResponse } from '../../../common/subjects/contracts.ts';
import { zUpdateSubject } from '../../../common/subjects/schema.ts';
import type { App } from '../../platform/http/app.types.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { createSubjectDuplicationService } from './subject-duplication.service.ts';
import type { SubjectWritesService } from './subject-writes.service.ts';
import type { SubjectsServiceDeps } from './subjects.service.ts';

const tags = ['subjects'];
const WHO = "(the subject's instructors, the institution's admins, internal admins)";

/** Changing a subject: rename, archive, delete and restore, duplicate. */
export function registerSubjectActionRoutes(
  app: App,
  deps: SubjectsServiceDeps,
  writes: SubjectWritesService,
) {
  const duplication = createSubjectDuplicationService({
    ...deps,
    jobDelayMs: app.deps.config.DUPLICATE_JOB_DELAY_MS,
  });
  const params = zSubjectIdParams;

  app.patch(
    '/v3/subjects/:subjectId',
    {
      schema: {
        tags,
        summary: `Rename a subject or change its code ${WHO}`,
        params,
        body: zUpdateSubject,
        response: { 200: zSubjectResponse },
      },
    },
    async (request) => writes.updateSubject(requireActor(request), request.params.subjectId, request.body),
  );

  app.post(
    '/v3/subjects/:subjectId/actions/archive',
    {
      schema: {
        tags,
        summary: `Archive a subject: it leaves the list for the archive page ${WHO}`,
        params,
        response: { 200: zSubjectResponse },
      },
    },
    async (request) => writes.archiveSubject(requireActor(request), request.params.subjectId),
  );

  app.post(
    '/v3/subjects/:subjectId/actions/unarchive',
    {
      schema: {
        tags,
        summary: `Bring an archived subject back to the list ${WHO}`,
        params,
        response: { 200: zSubjectResponse },
      },
    },
    async (request) => writes.unarchiveSubject(requireActor(request), request.params.subjectId),
  );

  app.delete(
    '/v3/subjects/:subjectId',
    {
      schema: {
        tags,
        summary: `Delete a subject; it can be restored for 30 days ${WHO}`,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await writes.deleteSubject(requireActor(request), request.params.subjectId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v3/subjects/:subjectId/actions/restore',
    {
      schema: {
        tags,
        summary: `Undo the delete of a subject deleted in the last 30 days ${WHO}`,
        params,
        response: { 200: zSubjectResponse },
      },
    },
    async (request) => writes.restoreSubject(requireActor(request), request.params.subjectId),
  );

  app.post(
    '/v3/subjects/:subjectId/actions/duplicate',
    {
      schema: {
        tags,
        summary: `Duplicate a subject: answers the copy in state 'duplicating'; a job finishes it ${WHO}`,
        description:
          "The copy turns 'ready' (or 'duplicating_failed') in the background; watch it with " +
          'GET /v3/subjects/{subjectId}/events.',
        params,
        response: { 202: zSubjectResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await duplication.requestDuplicate(requireActor(request), request.params.subjectId)),
  );
}
