import type { FastifyInstance } from 'fastify';
import { setPreferredLanguage } from '../../../common/auth/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { PreferredLanguageService } from './preferred-language.service.ts';

export function preferredLanguageRoutes(app: FastifyInstance, service: PreferredLanguageService): void {
  serve(app, setPreferredLanguage, ({ actor, body }) =>
    service.setPreferredLanguage(actor, body.preferredLanguage),
  );
}
