import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiPath, type DocsAccessOptions } from './api-docs-access.ts';
import { apiDocsRoutes } from './api-docs-page.ts';

interface Operation {
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: { anyOf?: { type?: unknown }[] } }>;
  };
}

/**
 * @fastify/swagger marks every request body required, but a body schema that accepts null (the
 * legacy accept's) means the call may be sent without one, as the server allows.
 */
export function markOptionalBodies<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const content = Object.values(operation.requestBody?.content ?? {});
      const acceptsNull = content.some((media) =>
        media.schema?.anyOf?.some((branch) => branch.type === 'null'),
      );
      if (operation.requestBody && acceptsNull) operation.requestBody.required = false;
    }
  }
  return document;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * A body of raw bytes (an upload: serve() sets `consumes` and no body schema) has no Zod schema
 * to describe it: the document says it is binary, in each media type the route takes.
 */
function describeRawBodies(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const transformed = jsonSchemaTransform(input);
  const declared = input.schema as { consumes?: unknown; body?: unknown } | undefined;
  if (!declared?.consumes || declared.body) return transformed;
  return {
    ...transformed,
    schema: { ...transformed.schema, body: { type: 'string', format: 'binary' } },
  };
}

/**
 * The OpenAPI 3.1 document, generated from the same Zod schemas that validate each route, served
 * at /api/docs to those it is open to (api-docs-access.ts): the public part to anyone asking for
 * it, all of it to the provider's staff; anyone else is sent to the web's /apiDocs route.
 */
export async function registerOpenApi(app: FastifyInstance, access: DocsAccessOptions) {
  // The operations only internal admins may call, as `METHOD /path`, left out of the public part.
  const internal = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'internal-admin') return;
    for (const method of [route.method].flat()) internal.add(`${method} ${openApiPath(route.url)}`);
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'School science platform API',
        version: '3.0.0',
        description:
          'Cookie-authenticated: sign in with POST /v3/auth/login, then send the returned csrfToken in the ' +
          'x-csrf-token header on every POST, PUT, PATCH and DELETE. Errors are { code, message, problems? }.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
      security: [{ session: [] }],
    },
    transform: describeRawBodies,
    transformObject: (input) => markOptionalBodies(jsonSchemaTransformObject(input)),
  });
  apiDocsRoutes(app, { ...access, internal, document: () => app.swagger() });
}
