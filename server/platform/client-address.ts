import { isIPv6 } from 'node:net';

/**
 * The part of a client's address that a per-address rate limit counts against. An IPv4 address
 * counts as itself (a whole school behind one address shares its counter, which is why those
 * limits are loose). An IPv6 address counts by its /64 network: one subscriber, or one school's
 * network, usually gets a whole /64, so counting each of its 2^64 addresses apart would let
 * anyone with one sidestep the limit by changing address. An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4 clients) counts as the IPv4 address.
 */
export function rateLimitAddress(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, each without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const before = head === '' ? [] : head.split(':');
  const after = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((group) => parseInt(group, 16).toString(16));
}
