import { DATE_FORMATS_IMPORT, EXPENSE_CATEGORIES, type ExpenseCategory } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';
import {
  decimalHint,
  looksLikeAmount,
  looksLikeDate,
  normaliseHeader,
  parseAmountCents,
  parseDate,
  type DecimalSeparator,
  type ImportDateFormat,
} from './import-values.ts';
import {
  BALANCE_WORDS,
  CATEGORY_WORDS,
  CURRENCY_HEADERS,
  HEADER_WORDS,
  type HeaderRole,
  VALUE_DATE_WORDS,
} from './bank-export-words.ts';
import { readCsvRows, type CsvRow } from './csv-rows.ts';

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export type ColumnMap = {
  date: number;
  description: number | null;
  amount: number | null;
  debit?: number | null;
  credit?: number | null;
  category?: number | null;
};

const SAMPLE_LINES = 50;

/**
 * The first non-blank lines split by `delimiter`; none when they cross a limit split that way (a wrong guess). Too
 * many lines before the first rows is the file's own problem, whatever the delimiter: refused at once.
 */
function sampleRows(text: string, delimiter: Delimiter): CsvRow[] {
  try {
    return readCsvRows(text, delimiter, { maxRows: SAMPLE_LINES, sample: true }).rows;
  } catch (err) {
    if (err instanceof AppError && err.code !== 'too_many_lines') return [];
    throw err;
  }
}

/**
 * The delimiter that splits the first lines into the same number of fields (more than one) most consistently;
 * quotes are honoured, so "1,50" inside a ';' file does not count for ','.
 */
export function detectDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; consistency: number; fields: number } = {
    delimiter: ',',
    consistency: -1,
    fields: 0,
  };
  for (const delimiter of DELIMITERS) {
    const rows = sampleRows(text, delimiter).map((r) => r.cells);
    if (!rows.length) continue;
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    const [fields, hits] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
    if (fields < 2) continue;
    const consistency = hits / rows.length;
    if (consistency > best.consistency || (consistency === best.consistency && fields > best.fields)) {
      best = { delimiter, consistency, fields };
    }
  }
  return best.delimiter;
}

const words = (h: string) => ` ${h} `;
const hasWord = (header: string, word: string) => words(header).includes(words(word));

/**
 * How well a header names a role: an exact word beats a contained one, and an earlier word of the list beats a
 * later one (Chase's "Details" holds DEBIT/CREDIT, its "Description" the text). 0: not at all.
 */
function headerRole(header: string, role: HeaderRole): number {
  const h = normaliseHeader(header);
  if (!h || BALANCE_WORDS.some((w) => hasWord(h, w))) return 0;
  const list: readonly string[] = HEADER_WORDS[role];
  const exact = list.indexOf(h);
  const contained = list.findIndex((w) => hasWord(h, w));
  if (exact < 0 && contained < 0) return 0;
  const score = exact >= 0 ? 3 - exact / list.length : 2 - contained / list.length;
  return role === 'date' && VALUE_DATE_WORDS.some((w) => hasWord(h, w)) ? score - 1.5 : score;
}

/** A column of ISO currency codes under a currency header ("Währung": EUR), or null. */
export function detectCurrencyColumn(header: string[] | null, body: string[][]): number | null {
  const index = header?.findIndex((cell) => CURRENCY_HEADERS.includes(normaliseHeader(cell))) ?? -1;
  if (index < 0) return null;
  return body.slice(0, 200).every((row) => /^[A-Za-z]{3}$/.test((row[index] ?? '').trim())) ? index : null;
}

/** A first row is a header when it names a column we know, or holds no date and no amount while the next row does. */
export function detectHeader(rows: string[][]): boolean {
  const [first, second] = rows;
  if (!first) return false;
  if (first.some((cell) => (Object.keys(HEADER_WORDS) as HeaderRole[]).some((role) => headerRole(cell, role) > 0))) {
    if (!first.some((cell) => looksLikeDate(cell))) return true;
  }
  const dataLike = (row: string[]) =>
    row.some((c) => looksLikeDate(c)) || row.some((c) => c.trim() !== '' && looksLikeAmount(c));
  return !dataLike(first) && !!second && dataLike(second);
}

const CATEGORY_LOOKUP = new Map<string, ExpenseCategory>(
  EXPENSE_CATEGORIES.flatMap((c) => CATEGORY_WORDS[c].map((w) => [w, c] as const)),
);

/** A category cell in our own or a common bank wording, in en/es/fr/de; null when it names none of ours. */
export function categoryFromCell(raw: string): ExpenseCategory | null {
  return CATEGORY_LOOKUP.get(normaliseHeader(raw)) ?? null;
}

const share = (values: string[], test: (v: string) => boolean) => {
  const filled = values.filter((v) => v.trim() !== '');
  return filled.length ? filled.filter(test).length / filled.length : 0;
};

/**
 * Which column holds what: by header words first, then by content for whatever the header did not name
 * (dates, signed numbers, the longest text). Null when no date or no amount column can be found.
 */
export function detectColumns(header: string[] | null, body: string[][]): ColumnMap | null {
  const width = Math.max(header?.length ?? 0, ...body.slice(0, SAMPLE_LINES).map((r) => r.length));
  const sample = body.slice(0, 200);
  const column = (i: number) => sample.map((r) => r[i] ?? '');
  const used = new Set<number>();
  const byHeader = (role: HeaderRole): number | null => {
    if (!header) return null;
    let found: number | null = null;
    let bestScore = 0;
    for (const [index, cell] of header.entries()) {
      const score = used.has(index) ? 0 : headerRole(cell, role);
      if (score > bestScore) [found, bestScore] = [index, score];
    }
    if (found !== null) used.add(found);
    return found;
  };
  const balance = new Set(
    (header ?? []).flatMap((cell, i) => (BALANCE_WORDS.some((w) => hasWord(normaliseHeader(cell), w)) ? [i] : [])),
  );
  const free = () => [...Array(width).keys()].filter((i) => !used.has(i) && !balance.has(i));

  let date = byHeader('date');
  let amount = byHeader('amount');
  let debit = amount === null ? byHeader('debit') : null;
  let credit = amount === null ? byHeader('credit') : null;
  if (amount === null && (debit === null) !== (credit === null)) {
    // A lone debit or credit column is the amount column of a bank that signs its figures.
    amount = debit ?? credit;
    debit = credit = null;
  }
  let description = byHeader('description');
  let category = byHeader('category');

  if (date === null) {
    date = free().find((i) => share(column(i), looksLikeDate) >= 0.8) ?? null;
    if (date !== null) used.add(date);
  }
  if (amount === null && debit === null) {
    const numeric = free().filter(
      (i) => share(column(i), looksLikeAmount) >= 0.8 && share(column(i), (v) => !looksLikeDate(v)) === 1,
    );
    const signed = numeric.find((i) =>
      column(i).some((v) => (parseAmountCents(v, '.') ?? parseAmountCents(v, ',') ?? 0) < 0),
    );
    const [a, b] = numeric;
    const complementary =
      a !== undefined &&
      b !== undefined &&
      sample.every((r) => ((r[a] ?? '').trim() === '') !== ((r[b] ?? '').trim() === ''));
    if (signed !== undefined) amount = signed;
    else if (complementary) [debit, credit] = [a, b];
    else amount = a ?? null;
    for (const i of [amount, debit, credit]) if (i !== null) used.add(i);
  }
  if (category === null) {
    category = free().find((i) => share(column(i), (v) => categoryFromCell(v) !== null) >= 0.8) ?? null;
    if (category !== null) used.add(category);
  }
  if (description === null) {
    const avgLength = (i: number) => column(i).reduce((n, v) => n + v.trim().length, 0) / Math.max(sample.length, 1);
    const text = free()
      .filter((i) => share(column(i), (v) => !looksLikeAmount(v) && !looksLikeDate(v)) >= 0.5)
      .sort((x, y) => avgLength(y) - avgLength(x));
    description = text[0] ?? null;
  }
  if (date === null || (amount === null && (debit === null || credit === null))) return null;
  return debit !== null && credit !== null
    ? { date, description, amount: null, debit, credit, category }
    : { date, description, amount, category };
}

/**
 * The decimal separator most amounts show ("-12,50", "1.234,56" -> ','); when no value tells (only whole
 * numbers or "1.234"), a ';'-delimited file is taken to be European and uses ','.
 */
export function detectDecimal(values: string[], delimiter: string): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const v of values) {
    const hint = decimalHint(v);
    if (hint === ',') comma++;
    else if (hint === '.') dot++;
  }
  if (comma !== dot) return comma > dot ? ',' : '.';
  return delimiter === ';' ? ',' : '.';
}

/** The user's own date format says whether ambiguous dates such as 03/04 are day-first. */
export type DatePreference = 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';

/**
 * The format under which the most dates parse (all of them, in a good file). A day above 12 in the first
 * field rules out month-first formats by itself; when every date reads both ways, the user's setting decides.
 */
export function detectDateFormat(values: string[], preference: DatePreference): ImportDateFormat {
  const filled = values.filter((v) => v.trim() !== '');
  const scores = DATE_FORMATS_IMPORT.map((format) => ({
    format,
    ok: filled.filter((v) => parseDate(v, format) !== null).length,
  }));
  const best = Math.max(...scores.map((s) => s.ok));
  const candidates = scores.filter((s) => s.ok === best).map((s) => s.format);
  const monthFirst = preference === 'MM/DD/YYYY';
  const order: ImportDateFormat[] = monthFirst
    ? ['YYYY-MM-DD', 'MM/DD/YYYY', 'MM-DD-YYYY', 'DD.MM.YYYY', 'DD/MM/YYYY', 'DD-MM-YYYY']
    : ['YYYY-MM-DD', 'DD/MM/YYYY', 'DD-MM-YYYY', 'DD.MM.YYYY', 'MM/DD/YYYY', 'MM-DD-YYYY'];
  return order.find((f) => candidates.includes(f)) ?? 'YYYY-MM-DD';
}
