import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parseIp } from './ip-address.ts';
import type { CountryLookup } from './ip-location.ts';

/**
 * The offline IP-to-country table shipped in @ip-location-db/geo-whois-asn-country (CC0 package; the whois data is
 * NRO's, CC BY 4.0). Its "-num" CSV files hold inclusive ranges as decimal numbers with an ISO 3166-1 alpha-2 code.
 */
const PACKAGE = '@ip-location-db/geo-whois-asn-country';
const require = createRequire(import.meta.url);
export const EMBEDDED_IP_FILES = {
  ipv4: require.resolve(`${PACKAGE}/geo-whois-asn-country-ipv4-num.csv`),
  ipv6: require.resolve(`${PACKAGE}/geo-whois-asn-country-ipv6-num.csv`),
};

const UNKNOWN = 0;
const MASK_64 = (1n << 64n) - 1n;

/**
 * A table of contiguous segments: segment i covers [starts[i], starts[i + 1]) and belongs to codes[countries[i]]
 * (0 = no country). The CSV has some ranges nested in or overlapping others (a more specific entry after a
 * wider one); they are flattened so the later, more specific entry wins and the wider one resumes after it.
 * Works for IPv4 as numbers and IPv6 as bigints.
 */
function segmentBuilder<T extends number | bigint>(after: (address: T) => T) {
  const starts: T[] = [];
  const countries: number[] = [];
  const emit = (start: T, country: number) => {
    if (starts.length && starts.at(-1) === start) {
      starts.pop();
      countries.pop();
    }
    if (countries.length && countries.at(-1) === country) return;
    starts.push(start);
    countries.push(country);
  };
  const open: Array<{ end: T; country: number }> = [];
  const closeBefore = (address: T | null) => {
    while (open.length && (address === null || open.at(-1)!.end < address)) {
      const ended = open.pop()!.end;
      while (open.length && open.at(-1)!.end <= ended) open.pop();
      emit(after(ended), open.at(-1)?.country ?? UNKNOWN);
    }
  };
  return {
    add(start: T, end: T, country: number) {
      closeBefore(start);
      if (!open.length && (starts.length === 0 || starts.at(-1)! < start)) emit(start, UNKNOWN);
      emit(start, country);
      open.push({ end, country });
    },
    finish() {
      closeBefore(null);
      return { starts, countries };
    },
  };
}

/** Lines a CSV chunk is read in before other work gets its turn, so the first lookup never stalls the server. */
const LINES_PER_TURN = 10_000;

/** Reads "start,end,CC" lines into `add`, giving the event loop a turn every LINES_PER_TURN lines. */
async function readRanges(text: string, add: (start: string, end: string, code: string) => void) {
  let at = 0;
  let lines = 0;
  while (at < text.length) {
    let lineEnd = text.indexOf('\n', at);
    if (lineEnd === -1) lineEnd = text.length;
    const first = text.indexOf(',', at);
    const second = text.indexOf(',', first + 1);
    if (first > at && second > first && second < lineEnd) {
      const code = text.slice(second + 1, lineEnd).trim();
      if (/^[A-Z]{2}$/.test(code)) add(text.slice(at, first), text.slice(first + 1, second), code);
    }
    at = lineEnd + 1;
    if (++lines % LINES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Index of the last start <= value, or -1. */
function lastAtOrBelow(count: number, isAtOrBelow: (i: number) => boolean): number {
  let low = 0;
  let high = count - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (isAtOrBelow(mid)) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

type Tables = {
  codes: string[];
  v4Starts: Uint32Array;
  v4Countries: Uint16Array;
  v6High: BigUint64Array;
  v6Low: BigUint64Array;
  v6Countries: Uint16Array;
};

async function loadTables(files: { ipv4: string; ipv6: string }): Promise<Tables> {
  const codes = ['']; // index 0: no country
  const byCode = new Map<string, number>();
  const codeIndex = (code: string) => {
    let index = byCode.get(code);
    if (index === undefined) {
      index = codes.push(code) - 1;
      byCode.set(code, index);
    }
    return index;
  };
  const [v4Text, v6Text] = await Promise.all([readFile(files.ipv4, 'utf8'), readFile(files.ipv6, 'utf8')]);
  const v4Builder = segmentBuilder<number>((address) => address + 1);
  await readRanges(v4Text, (start, end, code) => v4Builder.add(Number(start), Number(end), codeIndex(code)));
  const v4 = v4Builder.finish();
  const v6Builder = segmentBuilder<bigint>((address) => address + 1n);
  await readRanges(v6Text, (start, end, code) => v6Builder.add(BigInt(start), BigInt(end), codeIndex(code)));
  const v6 = v6Builder.finish();
  // Only the "no country" tail after the last range can start at 2^32; past the end of IPv4 it is not needed.
  const beyond = v4.starts.findIndex((s) => s > 0xffffffff);
  const v4Count = beyond === -1 ? v4.starts.length : beyond;
  return {
    codes,
    v4Starts: Uint32Array.from(v4.starts.slice(0, v4Count)),
    v4Countries: Uint16Array.from(v4.countries.slice(0, v4Count)),
    v6High: BigUint64Array.from(v6.starts.map((s) => (s >> 64n) & MASK_64)),
    v6Low: BigUint64Array.from(v6.starts.map((s) => s & MASK_64)),
    v6Countries: Uint16Array.from(v6.countries),
  };
}

export type EmbeddedIpDatabase = CountryLookup & {
  /** How many segments each table holds and how long loading took, once loaded. */
  stats(): { ipv4Segments: number; ipv6Segments: number; loadMs: number; bytes: number } | null;
};

/**
 * Country of an address from the shipped table, loaded on the first lookup (about a quarter of a second, see
 * docs/decisions/029-region-detection.md) into sorted typed arrays searched by bisection.
 */
export function createEmbeddedIpDatabase(files = EMBEDDED_IP_FILES): EmbeddedIpDatabase {
  let tables: Promise<Tables> | null = null;
  let loaded: { tables: Tables; loadMs: number } | null = null;
  const load = () => {
    if (!tables) {
      const started = performance.now();
      tables = loadTables(files).then((t) => {
        loaded = { tables: t, loadMs: Math.round(performance.now() - started) };
        return t;
      });
      // A failed load (missing package files) is tried again on the next lookup.
      tables.catch(() => {
        tables = null;
      });
    }
    return tables;
  };

  return {
    name: 'embedded',
    async country(ip: string) {
      const parsed = parseIp(ip);
      if (!parsed) return null;
      const t = await load();
      if (parsed.version === 4) {
        const i = lastAtOrBelow(t.v4Starts.length, (k) => t.v4Starts[k]! <= parsed.value);
        return i < 0 ? null : t.codes[t.v4Countries[i]!] || null;
      }
      const high = parsed.value >> 64n;
      const low = parsed.value & MASK_64;
      const i = lastAtOrBelow(
        t.v6High.length,
        (k) => t.v6High[k]! < high || (t.v6High[k] === high && t.v6Low[k]! <= low),
      );
      return i < 0 ? null : t.codes[t.v6Countries[i]!] || null;
    },
    stats() {
      if (!loaded) return null;
      const t = loaded.tables;
      return {
        ipv4Segments: t.v4Starts.length,
        ipv6Segments: t.v6High.length,
        loadMs: loaded.loadMs,
        bytes:
          t.v4Starts.byteLength +
          t.v4Countries.byteLength +
          t.v6High.byteLength +
          t.v6Low.byteLength +
          t.v6Countries.byteLength,
      };
    },
  };
}

let shared: EmbeddedIpDatabase | null = null;
/** One table per process: every app built in it (the server, each test app) shares the loaded arrays. */
export function sharedEmbeddedIpDatabase(): EmbeddedIpDatabase {
  shared ??= createEmbeddedIpDatabase();
  return shared;
}
