import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from '../../../common/api/endpoint.ts';
import { testEngines } from '../../test/engines.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fullDocsUrl } from '../../test/api-docs.ts';

interface Operation {
  summary?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
type OpenApiPaths = Record<string, Record<string, Operation>>;

const modules = import.meta.glob<Record<string, unknown>>('../../../common/*/*endpoints.ts', { eager: true });
const isEndpoint = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
const ENDPOINTS = Object.values(modules).flatMap((module) => Object.values(module).filter(isEndpoint));

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe.each(testEngines())('endpoints served from their declarations on %s', (engine) => {
  let t: TestApp;
  let paths: OpenApiPaths;
  beforeAll(async () => {
    t = await createTestApp(engine);
    paths = (await t.app.inject({ method: 'GET', url: await fullDocsUrl() })).json<{ paths: OpenApiPaths }>()
      .paths;
  });
  afterAll(() => t.close());

  it('documents every declared endpoint with its summary, answers and access', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(50);
    for (const endpoint of ENDPOINTS) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation?.summary, name).toBe(endpoint.summary);
      expect(operation?.security?.length === 0, `${name} is public`).toBe(endpoint.access === 'public');
      if (endpoint.produces === 'text/event-stream') continue;
      const documented = Object.keys(operation?.responses ?? {});
      const declared = [...Object.keys(endpoint.responses), ...(endpoint.errors ?? []).map(String)];
      expect(documented, name).toEqual(expect.arrayContaining(declared));
    }
  });

  it('documents raw request bodies and file answers as bytes of their media types', () => {
    const binary = { schema: expect.objectContaining({ type: 'string', format: 'binary' }) as unknown };
    const operation = (endpoint: EndpointDeclaration) =>
      paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    const uploads = ENDPOINTS.filter((endpoint) => endpoint.consumes);
    const files = ENDPOINTS.filter((endpoint) => typeof endpoint.produces === 'object');
    expect(uploads.length).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(0);
    for (const endpoint of uploads) {
      const types = endpoint.consumes?.mediaTypes ?? [];
      expect(operation(endpoint)?.requestBody?.content).toEqual(
        Object.fromEntries(types.map((type) => [type, binary])),
      );
      expect(Object.keys(operation(endpoint)?.responses ?? {})).toEqual(
        expect.arrayContaining(['413', '415']),
      );
    }
    for (const endpoint of files) {
      const types = typeof endpoint.produces === 'object' ? endpoint.produces.file : [];
      expect(operation(endpoint)?.responses?.['200']?.content).toEqual(
        Object.fromEntries(types.map((type) => [type, binary])),
      );
    }
  });

  it('serves nothing under /v3 that is not declared', () => {
    const declared = new Set(ENDPOINTS.map((e) => `${e.method} ${openApiPath(e.path)}`));
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !declared.has(operation))).toEqual([]);
  });
});
