import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  zGrantBody,
  zInstitutionIdParams,
  zInstitutionPrincipalParams,
  zPrincipalParams,
} from '../../../common/institutions/schema.ts';
import {
  zGetRoleQuery,
  zHeadsOfScienceQuery,
  zListRolesQuery,
  zRoleBatchGetBody,
  zRoleBatchGetResponse,
  zRoleIndexByInstitutionBody,
  zRoleIndexByInstitutionResponse,
  zRoleList,
  zRoleResponse,
  zUserInstitutionsQuery,
  zUserInstitutionsResponse,
} from '../../../common/roles/contracts.ts';
import { INSTITUTION_GRANTS } from '../../../common/roles/constants.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { createGrantsService } from './grants.service.ts';
import { createRolesService } from './roles.service.ts';

const tags = ['institution roles'];
const zNoContent = z.null();

export async function rolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.deps.database.db };
  const roles = createRolesService(deps);
  const grants = createGrantsService(deps);

  app.post(
    '/v3/institutions/roles/batch/get',
    {
      schema: {
        tags,
        summary: 'Roles by institution and principal; roles the viewer may not read count as missing',
        body: zRoleBatchGetBody,
        response: { 200: zRoleBatchGetResponse },
      },
    },
    async (request) => roles.batchGetRoles(requireActor(request), request.body),
  );

  app.post(
    '/v3/institutions/roles/batch/indexByInstitution',
    {
      schema: {
        tags,
        summary: 'All roles at each institution, for its staff',
        body: zRoleIndexByInstitutionBody,
        response: { 200: zRoleIndexByInstitutionResponse },
      },
    },
    async (request) => roles.indexByInstitution(requireActor(request), request.body),
  );

  app.get(
    '/v3/institutions/:institutionId/roles',
    {
      schema: {
        tags,
        summary: 'All roles at an institution, for its staff',
        params: zInstitutionIdParams,
        querystring: zListRolesQuery,
        response: { 200: zRoleList },
      },
    },
    async (request) => roles.listRoles(requireActor(request), request.params.institutionId, request.query),
  );

  app.get(
    '/v3/institutions/:institutionId/roles/:principal',
    {
      schema: {
        tags,
        summary: "One person's role at an institution (`me` for your own)",
        params: zInstitutionPrincipalParams,
        querystring: zGetRoleQuery,
        response: { 200: zRoleResponse },
      },
    },
    async (request) =>
      roles.getRole(
        requireActor(request),
        request.params.institutionId,
        request.params.principal,
        request.query.includeInstitution,
      ),
  );

  app.get(
    '/v3/users/:principal/institutions2',
    {
      schema: {
        tags,
        summary: "A person's institutions with their role at each (`me`; internal admins for others)",
        params: zPrincipalParams,
        querystring: zUserInstitutionsQuery,
        response: { 200: zUserInstitutionsResponse },
      },
    },
    async (request) =>
      roles.listUserInstitutions(requireActor(request), request.params.principal, request.query.includeRoles),
  );

  app.get(
    '/v3/institutions/:institutionId/headsOfScience',
    {
      schema: {
        tags,
        summary: 'The heads of science of an institution; requires isHeadOfScience=true',
        params: zInstitutionIdParams,
        querystring: zHeadsOfScienceQuery,
        response: { 200: zRoleList },
      },
    },
    async (request) =>
      roles.listHeadsOfScience(requireActor(request), request.params.institutionId, request.query),
  );

  app.post(
    '/v3/users/:principal/institutions/:institutionId/actions/accept',
    {
      schema: {
        tags,
        summary: 'Accept a pending institution role',
        params: zInstitutionPrincipalParams,
        response: { 200: zRoleResponse },
      },
    },
    async (request) =>
      grants.accept(requireActor(request), request.params.principal, request.params.institutionId),
  );

  for (const grant of INSTITUTION_GRANTS) {
    // Head of science names the person in the path; the other grants take it in the body.
    if (grant === 'headOfScience') {
      app.post(
        `/v3/institutions/:institutionId/${grant}/:principal`,
        {
          schema: {
            tags,
            summary: `Grant ${grant}`,
            params: zInstitutionPrincipalParams,
            response: { 200: zRoleResponse },
          },
        },
        async (request) =>
          grants.grant(requireActor(request), request.params.institutionId, grant, request.params.principal),
      );
    } else {
      app.post(
        `/v3/institutions/:institutionId/${grant}`,
        {
          schema: {
            tags,
            summary: `Grant ${grant}`,
            params: zInstitutionIdParams,
            body: zGrantBody,
            response: { 200: zRoleResponse },
          },
        },
        async (request) =>
          grants.grant(requireActor(request), request.params.institutionId, grant, request.body.principal),
      );
    }

    app.delete(
      `/v3/institutions/:institutionId/${grant}/:principal`,
      {
        schema: {
          tags,
          summary: `Revoke ${grant}`,
          params: zInstitutionPrincipalParams,
          response: { 204: zNoContent },
        },
      },
      async (request, reply) => {
        await grants.revoke(
          requireActor(request),
          request.params.institutionId,
          grant,
          request.params.principal,
        );
        return reply.status(204).send(null);
      },
    );
  }

  app.post(
    '/v3/institutions/:institutionId/purgeUser/:principal',
    {
      schema: {
        tags,
        summary: "Remove a person's role at an institution",
        params: zInstitutionPrincipalParams,
        response: { 204: zNoContent },
      },
    },
    async (request, reply) => {
      await grants.purge(requireActor(request), request.params.institutionId, request.params.principal);
      return reply.status(204).send(null);
    },
  );
}
