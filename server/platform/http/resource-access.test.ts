import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../../common/api/endpoint.ts';
import type { Actor } from '../auth/actor.ts';
import { registerResourceAccess, resourceCheckHook } from './resource-access.ts';

const endpoint = defineEndpoint({
  method: 'GET',
  path: '/v3/subjects/:subjectId',
  checks: { resource: 'subject', param: 'subjectId', action: 'read' },
  access: 'session',
  tag: 'test',
  summary: 'A subject',
  params: z.object({ subjectId: z.coerce.number().int() }),
  responses: { 200: null },
});

function appWithSubjects(seen: unknown[]) {
  const app = Fastify();
  registerResourceAccess(app, 'subject', {
    actions: ['read', 'update', 'manageInvitations'],
    authorize: async (actor, id, check) => {
      seen.push([actor.principal, id, check.action]);
      return { subject: { id } } as never;
    },
  });
  return app;
}

const requestFor = (params: Record<string, string>) =>
  ({ params, actor: { principal: 'p-1' } as Actor }) as unknown as FastifyRequest;

describe('a declared resource check', () => {
  it("runs the resource's access function with the id as the path's schema reads it, and keeps what it loaded", async () => {
    const seen: unknown[] = [];
    const request = requestFor({ subjectId: '12' });
    await resourceCheckHook(appWithSubjects(seen), endpoint)(request);
    expect(seen).toEqual([['p-1', 12, 'read']]);
    expect(request.authorized).toEqual({ subject: { id: 12 } });
  });

  it('leaves a malformed id to validation (400), asking nothing', async () => {
    const seen: unknown[] = [];
    const request = requestFor({ subjectId: 'twelve' });
    await resourceCheckHook(appWithSubjects(seen), endpoint)(request);
    expect(seen).toEqual([]);
    expect(request.authorized).toBeUndefined();
  });

  it('refuses to register an endpoint whose resource, action or parameter does not exist', () => {
    const app = appWithSubjects([]);
    const unknown = { ...endpoint, checks: { ...endpoint.checks, resource: 'lesson' } };
    expect(() => resourceCheckHook(app, unknown)).toThrow('no access function is registered for lesson');
    const badAction = { ...endpoint, checks: { ...endpoint.checks, action: 'erase' } };
    expect(() => resourceCheckHook(app, badAction)).toThrow('subject has no action erase');
    const badParam = { ...endpoint, checks: { ...endpoint.checks, param: 'id' } };
    expect(() => resourceCheckHook(app, badParam)).toThrow('the path has no parameter id');
  });
});
