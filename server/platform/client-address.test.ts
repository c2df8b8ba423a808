import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address.ts';

describe('rateLimitAddress', () => {
  it('counts an IPv4 address as itself', () => {
    expect(rateLimitAddress('192.0.2.17')).toBe('192.0.2.17');
    expect(rateLimitAddress('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every IPv6 address of one /64 network together, however it is written', () => {
    const key = '2001:db8:85a3:42::/64';
    expect(rateLimitAddress('2001:db8:85a3:42::1')).toBe(key);
    expect(rateLimitAddress('2001:0db8:85a3:0042:ffff:ffff:ffff:fffe')).toBe(key);
    expect(rateLimitAddress('2001:DB8:85A3:42:a:b:c:d')).toBe(key);
    expect(rateLimitAddress('2001:db8:85a3:42::1%eth0')).toBe(key);
  });

  it('keeps different /64 networks apart', () => {
    expect(rateLimitAddress('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1:2')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 client of a dual-stack socket as its IPv4 address', () => {
    expect(rateLimitAddress('::ffff:192.0.2.17')).toBe('192.0.2.17');
    expect(rateLimitAddress('::ffff:c000:211')).toBe('192.0.2.17');
    expect(rateLimitAddress('0:0:0:0:0:ffff:192.0.2.17')).toBe('192.0.2.17');
  });

  it('reads an IPv6 address that ends in dotted IPv4 (not a mapped one) by its network', () => {
    expect(rateLimitAddress('64:ff9b::192.0.2.17')).toBe('64:ff9b:0:0::/64');
  });
});
