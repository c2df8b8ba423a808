import type { FastifyInstance } from 'fastify';
import * as studentEndpoints from '../../../common/students/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { StudentsService } from './students.service.ts';

export function studentsRoutes(app: FastifyInstance, students: StudentsService): void {
  serveEndpoints(app, studentEndpoints, {
    listStudents: ({ actor, params, query }) => students.listStudents(actor, params.institutionId, query),
    releaseStudentLicence: ({ actor, params }) =>
      students.releaseLicence(actor, params.institutionId, params.principal),
    removeStudent: ({ actor, params }) =>
      students.removeStudent(actor, params.institutionId, params.principal),
  });
}
