import { addDays, addMonths, daysInMonth, PAM_LIMITS, periodBefore, periodOf, yearOf } from '@ww/contracts';
import type { Language } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import type { MoneyMention, NumberMention, PeriodMention, PreparedMessage } from './prepared-message.ts';

// Every pattern here is anchored on words and uses bounded repetition only: a message is matched in linear time.

/** Misspellings seen often enough to mend outright (after accents are stripped). */
const TYPOS: Record<string, string> = {
  spnet: 'spent',
  spendt: 'spent',
  speant: 'spent',
  spended: 'spent',
  spet: 'spent',
  payed: 'paid',
  dollers: 'dollars',
  doller: 'dollar',
  dolars: 'dollars',
  dolar: 'dollar',
  dolllars: 'dollars',
  bucs: 'bucks',
  euors: 'euros',
  ueros: 'euros',
  expence: 'expense',
  expences: 'expenses',
  expens: 'expense',
  expensse: 'expense',
  buget: 'budget',
  budjet: 'budget',
  bugdet: 'budget',
  budgte: 'budget',
  budegt: 'budget',
  presupesto: 'presupuesto',
  presupuseto: 'presupuesto',
  presupueto: 'presupuesto',
  yesterdy: 'yesterday',
  yestreday: 'yesterday',
  yesteday: 'yesterday',
  yestarday: 'yesterday',
  ysterday: 'yesterday',
  tody: 'today',
  toady: 'today',
  todat: 'today',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  restraunt: 'restaurant',
  resturant: 'restaurant',
  restaurent: 'restaurant',
  restarant: 'restaurant',
  resto: 'restaurant',
  grocerys: 'groceries',
  grocieries: 'groceries',
  grocerie: 'groceries',
  diesal: 'diesel',
  deisel: 'diesel',
  desiel: 'diesel',
  gasolin: 'gasoline',
  gasolinea: 'gasolina',
  campgroud: 'campground',
  campround: 'campground',
  saveings: 'savings',
  savigns: 'savings',
  weathr: 'weather',
  wether: 'weather',
  mounth: 'month',
  monht: 'month',
  wek: 'week',
  weeek: 'week',
  semanna: 'semana',
  ayr: 'ayer',
  depence: 'depense',
  depanse: 'depense',
  depenser: 'depense',
  gatse: 'gaste',
  gastee: 'gaste',
  hiers: 'hier',
  aujourdhui: 'aujourd hui',
  ajourdhui: 'aujourd hui',
};

/** Words the fuzzy mender may correct towards: the engine's vocabulary, none shorter than five letters. */
const VOCABULARY = [
  'spent',
  'spend',
  'expense',
  'expenses',
  'budget',
  'budgets',
  'income',
  'earned',
  'received',
  'groceries',
  'grocery',
  'restaurant',
  'coffee',
  'diesel',
  'petrol',
  'gasoline',
  'campground',
  'campsite',
  'maintenance',
  'repair',
  'yesterday',
  'today',
  'tomorrow',
  'dollars',
  'euros',
  'pounds',
  'savings',
  'weather',
  'forecast',
  'month',
  'week',
  'gaste',
  'gastado',
  'gasolina',
  'presupuesto',
  'comida',
  'restaurante',
  'semana',
  'dolares',
  'ahorro',
  'ahorros',
  'depense',
  'depenses',
  'essence',
  'carburant',
  'courses',
  'semaine',
  'semaines',
  'semanas',
  'combien',
  'aujourd',
  'derniere',
  'dernier',
  'derniers',
  'dernieres',
  'epargne',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const VOCABULARY_SET = new Set(VOCABULARY);
/** Real words one slip away from a vocabulary word, left alone ("ca marche" is not March). */
const NOT_TYPOS = new Set([
  'marche',
  'marcha',
  'marches',
  'weekly',
  'months',
  'spends',
  'budgeted',
  'sunday',
  // Spanish periods one letter from 'semana': a weekly budget is not a week's.
  'semanal',
  'semanales',
  'mensual',
  'mensuales',
  'quincenal',
]);

/** Optimal string alignment distance, giving up once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

function mendWord(word: string): string {
  const known = TYPOS[word];
  if (known) return known;
  if (word.length < 6 || VOCABULARY_SET.has(word) || NOT_TYPOS.has(word)) return word;
  // Longer words tolerate two slips; a single slip in a short word already reaches other real words.
  const max = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of VOCABULARY) {
    if (candidate[0] !== word[0]) continue;
    const d = editDistance(word, candidate, max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best ?? word;
}

/** Number words of the three languages (accents stripped); 'a', 'un', 'une' count only before a hundred or thousand. */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  uno: 1,
  two: 2,
  dos: 2,
  deux: 2,
  three: 3,
  tres: 3,
  trois: 3,
  four: 4,
  cuatro: 4,
  quatre: 4,
  five: 5,
  cinco: 5,
  cinq: 5,
  six: 6,
  seis: 6,
  seven: 7,
  siete: 7,
  sept: 7,
  eight: 8,
  ocho: 8,
  huit: 8,
  nine: 9,
  nueve: 9,
  neuf: 9,
  ten: 10,
  diez: 10,
  dix: 10,
  eleven: 11,
  once: 11,
  onze: 11,
  twelve: 12,
  doce: 12,
  douze: 12,
  thirteen: 13,
  trece: 13,
  treize: 13,
  fourteen: 14,
  catorce: 14,
  quatorze: 14,
  fifteen: 15,
  quince: 15,
  sixteen: 16,
  dieciseis: 16,
  seize: 16,
  seventeen: 17,
  diecisiete: 17,
  eighteen: 18,
  dieciocho: 18,
  nineteen: 19,
  diecinueve: 19,
  twenty: 20,
  veinte: 20,
  vingt: 20,
  vingts: 20,
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  thirty: 30,
  treinta: 30,
  trente: 30,
  forty: 40,
  fourty: 40,
  cuarenta: 40,
  quarante: 40,
  fifty: 50,
  cincuenta: 50,
  cinquante: 50,
  sixty: 60,
  sesenta: 60,
  soixante: 60,
  seventy: 70,
  setenta: 70,
  eighty: 80,
  ochenta: 80,
  ninety: 90,
  noventa: 90,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};
const HUNDRED = new Set(['hundred', 'cien', 'ciento', 'cent', 'cents']);
const THOUSAND = new Set(['thousand', 'mil', 'mille']);
const NUMBER_JOINERS = new Set(['and', 'y', 'et']);
const NUMBER_ARTICLES = new Set(['a', 'an', 'un', 'une', 'una']);
/** Words a spelled-out number is read before: money and the units the matchers use. */
const SPELLED_BEFORE = new Set(
  (
    'dollars dollar bucks buck euros euro pounds pound quid dolares dolar libras libra livres livre balles pavos francs francos ' +
    'miles mile millas km kms kilometres kilometers kilometros litres liters litros gallons galones days day dias ' +
    'jours nights noches nuits weeks semanas semaines hours horas heures feet pies pieds metres meters metros'
  ).split(' '),
);
const isNumberPart = (w: string) => w in NUMBER_WORDS || HUNDRED.has(w) || THOUSAND.has(w);

function spelledValue(parts: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let last = 0;
  for (const part of parts) {
    if (NUMBER_JOINERS.has(part)) continue;
    if (NUMBER_ARTICLES.has(part)) current += 1;
    else if (HUNDRED.has(part)) current = (current || 1) * 100;
    else if (THOUSAND.has(part)) {
      total += (current || 1) * 1000;
      current = 0;
    } else if ((part === 'vingt' || part === 'vingts') && last === 4) current += 76;
    else current += NUMBER_WORDS[part] ?? 0;
    last = NUMBER_WORDS[part] ?? 0;
  }
  const value = total + current;
  return value > 0 ? value : null;
}

/** 'twenty-five dollars', 'treinta y cinco euros', 'quatre-vingts euros', 'five day trip': digits before money and units. */
function spellNumbers(words: string[]): string[] {
  const out = [...words];
  for (let i = out.length - 1; i > 0; i--) {
    if (!SPELLED_BEFORE.has(out[i]!)) continue;
    let j = i;
    while (j > 0 && i - j < 8) {
      const parts = out[j - 1]!.split('-');
      const ok = parts.every((p) => isNumberPart(p) || NUMBER_JOINERS.has(p) || NUMBER_ARTICLES.has(p));
      if (!ok) break;
      j--;
    }
    // Joiners and articles lead a number only when a hundred or thousand follows ('a hundred', not 'and a').
    while (j < i) {
      const w = out[j]!;
      const next = out[j + 1]?.split('-')[0] ?? '';
      if (NUMBER_JOINERS.has(w) || (NUMBER_ARTICLES.has(w) && !HUNDRED.has(next) && !THOUSAND.has(next))) j++;
      else break;
    }
    if (j === i) continue;
    const parts = out.slice(j, i).flatMap((w) => w.split('-'));
    const value = spelledValue(parts);
    if (value === null) continue;
    out.splice(j, i - j, String(value));
    i = j;
  }
  return out;
}

/**
 * Lower case, accents stripped, typographic punctuation made plain, apostrophes and most punctuation made spaces
 * ("j'ai" is "j ai", "aujourd'hui" is "aujourd hui"), typos mended, spaces collapsed. Digits keep their separators.
 */
export function normaliseText(input: string): string {
  const plain = input
    .slice(0, PAM_LIMITS.messageMaxChars)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u2032`´]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u00a0\u202f\u2007\t\r\n]/g, ' ')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    // A length in feet written 35' reads as 35 ft before apostrophes become spaces.
    .replace(/(\d)'(?![a-z])/g, '$1 ft ')
    .replace(/'/g, ' ')
    .replace(/[?!¿¡;:"()[\]{}<>*_=|~^]/g, ' ')
    .replace(/(^|[^\d])[.,](?!\d)/g, '$1 ')
    .replace(/([^\d\s])[.,]/g, '$1 ')
    .replace(/[.,](\s|$)/g, ' ');
  const words = plain.split(' ').filter((w) => w.length > 0);
  return spellNumbers(words.map((w) => (/^[a-z]+$/.test(w) ? mendWord(w) : w)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const LANGUAGE_MARKERS: Record<Language, readonly string[]> = {
  en: [
    'i',
    // Words of upkeep requests that carry no other English marker ('schedule a tyre rotation every 8,000 miles').
    'every',
    'schedule',
    'remind',
    'miles',
    'tyre',
    'tyres',
    'tire',
    'tires',
    'rotation',
    'spent',
    'spend',
    'the',
    'my',
    'how',
    'much',
    'today',
    'yesterday',
    'what',
    'is',
    'for',
    'last',
    'this',
    'week',
    'month',
    'on',
    'paid',
    'bought',
    'did',
    'show',
    'me',
    'and',
    'of',
    'to',
    'from',
    'am',
    'set',
    'add',
    'save',
    'weather',
    'earned',
    'got',
    'hi',
    'hello',
    'thanks',
    'please',
    'where',
    'far',
    'near',
    'groceries',
    'bucks',
    'dollars',
    'year',
    'at',
    'in',
    'it',
    'you',
    'can',
    'yes',
  ],
  es: [
    'gaste',
    'gastado',
    'gastos',
    'gasto',
    'hoy',
    'ayer',
    'anteayer',
    'el',
    'los',
    'las',
    'mi',
    'mis',
    'cuanto',
    'cuantos',
    'presupuesto',
    'semana',
    'mes',
    'ano',
    'pasado',
    'pasada',
    'que',
    'por',
    'para',
    'gasolina',
    'comida',
    'gane',
    'cobre',
    'recibi',
    'y',
    'con',
    'esta',
    'este',
    'como',
    'donde',
    'tiempo',
    'hace',
    'cerca',
    'dolares',
    'pague',
    'compre',
    'hola',
    'gracias',
    'en',
    'de',
    'del',
    'un',
    'una',
    'al',
    'pon',
    'ahorro',
    'ahorrar',
    'si',
    'cancela',
    'cuesta',
    'puedes',
    'muestrame',
    'dame',
    'va',
    'lo',
    'me',
    'es',
    'desde',
    'ultimo',
    'ultimos',
    'buenos',
    'buenas',
    'dias',
    'ingreso',
    'viaje',
    'planea',
    'cuesta',
    'toca',
    'estoy',
    'estamos',
    'hemos',
    'cambia',
    'moneda',
    'voz',
    'millas',
    'oscuro',
    'desactiva',
    'activa',
    'llene',
    'litros',
    'gasolinera',
    'anota',
    'apunta',
    'pon',
    'quiero',
    'helado',
    'dolar',
    'euro',
    'fueron',
    'fue',
    'era',
    'borralo',
    'borrala',
    'eliminalo',
    'eliminala',
    'cambialo',
    'cambiala',
    'mejor',
    'perdon',
    'segundo',
    'segunda',
    'primero',
    'primera',
    'tercero',
    'tercera',
    'semanal',
    'mensual',
    'quincenal',
    'exporta',
    'descarga',
    'ingresos',
  ],
  fr: [
    'j',
    'ai',
    'je',
    'depense',
    'depenses',
    'degres',
    'aujourd',
    'hui',
    'hier',
    'le',
    'les',
    'mon',
    'ma',
    'mes',
    'combien',
    'semaine',
    'mois',
    'dernier',
    'derniere',
    'au',
    'du',
    'des',
    'pour',
    'est',
    'ou',
    'quel',
    'quelle',
    'temps',
    'pres',
    'essence',
    'courses',
    'gagne',
    'recu',
    'paye',
    'achete',
    'bonjour',
    'salut',
    'merci',
    'et',
    'avec',
    'ce',
    'cette',
    'annee',
    'fait',
    'il',
    'y',
    'qu',
    'oui',
    'annule',
    'epargne',
    'fixe',
    'ajoute',
    'depuis',
    'en',
    'de',
    'un',
    'une',
    'la',
    'sur',
    'peux',
    'tu',
    'moi',
    'avant',
    'nous',
    'sommes',
    'maintenant',
    'voyage',
    'jours',
    'planifie',
    'trajet',
    'itineraire',
    'vidange',
    'plein',
    'pneus',
    'entretien',
    'meteo',
    'devise',
    'voix',
    'sombre',
    'coupe',
    'passe',
    'metrique',
    'utilise',
    'parle',
    'gasoil',
    'gazole',
    'carburant',
    'suis',
    'dois',
    'coute',
    'ca',
    'glace',
    'etait',
    'supprime',
    'efface',
    'plutot',
    'deuxieme',
    'premiere',
    'troisieme',
    'hebdomadaire',
    'mensuel',
    'revenu',
    'revenus',
    'exporte',
    'telecharge',
  ],
};
const MARKER_SETS = Object.fromEntries(
  Object.entries(LANGUAGE_MARKERS).map(([language, words]) => [language, new Set(words)]),
) as Record<Language, Set<string>>;
/** Words that decide between languages on their own: their presence outweighs shared little words. */
const STRONG_MARKERS: Record<Language, ReadonlySet<string>> = {
  en: new Set(['spent', 'yesterday', 'today', 'how', 'much', 'my', 'the', 'what', 'did', 'i', 'last', 'this']),
  es: new Set(['gaste', 'hoy', 'ayer', 'cuanto', 'presupuesto', 'semana', 'pasado', 'pasada', 'mi', 'dolares', 'que']),
  fr: new Set(['j', 'ai', 'je', 'depense', 'hier', 'combien', 'mon', 'semaine', 'mois', 'dernier', 'hui', 'ou', 'est']),
};

const NAME_LANGUAGE: Record<string, Language> = {};
for (const [language, names] of [
  [
    'en',
    'january february march april june july august september october november december monday tuesday wednesday thursday friday saturday sunday',
  ],
  [
    'es',
    'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes martes miercoles jueves viernes sabado domingo',
  ],
  [
    'fr',
    'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre lundi mardi mercredi jeudi vendredi samedi dimanche',
  ],
] as const) {
  for (const name of names.split(' ')) NAME_LANGUAGE[name] ??= language;
}

export function detectLanguage(tokens: readonly string[], fallback: Language): Language {
  const score: Record<Language, number> = { en: 0, es: 0, fr: 0 };
  for (const [i, token] of tokens.entries()) {
    // '45,200 mi' is miles, not the Spanish 'my'.
    if (token === 'mi' && /^\d/.test(tokens[i - 1] ?? '')) continue;
    const named = NAME_LANGUAGE[token];
    if (named) score[named] += 1;
    for (const language of ['en', 'es', 'fr'] as const) {
      if (MARKER_SETS[language].has(token)) score[language] += STRONG_MARKERS[language].has(token) ? 2 : 1;
    }
  }
  // Spanish and French endings tell on words the lists do not hold.
  for (const token of tokens) {
    if (/(?:cion|ando|iendo|amos|ado)$/.test(token)) score.es += 0.5;
    if (/(?:tion|eaux|oire|ment|ees)$/.test(token) && !/^(?:payment|statement|comment)$/.test(token)) score.fr += 0.25;
  }
  const best = (['en', 'es', 'fr'] as const).reduce((a, b) => (score[b] > score[a] ? b : a), fallback);
  return score[best] > score[fallback] ? best : fallback;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Dates and periods                                                                                                  */
/* ------------------------------------------------------------------------------------------------------------------ */

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  enero: 1,
  janvier: 1,
  janv: 1,
  february: 2,
  feb: 2,
  febrero: 2,
  fevrier: 2,
  fevr: 2,
  march: 3,
  mar: 3,
  marzo: 3,
  mars: 3,
  april: 4,
  apr: 4,
  abril: 4,
  avril: 4,
  may: 5,
  mayo: 5,
  mai: 5,
  june: 6,
  jun: 6,
  junio: 6,
  juin: 6,
  july: 7,
  jul: 7,
  julio: 7,
  juillet: 7,
  august: 8,
  aug: 8,
  agosto: 8,
  aout: 8,
  september: 9,
  sept: 9,
  sep: 9,
  septiembre: 9,
  setiembre: 9,
  septembre: 9,
  october: 10,
  oct: 10,
  octubre: 10,
  octobre: 10,
  november: 11,
  nov: 11,
  noviembre: 11,
  novembre: 11,
  december: 12,
  dec: 12,
  diciembre: 12,
  decembre: 12,
};
const MONTH_RE = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** Month names that are also ordinary words, read as months only beside a day number or a preposition. */
const FULL_MONTH_RE = Object.keys(MONTHS)
  .filter((m) => m.length > 3 && !['sept', 'janv', 'fevr'].includes(m))
  .sort((a, b) => b.length - a.length)
  .join('|');

const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  domingo: 0,
  dimanche: 0,
  monday: 1,
  mon: 1,
  lunes: 1,
  lundi: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  martes: 2,
  mardi: 2,
  wednesday: 3,
  wed: 3,
  miercoles: 3,
  mercredi: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  jueves: 4,
  jeudi: 4,
  friday: 5,
  fri: 5,
  viernes: 5,
  vendredi: 5,
  saturday: 6,
  sat: 6,
  sabado: 6,
  samedi: 6,
};
const WEEKDAY_RE = Object.keys(WEEKDAYS)
  .filter((d) => d.length > 3)
  .sort((a, b) => b.length - a.length)
  .join('|');
const WEEKDAY_ANY_RE = Object.keys(WEEKDAYS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const SMALL_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  un: 1,
  una: 1,
  uno: 1,
  une: 1,
  two: 2,
  dos: 2,
  deux: 2,
  three: 3,
  tres: 3,
  trois: 3,
  four: 4,
  cuatro: 4,
  quatre: 4,
  five: 5,
  cinco: 5,
  cinq: 5,
  six: 6,
  seis: 6,
  seven: 7,
  siete: 7,
  sept: 7,
  eight: 8,
  ocho: 8,
  huit: 8,
  nine: 9,
  nueve: 9,
  neuf: 9,
  ten: 10,
  diez: 10,
  dix: 10,
  fourteen: 14,
  catorce: 14,
  quatorze: 14,
  thirty: 30,
  treinta: 30,
  trente: 30,
};
const SMALL_NUMBER_RE = `\\d{1,3}|${Object.keys(SMALL_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;
const countOf = (word: string): number => SMALL_NUMBERS[word] ?? Number(word);

const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const validDay = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);

/** The latest given weekday on or before today (`strict`: before today). */
function pastWeekday(today: string, weekday: number, strict: boolean): string {
  let back = (weekdayOf(today) - weekday + 7) % 7;
  if (back === 0 && strict) back = 7;
  return addDays(today, -back);
}
function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** A day and month with no year: the year that puts it nearest to today. */
function nearestYear(today: string, month: number, day: number): string | null {
  const year = Number(today.slice(0, 4));
  const candidates = [year - 1, year, year + 1].filter((y) => validDay(y, month, day)).map((y) => iso(y, month, day));
  if (candidates.length === 0) return null;
  const distance = (d: string) =>
    Math.abs(new Date(`${d}T00:00:00Z`).getTime() - new Date(`${today}T00:00:00Z`).getTime());
  return candidates.reduce((a, b) => (distance(b) < distance(a) ? b : a));
}
function fullYear(text: string | undefined, today: string): number | null {
  if (!text) return null;
  const n = Number(text);
  if (text.length === 2) return 2000 + n;
  return text.length === 4 ? n : Number(today.slice(0, 4));
}
function dayMonth(today: string, day: number, month: number, yearText: string | undefined): string | null {
  const year = fullYear(yearText, today);
  if (year === null) return nearestYear(today, month, day);
  return validDay(year, month, day) ? iso(year, month, day) : null;
}

type Span = { start: number; end: number };
type DateFound = Span & { date: string };

/** Dates are read on the normalised text; `monthFirst` reads 03/12 as 12 March unless the numbers forbid it. */
function findDate(text: string, today: string, monthFirst: boolean): DateFound | null {
  const rules: Array<[RegExp, (m: RegExpExecArray) => string | null]> = [
    [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, (m) => (validDay(+m[1]!, +m[2]!, +m[3]!) ? iso(+m[1]!, +m[2]!, +m[3]!) : null)],
    [
      /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b/,
      (m) => {
        let [day, month] = [+m[1]!, +m[2]!];
        if ((monthFirst && day <= 12) || month > 12) [day, month] = [month, day];
        return dayMonth(today, day, month, m[3]);
      },
    ],
    [/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/, (m) => dayMonth(today, +m[1]!, +m[2]!, m[3])],
    [
      new RegExp(
        `\\b(\\d{1,2})(?:st|nd|rd|th|er|eme|o)? (?:(?:de|of) )?(${MONTH_RE})\\b(?: (?:de |del )?(\\d{4})\\b)?`,
      ),
      (m) => dayMonth(today, +m[1]!, MONTHS[m[2]!]!, m[3]),
    ],
    [
      new RegExp(`\\b(${MONTH_RE}) (\\d{1,2})(?:st|nd|rd|th)?\\b(?: (\\d{4})\\b)?`),
      (m) => dayMonth(today, +m[2]!, MONTHS[m[1]!]!, m[3]),
    ],
    [
      /\bthe (\d{1,2})(?:st|nd|rd|th)\b|\bel dia (\d{1,2})\b|\ble (\d{1,2})(?:er)?(?= ?$| (?!\d|\$|€|£|%|km|kms|kilo|mi\b|miles|l\b|litres?|gal|m\b|metres?|ft\b|pieds|euros?|dollars?|livres?|jours?|nuits?|heures?|h\b|fois))/,
      (m) => {
        const day = Number(m[1] ?? m[2] ?? m[3]);
        const [y, mo, d] = today.split('-').map(Number) as [number, number, number];
        const base = day <= d ? today : addMonths(today, -1);
        const [by, bm] = [Number(base.slice(0, 4)), Number(base.slice(5, 7))];
        return validDay(by, bm, day) ? iso(by, bm, day) : validDay(y, mo, day) ? iso(y, mo, day) : null;
      },
    ],
    [
      /\b(?:the )?day before yesterday\b|\banteayer\b|\bantier\b|\bavant hier\b|\bavant-hier\b/,
      () => addDays(today, -2),
    ],
    [
      /\byesterday(?: (?:morning|afternoon|evening))?\b|\bayer(?: por la (?:manana|tarde|noche))?\b|\banoche\b|\bhier(?: (?:soir|matin|midi|apres-midi))?\b|\blast night\b/,
      () => addDays(today, -1),
    ],
    [/\b(?:day after tomorrow|pasado manana|apres-demain|apres demain)\b/, () => addDays(today, 2)],
    [/\b(?:esta|la|por la|de la) manana\b/, () => today],
    [/\btomorrow\b|\bmanana\b|\bdemain\b/, () => addDays(today, 1)],
    [
      /\btoday\b|\btonight\b|\bthis (?:morning|afternoon|evening)\b|\bhoy\b|\besta (?:tarde|noche)\b|\baujourd hui\b|\bce (?:matin|soir)\b|\bcet apres-?midi\b/,
      () => today,
    ],
    [
      new RegExp(`\\b(${SMALL_NUMBER_RE}) (days?|weeks?) ago\\b`),
      (m) => addDays(today, -countOf(m[1]!) * (m[2]!.startsWith('week') ? 7 : 1)),
    ],
    [
      new RegExp(`\\bhace (${SMALL_NUMBER_RE}) (dias?|semanas?)\\b`),
      (m) => addDays(today, -countOf(m[1]!) * (m[2]!.startsWith('semana') ? 7 : 1)),
    ],
    [
      new RegExp(`\\bil y a (${SMALL_NUMBER_RE}) (jours?|semaines?)\\b`),
      (m) => addDays(today, -countOf(m[1]!) * (m[2]!.startsWith('semaine') ? 7 : 1)),
    ],
    [
      new RegExp(
        `\\b(?:last|past|el|este) (${WEEKDAY_ANY_RE})(?: pasado)?\\b|\\b(${WEEKDAY_RE}) (?:pasado|dernier)\\b`,
      ),
      (m) => pastWeekday(today, WEEKDAYS[(m[1] ?? m[2])!]!, true),
    ],
    [
      new RegExp(
        `\\b(?:next|coming|el proximo|este proximo|proximo) (${WEEKDAY_ANY_RE})\\b|\\b(${WEEKDAY_RE}) (?:prochain|que viene)\\b`,
      ),
      (m) => nextWeekday(today, WEEKDAYS[(m[1] ?? m[2])!]!),
    ],
    [
      new RegExp(`\\b(?:on|el|le) (${WEEKDAY_ANY_RE})\\b|\\b(${WEEKDAY_RE})\\b`),
      (m) => pastWeekday(today, WEEKDAYS[(m[1] ?? m[2])!]!, false),
    ],
  ];
  for (const [re, resolve] of rules) {
    const m = re.exec(text);
    if (!m) continue;
    const date = resolve(m);
    if (date) return { start: m.index, end: m.index + m[0].length, date };
  }
  return null;
}

type PeriodFound = Span & { period: PeriodMention };

function monthPeriod(year: number, month: number): PeriodMention {
  const p = periodOf('month', iso(year, month, 1));
  return { from: p.start, to: p.end, label: `month:${iso(year, month, 1).slice(0, 7)}` };
}
/** A month named without a year: the latest one that has begun. */
function latestMonth(today: string, month: number): PeriodMention {
  const year = Number(today.slice(0, 4));
  return monthPeriod(month > Number(today.slice(5, 7)) ? year - 1 : year, month);
}

function findPeriod(text: string, today: string): PeriodFound | null {
  const week = periodOf('week', today);
  const lastWeek = periodBefore('week', today, 1);
  const month = periodOf('month', today);
  const lastMonth = periodBefore('month', today, 1);
  const year = yearOf(today);
  const lastYear = yearOf(addDays(year.start, -1));
  const saturday = addDays(week.start, 5);
  const span = (from: string, to: string, label: string): PeriodMention => ({ from, to, label });
  const rules: Array<[RegExp, (m: RegExpExecArray) => PeriodMention | null]> = [
    [
      new RegExp(
        `\\b(?:last|past|previous|los ultimos|las ultimas|ultimos|ultimas|(?<!tous |toutes )les|ces) (${SMALL_NUMBER_RE}) (days?|dias?|jours?|weeks?|semanas?|semaines?|months?|meses|mes|mois)(?: derniers| dernieres)?\\b|\\b(?:les|ces|des|aux) (${SMALL_NUMBER_RE}) derni(?:ers|eres) (jours|semaines|mois)\\b`,
      ),
      (m) => {
        const n = countOf((m[1] ?? m[3])!);
        const unit = (m[2] ?? m[4])!;
        if (!(n >= 1 && n <= 366)) return null;
        if (/^(?:d|j)/.test(unit)) return span(addDays(today, -(n - 1)), today, `last_${n}_days`);
        if (/^(?:w|sem)/.test(unit)) return span(addDays(today, -(7 * n - 1)), today, `last_${n * 7}_days`);
        return span(addDays(addMonths(today, -n), 1), today, `last_${n}_months`);
      },
    ],
    [/\bpast week\b|\bultimos siete dias\b/, () => span(addDays(today, -6), today, 'last_7_days')],
    [/\bpast month\b/, () => span(addDays(addMonths(today, -1), 1), today, 'last_1_months')],
    [/\bpast year\b/, () => span(addDays(addMonths(today, -12), 1), today, 'last_12_months')],
    [
      /\blast weekend\b|\bfin de semana pasado\b|\b(?:le |ce )?week-?end dernier\b/,
      () => span(addDays(lastWeek.start, 5), lastWeek.end, 'last_weekend'),
    ],
    [
      /\b(?:this )?weekend\b|\beste fin de semana\b|\bfin de semana\b|\bce week-?end\b|\bweek-?end\b/,
      () => span(saturday, week.end, 'this_weekend'),
    ],
    [
      /\blast week\b|\bprevious week\b|\b(?:la )?semana (?:pasada|anterior)\b|\bsemaine (?:derniere|passee)\b|\bderniere semaine\b/,
      () => span(lastWeek.start, lastWeek.end, 'last_week'),
    ],
    [/\bthis week\b|\besta semana\b|\bcette semaine\b/, () => span(week.start, week.end, 'this_week')],
    [
      /\blast month\b|\bprevious month\b|\bmes (?:pasado|anterior)\b|\b(?:le )?mois (?:dernier|passe|precedent)\b/,
      () => span(lastMonth.start, lastMonth.end, 'last_month'),
    ],
    [
      /\bthis month\b|\beste mes\b|\bce mois\b|\bdu mois\b|\bcurrent month\b|\bmonth so far\b|\bso far this month\b|\ben lo que va del mes\b/,
      () => span(month.start, month.end, 'this_month'),
    ],
    [
      /\blast year\b|\bprevious year\b|\bano (?:pasado|anterior)\b|\b(?:l )?annee (?:derniere|passee)\b/,
      () => span(lastYear.start, lastYear.end, `year:${lastYear.start.slice(0, 4)}`),
    ],
    [
      /\bthis year\b|\byear to date\b|\bytd\b|\beste ano\b|\bcette annee\b|\ben lo que va del ano\b/,
      () => span(year.start, year.end, `year:${year.start.slice(0, 4)}`),
    ],
    [
      new RegExp(
        `\\b(?:since|desde(?: el)?|depuis(?: le)?) (${WEEKDAY_ANY_RE})\\b|\\b(?:since|desde|depuis) (?:the (?:start|beginning) of|(?:el )?(?:inicio|principio|principios|comienzo) de|(?:le )?debut d)(?:u| the| el| la| l)? (week|month|year|semana|mes|ano|semaine|mois|annee)\\b`,
      ),
      (m) => {
        if (m[1]) return span(pastWeekday(today, WEEKDAYS[m[1]]!, false), today, `since:${m[1]}`);
        const unit = m[2]!;
        const from = /^(?:week|semana|semaine)$/.test(unit)
          ? week.start
          : /^(?:month|mes|mois)$/.test(unit)
            ? month.start
            : year.start;
        return span(from, today, `since:${from}`);
      },
    ],
    [
      new RegExp(
        `\\b(?:since|desde|depuis)(?: (?:the )?(?:start|beginning) of| (?:el )?(?:inicio|principio|principios|comienzo) de| (?:le )?debut(?: de| d)?| le mois d| el mes de)? (${FULL_MONTH_RE})\\b(?: (?:de |del )?(\\d{4})\\b)?`,
      ),
      (m) => {
        const month = m[2] ? monthPeriod(Number(m[2]), MONTHS[m[1]!]!) : latestMonth(today, MONTHS[m[1]!]!);
        return month.from > today ? null : span(month.from, today, `since:${month.from}`);
      },
    ],
    [
      new RegExp(
        `\\b(?:in|during|for|en|durante|pour|au mois de|el mes de|mes de|en el mes de|de) (${MONTH_RE})\\b(?: (?:de |del )?(\\d{4})\\b)?`,
      ),
      (m) => {
        const mo = MONTHS[m[1]!]!;
        // 'en mar' is at sea.
        if (m[1] === 'mar' && !m[2]) return null;
        return m[2] ? monthPeriod(Number(m[2]), mo) : latestMonth(today, mo);
      },
    ],
    [
      new RegExp(`\\b(${FULL_MONTH_RE})\\b(?: (?:de |del )?(\\d{4})\\b)?`),
      (m) => (m[2] ? monthPeriod(Number(m[2]), MONTHS[m[1]!]!) : latestMonth(today, MONTHS[m[1]!]!)),
    ],
    [
      /\b(?:in|en|for|durante|pour) (20\d\d)\b/,
      (m) => {
        const y = yearOf(`${m[1]}-01-01`);
        return span(y.start, y.end, `year:${m[1]}`);
      },
    ],
  ];
  for (const [re, resolve] of rules) {
    const m = re.exec(text);
    if (!m) continue;
    const period = resolve(m);
    if (period) return { start: m.index, end: m.index + m[0].length, period };
  }
  return null;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Numbers and money                                                                                                  */
/* ------------------------------------------------------------------------------------------------------------------ */

/**
 * A number as people type it in a chat, in any of the three languages' habits: unlike a form (money.ts, one locale,
 * refuse what is unclear) a message gives no locale to hold to, so the separators are read from their shape:
 * both '.' and ',' → the last one is the decimal; ' ' groups; one separator followed by three digits groups in
 * English for ',' and in every language for '.' (nobody writes an amount with three decimals: '1.500' is 1500),
 * except after a leading 0 or for a price per unit (`decimal`: '$3.899 a gallon'); otherwise it is the decimal.
 */
export function readChatNumber(raw: string, language: Language, decimal = false): number | null {
  const compact = raw.replace(/ /g, '');
  const hasSpace = compact.length !== raw.length;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let whole = compact;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = Math.max(lastDot, lastComma);
    whole = compact.slice(0, decimal);
    fraction = compact.slice(decimal + 1);
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = compact.split(sep);
    const tail = parts[parts.length - 1]!;
    const groups =
      parts.length > 2 ||
      (tail.length === 3 && (hasSpace || (sep === ',' ? language === 'en' : !decimal && !/^0+$/.test(parts[0] ?? ''))));
    if (!groups) {
      whole = parts.slice(0, -1).join('');
      fraction = tail;
    }
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  const value = Number(`${whole}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : null;
}

const DOLLAR_CURRENCIES = new Set(['USD', 'CAD', 'AUD', 'NZD']);
const CODES = new Set(['usd', 'eur', 'cad', 'aud', 'nzd', 'gbp', 'chf']);

/** Currency written before a number: symbols, prefixed dollars and codes. */
const PREFIX_RE = /(?:\b(usd|eur|cad|aud|nzd|gbp|chf) ?|(us|c|ca|can|a|au|aud|nz|nzd)\$ ?|(\$|€|£) ?)$/;
/** Currency written after a number: symbols, codes and words in the three languages. */
const SUFFIX_RE =
  /^ ?(?:(\$|€|£)|(usd|eur|cad|aud|nzd|gbp|chf)\b|(?:(canadian|australian|aussie|kiwi|new zealand|nz|us|american) )?(dollars?|bucks?|dolares|dolar|euros?|pounds?|quid|libras?|livres?(?: sterling)?|sterling|pavos|balles|swiss francs?|francs? suisses?|francos? suizos?|franken)\b(?: (canadienses|canadiens|australianos|australiens|neozelandeses|americanos|americains|us|estadounidenses))?)/;

function currencyOf(
  symbolOrCode: string | undefined,
  prefix: string | undefined,
  qualifier: string | undefined,
  word: string | undefined,
  trailing: string | undefined,
  userCurrency: string,
): string | null {
  if (symbolOrCode && CODES.has(symbolOrCode)) return symbolOrCode.toUpperCase();
  if (prefix) {
    if (/^(?:c|ca|can)$/.test(prefix)) return 'CAD';
    if (/^(?:a|au|aud)$/.test(prefix)) return 'AUD';
    if (/^(?:nz|nzd)$/.test(prefix)) return 'NZD';
    return 'USD';
  }
  const q = qualifier ?? trailing;
  if (q) {
    if (/^can/.test(q)) return 'CAD';
    if (/^(?:austral|aussie)/.test(q)) return 'AUD';
    if (/^(?:kiwi|new zealand|nz|neoz)/.test(q)) return 'NZD';
    if (/^(?:us|americ|estadou)/.test(q)) return 'USD';
  }
  const sign = symbolOrCode ?? word ?? '';
  // 'pavos' and 'balles' are slang for euros.
  if (sign === '€' || /^(?:euro|pavos|balles)/.test(sign)) return 'EUR';
  if (sign === '£' || /^(?:pound|quid|libra|livre|sterling)/.test(sign)) return 'GBP';
  if (/^(?:swiss|franc|franken)/.test(sign)) return 'CHF';
  if (sign === '$' || /^(?:dollar|buck|dolar)/.test(sign))
    return DOLLAR_CURRENCIES.has(userCurrency) ? userCurrency : 'USD';
  return null;
}

const UNIT_RE =
  /^ ?(kilometres|kilometers|kilometros|kilometre|kilometer|kilometro|kms|km|miles|mile|millas|milla|mi|litres|liters|litros|litre|liter|litro|lts|lt|l|imperial gallons?|imp gallons?|imp gals?|uk gallons?|gallons|gallon|galones|galon|gals|gal|metres|meters|metros|metre|meter|metro|m|feet|foot|pies|pieds|ft|%|percent|por ciento|pour ?cent|days|day|dias|dia|jours|jour|nights|night|noches|noche|nuits|nuit|hours|hour|hrs|hr|h|horas|hora|heures|heure|weeks|week|semanas|semana|semaines|semaine|months|month|meses|mes|mois)(?![a-z])/;
const UNIT_CANONICAL: Array<[RegExp, string]> = [
  [/^(?:kilo|km)/, 'km'],
  [/^(?:mile|milla|mi$)/, 'mi'],
  [/^(?:lit|lt|l$)/, 'l'],
  [/^(?:gal|imperial gal|imp gal|uk gal)/, 'gal'],
  [/^(?:metre|meter|metro|m$)/, 'm'],
  [/^(?:feet|foot|pies|pieds|ft)/, 'ft'],
  [/^(?:%|percent|por ciento|pour)/, '%'],
  [/^(?:day|dia|jour)/, 'days'],
  [/^(?:night|noche|nuit)/, 'nights'],
  [/^(?:hour|hr|h$|hora|heure)/, 'h'],
  [/^(?:week|semana|semaine)/, 'weeks'],
  [/^(?:month|mes|mois)/, 'months'],
];

/** Digits with '.' or ',' between them, or a space before a group of exactly three ('52 000'). */
const NUMBER_RE = /\d+(?:(?:[.,]| (?=\d{3}(?!\d)))\d+)*/g;
const TIME_RE = /\b\d{1,2}:\d{2}\b|\b\d{1,2} ?(?:am|pm|h\d\d)\b/g;

function mask(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

function findAmounts(
  text: string,
  masked: string,
  language: Language,
  userCurrency: string,
): { money: MoneyMention[]; numbers: NumberMention[] } {
  const money: MoneyMention[] = [];
  const numbers: NumberMention[] = [];
  for (const m of masked.matchAll(NUMBER_RE)) {
    const raw = m[0];
    let start = m.index;
    let end = start + raw.length;
    let after = text.slice(end, end + 40);
    const perUnit = /^ ?(?:[$€£] ?)?(?:a|per|each|the|el|por|le|par|\/) ?(?:gallon|gal|litre|liter|litro|l)\b/.test(
      after,
    );
    let value = readChatNumber(raw, language, perUnit);
    if (value === null) continue;
    // '5k', '2.5k', '5 mil euros', '3 grand': thousands.
    const thousands = /^ ?(?:k|mil|mille|grand)(?![a-z])/.exec(after);
    if (thousands) {
      value = Math.round(value * 1000 * 100) / 100;
      end += thousands[0].length;
      after = text.slice(end, end + 40);
    }
    // Words glued to digits ('45bucks', 'a4', '2nd') are not amounts unless the glue is a currency or unit.
    const before = text.slice(Math.max(0, start - 12), start);
    if (/[a-z]$/.test(before) && !/(?:usd|eur|cad|aud|nzd|gbp)$/.test(before)) continue;
    const prefix = PREFIX_RE.exec(before);
    const suffix = SUFFIX_RE.exec(after);
    const currency = prefix
      ? currencyOf(prefix[3] ?? prefix[1], prefix[2], undefined, undefined, suffix?.[5], userCurrency)
      : suffix
        ? currencyOf(suffix[1] ?? suffix[2], undefined, suffix[3], suffix[4], suffix[5], userCurrency)
        : null;
    if (currency) {
      if (prefix) start -= prefix[0].length;
      if (!prefix && suffix) end += suffix[0].length;
      money.push({ amount: value, currency, start, end });
      continue;
    }
    if (/^(?:st|nd|rd|th|er|eme)\b/.test(after)) continue;
    const unit = UNIT_RE.exec(after.replace(/^-/, ' '));
    const canonical = unit ? (UNIT_CANONICAL.find(([re]) => re.test(unit[1]!))?.[1] ?? null) : null;
    if (unit) end += unit[0].length;
    numbers.push({ value, unit: canonical, start, end });
  }
  return { money, numbers };
}

/** Makes a message ready for the matchers: normalised once, language told, money, numbers, date and period found. */
export function prepareMessage(original: string, ctx: EngineContext): PreparedMessage {
  const text = normaliseText(original);
  const tokens = text.match(/[a-z0-9]+|[$€£%]/g) ?? [];
  const language = detectLanguage(tokens, ctx.language);
  const monthFirst = language === 'en' && ctx.currency === 'USD';
  const dateFound = findDate(text, ctx.today, monthFirst);
  const periodFound = findPeriod(dateFound ? mask(text, [dateFound]) : text, ctx.today);
  const times = [...text.matchAll(TIME_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const spans = [dateFound, periodFound, ...times].filter((s): s is Span => s !== null);
  const { money, numbers } = findAmounts(text, mask(text, spans), language, ctx.currency);
  const date = dateFound?.date ?? null;
  const since = dateFound && /\b(?:since|desde(?: el)?|depuis(?: le)?) $/.test(text.slice(0, dateFound.start));
  const period: PeriodMention | null =
    periodFound?.period ??
    (date && since && date <= ctx.today
      ? { from: date, to: ctx.today, label: `since:${date}` }
      : date
        ? { from: date, to: date, label: date === ctx.today ? 'today' : `day:${date}` }
        : null);
  const spanOf = (found: Span | null) => (found ? { start: found.start, end: found.end } : null);
  return {
    original,
    text,
    tokens,
    language,
    money,
    numbers,
    date,
    period,
    dateSpan: spanOf(dateFound),
    periodSpan: spanOf(periodFound),
  };
}
