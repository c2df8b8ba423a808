import { describe, expect, it } from 'vitest';
import {
  deviceNonceFor,
  issueDeviceToken,
  readDeviceTokens,
  renewDeviceTokens,
  verifyDeviceToken,
} from './device-cookie.ts';

const SECRET = 'a test secret of at least thirty-two characters';
const EMAIL = 'ada@example.test';

describe('device tokens', () => {
  it('verifies a token it issued for the same account, whatever the case of the address', () => {
    const token = issueDeviceToken(SECRET, EMAIL);
    const nonce = verifyDeviceToken(SECRET, EMAIL, token);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(token.startsWith(`${nonce}.`)).toBe(true);
    expect(verifyDeviceToken(SECRET, 'ADA@Example.TEST', token)).toBe(nonce);
  });

  it('gives each token its own nonce', () => {
    const nonces = new Set(
      [1, 2, 3].map(() => verifyDeviceToken(SECRET, EMAIL, issueDeviceToken(SECRET, EMAIL))),
    );
    expect(nonces.size).toBe(3);
  });

  it('refuses a token for another account, under another secret, or altered in any part', () => {
    const token = issueDeviceToken(SECRET, EMAIL);
    const [nonce = '', mac = ''] = token.split('.');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    expect(verifyDeviceToken(SECRET, 'grace@example.test', token)).toBeUndefined();
    expect(verifyDeviceToken(`${SECRET}!`, EMAIL, token)).toBeUndefined();
    expect(verifyDeviceToken(SECRET, EMAIL, `${flip(nonce)}.${mac}`)).toBeUndefined();
    expect(verifyDeviceToken(SECRET, EMAIL, `${nonce}.${flip(mac)}`)).toBeUndefined();
    for (const malformed of ['', nonce, `${nonce}.`, `${token}x`, `${nonce}.${mac.slice(1)}`]) {
      expect(verifyDeviceToken(SECRET, EMAIL, malformed), malformed).toBeUndefined();
    }
  });

  it("finds the account's token among the browser's tokens", () => {
    const other = issueDeviceToken(SECRET, 'grace@example.test');
    const own = issueDeviceToken(SECRET, EMAIL);
    expect(deviceNonceFor(SECRET, EMAIL, [other, own])).toBe(own.split('.')[0]);
    expect(deviceNonceFor(SECRET, EMAIL, [other])).toBeUndefined();
    expect(deviceNonceFor(SECRET, EMAIL, [])).toBeUndefined();
  });

  it("renews the account's token in first place, keeps the others, and holds ten at most", () => {
    const others = Array.from({ length: 10 }, (_, i) => issueDeviceToken(SECRET, `p${i}@example.test`));
    const old = issueDeviceToken(SECRET, EMAIL);
    const renewed = renewDeviceTokens(SECRET, EMAIL, [others[0]!, old, ...others.slice(1, 3)]);
    expect(renewed).toHaveLength(4);
    expect(renewed.slice(1)).toEqual([others[0], ...others.slice(1, 3)]);
    expect(renewed[0]).not.toBe(old);
    expect(verifyDeviceToken(SECRET, EMAIL, renewed[0]!)).toBeDefined();

    const full = renewDeviceTokens(SECRET, EMAIL, others);
    expect(full).toHaveLength(10);
    expect(full.slice(1)).toEqual(others.slice(0, 9));
  });

  it("reads the well-formed tokens from the request's Cookie header", () => {
    const a = issueDeviceToken(SECRET, EMAIL);
    const b = issueDeviceToken(SECRET, 'grace@example.test');
    expect(readDeviceTokens(`sid=x; device=${a}~${b}`)).toEqual([a, b]);
    expect(readDeviceTokens(`device=${a}~junk~`)).toEqual([a]);
    expect(readDeviceTokens('sid=x')).toEqual([]);
    expect(readDeviceTokens(undefined)).toEqual([]);
  });
});
