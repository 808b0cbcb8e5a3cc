import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { PGliteDialect } from '#db/pglite-dialect.ts';
import type { Database } from '#db/schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (a tar file) that every in-memory test database starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database every test database is created from, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

async function admin<T>(adminUrl: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one database of each kind once per run, so a test database is a copy (PGlite's loadDataDir, PostgreSQL's
 * `create database ... template`) instead of an initdb and every migration again: on a busy 2-core machine a fresh
 * PGlite took 20-30 s. The migrations themselves still run here, and from scratch in every server start-up test.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ww-template-'));
  const pglite = await PGlite.create('memory://');
  await migrateToLatest(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const pgliteTemplate = join(dir, 'pglite-migrated.tar');
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', pgliteTemplate);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | undefined;
  if (adminUrl) {
    postgresTemplate = `ww_template_${randomBytes(6).toString('hex')}`;
    await admin(adminUrl, (client) => client.query(`create database ${postgresTemplate}`));
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ url: url.toString() });
    try {
      await migrateToLatest(database.db);
    } catch (err) {
      await database.close();
      await admin(adminUrl, (client) => client.query(`drop database if exists ${postgresTemplate} with (force)`));
      throw err;
    }
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) {
      await admin(adminUrl, (client) => client.query(`drop database if exists ${postgresTemplate} with (force)`));
    }
  };
}
