import type * as authEndpoints from '../../../common/auth/endpoints.ts';
import type { SomeEndpointHandlers } from '../../platform/http/serve-endpoints.ts';
import type { PreferredLanguageService } from './preferred-language.service.ts';

export function preferredLanguageHandlers(
  service: PreferredLanguageService,
): SomeEndpointHandlers<typeof authEndpoints, 'setPreferredLanguage'> {
  return {
    setPreferredLanguage: ({ actor, body }) => service.setPreferredLanguage(actor, body.preferredLanguage),
  };
}
