import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { PGliteDialect } from './pglite-dialect.ts';

/**
 * Types both drivers hand over as the database's own text: calendar dates stay 'YYYY-MM-DD' (no time-zone shift
 * through a JS Date) and numeric money stays exact until the service turns it into a JSON number.
 */
const RAW_TYPES = { date: 1082, numeric: 1700 } as const;
const RAW_TYPE_OIDS = new Set<number>(Object.values(RAW_TYPES));

export type DatabaseKind = 'pglite' | 'postgres';
export type AppDatabase = { db: Kysely<Database>; kind: DatabaseKind; close(): Promise<void> };

/** Another live process holds the PGlite data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Wheels & Wins server (process ${pid}). ` +
        'PGlite allows one process per data directory: stop that server, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock of a PGlite data directory: the file `<dataDir>.lock`, created only if absent, holding this
 * process's id. A lock left by a process that is no longer running is taken over; one held by a live process (this
 * one included) throws DataDirLockedError. Returns the release function, which removes the file if it is still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
    }
    let holder = NaN;
    try {
      holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    if (Number.isInteger(holder) && holder > 0 && processIsAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale: its process ended without removing it (a crash or a kill).
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/**
 * Opens the database: a PostgreSQL server when `url` is given, else PGlite persisted in `dataDir`
 * (or in memory when `dataDir` is 'memory://'), starting from the `loadDataDir` tar (PGlite's dumpDataDir) if given.
 * PGlite is single-process: an on-disk data dir is locked (lockDataDir) until close, so a second server on it refuses
 * to start instead of losing writes.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  onIdleClientError?: (err: Error) => void;
}): Promise<AppDatabase> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      types: {
        getTypeParser: (oid, format) =>
          RAW_TYPE_OIDS.has(oid)
            ? (v: string) => v
            : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
      },
    });
    // An idle connection the server closes (restart, failover, an administrator's terminate) is an 'error' event on
    // the pool; unhandled, it would end the process. The pool drops that client and the next query connects anew.
    pool.on('error', (err) => opts.onIdleClientError?.(err));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = opts.dataDir ?? 'memory://';
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client;
  try {
    client = await PGlite.create(dataDir, {
      loadDataDir: opts.loadDataDir,
      parsers: { [RAW_TYPES.date]: (v: string) => v, [RAW_TYPES.numeric]: (v: string) => v },
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await db.destroy();
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
