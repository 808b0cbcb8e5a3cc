import { describe, expect, it } from 'vitest';
import { FINANCE_LIMITS } from '@ww/contracts';
import { isOfx, OFX_MAX_DEPTH, ofxAmountCents, ofxDate, OfxTooDeepError, parseOfx } from './ofx-parser.ts';
import { STATEMENT_LIMITS } from './statement-limits.ts';

const SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260131120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS>
<CURDEF>CAD
<BANKACCTFROM><BANKID>123<ACCTID>456<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20260101
<DTEND>20260131
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20260105120000.000[-5:EST]
<TRNAMT>-45.10
<FITID>2026010501
<NAME>PETRO-CANADA #123
<MEMO>
</STMTTRN>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20260115
<TRNAMT>1250,00
<FITID>2026011501
<NAME>Workamping &amp; Co
<MEMO>January wages
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>1204.90<DTASOF>20260131</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

const XML = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <CREDITCARDMSGSRSV1>
    <CCSTMTTRNRS>
      <TRNUID>1</TRNUID>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <CCSTMTRS>
        <CURDEF>EUR</CURDEF>
        <CCACCTFROM><ACCTID>4111</ACCTID></CCACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20260101</DTSTART><DTEND>20260131</DTEND>
          <STMTTRN>
            <TRNTYPE>POS</TRNTYPE>
            <DTPOSTED>20260203</DTPOSTED>
            <TRNAMT>-3.50</TRNAMT>
            <FITID>A1</FITID>
            <NAME>Boulangerie</NAME>
            <MEMO>Croissants &lt;2&gt;</MEMO>
          </STMTTRN>
          <!-- a comment between transactions -->
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20260204093000</DTPOSTED>
            <TRNAMT>20.00</TRNAMT>
            <FITID>A2</FITID>
            <NAME>Refund</NAME>
            <MEMO></MEMO>
          </STMTTRN>
        </BANKTRANLIST>
      </CCSTMTRS>
    </CCSTMTTRNRS>
  </CREDITCARDMSGSRSV1>
</OFX>`;

describe('isOfx', () => {
  it('tells OFX and QFX from CSV by content', () => {
    expect(isOfx(SGML)).toBe(true);
    expect(isOfx(XML)).toBe(true);
    expect(isOfx('date,description,amount\n2026-01-05,<OFX> shop,-1.00')).toBe(true);
    expect(isOfx('date,description,amount\n2026-01-05,OFX shop,-1.00')).toBe(false);
  });
});

describe('parseOfx', () => {
  it('reads SGML OFX 1.x with unclosed leaf tags', () => {
    expect(parseOfx(SGML)).toEqual([
      {
        line: 23,
        type: 'DEBIT',
        posted: '20260105120000.000[-5:EST]',
        amount: '-45.10',
        fitid: '2026010501',
        name: 'PETRO-CANADA #123',
        memo: '',
        currency: 'CAD',
      },
      {
        line: 31,
        type: 'CREDIT',
        posted: '20260115',
        amount: '1250,00',
        fitid: '2026011501',
        name: 'Workamping & Co',
        memo: 'January wages',
        currency: 'CAD',
      },
    ]);
  });

  it('reads XML OFX 2.x of a credit card statement', () => {
    expect(parseOfx(XML)).toEqual([
      {
        line: 13,
        type: 'POS',
        posted: '20260203',
        amount: '-3.50',
        fitid: 'A1',
        name: 'Boulangerie',
        memo: 'Croissants <2>',
        currency: 'EUR',
      },
      {
        line: 22,
        type: 'CREDIT',
        posted: '20260204093000',
        amount: '20.00',
        fitid: 'A2',
        name: 'Refund',
        memo: null,
        currency: 'EUR',
      },
    ]);
  });

  it('reads CRLF files and lower-case tags', () => {
    const text = SGML.replace(/\n/g, '\r\n').replace('<STMTTRN>', '<stmttrn>').replace('</STMTTRN>', '</stmttrn>');
    expect(parseOfx(text).map((t) => t.line)).toEqual([23, 31]);
  });

  it('names the line of a structural problem', () => {
    expect(() => parseOfx('OFXHEADER:100\n\nnothing here')).toThrow('Line 1: the file has no <OFX> element');
    expect(() => parseOfx(SGML.replace('</BANKTRANLIST>', ''))).toThrow(
      'Line 41: <BANKTRANLIST> opened on line 20 is not closed before </STMTRS>',
    );
    expect(() => parseOfx(SGML.replace('</STMTTRN>', ''))).toThrow(
      'Line 31: <STMTTRN> starts inside the <STMTTRN> opened on line 23, which is not closed',
    );
    expect(() => parseOfx(SGML.replace('</STMTRS>', '</STMTRS></STMTRS>'))).toThrow(
      'Line 41: </STMTRS> closes an element that is not open',
    );
    expect(() => parseOfx(SGML.slice(0, SGML.indexOf('</STMTTRN>')))).toThrow(/^Line 23: <STMTTRN> is never closed/);
    expect(() => parseOfx('<OFX>\n<STMTTRN>\n<TRNAMT>1 < 2\n</STMTTRN></OFX>')).toThrow(
      'Line 3: "< 2" is not a valid OFX tag',
    );
  });
});

describe('parseOfx on hostile files', () => {
  it('refuses nesting deeper than OFX_MAX_DEPTH at once, whatever the file size', () => {
    const nested = (depth: number) => `<OFX>${'<A>'.repeat(depth)}</OFX>`;
    const started = performance.now();
    // 120 KB of nested unclosed tags took 106 s when every pop re-moved the children of the levels below.
    expect(() => parseOfx(nested(40_000))).toThrow(OfxTooDeepError);
    expect(() => parseOfx(nested(40_000))).toThrow(`Line 1: the elements are nested more than ${OFX_MAX_DEPTH} deep`);
    expect(performance.now() - started).toBeLessThan(200);
    expect(parseOfx(nested(OFX_MAX_DEPTH - 1))).toEqual([]);
  });

  it('reads unclosed empty elements in linear time, their children hoisted to the parent in file order', () => {
    // Every level an unclosed element holding a transaction: each transaction belongs to the statement.
    const level = (i: number) =>
      `<E${i}><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-${i}.00<FITID>${i}<NAME><MEMO>m${i}</STMTTRN>`;
    const group = `<STMTRS><CURDEF>USD<BANKTRANLIST>${Array.from({ length: OFX_MAX_DEPTH - 5 }, (_, i) => level(i)).join('')}</BANKTRANLIST></STMTRS>`;
    const text = `<OFX>${group.repeat(40)}</OFX>`;
    const started = performance.now();
    const transactions = parseOfx(text);
    expect(performance.now() - started).toBeLessThan(500);
    expect(transactions).toHaveLength(40 * (OFX_MAX_DEPTH - 5));
    expect(transactions[2]).toMatchObject({ amount: '-2.00', fitid: '2', name: '', memo: 'm2', currency: 'USD' });
    expect(transactions.slice(0, 3).map((t) => t.fitid)).toEqual(['0', '1', '2']);
  });
});

describe('parseOfx limits', () => {
  const transaction = (i: number) =>
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-1.00<FITID>${i}<NAME>Shop ${i}</STMTTRN>\n`;
  const statement = (body: string) => `<OFX><STMTRS><CURDEF>USD<BANKTRANLIST>\n${body}</BANKTRANLIST></STMTRS></OFX>`;

  it('stops at the first transaction over FINANCE_LIMITS.importMaxRows, naming its line', () => {
    const max = FINANCE_LIMITS.importMaxRows;
    expect(parseOfx(statement(Array.from({ length: max }, (_, i) => transaction(i)).join('')))).toHaveLength(max);
    const over = statement(Array.from({ length: max + 1000 }, (_, i) => transaction(i)).join(''));
    expect(() => parseOfx(over)).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'too_many_rows',
        message: `Line ${max + 2}: the file has more than ${max} transactions; split it into smaller files`,
      }),
    );
  });

  it('refuses a value longer than any bank writes', () => {
    const long = statement(transaction(1).replace('Shop 1', 'x'.repeat(STATEMENT_LIMITS.maxFieldChars + 1)));
    expect(() => parseOfx(long)).toThrow(expect.objectContaining({ status: 400, code: 'field_too_long' }));
  });
});

describe('OFX values', () => {
  it('reads DTPOSTED dates and TRNAMT amounts strictly', () => {
    expect(ofxDate('20260105')).toBe('2026-01-05');
    expect(ofxDate('20260105120000.000[-5:EST]')).toBe('2026-01-05');
    expect(ofxDate('20260231')).toBeNull();
    expect(ofxDate('2026-01-05')).toBeNull();
    expect(ofxAmountCents('-45.10')).toBe(-4510);
    expect(ofxAmountCents('1250,00')).toBe(125000);
    expect(ofxAmountCents('+7')).toBe(700);
    expect(ofxAmountCents('-.5')).toBe(-50);
    expect(ofxAmountCents('1,234.56')).toBeNull();
    expect(ofxAmountCents('12.345')).toBeNull();
    expect(ofxAmountCents('ten')).toBeNull();
  });
});
