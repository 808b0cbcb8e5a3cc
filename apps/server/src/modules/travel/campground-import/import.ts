import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import { upsertImportedCampgrounds, withCampgroundImportTx } from '../campgrounds.repository.ts';
import { CampgroundFileError, parseCampgroundFile } from './parsers.ts';
import { nearestPlaceNames } from '#providers/geocoding/nearest-place.ts';
import { campgroundValues, withNearPlaces, type ImportSite } from './sites.ts';

export type ImportedFile = { file: string; sites: number };

/**
 * Parses every file first (a bad file stops the import before anything is written), then upserts all sites by their
 * source and id there in one transaction: importing the same files again changes nothing but updated_at.
 */
export async function importCampgroundFiles(db: Kysely<Database>, files: string[]): Promise<ImportedFile[]> {
  const parsed: { file: string; sites: ImportSite[] }[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      throw new CampgroundFileError(
        `${file}: cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}).`,
      );
    }
    try {
      parsed.push({ file, sites: parseCampgroundFile(text) });
    } catch (err) {
      if (err instanceof CampgroundFileError) throw new CampgroundFileError(`${basename(file)}: ${err.message}`);
      throw err;
    }
  }
  await withCampgroundImportTx(db, (tx) =>
    importCampgroundSites(
      tx,
      parsed.flatMap((p) => p.sites),
    ),
  );
  return parsed.map((p) => ({ file: p.file, sites: p.sites.length }));
}

/**
 * Maps sites to their columns, finds the nearest town of each one without a name (in this process: the importer is a
 * command, not the server) and upserts them, as a file import does, within the importer's transaction.
 */
export async function importCampgroundSites(tx: Tx, sites: ImportSite[]): Promise<number> {
  return upsertImportedCampgrounds(tx, await withNearPlaces(sites.map(campgroundValues), nearestPlaceNames));
}
