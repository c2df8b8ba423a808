/** What the app takes from the students feature: the Students page's list, licence release and removal. */
export { studentsRoutes } from './students.routes.ts';
export { createStudentsService, type StudentsService, type StudentsServiceDeps } from './students.service.ts';
