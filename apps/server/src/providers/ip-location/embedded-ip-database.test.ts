import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedIpDatabase, sharedEmbeddedIpDatabase } from './embedded-ip-database.ts';
import { isPublicIp, parseIp } from './ip-address.ts';

describe('IP addresses', () => {
  it('reads IPv4, IPv6 and IPv4-mapped IPv6 as numbers', () => {
    expect(parseIp('1.2.3.4')).toEqual({ version: 4, value: 0x01020304 });
    expect(parseIp('::ffff:1.2.3.4')).toEqual({ version: 4, value: 0x01020304 });
    expect(parseIp('::ffff:102:304')).toEqual({ version: 4, value: 0x01020304 });
    expect(parseIp('2001:db8::1')).toEqual({ version: 6, value: (0x20010db8n << 96n) | 1n });
    expect(parseIp('fe80::1%eth0')).toEqual({ version: 6, value: (0xfe80n << 112n) | 1n });
    expect(parseIp('not an address')).toBeNull();
    expect(parseIp('1.2.3.4, 5.6.7.8')).toBeNull();
  });

  it('tells public addresses from private, loopback, link-local and documentation ones', () => {
    const isPublic = (ip: string) => isPublicIp(parseIp(ip)!);
    for (const ip of ['1.1.1.1', '8.8.8.8', '2001:4860:4860::8888', '2a01:4f8::1']) expect(isPublic(ip), ip).toBe(true);
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '100.64.0.1',
      '169.254.1.1',
      '203.0.113.9',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      '2001:db8::1',
    ])
      expect(isPublic(ip), ip).toBe(false);
  });
});

describe('the shipped IP-to-country table', () => {
  const db = sharedEmbeddedIpDatabase();
  beforeAll(() => db.country('1.1.1.1'), 60_000);

  it('places well-known addresses of each region, in IPv4 and IPv6', async () => {
    const where = async (ip: string) => [ip, await db.country(ip)];
    const answers = await Promise.all(
      [
        '1.1.1.1',
        '202.27.184.3',
        '8.8.8.8',
        '24.48.0.1',
        '81.2.69.160',
        '5.9.0.1',
        '::ffff:8.8.8.8',
        '2001:4860:4860::8888',
        '2a01:4f8::1',
      ].map(where),
    );
    expect(Object.fromEntries(answers)).toEqual({
      '1.1.1.1': 'AU',
      '202.27.184.3': 'NZ',
      '8.8.8.8': 'US',
      '24.48.0.1': 'CA',
      '81.2.69.160': 'GB',
      '5.9.0.1': 'DE',
      '::ffff:8.8.8.8': 'US',
      '2001:4860:4860::8888': 'US',
      '2a01:4f8::1': 'DE',
    });
  });

  it('knows no country for addresses outside every range', async () => {
    expect(await db.country('10.0.0.1')).toBeNull();
    expect(await db.country('::1')).toBeNull();
    expect(await db.country('255.255.255.255')).toBeNull();
    expect(await db.country('garbage')).toBeNull();
  });

  it('keeps both tables in compact typed arrays', () => {
    const stats = db.stats()!;
    expect(stats.ipv4Segments).toBeGreaterThan(100_000);
    expect(stats.ipv6Segments).toBeGreaterThan(100_000);
    // 4 + 2 bytes an IPv4 segment, 16 + 2 an IPv6 one.
    expect(stats.bytes).toBe(stats.ipv4Segments * 6 + stats.ipv6Segments * 18);
  });
});

describe('ranges nested in or overlapping others', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ww-ip-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = { ipv4: join(dir, 'v4.csv'), ipv6: join(dir, 'v6.csv') };
  // As the real file has them: a wider range, a more specific one inside it, the wider one's country again after.
  writeFileSync(files.ipv4, ['100,199,DE', '150,150,BE', '170,179,TR', '300,399,FR', '350,450,ES', ''].join('\n'));
  writeFileSync(files.ipv6, ['1000,2000,JP', `${2n ** 100n},${2n ** 100n + 5n},NZ`].join('\n'));
  const db = createEmbeddedIpDatabase(files);
  const at = (n: number) => db.country(`0.0.${n >> 8}.${n & 255}`);

  it('answers the innermost range and the outer one around it', async () => {
    const answers = await Promise.all([99, 100, 149, 150, 151, 169, 170, 179, 180, 199, 200].map(at));
    expect(answers).toEqual([null, 'DE', 'DE', 'BE', 'DE', 'DE', 'TR', 'TR', 'DE', 'DE', null]);
  });

  it('lets a later range that overlaps the end of an earlier one take over from its start', async () => {
    expect(await Promise.all([299, 300, 349, 350, 399, 400, 450, 451].map(at))).toEqual([
      null,
      'FR',
      'FR',
      'ES',
      'ES',
      'ES',
      'ES',
      null,
    ]);
  });

  it('compares IPv6 addresses over all 128 bits', async () => {
    const high = 2n ** 100n;
    const text = (v: bigint) => v.toString(16).padStart(32, '0').match(/.{4}/g)!.join(':');
    expect(await db.country(text(high - 1n))).toBeNull();
    expect(await db.country(text(high + 5n))).toBe('NZ');
    expect(await db.country(text(high + 6n))).toBeNull();
    expect(await db.country('::3e8')).toBe('JP');
  });
});
