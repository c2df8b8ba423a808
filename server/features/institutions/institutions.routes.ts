import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { institutionCacheFor } from './institution-cache.service.ts';
import { createInstitutionWritesService } from './institution-writes.service.ts';
import { onInstitutionChange } from './institutions.events.ts';
import { createInstitutionsService } from './institutions.service.ts';

const tags = ['institutions'];
/**
 * Sends JSON text built by a serialized fast path, with the content type Fastify gives a
 * serialized object. A string with a JSON content type is sent as it is, not serialized again.
 */
const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(json);

export async function institutionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, events } = app.deps;
  const institutions = createInstitutionsService({ db: database.db });
  const writes = createInstitutionWritesService({ db: database.db, events, logger: app.log });
  const cache = institutionCacheFor(database.db);
  const stopWatching = onInstitutionChange(events, (institutionId) => cache.invalidate(institutionId));
  // Changes made while the event listener was away were never announced here.
  const stopClearing = events.onReconnect(() => cache.clear());
  app.addHook('onClose', async () => {
    stopWatching();
    stopClearing();
  });

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
    async (request, reply) => {
      const actor = requireActor(request);
      const { institutionId } = request.params;
      // The response schema stays the contract: the serialized path is tested to write the same bytes.
      const json = await institutions.getInstitutionSerialized(actor, institutionId, request.query);
      if (json !== null) return sendJsonText(reply, json);
      return institutions.getInstitution(actor, institutionId, request.query);
    },
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
    async (request, reply) => {
      const actor = requireActor(request);
      const json = await institutions.batchGetInstitutionsSerialized(actor, request.body);
      if (json !== null) return sendJsonText(reply, json);
      return institutions.batchGetInstitutions(actor, request.body);
    },
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
