/** What a user says of their campground beyond its amenities: how many sites it has, when it is open, its address. */
import type { PamToolArgs } from '@ww/contracts';
import { OSM_MONTHS } from '../tools/travel-campground-sites.ts';
import { originalSlice, type Folded } from './places.ts';

type Facts = Pick<PamToolArgs<'update_campground'>, 'capacity' | 'opening_hours' | 'address'>;

/** Where a fact is said in the folded text, to keep it out of the site's name. */
export type FactsFound = { facts: Facts; start: number };

const PITCHES =
  'sites|pitches|spots|spaces|plots|bays|berths|hook ?ups|campsites|plazas|parcelas|emplazamientos|sitios|puestos|' +
  'emplacements|places';
/** "40 sites", "40 RV sites", "capacity of 40", "tiene 40 parcelas", "40 emplacements". */
const CAPACITY = new RegExp(
  `(?:^|\\s)(\\d{1,5})\\s+(?:(?:rv|camp|tent|caravan|motorhome|camping-car)\\s+)?(?:${PITCHES})(?=\\s|[,.;:!?)]|$)` +
    "|(?:^|\\s)(?:capacity|capacidad|capacite|number of (?:sites|pitches|spots)|numero de (?:parcelas|plazas)|nombre d'?\\s?emplacements)" +
    '(?:\\s+(?:of|for|de|del|du|pour)\\s+[^:]{1,60}?)?\\s*(?:(?:of|is|to|for|de|es|est|a|para|pour|:)\\s*)+(\\d{1,5})(?=\\s|[,.;!?]|$)',
);

/** Month names and their usual short forms, January first (folded: no accents). */
const MONTH_NAMES = [
  'january|jan|enero|janvier',
  'february|feb|febrero|fevrier',
  'march|mar|marzo|mars',
  'april|apr|abril|avril',
  'may|mayo|mai',
  'june|jun|junio|juin',
  'july|jul|julio|juillet',
  'august|aug|agosto|aout',
  'september|sept|sep|septiembre|setiembre|septembre',
  'october|oct|octubre|octobre',
  'november|nov|noviembre|novembre',
  'december|dec|diciembre|decembre',
];
const MONTH = MONTH_NAMES.join('|');
const monthOf = (word: string) => MONTH_NAMES.findIndex((names) => new RegExp(`^(?:${names})$`).test(word));

const OPEN = '(?:open|opens|opened|season|runs|abierto|abierta|abre|temporada|ouvert|ouverte|ouvre|saison|fonctionne)';
/** "open from April to October", "season: April-October", "abierto de abril a octubre", "ouvert d'avril à octobre". */
const SEASON = new RegExp(
  `(?:^|\\s)${OPEN}\\b[^.;!?]{0,60}?\\b(${MONTH})\\b\\s*(?:-|–|/|\\s(?:to|through|thru|until|till|and|a|hasta|al|y|au|jusqu'?\\s?(?:a|en|au)|et)\\s+(?:(?:the )?end of |(?:finales|fin) de |fin |la fin d'?\\s?)?)\\s*(${MONTH})(?=\\s|[,.;!?)]|$)`,
);
/** "open all year", "open year-round", "abierto todo el año", "ouvert toute l'année". */
const ALL_YEAR = new RegExp(
  `(?:^|\\s)${OPEN}\\s+(?:all year(?: round| long)?|year[- ]round|12 months(?: a year)?|todo el ano|(?:durante )?todo el ano|los 12 meses|toute l'?\\s?annee|a l'?\\s?annee|12 mois sur 12)(?=\\s|[,.;!?]|$)`,
);

/** "the address is 12 Main St", "address: 12 Main St", "la dirección es Calle Mayor 3", "l'adresse est 3 rue…". */
const ADDRESS =
  /(?:^|\s|l')(?:street address|address|direccion|domicilio|adresse)(?:\s+(?:of|for|de|del|du|de la|pour)\s+[^:]{1,60}?)?(?:\s*:\s*|\s+(?:is|is now|to|es|sera|est|a|en|will be)\s+)/;
/** Where an address ends: the end of a sentence, or another fact of the site. */
const ADDRESS_END = new RegExp(
  `[;!?]|\\.(?:\\s|$)|,?\\s+(?:and|y|et)\\s+(?:it|its|it's|tiene|esta|il|elle)\\b|,?\\s+(?:it has|it's open|and has|${OPEN}\\s)|,\\s*\\d{1,5}\\s+(?:${PITCHES})\\b`,
);

function capacityIn(f: Folded): FactsFound | null {
  const m = CAPACITY.exec(f.text);
  const n = Number(m?.[1] ?? m?.[2]);
  return m && Number.isInteger(n) ? { facts: { capacity: n }, start: m.index } : null;
}

function seasonIn(f: Folded): FactsFound | null {
  if (ALL_YEAR.test(f.text)) return { facts: { opening_hours: '24/7' }, start: ALL_YEAR.exec(f.text)!.index };
  const m = SEASON.exec(f.text);
  if (!m) return null;
  const [from, to] = [monthOf(m[1]!), monthOf(m[2]!)];
  if (from < 0 || to < 0 || from === to) return null;
  return { facts: { opening_hours: `${OSM_MONTHS[from]}-${OSM_MONTHS[to]}` }, start: m.index };
}

function addressIn(f: Folded): FactsFound | null {
  const m = ADDRESS.exec(f.text);
  if (!m) return null;
  const from = m.index + m[0].length;
  const end = ADDRESS_END.exec(f.text.slice(from));
  const address = originalSlice(f, from, end ? from + end.index : f.text.length)
    .replace(/^["'«\s]+|["'»\s,]+$/g, '')
    .trim();
  return address.length >= 3 && /\p{L}/u.test(address) ? { facts: { address }, start: m.index } : null;
}

/** The site's number of sites, season and address said, and where the first of them starts (null: none said). */
export function campgroundFactsIn(f: Folded): FactsFound | null {
  const found = [capacityIn(f), seasonIn(f), addressIn(f)].filter((x): x is FactsFound => x !== null);
  if (!found.length) return null;
  return {
    facts: Object.assign({}, ...found.map((x) => x.facts)) as Facts,
    start: Math.min(...found.map((x) => x.start)),
  };
}
