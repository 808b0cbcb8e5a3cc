// `npm run import:campgrounds -- FILE [FILE...]`: imports camp sites (OpenStreetMap as GPX with OSM tags, Overpass
// JSON or GeoJSON; RIDB GeoJSON) into the database the server uses (DATABASE_URL, else PGlite under DATA_DIR).
import { existsSync } from 'node:fs';
import { OSM_ATTRIBUTION, RIDB_ATTRIBUTION } from '@ww/contracts';
import { join } from 'node:path';
import { openDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { loadConfigOrExit } from '#platform/config.ts';
import { importCampgroundFiles } from './import.ts';
import { CampgroundFileError } from './parsers.ts';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (!files.length) {
  console.error(
    'Usage: npm run import:campgrounds -- FILE [FILE...]   (GPX with OSM tags, Overpass JSON, OSM or RIDB GeoJSON)',
  );
  process.exit(2);
}

const config = loadConfigOrExit();

const pgliteDir = join(config.dataDir, 'pglite');
// PGlite keeps postmaster.pid while a process has the data dir open; a second process would corrupt it.
if (!config.databaseUrl && existsSync(join(pgliteDir, 'postmaster.pid'))) {
  console.error(
    `The database in ${pgliteDir} is in use (postmaster.pid is present): stop the server first, then run the import again.\n` +
      'If no server is running, the last one did not shut down cleanly: start it and stop it once (Ctrl+C), then import.',
  );
  process.exit(1);
}

const started = performance.now();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir });
try {
  await migrateToLatest(database.db);
  const opened = performance.now();
  const imported = await importCampgroundFiles(database.db, files);
  for (const { file, sites } of imported) console.log(`${file}: ${sites} sites`);
  const total = imported.reduce((n, f) => n + f.sites, 0);
  console.log(
    `Imported ${total} sites into ${database.kind} in ${Math.round(performance.now() - opened)} ms ` +
      `(opening the database took ${Math.round(opened - started)} ms). Credit the sources: ${OSM_ATTRIBUTION} (OSM), ${RIDB_ATTRIBUTION} (RIDB).`,
  );
} catch (err) {
  if (!(err instanceof CampgroundFileError)) throw err;
  console.error(`Import failed, nothing was written: ${err.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
