import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  const secret = 's'.repeat(32);

  it('runs on a loopback address without a device cookie secret', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: url }).DEVICE_COOKIE_SECRET.length).toBeGreaterThanOrEqual(32);
    }
  });

  it('refuses to start on any other address until DEVICE_COOKIE_SECRET is set', () => {
    for (const url of ['https://school.example', 'http://192.0.2.10:3000', 'http://localhost.example']) {
      expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(/DEVICE_COOKIE_SECRET/);
    }
    expect(
      loadConfig({
        PUBLIC_URL: 'https://school.example',
        DEVICE_COOKIE_SECRET: secret,
        ACCESS_GRANT_SECRET: secret,
      }),
    ).toMatchObject({ DEVICE_COOKIE_SECRET: secret });
  });

  it('refuses to start on any other address until ACCESS_GRANT_SECRET is set', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://school.example', DEVICE_COOKIE_SECRET: secret })).toThrow(
      /ACCESS_GRANT_SECRET/,
    );
    expect(
      loadConfig({
        PUBLIC_URL: 'https://school.example',
        DEVICE_COOKIE_SECRET: secret,
        ACCESS_GRANT_SECRET: secret,
      }),
    ).toMatchObject({ ACCESS_GRANT_SECRET: secret });
    expect(() => loadConfig({ ACCESS_GRANT_SECRET: 'short' })).toThrow(/ACCESS_GRANT_SECRET/);
  });

  it('refuses a device cookie secret shorter than 32 characters', () => {
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow(/DEVICE_COOKIE_SECRET/);
  });
});
