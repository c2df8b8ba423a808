import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  zCreateInstitution,
  zDistrictParams,
  zGetInstitutionQuery,
  zInstitutionAdmins,
  zInstitutionBatchGetBody,
  zInstitutionBatchGetResponse,
  zInstitutionIdParams,
  zInstitutionList,
  zInstitutionResponse,
  zListInstitutionsQuery,
  zUpdateInstitution,
} from '../../../common/institutions/schema.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { createInstitutionWritesService } from './institution-writes.service.ts';
import { createInstitutionsService } from './institutions.service.ts';

const tags = ['institutions'];

export async function institutionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.deps.database.db };
  const institutions = createInstitutionsService(deps);
  const writes = createInstitutionWritesService(deps);

  app.get(
    '/v3/institutions/:institutionId',
    {
      schema: {
        tags,
        summary: 'One institution the viewer belongs to (or any, for internal admins)',
        params: zInstitutionIdParams,
        querystring: zGetInstitutionQuery,
        response: { 200: zInstitutionResponse },
      },
    },
    async (request) =>
      institutions.getInstitution(requireActor(request), request.params.institutionId, request.query),
  );

  app.post(
    '/v3/institutions/batch/get',
    {
      schema: {
        tags,
        summary: 'Several institutions by id; invisible ones count as missing',
        body: zInstitutionBatchGetBody,
        response: { 200: zInstitutionBatchGetResponse },
      },
    },
    async (request) => institutions.batchGetInstitutions(requireActor(request), request.body),
  );

  app.get(
    '/v3/institutions',
    {
      schema: {
        tags,
        summary: "The viewer's institutions, pending included (internal admins: all, paged)",
        querystring: zListInstitutionsQuery,
        response: { 200: zInstitutionList },
      },
    },
    async (request) => institutions.listInstitutions(requireActor(request), request.query),
  );

  app.post(
    '/v3/institutions',
    {
      schema: {
        tags,
        summary: 'Create an institution (internal admins)',
        body: zCreateInstitution,
        response: { 201: zInstitutionResponse },
      },
    },
    async (request, reply) => {
      const created = await writes.createInstitution(requireActor(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/v3/institutions/:institutionId',
    {
      schema: {
        tags,
        summary: 'Change an institution (its admins; internal admins for provider-only fields)',
        params: zInstitutionIdParams,
        body: zUpdateInstitution,
        response: { 200: zInstitutionResponse },
      },
    },
    async (request) =>
      writes.updateInstitution(requireActor(request), request.params.institutionId, request.body),
  );

  app.delete(
    '/v3/institutions/:institutionId',
    {
      schema: {
        tags,
        summary: 'Delete an institution (internal admins)',
        params: zInstitutionIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await writes.deleteInstitution(requireActor(request), request.params.institutionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v3/districts/:districtUuid/institutions',
    {
      schema: {
        tags,
        summary: 'Institutions of a district that the viewer may see',
        params: zDistrictParams,
        response: { 200: zInstitutionList },
      },
    },
    async (request) =>
      institutions.listDistrictInstitutions(requireActor(request), request.params.districtUuid),
  );

  app.get(
    '/v3/institutions/:institutionId/admins',
    {
      schema: {
        tags,
        summary: 'The admins of an institution (heads of science included), for its members',
        params: zInstitutionIdParams,
        response: { 200: zInstitutionAdmins },
      },
    },
    async (request) => institutions.listAdmins(requireActor(request), request.params.institutionId),
  );
}
