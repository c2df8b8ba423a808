import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { VIDEO_FRAME_ORIGINS } from '../../common/rich-text/video.ts';
import { fullDocsUrl } from '../test/api-docs.ts';

const PAGE_ONLY = ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'];

describe.each(testEngines())('security headers per kind of response on %s', (engine) => {
  let testApp: TestApp;
  let app: TestApp['app'];
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));

  beforeAll(async () => {
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>x</title><script src="/app.js"></script>',
    );
    writeFileSync(path.join(webDist, 'app.js'), 'console.log(1);');
    testApp = await createTestApp(engine, { WEB_DIST: webDist }, { serveWeb: true });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const expectPage = (headers: Record<string, unknown>) => {
    const policy = headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  };

  const expectLockedDown = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{16}$/);
    for (const name of PAGE_ONLY) expect(headers[name]).toBeUndefined();
  };

  it('locks an API answer down: it may load and run nothing, and nothing may frame it', async () => {
    const res = await app.inject({ method: 'GET', url: '/v3/auth/me' });
    expect(res.statusCode).toBe(401);
    expectLockedDown(res.headers);
  });

  it('keeps API answers out of every cache, and leaves static files cacheable', async () => {
    for (const url of ['/v3/auth/me', '/healthz'])
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/app.js' })).headers['cache-control']).not.toBe(
      'no-store',
    );
  });

  it('locks a 404 for an unknown API path and a script file down the same way', async () => {
    expectLockedDown((await app.inject({ method: 'GET', url: '/v3/nowhere' })).headers);
    const script = await app.inject({ method: 'GET', url: '/app.js' });
    expect(script.statusCode).toBe(200);
    expectLockedDown(script.headers);
  });

  it("sends a page of the web client with the page's policy and headers", async () => {
    const res = await app.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectPage(res.headers);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends index.html asked for by name as a page too', async () => {
    const res = await app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expectPage(res.headers);
  });

  it('lets a page frame only the players of the videos a lesson may embed', async () => {
    const res = await app.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    const directives = (res.headers['content-security-policy'] as string).split(/;\s*/);
    const frameSrc = directives
      .find((directive) => directive.startsWith('frame-src '))!
      .split(' ')
      .slice(1);
    expect(frameSrc).toEqual(VIDEO_FRAME_ORIGINS);
    expect(frameSrc).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']),
    );
    expect(frameSrc).not.toContain("'self'");
    expect(frameSrc.join(' ')).not.toMatch(/www\.youtube\.com|\*|https:(\s|$)/);
    // KaTeX's and MathLive's fonts are the app's own files; their inline styles are allowed, their
    // scripts are not inline.
    expect(directives).toContain("font-src 'self' data:");
    expect(directives.find((directive) => directive.startsWith('script-src'))).toBe("script-src 'self'");
    // An API answer still may frame nothing.
    expectLockedDown((await app.inject({ method: 'GET', url: '/v3/auth/me' })).headers);
  });

  it('sends the API docs as a page', async () => {
    const opened = await app.inject({ method: 'GET', url: await fullDocsUrl('/api/docs/') });
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    const res = await app.inject({ method: 'GET', url: '/api/docs/', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectPage(res.headers);
  });
});
