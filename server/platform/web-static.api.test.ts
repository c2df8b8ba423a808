import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { testEngines } from '../test/engines.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SCRIPT = '/assets/index-Ab12Cd34.js';
const STYLES = '/assets/index-Ef56Gh78.css';
const BANNER = '/banners/default.svg';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built client as Vite leaves it, large enough to be worth compressing, then pre-compressed. */
function writeClient(dir: string): void {
  const lines = (make: (i: number) => string) => Array.from({ length: 400 }, (_, i) => make(i)).join('\n');
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'banners'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>School Science</title><script type="module" src="${SCRIPT}"></script>\n` +
      lines((i) => `<!-- ${i} -->`),
  );
  writeFileSync(
    path.join(dir, SCRIPT),
    lines((i) => `export const value${i} = ${i} * 2;`),
  );
  writeFileSync(
    path.join(dir, STYLES),
    lines((i) => `.c${i} { margin: ${i}px; }`),
  );
  writeFileSync(
    path.join(dir, BANNER),
    `<svg xmlns="http://www.w3.org/2000/svg">${lines(() => '<g/>')}</svg>`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

describe.each(testEngines())('static files of the web client on %s', (engine) => {
  let testApp: TestApp;
  let app: TestApp['app'];
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const original = (file: string) => readFileSync(path.join(webDist, file));

  beforeAll(async () => {
    writeClient(webDist);
    await precompressDir(webDist);
    testApp = await createTestApp(engine, { WEB_DIST: webDist }, { serveWeb: true });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, accept?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(accept ? { accept } : {}),
      },
    });

  it.each([
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
  ])(
    'sends a script as %s to a browser that accepts it, decoding to the built file',
    async (encoding, accepts) => {
      const res = await get(SCRIPT, accepts);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      const body = res.rawPayload;
      expect(body.length).toBeLessThan(original(SCRIPT).length / 3);
      expect(decoders[encoding]!(body).equals(original(SCRIPT))).toBe(true);
    },
  );

  it('sends the file itself, still varying by Accept-Encoding, to a client that accepts no encoding', async () => {
    for (const accepts of [undefined, 'identity']) {
      const res = await get(STYLES, accepts);
      expect(res.statusCode, accepts).toBe(200);
      expect(res.headers['content-encoding'], accepts).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^text\/css/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.rawPayload.equals(original(STYLES))).toBe(true);
    }
  });

  it('sends a page compressed, never cached without asking, with the page headers', async () => {
    for (const url of ['/some/page', '/index.html']) {
      const res = await get(url, 'gzip, br', 'text/html');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(brotliDecompressSync(res.rawPayload).equals(original('index.html')), url).toBe(true);
    }
  });

  it('keeps files named without a hash fresh for a day, compressed or not', async () => {
    const banner = await get(BANNER, 'gzip');
    expect(banner.headers['content-encoding']).toBe('gzip');
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(banner.headers['cache-control']).toBe('public, max-age=86400');
    expect(gunzipSync(banner.rawPayload).equals(original(BANNER))).toBe(true);
    // Too small to gain from compression: sent as it is.
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.rawPayload.equals(original('favicon.svg'))).toBe(true);
  });
});
