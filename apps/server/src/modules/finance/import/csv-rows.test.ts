import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from './csv-rows.ts';
import { STATEMENT_LIMITS } from './statement-limits.ts';

const read = (text: string, delimiter = ',') => readCsvRows(text, delimiter, { maxRows: 1000 });
const refusal = (code: string, message: string) =>
  expect.objectContaining({ status: 400, errorClass: 'validation', code, message, fields: { file: code } });

/** Runs `fn` and gives how long it took, in ms. */
const timed = (fn: () => unknown) => {
  const started = performance.now();
  try {
    fn();
  } catch {
    // the refusal is checked by the caller
  }
  return performance.now() - started;
};

describe('readCsvRows', () => {
  it('reads RFC 4180 quoting as a CSV library does', () => {
    const text = [
      'date,description,amount',
      '2026-01-05,"Shell, Tucson",-45.10',
      '2026-01-06,"Café ""Olé""",-3.50',
      '2026-01-07,"two',
      'lines",-1.00',
      '2026-01-08,5" tyre gauge,-9.99',
      '2026-01-09,,',
    ].join('\r\n');
    const rows = read(text).rows.map((r) => r.cells);
    expect(rows).toEqual(Papa.parse<string[]>(text).data);
    expect(rows[2]).toEqual(['2026-01-06', 'Café "Olé"', '-3.50']);
  });

  it('numbers rows by the line they start on, through quoted line breaks, blank lines and every line ending', () => {
    const text = 'a;b\n"x\r\ny";1\r\n\n  \r2;"3\r4"\n5;6';
    expect(read(text, ';').rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\r\ny', '1'] },
      { line: 6, cells: ['2', '3\r4'] },
      { line: 8, cells: ['5', '6'] },
    ]);
  });

  it('keeps text after a closing quote, and tells where a quoted field is never closed', () => {
    expect(read('"12,50" EUR,x').rows[0]!.cells).toEqual(['12,50 EUR', 'x']);
    expect(read('a,b\nc,"d\ne,f\n')).toEqual({
      rows: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['c', 'd\ne,f\n'] },
      ],
      unclosedAt: 2,
    });
  });

  it('stops at the first line over the line limit: 9 MB of blank lines are refused in milliseconds', () => {
    const blank = '\n'.repeat(9 * 1024 * 1024);
    const message = `Line ${STATEMENT_LIMITS.maxLines + 1}: the file has more than ${STATEMENT_LIMITS.maxLines} lines; this is not a bank statement or it must be split`;
    expect(() => read(blank)).toThrow(refusal('too_many_lines', message));
    expect(timed(() => read(blank))).toBeLessThan(500);
  });

  it('stops at the first field over the character limit, quoted or not, however long it goes on', () => {
    const max = STATEMENT_LIMITS.maxFieldChars;
    expect(read(`a,${'x'.repeat(max)}`).rows[0]!.cells[1]).toHaveLength(max);
    expect(read(`a,"${'x'.repeat(max - 1)}"""`).rows[0]!.cells[1]).toHaveLength(max);
    expect(() => read(`a,b\nc,${'x'.repeat(max + 1)}`)).toThrow(
      refusal('field_too_long', `Line 2: a field is longer than ${max} characters; this is not a bank statement`),
    );
    const quoted = `date,description\n2026-01-01,"${'x'.repeat(9_000_000)}`;
    expect(() => read(quoted)).toThrow(
      refusal(
        'field_too_long',
        `Line 2: a quoted field runs on for more than ${max} characters; its closing quote is probably missing`,
      ),
    );
    expect(timed(() => read(quoted))).toBeLessThan(500);
    expect(timed(() => read(`a,${'x'.repeat(9_000_000)}`))).toBeLessThan(500);
  });

  it('refuses a line of more columns than any bank export has', () => {
    const wide = ','.repeat(STATEMENT_LIMITS.maxColumns);
    expect(() => read(`a,b\n${wide}`)).toThrow(
      refusal(
        'too_many_columns',
        `Line 2: the line has more than ${STATEMENT_LIMITS.maxColumns} columns; this is not a bank statement`,
      ),
    );
    expect(read(','.repeat(STATEMENT_LIMITS.maxColumns - 1) + 'x').rows[0]!.cells).toHaveLength(
      STATEMENT_LIMITS.maxColumns,
    );
  });

  it('refuses the row after maxRows, or with `sample` stops reading there', () => {
    const text = Array.from({ length: 10 }, (_, i) => `${i},x`).join('\n');
    expect(() => readCsvRows(text, ',', { maxRows: 4 })).toThrow(expect.objectContaining({ code: 'too_many_rows' }));
    expect(readCsvRows(text, ',', { maxRows: 4, sample: true }).rows.map((r) => r.line)).toEqual([1, 2, 3, 4]);
  });
});
