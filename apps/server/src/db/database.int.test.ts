import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#test/harness.ts';
import type { AppDatabase } from './database.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connection pool', () => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.close();
  });

  it('survives the server closing an idle connection, and the next query connects anew', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    // Give the idle client time to receive the termination (an unhandled pool error would fail the run here).
    await new Promise((resolve) => setTimeout(resolve, 200));

    const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
  });
});
