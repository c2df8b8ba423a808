import type { FastifyInstance } from 'fastify';
import * as accessGrantEndpoints from '../../../common/access-grants/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { AccessGrantsService } from './access-grants.service.ts';

export function accessGrantsRoutes(app: FastifyInstance, grants: AccessGrantsService): void {
  serveEndpoints(app, accessGrantEndpoints, {
    getAccessGrant: ({ actor, params }) => grants.issue(actor, params.name),
  });
}
