import { testConfig } from '../config.ts';
import { createAccessGrantsService } from '../features/access-grants/index.ts';
import type { Actor } from '../platform/auth/actor.ts';

/**
 * The address of the whole API documentation (`/api/docs/json` by default) with a current
 * VIEW_API_DOCUMENTATION grant, as the web's /apiDocs route opens it for the provider's staff.
 */
export async function fullDocsUrl(path = '/api/docs/json'): Promise<string> {
  const grants = createAccessGrantsService({ secret: testConfig().ACCESS_GRANT_SECRET });
  const staff = { principal: 'test-internal-admin', isInternalAdmin: true } as Actor;
  const { accessToken } = await grants.issue(staff, 'VIEW_API_DOCUMENTATION');
  return `${path}?accessToken=${encodeURIComponent(accessToken)}`;
}
