import type { FastifyInstance } from 'fastify';
import * as staffEndpoints from '../../../common/staff/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { StaffService } from './staff.service.ts';

export function staffRoutes(app: FastifyInstance, staff: StaffService): void {
  serveEndpoints(app, staffEndpoints, {
    listStaff: ({ actor, authorized }) => staff.listStaff(actor, authorized),
  });
}
