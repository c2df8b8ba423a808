/** What the app takes from the staff feature: the Staff page's read of a school's staff. */
export { staffRoutes } from './staff.routes.ts';
export { createStaffService, type StaffService, type StaffServiceDeps } from './staff.service.ts';
