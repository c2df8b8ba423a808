import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.ts';

/** Access grants (spec 7): a short-lived token that opens one thing to whoever holds it. */
export const ACCESS_GRANTS = ['VIEW_API_DOCUMENTATION'] as const;
export type AccessGrantName = (typeof ACCESS_GRANTS)[number];

export const zAccessGrant = z.object({
  name: z.enum(ACCESS_GRANTS),
  /** A JWT, given to what the grant opens as `accessToken`. */
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AccessGrant = z.infer<typeof zAccessGrant>;

export const getAccessGrant = defineEndpoint({
  method: 'GET',
  path: '/v3/accessGrants/:name',
  access: 'internal-admin',
  tag: 'access grants',
  summary:
    "An access grant for the provider's staff: VIEW_API_DOCUMENTATION opens the full API documentation",
  description:
    'The token is given to `/api/docs` as `accessToken`; it lasts ten minutes, and the documentation ' +
    'remembers it for as long in a cookie of its own path.',
  params: z.object({ name: z.enum(ACCESS_GRANTS) }),
  responses: { 200: zAccessGrant },
});
