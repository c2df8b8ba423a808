import type { FastifyInstance } from 'fastify';
import * as studentEndpoints from '../../../common/students/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { StudentsService } from './students.service.ts';

export function studentsRoutes(app: FastifyInstance, students: StudentsService): void {
  serveEndpoints(app, studentEndpoints, {
    listStudents: ({ actor, authorized, query }) => students.listStudents(actor, authorized, query),
    releaseStudentLicence: ({ actor, authorized, params }) =>
      students.releaseLicence(actor, authorized, params.principal),
    removeStudent: ({ authorized, params }) => students.removeStudent(authorized, params.principal),
  });
}
