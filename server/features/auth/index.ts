export { authRoutes } from './auth.routes.ts';
export { createAuthService, type AuthService } from './auth.service.ts';
export { preferredLanguageRoutes } from './preferred-language.routes.ts';
export {
  createPreferredLanguageService,
  type PreferredLanguageService,
} from './preferred-language.service.ts';
export { accountRoutes } from './account.routes.ts';
export { createAccountService, registerAccountJobs, type AccountService } from './account.service.ts';
