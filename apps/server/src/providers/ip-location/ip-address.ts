import { isIP } from 'node:net';

/** An address as a number: IPv4 in 32 bits, IPv6 in 128 (IPv4-mapped IPv6 such as ::ffff:1.2.3.4 reads as IPv4). */
export type ParsedIp = { version: 4; value: number } | { version: 6; value: bigint };

function ipv4Value(text: string): number {
  return text.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

function ipv6Value(text: string): bigint {
  let address = text;
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two hex groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const v4 = ipv4Value(dotted[1]!);
    address = `${address.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const V4_MAPPED_PREFIX = 0xffffn << 32n;

/** The address as a number, or null when the text is not an IP address (zone ids such as %eth0 are dropped). */
export function parseIp(text: string): ParsedIp | null {
  const address = text.trim().replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return { version: 4, value: ipv4Value(address) };
  if (version !== 6) return null;
  const value = ipv6Value(address);
  if (value >> 32n === 0xffffn) return { version: 4, value: Number(value - V4_MAPPED_PREFIX) };
  return { version: 6, value };
}

/** IPv4 blocks that never locate anyone: private, loopback, link-local, CGNAT, documentation, multicast, reserved. */
const PRIVATE_V4: ReadonlyArray<[number, number]> = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/3',
].map((block) => {
  const [address, bits] = block.split('/') as [string, string];
  const start = ipv4Value(address);
  return [start, start + 2 ** (32 - Number(bits)) - 1];
});

/**
 * Whether the address can belong to a visitor somewhere in the world. IPv6 counts only inside 2000::/3 (global
 * unicast) and outside its documentation block 2001:db8::/32; loopback, unique-local and link-local do not.
 */
export function isPublicIp(ip: ParsedIp): boolean {
  if (ip.version === 4) return !PRIVATE_V4.some(([start, end]) => ip.value >= start && ip.value <= end);
  if (ip.value >> 125n !== 1n) return false;
  return ip.value >> 96n !== 0x20010db8n;
}
