import type { CategorySuggestionSource, ExpenseCategory } from '@ww/contracts';
import { CATEGORY_KEYWORDS } from './category-keywords.ts';
import { normaliseDescription } from './import-values.ts';

/** A rule or a past expense is matched on at most this many of the merchant's first words. */
export const PATTERN_WORDS = 3;
const PATTERN_MAX_LENGTH = 120;

/**
 * Words banks put before the merchant ("CARD 4411 SHELL", "PAGO TARJETA MERCADONA", "CB CARREFOUR", "PRLV SEPA"):
 * dropped from the start of a description so the pattern begins with the merchant.
 */
const LEADING_NOISE = new Set([
  // en
  'card',
  'pos',
  'purchase',
  'debit',
  'visa',
  'mastercard',
  'mc',
  'contactless',
  'payment',
  'pmt',
  'pymt',
  'to',
  'at',
  'direct',
  'dd',
  'sq',
  'tst',
  'pp',
  'paypal',
  'recurring',
  'checkcard',
  'dbt',
  'ach',
  // es
  'compra',
  'tarjeta',
  'tarj',
  'pago',
  'tpv',
  'en',
  'de',
  'recibo',
  'adeudo',
  'cargo',
  'transferencia',
  'movil',
  'bizum',
  'domiciliacion',
  'com',
  'comercio',
  // fr
  'cb',
  'carte',
  'paiement',
  'achat',
  'prlv',
  'prelevement',
  'sepa',
  'vir',
  'virement',
  'facture',
  'du',
  'le',
  'chez',
]);

/** Without accents, so "Café" and "CAFE" are the same word. */
const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');

/** The description's words as matched: lower case, no digits (dates, card and store numbers), no punctuation or accents. */
function matchWords(description: string): string[] {
  const words = foldAccents(normaliseDescription(description)).split(' ').filter(Boolean);
  let start = 0;
  while (start < words.length - 1 && LEADING_NOISE.has(words[start]!)) start++;
  return words.slice(start);
}

/**
 * The pattern a rule and the user's history are keyed by: the merchant's first words of the matched form
 * ("CARD 4411 SHELL TUCSON AZ 23/05" -> "shell tucson az"). Applied to a pattern it gives the pattern back.
 */
export function descriptionPattern(description: string): string {
  return matchWords(description).slice(0, PATTERN_WORDS).join(' ').slice(0, PATTERN_MAX_LENGTH);
}

/** The pattern's own leading words, longest first: a rule for "shell" also covers "shell tucson". */
function prefixes(pattern: string): string[] {
  const words = pattern.split(' ');
  return words.map((_, i) => words.slice(0, words.length - i).join(' '));
}

/** The longest of the pattern's leading word runs that `known` holds, with its value. */
export function lookupByPrefix<T>(known: ReadonlyMap<string, T>, pattern: string): T | undefined {
  if (!pattern || known.size === 0) return undefined;
  for (const prefix of prefixes(pattern)) {
    const found = known.get(prefix);
    if (found !== undefined) return found;
  }
  return undefined;
}

const KEYWORD_WORDS = 4;
const KEYWORDS: ReadonlyMap<string, ExpenseCategory> = new Map(
  Object.values(CATEGORY_KEYWORDS).flatMap((byCategory) =>
    Object.entries(byCategory).flatMap(([category, words]) =>
      words.map((w) => [w, category as ExpenseCategory] as const),
    ),
  ),
);

/**
 * The built-in keyword category of a description: the longest keyword phrase (up to four words) found anywhere in
 * it as whole words, the first one when two are as long; null when none is. Linear in the number of words.
 */
export function keywordCategory(description: string): ExpenseCategory | null {
  const words = matchWords(description);
  for (let size = Math.min(KEYWORD_WORDS, words.length); size >= 1; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      const found = KEYWORDS.get(words.slice(i, i + size).join(' '));
      if (found) return found;
    }
  }
  return null;
}

/** A user's past expenses, grouped by description and category, as the history query gives them. */
export type HistoryGroup = { description: string; category: string; n: number; last: string };

/**
 * The category the user gave most often to each pattern (the latest one on a tie). 'other' is left out: it is where
 * imports used to put everything, so it says nothing about the merchant.
 */
export function historyByPattern(groups: readonly HistoryGroup[]): Map<string, ExpenseCategory> {
  const tally = new Map<string, Map<ExpenseCategory, { n: number; last: string }>>();
  for (const g of groups) {
    if (g.category === 'other') continue;
    const pattern = descriptionPattern(g.description);
    if (!pattern) continue;
    const byCategory = tally.get(pattern) ?? new Map<ExpenseCategory, { n: number; last: string }>();
    tally.set(pattern, byCategory);
    const seen = byCategory.get(g.category as ExpenseCategory) ?? { n: 0, last: '' };
    byCategory.set(g.category as ExpenseCategory, { n: seen.n + g.n, last: g.last > seen.last ? g.last : seen.last });
  }
  const best = new Map<string, ExpenseCategory>();
  for (const [pattern, byCategory] of tally) {
    let top: { category: ExpenseCategory; n: number; last: string } | null = null;
    for (const [category, s] of byCategory) {
      if (!top || s.n > top.n || (s.n === top.n && s.last > top.last)) top = { category, ...s };
    }
    if (top) best.set(pattern, top.category);
  }
  return best;
}

export type CategorySuggestion = { category: ExpenseCategory; source: CategorySuggestionSource };

/** Proposes a category for a line: the user's rules, then their past expenses, then the built-in keywords. */
export function createCategorySuggester(known: {
  rules: ReadonlyMap<string, ExpenseCategory>;
  history: ReadonlyMap<string, ExpenseCategory>;
}) {
  return (description: string, pattern = descriptionPattern(description)): CategorySuggestion | null => {
    const rule = lookupByPrefix(known.rules, pattern);
    if (rule) return { category: rule, source: 'rule' };
    const past = lookupByPrefix(known.history, pattern);
    if (past) return { category: past, source: 'history' };
    const keyword = keywordCategory(description);
    return keyword ? { category: keyword, source: 'keyword' } : null;
  };
}
