import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField, protectCell, toCsv } from './csv-export.ts';

describe('CSV export', () => {
  it('quotes by RFC 4180', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Shell, Tucson')).toBe('"Shell, Tucson"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps spreadsheet formulas from running', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(protectCell(evil)).toBe(`'${evil}`);
    expect(protectCell('Fuel - Shell')).toBe('Fuel - Shell');
  });

  it('writes CRLF lines, leaves the amount column as a number and reads back with a CSV parser', () => {
    const text = toCsv(
      ['date', 'category', 'amount', 'currency', 'description'],
      [
        ['2026-01-05', 'fuel', '-45.10', 'USD', '=1+2'],
        ['2026-01-04', 'food', '3.50', 'EUR', 'Café "Olé", Paris'],
      ],
      new Set([2]),
    );
    expect(text).toBe(
      'date,category,amount,currency,description\r\n2026-01-05,fuel,-45.10,USD,\'=1+2\r\n2026-01-04,food,3.50,EUR,"Café ""Olé"", Paris"\r\n',
    );
    expect(Papa.parse<string[]>(text.trimEnd()).data[2]).toEqual([
      '2026-01-04',
      'food',
      '3.50',
      'EUR',
      'Café "Olé", Paris',
    ]);
  });
});
