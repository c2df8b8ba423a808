import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zInstitutionIdParams, zPrincipalParams } from '../../../common/institutions/schema.ts';
import {
  zAnyArchivedSubjects,
  zGetSubjectQuery,
  zListSubjectsQuery,
  zSubjectBatchGetBody,
  zSubjectBatchGetResponse,
  zSubjectDetailsResponse,
  zSubjectIdParams,
  zSubjectList,
  zSubjectResponse,
  zSubjectRoleList,
  zSubjectRolesQuery,
} from '../../../common/subjects/contracts.ts';
import { type Subject, zCreateSubject } from '../../../common/subjects/schema.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { registerAutoArchivedNoticeRoutes } from './auto-archived-notice.routes.ts';
import { registerSubjectActionRoutes } from './subject-actions.routes.ts';
import { registerSubjectEventRoutes } from './subject-events.routes.ts';
import { createSubjectWritesService } from './subject-writes.service.ts';
import { registerSubjectJobs } from './subjects.jobs.ts';
import { createSubjectsService, type SubjectsServiceDeps } from './subjects.service.ts';

const tags = ['subjects'];

/**
 * Sends an answer of the subjects page's hottest calls with `JSON.stringify` instead of the route's
 * Zod response serializer. The mapper builds these answers field by field in the schema's order
 * from typed rows, so the serializer would only copy them; the API tests check each answer against
 * the schema. The schema still documents the route and serves the other answers.
 */
function sendBuiltJson(reply: FastifyReply, body: { subjects: Subject[] } | boolean): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Subjects (spec 7): reads, writes, duplication, events, the auto-archived notice and their jobs. */
export async function subjectsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, events, jobs } = app.deps;
  const deps: SubjectsServiceDeps = {
    db: database.db,
    events,
    jobs,
    logger: app.log,
    joinedSubjectViews: app.joinedSubjectViews,
  };
  const subjects = createSubjectsService(deps);
  const writes = createSubjectWritesService(deps);
  registerSubjectJobs(jobs, deps);

  app.get(
    '/v3/subjects',
    {
      schema: {
        tags,
        summary: "The viewer's current subjects at an institution (instructor or student; not archived)",
        querystring: zListSubjectsQuery,
        response: { 200: zSubjectList },
      },
    },
    async (request, reply) =>
      sendBuiltJson(reply, await subjects.listSubjects(requireActor(request), request.query)),
  );

  app.get(
    '/v3/subjects/:subjectId',
    {
      schema: {
        tags,
        summary: 'One subject with its instructors and student count (members, institution admins)',
        params: zSubjectIdParams,
        querystring: zGetSubjectQuery,
        response: { 200: zSubjectDetailsResponse },
      },
    },
    async (request) => subjects.getSubject(requireActor(request), request.params.subjectId, request.query),
  );

  app.post(
    '/v3/subjects/batch/get',
    {
      schema: {
        tags,
        summary: 'Several subjects by id; ones the viewer may not read count as missing',
        body: zSubjectBatchGetBody,
        response: { 200: zSubjectBatchGetResponse },
      },
    },
    async (request) => subjects.batchGetSubjects(requireActor(request), request.body),
  );

  app.get(
    '/v3/users/:principal/subjectRoles',
    {
      schema: {
        tags,
        summary: "A person's subject roles with their subjects (`me`; internal admins: anyone)",
        params: zPrincipalParams,
        querystring: zSubjectRolesQuery,
        response: { 200: zSubjectRoleList },
      },
    },
    async (request) =>
      subjects.listSubjectRoles(requireActor(request), request.params.principal, request.query),
  );

  // Spec 7 spells the path 'anyArchivedAubjects'; the correct spelling answers the same.
  for (const path of ['anyArchivedAubjects', 'anyArchivedSubjects']) {
    app.get(
      `/v3/institutions/:institutionId/${path}`,
      {
        schema: {
          tags,
          summary: 'Whether the viewer has archived subjects at the institution (a JSON boolean)',
          params: zInstitutionIdParams,
          response: { 200: zAnyArchivedSubjects },
        },
      },
      async (request, reply) =>
        sendBuiltJson(
          reply,
          await subjects.anyArchivedSubjects(requireActor(request), request.params.institutionId),
        ),
    );
  }

  app.post(
    '/v3/subjects',
    {
      schema: {
        tags,
        summary: 'Create a subject (create_subject); the creator becomes its instructor',
        body: zCreateSubject,
        response: { 201: zSubjectResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await writes.createSubject(requireActor(request), request.body)),
  );

  registerSubjectActionRoutes(app, deps, writes);
  registerSubjectEventRoutes(app, deps);
  registerAutoArchivedNoticeRoutes(app, deps);
}
