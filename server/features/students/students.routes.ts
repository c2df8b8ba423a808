import type { FastifyInstance } from 'fastify';
import { listStudents, releaseStudentLicence, removeStudent } from '../../../common/students/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { StudentsService } from './students.service.ts';

export function studentsRoutes(app: FastifyInstance, students: StudentsService): void {
  serve(app, listStudents, ({ actor, params, query }) =>
    students.listStudents(actor, params.institutionId, query),
  );
  serve(app, releaseStudentLicence, ({ actor, params }) =>
    students.releaseLicence(actor, params.institutionId, params.principal),
  );
  serve(app, removeStudent, ({ actor, params }) =>
    students.removeStudent(actor, params.institutionId, params.principal),
  );
}
