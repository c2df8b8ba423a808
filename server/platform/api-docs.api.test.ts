import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessGrant } from '../../common/access-grants/endpoints.ts';
import { testConfig } from '../config.ts';
import { createAccessGrantsService } from '../features/access-grants/index.ts';
import { testEngines } from '../test/engines.ts';
import { buildSignedInPerson, type SignedInPerson } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Document = { paths: Record<string, Record<string, unknown>> };
const GRANT_PATH = '/v3/accessGrants/{name}';

describe.each(testEngines())('the API documentation (spec 2.11) on %s', (engine) => {
  let t: TestApp;
  let staff: SignedInPerson;
  let teacher: SignedInPerson;
  beforeAll(async () => {
    t = await createTestApp(engine);
    staff = await buildSignedInPerson(t.db, { isInternalAdmin: true });
    teacher = await buildSignedInPerson(t.db);
  });
  afterAll(() => t.close());

  const docs = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const grantFor = async (who: SignedInPerson) =>
    t.app.inject({ method: 'GET', url: '/v3/accessGrants/VIEW_API_DOCUMENTATION', headers: who.headers });
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie']).split(';')[0]!;

  it('sends anyone without public=true or a grant to the /apiDocs route', async () => {
    for (const url of ['/api/docs/', '/api/docs/json', '/api/docs/json?accessToken=not-a-token']) {
      const res = await docs(url, teacher.headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/apiDocs');
    }
  });

  it('shows anyone the public documentation with public=true, without the internal calls, and remembers it', async () => {
    const opened = await docs('/api/docs?public=true');
    // Opened again without the query: Swagger UI finds its document relative to the address.
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/api/docs/');
    const page = await docs('/api/docs/', { cookie: cookieOf(opened) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await docs('/api/docs/json?public=true')).statusCode).toBe(200);
    const document = (await docs('/api/docs/json', { cookie: cookieOf(opened) })).json<Document>();
    expect(document.paths['/v3/learningOutcome/batchGet']?.post).toBeTruthy();
    expect(document.paths[GRANT_PATH]).toBeUndefined();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/v3/internal'))).toBe(false);
  });

  it('issues the VIEW_API_DOCUMENTATION grant to internal admins only', async () => {
    expect((await grantFor(teacher)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v3/accessGrants/VIEW_API_DOCUMENTATION' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v3/accessGrants/SOMETHING_ELSE', headers: staff.headers }))
        .statusCode,
    ).toBe(400);
    const grant = (await grantFor(staff)).json<AccessGrant>();
    expect(grant.name).toBe('VIEW_API_DOCUMENTATION');
    expect(grant.accessToken.split('.')).toHaveLength(3);
    expect(new Date(grant.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("opens the whole documentation with the grant's token, and keeps it open for the page's own requests", async () => {
    const { accessToken } = (await grantFor(staff)).json<AccessGrant>();
    const opened = await docs(`/api/docs/?accessToken=${accessToken}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/api/docs/');
    const cookie = cookieOf(opened);
    expect(String(opened.headers['set-cookie'])).toMatch(/Path=\/api\/docs; .*HttpOnly; .*SameSite=Strict/i);
    expect((await docs('/api/docs/', { cookie })).statusCode).toBe(200);
    const document = (await docs('/api/docs/json', { cookie })).json<Document>();
    expect(document.paths[GRANT_PATH]?.get).toBeTruthy();
  });

  it("opens the whole documentation to an internal admin's session, and not to another's", async () => {
    const full = await docs('/api/docs/json', staff.headers);
    expect(full.statusCode).toBe(200);
    expect(full.json<Document>().paths[GRANT_PATH]?.get).toBeTruthy();
    expect((await docs('/api/docs/json', teacher.headers)).statusCode).toBe(302);
  });

  it('refuses a token that has ended, or one signed with another secret', async () => {
    const past = createAccessGrantsService({
      secret: testConfig().ACCESS_GRANT_SECRET,
      now: () => new Date(Date.now() - 3_600_000),
    });
    const other = createAccessGrantsService({ secret: 'x'.repeat(40) });
    for (const service of [past, other]) {
      const { accessToken } = await service.issue(staff.actor, 'VIEW_API_DOCUMENTATION');
      const res = await docs(`/api/docs/json?accessToken=${accessToken}`);
      expect(res.statusCode).toBe(302);
    }
  });
});
