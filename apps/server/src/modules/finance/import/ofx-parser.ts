import { FINANCE_LIMITS } from '@ww/contracts';
import { isoDate, parseAmountCents } from './import-values.ts';
import { STATEMENT_LIMITS, fieldTooLong, tooManyTransactions } from './statement-limits.ts';

/** One STMTTRN as written in the file; values are the raw texts, checked by the caller line by line. */
export type OfxTransaction = {
  /** Line of the <STMTTRN> tag. */
  line: number;
  type: string | null;
  posted: string | null;
  amount: string | null;
  fitid: string | null;
  name: string | null;
  memo: string | null;
  /** CURDEF of the statement the transaction belongs to. */
  currency: string | null;
};

export class OfxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = 'OfxError';
  }
}

/**
 * Deepest element nesting accepted. A statement nests about 8 aggregates (OFX, message set, STMTTRNRS, STMTRS,
 * BANKTRANLIST, STMTTRN, PAYEE...) plus the SGML leaves with an empty value and no end tag, which stay open until
 * their aggregate closes; 100 leaves ample room and bounds the work per tag.
 */
export const OFX_MAX_DEPTH = 100;

/** More nested elements than any statement has: the file is refused (400) before its tree is built. */
export class OfxTooDeepError extends OfxError {
  constructor(line: number) {
    super(line, `the elements are nested more than ${OFX_MAX_DEPTH} deep; this is not a bank statement`);
    this.name = 'OfxTooDeepError';
  }
}

/** `unclosed`: an SGML element with an empty value and no end tag, whose children belong to its parent. */
type OfxNode = { name: string; line: number; value: string | null; children: OfxNode[]; unclosed?: boolean };

/** OFX 1.x is SGML with a "KEY:VALUE" header; OFX 2.x is XML with an <?OFX ...?> instruction. */
export function isOfx(text: string): boolean {
  return /^\s*OFXHEADER\s*:/.test(text) || /<\?OFX\b/i.test(text) || /<OFX>/i.test(text);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const MUST_CLOSE = new Set([
  'OFX',
  'SIGNONMSGSRSV1',
  'SONRS',
  'BANKMSGSRSV1',
  'CREDITCARDMSGSRSV1',
  'STMTTRNRS',
  'CCSTMTTRNRS',
  'STMTRS',
  'CCSTMTRS',
  'BANKACCTFROM',
  'CCACCTFROM',
  'BANKTRANLIST',
  'STMTTRN',
  'LEDGERBAL',
  'AVAILBAL',
  'STATUS',
]);

// A tag, a comment or a processing instruction; anything else starting with '<' is not OFX.
const TOKEN = /<(?:(\/?)([A-Za-z][A-Za-z0-9._]*)\s*(\/?)>|!--[\s\S]*?-->|\?[\s\S]*?\?>)/y;

/**
 * Reads the element tree of SGML and XML OFX alike. SGML leaves have no end tag ("<TRNAMT>-12.50" then the next
 * tag), so an element followed by text is a leaf; an element followed by a tag is an aggregate that must be
 * closed. An end tag for a leaf (XML style) is accepted and ignored. Reading stops at the first limit crossed: nesting
 * (OfxTooDeepError), more than FINANCE_LIMITS.importMaxRows transactions or a value over STATEMENT_LIMITS.maxFieldChars
 * (refusals, AppError).
 */
function parseTree(text: string): OfxNode {
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new OfxError(1, 'the file has no <OFX> element; it is not an OFX or QFX statement');
  let line = 1;
  let counted = 0;
  const lineAt = (index: number) => {
    for (; counted < index; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };

  const root: OfxNode = { name: '#root', line: 1, value: null, children: [] };
  const stack: OfxNode[] = [root];
  let lastLeaf: OfxNode | null = null;
  let transactions = 0;
  let pos = start;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const between = text.slice(pos, lt < 0 ? text.length : lt);
    if (between.trim())
      throw new OfxError(lineAt(pos + between.search(/\S/)), `unexpected text "${between.trim().slice(0, 40)}"`);
    if (lt < 0) break;
    TOKEN.lastIndex = lt;
    const m = TOKEN.exec(text);
    if (!m) throw new OfxError(lineAt(lt), `"${text.slice(lt, lt + 20).split(/\r?\n/)[0]}" is not a valid OFX tag`);
    pos = TOKEN.lastIndex;
    const [, slash, rawName, selfClosing] = m;
    if (!rawName) continue;
    const name = rawName.toUpperCase();
    const tagLine = lineAt(lt);
    if (slash) {
      if (lastLeaf?.name === name) {
        lastLeaf = null;
        continue;
      }
      lastLeaf = null;
      const at = stack.findLastIndex((n) => n.name === name);
      if (at <= 0) throw new OfxError(tagLine, `</${name}> closes an element that is not open`);
      while (stack.length > at + 1) {
        // An SGML element with an empty value and no end tag: what followed it belongs to its parent. An aggregate
        // that really holds others must be closed, or transactions would silently merge.
        const open = stack.pop()!;
        if (MUST_CLOSE.has(open.name)) {
          throw new OfxError(tagLine, `<${open.name}> opened on line ${open.line} is not closed before </${name}>`);
        }
        // Its children move to the parent once the tree is complete (hoistUnclosed), not here: moving them on
        // every pop re-moved the same children once per level, quadratic in a file of nested unclosed tags.
        open.value = '';
        open.unclosed = true;
      }
      stack.pop();
      continue;
    }
    const outer = MUST_CLOSE.has(name) ? stack.find((n) => n.name === name) : undefined;
    if (outer)
      throw new OfxError(
        tagLine,
        `<${name}> starts inside the <${name}> opened on line ${outer.line}, which is not closed`,
      );
    if (name === 'STMTTRN' && ++transactions > FINANCE_LIMITS.importMaxRows) throw tooManyTransactions(tagLine);
    const node: OfxNode = { name, line: tagLine, value: null, children: [] };
    stack[stack.length - 1]!.children.push(node);
    const next = text.indexOf('<', pos);
    const value = text.slice(pos, next < 0 ? text.length : next);
    if (selfClosing) {
      node.value = '';
      lastLeaf = null;
    } else if (value.trim()) {
      if (value.trim().length > STATEMENT_LIMITS.maxFieldChars) throw fieldTooLong(tagLine, false);
      node.value = decodeEntities(value.trim());
      pos += value.length;
      lastLeaf = node;
    } else {
      if (stack.length > OFX_MAX_DEPTH) throw new OfxTooDeepError(tagLine);
      stack.push(node);
      lastLeaf = null;
    }
  }
  if (stack.length > 1) {
    const open = stack.findLast((n) => MUST_CLOSE.has(n.name)) ?? stack[stack.length - 1]!;
    throw new OfxError(open.line, `<${open.name}> is never closed; the file looks cut short`);
  }
  hoistUnclosed(root);
  return root;
}

/**
 * Gives each element the children of its unclosed descendants, in file order, right after the unclosed element
 * itself: `<A><B><C>1</A>` becomes A: [B, C]. Every node is moved once, so this is linear in the file.
 */
function hoistUnclosed(root: OfxNode) {
  const pending: OfxNode[] = [root];
  while (pending.length) {
    const node = pending.pop()!;
    const flat: OfxNode[] = [];
    // Depth-first over the children, descending only into unclosed ones; reversed so pop() keeps file order.
    const queue = [...node.children].reverse();
    while (queue.length) {
      const child = queue.pop()!;
      flat.push(child);
      if (child.unclosed) {
        for (let i = child.children.length - 1; i >= 0; i--) queue.push(child.children[i]!);
        child.children = [];
      } else if (child.children.length) pending.push(child);
    }
    node.children = flat;
  }
}

const leaf = (node: OfxNode, name: string) =>
  node.children.find((c) => c.name === name && c.value !== null)?.value ?? null;

function collect(node: OfxNode, currency: string | null, out: OfxTransaction[]) {
  const own = node.name === 'STMTRS' || node.name === 'CCSTMTRS' ? (leaf(node, 'CURDEF') ?? currency) : currency;
  for (const child of node.children) {
    if (child.name === 'STMTTRN') {
      out.push({
        line: child.line,
        type: leaf(child, 'TRNTYPE'),
        posted: leaf(child, 'DTPOSTED'),
        amount: leaf(child, 'TRNAMT'),
        fitid: leaf(child, 'FITID'),
        name: leaf(child, 'NAME'),
        memo: leaf(child, 'MEMO'),
        currency: own,
      });
    } else if (child.children.length) {
      collect(child, own, out);
    }
  }
}

/** Every transaction of every bank and credit-card statement in the file, in file order. */
export function parseOfx(text: string): OfxTransaction[] {
  const out: OfxTransaction[] = [];
  collect(parseTree(text), null, out);
  return out;
}

/** DTPOSTED is YYYYMMDD, optionally followed by a time and zone ("20260105120000.000[-5:EST]"). */
export function ofxDate(raw: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?(?:\[[^\]]*\])?$/.exec(raw.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** TRNAMT is signed, with '.' or ',' as the decimal mark and no thousands separators. */
export function ofxAmountCents(raw: string): number | null {
  const text = raw.trim();
  if (!/^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(text)) return null;
  return parseAmountCents(text.replace(',', '.').replace(/\.$/, ''), '.');
}
