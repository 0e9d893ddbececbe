import { isIP } from 'node:net';

/** One allowlist entry, parsed: an address, or a range when `bits` is set. */
export interface IpEntry {
  readonly address: string;
  readonly family: 'ipv4' | 'ipv6';
  readonly bits?: number;
}

/**
 * Parses an allowlist entry: an IPv4 or IPv6 address (`203.0.113.7`,
 * `2001:db8::1`) or a CIDR range (`10.0.0.0/8`, `2001:db8::/32`).
 * @returns the entry, or undefined when it is not exactly one of those (no spaces, no zone ids, prefix within 32 or 128 bits).
 */
export function parseIpEntry(entry: string): IpEntry | undefined {
  const match = /^([^/\s%]+)(?:\/(\d{1,3}))?$/.exec(entry);
  const family = match ? isIP(match[1]!) : 0;
  if (!match || family === 0) return undefined;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (match[2] === undefined) return { address: match[1]!, family: type };
  const bits = Number(match[2]);
  if (bits > (family === 6 ? 128 : 32)) return undefined;
  return { address: match[1]!, family: type, bits };
}
