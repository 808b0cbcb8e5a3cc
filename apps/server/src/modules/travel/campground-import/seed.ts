import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import { withCampgroundImportTx } from '../campgrounds.repository.ts';
import { importCampgroundSites } from './import.ts';
import type { OsmSite } from './osm-tags.ts';
import { parseOsmSiteLines } from './parsers.ts';

const unbrotli = promisify(brotliDecompress);

/** The sites of a seed file: JSON lines of OSM sites, brotli-compressed (as build-data.ts writes them). */
export async function readCampgroundSeed(file: string): Promise<OsmSite[]> {
  return parseOsmSiteLines((await unbrotli(await readFile(file))).toString('utf8'));
}

const hasOsmSites = async (tx: Tx) =>
  (
    await sql<{
      found: boolean;
    }>`select exists (select 1 from campgrounds where source = 'osm') as found`.execute(tx)
  ).rows[0]!.found;

/**
 * Loads the seed file's sites into a database whose campgrounds table has no OpenStreetMap rows yet, through the
 * importer's upsert; a database with OSM rows (an earlier seed, an import, an Overpass fetch) is left as it is, and
 * the file is not even read. The check and the writes are one transaction: a start stopped half-way leaves nothing,
 * and the next start loads the sites whole. Returns how many sites were loaded (0: nothing to do).
 */
export async function seedCampgrounds(db: Kysely<Database>, file: string): Promise<number> {
  if (await withCampgroundImportTx(db, hasOsmSites)) return 0;
  const sites = await readCampgroundSeed(file);
  return withCampgroundImportTx(db, async (tx) => ((await hasOsmSites(tx)) ? 0 : importCampgroundSites(tx, sites)));
}
