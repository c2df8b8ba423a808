import type { FastifyInstance } from 'fastify';
import { getAccessGrant } from '../../../common/access-grants/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { AccessGrantsService } from './access-grants.service.ts';

export function accessGrantsRoutes(app: FastifyInstance, grants: AccessGrantsService): void {
  serve(app, getAccessGrant, ({ actor, params }) => grants.issue(actor, params.name));
}
