import { STATEMENT_LIMITS, fieldTooLong, statementRefused, tooManyTransactions } from './statement-limits.ts';

/** A line of the file with its cells; `line` is where it starts, 1-based as an editor counts. */
export type CsvRow = { line: number; cells: string[] };

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** Line breaks in a text as an editor counts them: CRLF, LF and CR alone are one each. */
function lineBreaks(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) n++;
  }
  return n;
}

/**
 * Reads the non-blank rows of a CSV text in one pass, stopping at the first limit crossed (STATEMENT_LIMITS: lines,
 * characters of a field, cells of a line; then `maxRows` rows): a refusal names the line it stopped at, and nothing
 * after it is read. With `sample`, reaching `maxRows` just ends the reading (delimiter detection reads a few lines).
 *
 * Quoting is RFC 4180's: a field that starts with a quote runs to the next quote that is not doubled, across line
 * breaks; text between the closing quote and the delimiter is kept (`"12,50" EUR`); a quote inside an unquoted field
 * is text. Written here rather than taken from a CSV library because none stops at such limits while it reads: one
 * splits the whole text into lines first, another re-reads a long quoted field once per chunk.
 *
 * `unclosedAt`: the line of a quoted field still open at the end of the text (it then holds the rest of the text).
 */
export function readCsvRows(
  text: string,
  delimiter: string,
  options: { maxRows: number; sample?: boolean },
): { rows: CsvRow[]; unclosedAt: number | null } {
  const delim = delimiter.charCodeAt(0);
  const max = STATEMENT_LIMITS.maxFieldChars;
  const rows: CsvRow[] = [];
  let pos = 0;
  let line = 1;
  let unclosedAt: number | null = null;

  /** Up to the next delimiter or line break, from a field already `length` long. */
  const plain = (rowLine: number, length: number, quoted: boolean): string => {
    const start = pos;
    for (; pos < text.length; pos++) {
      const c = text.charCodeAt(pos);
      if (c === delim || c === LF || c === CR) break;
      if (length + pos - start >= max) throw fieldTooLong(rowLine, quoted);
    }
    return text.slice(start, pos);
  };

  const quoted = (rowLine: number): string => {
    let value = '';
    pos++;
    for (;;) {
      const close = text.indexOf('"', pos);
      const end = close < 0 ? text.length : close;
      if (value.length + end - pos > max) throw fieldTooLong(rowLine, true);
      const part = text.slice(pos, end);
      line += lineBreaks(part);
      value += part;
      if (close < 0) {
        unclosedAt ??= rowLine;
        pos = text.length;
        return value;
      }
      pos = close + 1;
      if (text.charCodeAt(pos) !== QUOTE) return value + plain(rowLine, value.length, true);
      value += '"';
      pos++;
    }
  };

  while (pos < text.length) {
    if (line > STATEMENT_LIMITS.maxLines)
      throw statementRefused(
        'too_many_lines',
        `Line ${line}: the file has more than ${STATEMENT_LIMITS.maxLines} lines; this is not a bank statement or it must be split`,
      );
    const rowLine = line;
    const cells: string[] = [];
    for (;;) {
      cells.push(text.charCodeAt(pos) === QUOTE ? quoted(rowLine) : plain(rowLine, 0, false));
      if (cells.length > STATEMENT_LIMITS.maxColumns)
        throw statementRefused(
          'too_many_columns',
          `Line ${rowLine}: the line has more than ${STATEMENT_LIMITS.maxColumns} columns; this is not a bank statement`,
        );
      if (text.charCodeAt(pos) !== delim) break;
      pos++;
    }
    // A line break, or the end of the text, ends the row.
    if (text.charCodeAt(pos) === CR) pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
    else if (text.charCodeAt(pos) === LF) pos++;
    line++;
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (rows.length === options.maxRows) {
      if (options.sample) break;
      throw tooManyTransactions(rowLine);
    }
    rows.push({ line: rowLine, cells });
  }
  return { rows, unclosedAt };
}
