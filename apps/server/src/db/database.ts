import { mkdirSync } from 'node:fs';
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

/**
 * Opens the database: a PostgreSQL server when `url` is given, else PGlite persisted in `dataDir`
 * (or in memory when `dataDir` is 'memory://'). PGlite is single-process: never open one data dir twice.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; onIdleClientError?: (err: Error) => void }): Promise<AppDatabase> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      types: { getTypeParser: (oid, format) => (RAW_TYPE_OIDS.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format)) },
    });
    // An idle connection the server closes (restart, failover, an administrator's terminate) is an 'error' event on
    // the pool; unhandled, it would end the process. The pool drops that client and the next query connects anew.
    pool.on('error', (err) => opts.onIdleClientError?.(err));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { parsers: { [RAW_TYPES.date]: (v: string) => v, [RAW_TYPES.numeric]: (v: string) => v } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await client.close();
    },
  };
}
