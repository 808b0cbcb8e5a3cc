// What several benchmarks share: a throw-away database on a PostgreSQL server, and percentiles.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on the server `adminUrl` points at; `drop()` removes it (closing any connection left). */
export async function createPostgresDatabase(adminUrl) {
  const name = `ww_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
