/** The amounts of money (with their currency) and the numbers with their units that a message holds. */
import type { Language } from '@ww/contracts';
import { readChatNumber } from './prepare-numbers.ts';
import type { MoneyMention, NumberMention } from './prepared-message.ts';

// Every pattern here is anchored on words and uses bounded repetition only: a message is matched in linear time.

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

export function findAmounts(
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
