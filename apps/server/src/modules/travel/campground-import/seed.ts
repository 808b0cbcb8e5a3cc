import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Tx } from '../../../db/with-user-tx.ts';
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
  (await sql<{ found: boolean }>`select exists (select 1 from campgrounds where source = 'osm') as found`.execute(tx)).rows[0]!.found;

/**
 * The bundled sites for a database whose campgrounds table has no OpenStreetMap rows yet: reads the seed file and
 * returns the function that writes its sites through the importer's upsert, or null when the table already holds
 * OSM rows (an earlier seed, an import, an Overpass fetch), which are then left as they are. The writes re-check and
 * are one transaction: a start stopped half-way leaves nothing, and the next start loads the sites whole.
 */
export async function prepareCampgroundSeed(db: Kysely<Database>, file: string): Promise<(() => Promise<number>) | null> {
  if (await withCampgroundImportTx(db, hasOsmSites)) return null;
  const sites = await readCampgroundSeed(file);
  return () => withCampgroundImportTx(db, async (tx) => ((await hasOsmSites(tx)) ? 0 : importCampgroundSites(tx, sites)));
}
