export { authRoutes } from './auth.routes.ts';
export { createAuthService, type AuthService } from './auth.service.ts';
