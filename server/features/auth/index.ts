export { authRoutes } from './auth.routes.ts';
export { createAuthService, type AuthService } from './auth.service.ts';
export {
  createPreferredLanguageService,
  type PreferredLanguageService,
} from './preferred-language.service.ts';
export { createAccountService, registerAccountJobs, type AccountService } from './account.service.ts';
