/** Numbers in a message: spelled-out numbers made digits, the counts of relative dates, numbers typed in a chat. */
import type { Language } from '@ww/contracts';

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
export function spellNumbers(words: string[]): string[] {
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
 * The counts that periods and relative dates are read with ('a week ago', 'los ultimos tres meses'): an article, one
 * to ten, fourteen and thirty.
 */
const COUNT_WORDS: Record<string, number> = {
  ...Object.fromEntries([...NUMBER_ARTICLES].map((w) => [w, 1])),
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, n]) => n <= 10 || n === 14 || n === 30)),
};
export const SMALL_NUMBER_RE = `\\d{1,3}|${Object.keys(COUNT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;
export const countOf = (word: string): number => COUNT_WORDS[word] ?? Number(word);

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
