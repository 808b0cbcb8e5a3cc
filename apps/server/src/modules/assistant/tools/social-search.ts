import type { ListingCategory } from '@ww/contracts';
import { fold } from './format.ts';

/** Words of a marketplace or hustle search as the listings are written: stems, and English for Spanish and French. */

/** Words that say what is asked, not what is sought. */
const FILLER = new Set(
  (
    'a an the any some for sale to buy buying selling sold on in at of near me my around here nearby with and or ' +
    'is are there anything something cheap used second hand listing listings marketplace market item items ' +
    'un una unos unas el la los las de del en por para venta vender vendo compra comprar cerca mi aqui alrededor ' +
    'hay algun alguna algo barato barata usado usada segunda mano anuncio anuncios mercado mercadillo articulo ' +
    'le les des du au aux pour vente vendre acheter achat pres moi ici autour il y a quelque chose pas cher ' +
    "occasion d' annonce annonces marche objet objets est ce qu"
  ).split(' '),
);

/** Spanish and French words of the road as the (mostly English) listings and hustles say them. */
const ENGLISH: Record<string, string> = {
  panel: 'panel',
  paneles: 'panel',
  panneau: 'panel',
  panneaux: 'panel',
  solar: 'solar',
  solares: 'solar',
  solaire: 'solar',
  solaires: 'solar',
  toldo: 'awning',
  toldos: 'awning',
  auvent: 'awning',
  auvents: 'awning',
  generador: 'generator',
  generadores: 'generator',
  generateur: 'generator',
  generateurs: 'generator',
  bateria: 'battery',
  baterias: 'battery',
  batterie: 'battery',
  batteries: 'battery',
  bicicleta: 'bike',
  bicicletas: 'bike',
  velo: 'bike',
  velos: 'bike',
  remolque: 'trailer',
  remorque: 'trailer',
  herramienta: 'tool',
  herramientas: 'tool',
  outil: 'tool',
  outils: 'tool',
  nevera: 'fridge',
  refrigerador: 'fridge',
  frigo: 'fridge',
  refrigerateur: 'fridge',
  silla: 'chair',
  sillas: 'chair',
  chaise: 'chair',
  chaises: 'chair',
  mesa: 'table',
  neumatico: 'tire',
  neumaticos: 'tire',
  llanta: 'tire',
  llantas: 'tire',
  pneu: 'tire',
  pneus: 'tire',
  escalera: 'ladder',
  echelle: 'ladder',
  tienda: 'tent',
  tente: 'tent',
  inversor: 'inverter',
  onduleur: 'inverter',
  convertisseur: 'inverter',
  parrilla: 'grill',
  barbacoa: 'grill',
  barbecue: 'grill',
  enganche: 'hitch',
  attelage: 'hitch',
  manguera: 'hose',
  tuyau: 'hose',
  linea: 'online',
  ligne: 'online',
  remoto: 'remote',
  distance: 'remote',
  escritura: 'writing',
  redaction: 'writing',
  fotografia: 'photography',
  photographie: 'photography',
  campamento: 'campground',
  anfitrion: 'host',
  hote: 'host',
  cuidado: 'sitting',
  garde: 'sitting',
  mascotas: 'pet',
  animaux: 'pet',
};

/** The stem a listing's text contains whatever the plural: awnings → awning, paneles → panel, batteries → batter. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('aux') && word.length > 5) return word.slice(0, -3) + 'a';
  if (/[^aeiou]es$/.test(word) && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The searches to try, surest first: the user's own words (stemmed), then their English. */
export function searchesFor(query: string | undefined): string[][] {
  if (!query) return [[]];
  const words = fold(query)
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w));
  if (words.length === 0) return [[]];
  const own = words.map(stem);
  const english = words.map((w) => stem(ENGLISH[w] ?? w));
  const tries = [own];
  if (english.join(' ') !== own.join(' ')) tries.push(english);
  return tries;
}

const CATEGORY_WORDS: Array<[RegExp, ListingCategory]> = [
  [/\b(?:solar|solaires?|solares?|panels?|paneles|panneaux)\b/, 'solar_power'],
  [/\b(?:tow|towing|hitch|remolque|enganche|remorquage|attelage)\b/, 'towing'],
  [/\b(?:tent|tents|camping gear|tienda|tente|chairs?|sillas?|chaises?)\b/, 'camping_gear'],
  [/\b(?:tools?|herramientas?|outils?)\b/, 'tools'],
  [/\b(?:electronics?|electronica|electronique)\b/, 'electronics'],
  [/\b(?:furniture|muebles?|meubles?)\b/, 'furniture'],
  [/\b(?:rv parts?|parts|repuestos|piezas|pieces|awnings?|toldos?|auvents?)\b/, 'rv_parts'],
  [/\b(?:generators?|generador(?:es)?|generateurs?|inverters?|inversor(?:es)?|onduleurs?)\b/, 'solar_power'],
  [/\b(?:bikes?|kayaks?|bicicletas?|velos?)\b/, 'outdoor_recreation'],
];

/** The listing category a search names, when it names one. */
export function categoryOf(query: string | undefined): ListingCategory | undefined {
  if (!query) return undefined;
  const text = fold(query);
  return CATEGORY_WORDS.find(([re]) => re.test(text))?.[1];
}
