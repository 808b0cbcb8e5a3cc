/** A message's text made plain for the matchers: case, accents, punctuation, typos and spelled-out numbers. */
import { PAM_LIMITS } from '@ww/contracts';
import { spellNumbers } from './prepare-numbers.ts';

// Every pattern here is anchored on words and uses bounded repetition only: a message is matched in linear time.

/** Misspellings seen often enough to mend outright (after accents are stripped). */
const TYPOS: Record<string, string> = {
  // Apostrophes left out: read as the words with them ("where's" is normalised to 'where s').
  wheres: 'where s',
  whats: 'what s',
  hows: 'how s',
  whos: 'who s',
  theres: 'there s',
  theyre: 'they re',
  dont: 'don t',
  doesnt: 'doesn t',
  didnt: 'didn t',
  cant: 'can t',
  isnt: 'isn t',
  wasnt: 'wasn t',
  ive: 'i ve',
  wat: 'what',
  wot: 'what',
  wht: 'what',
  whta: 'what',
  hw: 'how',
  hwo: 'how',
  mch: 'much',
  muhc: 'much',
  lst: 'last',
  mnth: 'month',
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
