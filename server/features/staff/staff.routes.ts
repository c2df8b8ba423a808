import type { FastifyInstance } from 'fastify';
import { listStaff } from '../../../common/staff/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { StaffService } from './staff.service.ts';

export function staffRoutes(app: FastifyInstance, staff: StaffService): void {
  serve(app, listStaff, ({ actor, params }) => staff.listStaff(actor, params.institutionId));
}
