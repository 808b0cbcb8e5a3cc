import { describe, expect, it } from 'vitest';
import {
  categoryFromCell,
  detectColumns,
  detectDateFormat,
  detectDecimal,
  detectDelimiter,
  detectHeader,
} from './csv-detect.ts';
import { readCsv } from './csv-reader.ts';
import { decodeText } from './import-plan.ts';

const csv = (...lines: string[]) => lines.join('\n');
/** Date, description, debit and credit, in that order: the columns found in both debit-and-credit statements. */
const DATE_TEXT_DEBIT_CREDIT = { date: 0, description: 1, amount: null, debit: 2, credit: 3, category: null };
/** The lines read with nothing chosen by the user, the settings' date format being MM/DD/YYYY. */
const readDetected = (...lines: string[]) => readCsv(csv(...lines), {}, 'MM/DD/YYYY');

describe('detectDelimiter', () => {
  it.each([
    [',', csv('date,description,amount', '2026-01-05,"Shell, Tucson",-45.10', '2026-01-06,Coffee,-3.50')],
    [';', csv('Fecha;Concepto;Importe', '05/01/2026;Gasolinera;-1.234,56', '06/01/2026;Café;-2,50')],
    ['\t', csv('Datum\tVerwendungszweck\tBetrag', '05.01.2026\tTankstelle, Aral\t-45,10', '06.01.2026\tBäcker\t-3,50')],
    ['|', csv('date|description|amount', '2026-01-05|Shell, Tucson|-45.10', '2026-01-06|Coffee; to go|-3.50')],
  ])('finds %j', (delimiter, text) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('detectHeader', () => {
  it.each([
    [['Date', 'Description', 'Amount']],
    [['Fecha', 'Concepto', 'Importe']],
    [['Date opération', 'Libellé', 'Montant']],
    [['Buchungstag', 'Verwendungszweck', 'Betrag']],
    [['When', 'What', 'How much']],
  ])('takes %j as a header', (first) => {
    expect(detectHeader([first, ['05/01/2026', 'Shell', '-45,10']])).toBe(true);
  });

  it('takes a first data line as data', () => {
    expect(
      detectHeader([
        ['05/01/2026', 'Shell', '-45,10'],
        ['06/01/2026', 'Coffee', '-3,50'],
      ]),
    ).toBe(false);
    expect(
      detectHeader([
        ['2026-01-05', 'Date night', '-45.10'],
        ['2026-01-06', 'Coffee', '-3.50'],
      ]),
    ).toBe(false);
  });
});

describe('detectColumns', () => {
  const rows = [
    ['05/01/2026', 'Shell', '-45,10', '1.000,00'],
    ['06/01/2026', 'Salary', '2.000,00', '3.000,00'],
  ];

  it.each([
    [['Date', 'Description', 'Amount', 'Balance']],
    [['Fecha', 'Concepto', 'Importe', 'Saldo']],
    [['Date', 'Libellé', 'Montant', 'Solde']],
    [['Datum', 'Verwendungszweck', 'Betrag', 'Kontostand']],
  ])('maps the header %j', (header) => {
    expect(detectColumns(header, rows)).toEqual({ date: 0, description: 1, amount: 2, category: null });
  });

  it('maps columns in another order and prefers the booking date over the value date', () => {
    const header = ['Valuta', 'Montant', 'Date opération', 'Catégorie', 'Libellé'];
    expect(detectColumns(header, [['06/01/2026', '-3,50', '05/01/2026', 'Food', 'Café']])).toEqual({
      date: 2,
      description: 4,
      amount: 1,
      category: 3,
    });
  });

  it('maps debit and credit columns in four languages', () => {
    for (const header of [
      ['Date', 'Description', 'Debit', 'Credit'],
      ['Fecha', 'Concepto', 'Cargo', 'Abono'],
      ['Date', 'Libellé', 'Débit', 'Crédit'],
      ['Buchungstag', 'Buchungstext', 'Soll', 'Haben'],
    ]) {
      expect(detectColumns(header, [['05/01/2026', 'Shell', '45,10', '']]), header.join()).toEqual(
        DATE_TEXT_DEBIT_CREDIT,
      );
    }
  });

  it('finds the columns by content without a header', () => {
    expect(
      detectColumns(null, [
        ['Shell station', '2026-01-05', '-45.10'],
        ['Wage', '2026-01-06', '1200.00'],
      ]),
    ).toEqual({
      date: 1,
      description: 0,
      amount: 2,
      category: null,
    });
    expect(
      detectColumns(null, [
        ['2026-01-05', 'Shell', '45.10', ''],
        ['2026-01-06', 'Wage', '', '1200.00'],
      ]),
    ).toEqual(DATE_TEXT_DEBIT_CREDIT);
  });

  it("prefers the stronger header word (Chase's Details column holds DEBIT/CREDIT)", () => {
    const header = ['Details', 'Posting Date', 'Description', 'Amount', 'Type', 'Balance', 'Check or Slip #'];
    expect(
      detectColumns(header, [['DEBIT', '01/05/2026', 'SHELL OIL 123', '-45.10', 'DEBIT_CARD', '1000.00', '']]),
    ).toEqual({
      date: 1,
      description: 2,
      amount: 3,
      category: null,
    });
  });

  it('gives up without a date column', () => {
    expect(detectColumns(['Description', 'Amount'], [['Shell', '-45.10']])).toBeNull();
  });
});

describe('detectDecimal', () => {
  it('sees a decimal comma and a decimal point', () => {
    expect(detectDecimal(['-1.234,56', '-12,50', '300'], ',')).toBe(',');
    expect(detectDecimal(['-1,234.56', '-12.50'], ',')).toBe('.');
    expect(detectDecimal(['-12,5'], ',')).toBe(',');
  });
  it('falls back by delimiter when no value tells', () => {
    expect(detectDecimal(['1.234', '12'], ';')).toBe(',');
    expect(detectDecimal(['1,234', '12'], ',')).toBe('.');
  });
});

describe('detectDateFormat', () => {
  it('picks the format every date parses under', () => {
    expect(detectDateFormat(['2026-01-05', '2026-12-31'], 'MM/DD/YYYY')).toBe('YYYY-MM-DD');
    expect(detectDateFormat(['05.01.2026', '31.12.2026'], 'MM/DD/YYYY')).toBe('DD.MM.YYYY');
    expect(detectDateFormat(['01/05/2026', '12/31/2026'], 'DD/MM/YYYY')).toBe('MM/DD/YYYY');
    expect(detectDateFormat(['05-01-2026', '31-12-2026'], 'MM/DD/YYYY')).toBe('DD-MM-YYYY');
  });
  it('is day-first when a first field is above 12', () => {
    expect(detectDateFormat(['01/02/2026', '13/02/2026'], 'MM/DD/YYYY')).toBe('DD/MM/YYYY');
  });
  it("follows the user's setting when every date reads both ways", () => {
    expect(detectDateFormat(['01/02/2026', '03/04/2026'], 'MM/DD/YYYY')).toBe('MM/DD/YYYY');
    expect(detectDateFormat(['01/02/2026', '03/04/2026'], 'DD/MM/YYYY')).toBe('DD/MM/YYYY');
  });
  it('keeps the best format when one date is broken, so that line is the one reported', () => {
    expect(detectDateFormat(['13/01/2026', '14/01/2026', '31/02/2026'], 'MM/DD/YYYY')).toBe('DD/MM/YYYY');
  });
});

describe('categoryFromCell', () => {
  it('knows our categories in several languages', () => {
    expect(categoryFromCell('Fuel')).toBe('fuel');
    expect(categoryFromCell('Carburant')).toBe('fuel');
    expect(categoryFromCell('Alimentación')).toBe('food');
    expect(categoryFromCell('Camping')).toBe('campground');
    expect(categoryFromCell('Wartung')).toBe('maintenance');
    expect(categoryFromCell('Loisirs')).toBe('entertainment');
    expect(categoryFromCell('Shoes')).toBeNull();
  });
});

describe('readCsv', () => {
  it('reads a Spanish statement with decimal comma and day-first dates', () => {
    const result = readDetected(
      'Fecha;Concepto;Importe;Saldo',
      '05/01/2026;Gasolinera Repsol;-1.234,56;100,00',
      '13/01/2026;Nómina;2.500,00;2.600,00',
      '',
    );
    expect(result.errors).toEqual([]);
    expect(result.detected).toMatchObject({
      delimiter: ';',
      decimal: ',',
      date_format: 'DD/MM/YYYY',
      has_header: true,
      header: ['Fecha', 'Concepto', 'Importe', 'Saldo'],
    });
    expect(result.lines).toEqual([
      expect.objectContaining({
        line: 2,
        date: '2026-01-05',
        description: 'Gasolinera Repsol',
        cents: 123456,
        kind: 'expense',
      }),
      expect.objectContaining({ line: 3, date: '2026-01-13', description: 'Nómina', cents: 250000, kind: 'income' }),
    ]);
  });

  it('reads debit and credit columns: debit is money out, credit money in', () => {
    const result = readDetected('Date,Description,Debit,Credit', '2026-01-05,Shell,45.10,', '2026-01-06,Refund,,12.00');
    expect(result.lines.map((l) => [l.kind, l.cents])).toEqual([
      ['expense', 4510],
      ['income', 1200],
    ]);
  });

  it('counts lines as an editor does, through a quoted line break and blank lines', () => {
    const result = readDetected(
      'date,description,amount',
      '2026-01-05,"two',
      'lines",-1.00',
      '',
      '2026-02-30,bad,-2.00',
    );
    expect(result.lines[0]).toMatchObject({ line: 2, description: 'two\nlines' });
    expect(result.errors).toEqual([
      { line: 5, code: 'invalid_date', message: 'Line 5: "2026-02-30" is not a valid date' },
    ]);
  });

  it('names the line and the problem for bad amounts and short lines', () => {
    const result = readDetected(
      'date;description;amount',
      '05/01/2026;ok;-1,00',
      '06/01/2026;bad;-1,0x',
      '07/01/2026;short',
    );
    expect(result.errors).toEqual([
      { line: 3, code: 'invalid_amount', message: 'Line 3: "-1,0x" is not a valid amount' },
      { line: 4, code: 'missing_column', message: 'Line 4: the line has 2 columns; column 3 is expected' },
    ]);
  });

  it('applies the options over detection', () => {
    const text = csv('01/02/2026,Shell,-45.10', '03/04/2026,Coffee,-3.50');
    expect(readCsv(text, {}, 'MM/DD/YYYY').lines[0]!.date).toBe('2026-01-02');
    const forced = readCsv(
      text,
      { date_format: 'DD/MM/YYYY', columns: { date: 0, description: 1, amount: 2 }, has_header: false },
      'MM/DD/YYYY',
    );
    expect(forced.lines[0]!.date).toBe('2026-02-01');
    expect(forced.detected.date_format).toBe('DD/MM/YYYY');
  });

  it('skips the account details some banks write above the table', () => {
    const result = readDetected(
      'Kontonummer:;DE12 3456;',
      'Zeitraum:;Januar 2026;',
      '',
      'Buchungstag;Verwendungszweck;Betrag (EUR);Währung',
      '05.01.2026;Aral Tankstelle;-45,10;EUR',
    );
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([
      expect.objectContaining({ line: 5, date: '2026-01-05', description: 'Aral Tankstelle', cents: 4510 }),
    ]);
  });

  it("takes a currency column as the bank's currency", () => {
    const result = readDetected('Datum;Text;Betrag;Währung', '05.01.2026;Aral;-45,10;eur');
    expect(result.lines[0]).toMatchObject({ currency: null, statementCurrency: 'EUR' });
  });

  it('reads UTF-16 and Windows-1252 files as well as UTF-8', () => {
    const text = 'Date;Libellé;Montant\n15/01/2026;Café;-2,50\n';
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...text].map((c) => c.charCodeAt(0))).buffer),
    ]);
    const latin = new Uint8Array([...text].map((c) => c.charCodeAt(0)));
    for (const bytes of [utf16, latin, new TextEncoder().encode(text)]) {
      expect(readCsv(decodeText(bytes), {}, 'MM/DD/YYYY').lines[0]).toMatchObject({
        description: 'Café',
        cents: 250,
        date: '2026-01-15',
      });
    }
  });

  it('refuses more than 50,000 transactions as a whole, naming the first line over the limit', () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => `2026-01-01,Line ${i},-1.00`);
    expect(() => readCsv(['date,description,amount', ...rows].join('\n'), {}, 'MM/DD/YYYY')).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'too_many_rows',
        message: 'Line 50002: the file has more than 50000 transactions; split it into smaller files',
      }),
    );
    // 50,000 with a header and an account preamble are taken.
    const preamble = ['Account;123', 'Period;2026'].map((l) => l.replace(';', ','));
    const taken = readCsv([...preamble, 'date,description,amount', ...rows.slice(1)].join('\n'), {}, 'MM/DD/YYYY');
    expect(taken.lines).toHaveLength(50_000);
    expect(taken.errors).toEqual([]);
  });

  it('refuses a file of blank lines at the line limit, while still guessing its delimiter', () => {
    expect(() => readCsv('\n'.repeat(9 * 1024 * 1024), {}, 'MM/DD/YYYY')).toThrow(
      expect.objectContaining({ status: 400, code: 'too_many_lines' }),
    );
  });

  it('reports an empty file, a header without lines and a file without usable columns', () => {
    expect(readCsv('\n\n', {}, 'MM/DD/YYYY').errors).toEqual([
      { line: 1, code: 'empty_file', message: 'Line 1: the file is empty' },
    ]);
    expect(readCsv('date,description,amount\n', {}, 'MM/DD/YYYY').errors[0]).toMatchObject({
      line: 2,
      code: 'empty_file',
    });
    expect(readDetected('name,notes', 'a,b', 'c,d').errors[0]).toMatchObject({
      line: 1,
      code: 'missing_column',
    });
  });

  it('reads our own expense export back as expenses in their currencies', () => {
    const result = readDetected(
      'date,category,amount,currency,description',
      "2026-01-05,fuel,45.10,MXN,'=cmd",
      '2026-01-04,food,3.50,USD,Coffee',
    );
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([
      expect.objectContaining({ kind: 'expense', category: 'fuel', cents: 4510, currency: 'MXN', description: '=cmd' }),
      expect.objectContaining({
        kind: 'expense',
        category: 'food',
        cents: 350,
        currency: 'USD',
        description: 'Coffee',
      }),
    ]);
  });
});
