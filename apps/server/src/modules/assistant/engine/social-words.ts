import type { EngineContext } from '../assistant.types.ts';
import type { PreparedMessage } from './prepared-message.ts';

/**
 * Social requests carry the user's own words (a post, a message, a name): they are read on `plain`, the original
 * folded letter by letter (lower case, no accents, same length), so what is found there is cut from the original.
 */
export type Said = {
  original: string;
  plain: string;
  /** Where the request itself starts in `plain`, after greetings and polite openings ("hey Pam, could you ..."). */
  start: number;
  /** For each offset of `plain` (and its end), the offset in `original`: a mended typo may change a word's length. */
  at: number[];
};

/** Slips seen in social requests, mended before reading (the original keeps what the user wrote). */
const TYPOS: Record<string, string> = {
  freind: 'friend',
  freinds: 'friends',
  frend: 'friend',
  frends: 'friends',
  firend: 'friend',
  frined: 'friend',
  mesage: 'message',
  mesages: 'messages',
  messge: 'message',
  messges: 'messages',
  messgae: 'message',
  messsage: 'message',
  messsages: 'messages',
  mesagge: 'message',
  msgs: 'messages',
  mensage: 'mensaje',
  mensages: 'mensajes',
  mensjae: 'mensaje',
  requets: 'requests',
  reqest: 'request',
  reqests: 'requests',
  requst: 'request',
  requet: 'request',
  acept: 'accept',
  accpet: 'accept',
  aceppt: 'accept',
  lcoation: 'location',
  locaiton: 'location',
  loaction: 'location',
  locatoin: 'location',
  locaton: 'location',
  shareing: 'sharing',
  sahre: 'share',
  psot: 'post',
  grup: 'group',
  gruop: 'group',
  gorup: 'group',
  grupe: 'groupe',
  ubicacon: 'ubicacion',
  ubicaion: 'ubicacion',
  ubicasion: 'ubicacion',
  posiiton: 'position',
  positon: 'position',
  postion: 'position',
  marketplce: 'marketplace',
  markteplace: 'marketplace',
  hustel: 'hustle',
  hustels: 'hustles',
  hsutle: 'hustle',
  folow: 'follow',
  follwo: 'follow',
  unfolow: 'unfollow',
  blcok: 'block',
  bloack: 'block',
  comemnt: 'comment',
  coment: 'comment',
  commnet: 'comment',
  publcia: 'publica',
  publca: 'publica',
  amgio: 'amigo',
  amgo: 'amigo',
  solicitu: 'solicitud',
  solicitdu: 'solicitud',
  demmande: 'demande',
  demende: 'demande',
};

/** The folded text with typos mended, and where each of its offsets falls in the original. */
function mend(aligned: string): { plain: string; at: number[] } {
  let plain = '';
  const at: number[] = [];
  let last = 0;
  for (const word of aligned.matchAll(/[a-z]+/g)) {
    const fixed = TYPOS[word[0]];
    if (!fixed) continue;
    for (let i = last; i < word.index; i++) at.push(i);
    plain += aligned.slice(last, word.index);
    for (let k = 0; k < fixed.length; k++) at.push(word.index + Math.min(k, word[0].length - 1));
    plain += fixed;
    last = word.index + word[0].length;
  }
  for (let i = last; i <= aligned.length; i++) at.push(i);
  plain += aligned.slice(last);
  return { plain, at };
}

const folds = new WeakMap<PreparedMessage, Said>();

function foldChar(c: string): string {
  if (c === '\u2019' || c === '\u2018' || c === '`' || c === '\u00b4') return "'";
  if (c === '\u201c' || c === '\u201d' || c === '\u00ab' || c === '\u00bb' || c === '\u201e') return '"';
  if (c === '\u00a0' || c === '\u202f' || c === '\t' || c === '\n' || c === '\r') return ' ';
  const f = c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return f.length === 1 ? f : (c.toLowerCase()[0] ?? c);
}

/** Openings that ask politely, in the three languages, before the request itself. */
const OPENING =
  /^(?:[\s,.!¡¿;:-]+|(?:hey|hi|hello|ok|okay|so|um|pam|please|pls|plz|can you|could you|would you|will you|would you mind|i want you to|i'd like you to|i would like you to|go ahead and|i want to|i'd like to|i would like to|i wanna|let's|let me|help me|quick(?:ly)?|por favor|puedes|podrias|me puedes|me podrias|quiero que|quisiera|quiero|me gustaria|necesito|hola|oye|vale|bueno|voy a|peux-tu|peux tu|pourrais-tu|pourrais tu|tu peux|tu pourrais|s'il te plait|s'il vous plait|stp|svp|merci de|salut|bonjour|coucou|je voudrais que tu|je voudrais|je veux|j'aimerais|est-ce que tu peux|est-ce que tu pourrais|tu veux bien|allez|alors|dis pam)(?=[\s,.!:;]|$))/;

export function said(m: PreparedMessage): Said {
  let s = folds.get(m);
  if (!s) {
    const original = m.original.slice(0, 4_000);
    const plain = [...original].map(foldChar).join('');
    // Surrogate pairs (emoji) fold to one code unit each; offsets then stay those of the original string.
    const aligned = plain.length === original.length ? plain : original.toLowerCase();
    const mended = mend(aligned);
    let start = 0;
    for (let i = 0; i < 12; i++) {
      const rest = mended.plain.slice(start);
      const opening = OPENING.exec(rest);
      if (!opening || opening[0].length === 0) break;
      start += opening[0].length;
    }
    s = { original, plain: mended.plain, start, at: mended.at };
    folds.set(m, s);
  }
  return s;
}

/** The request without its polite opening, folded. */
export const core = (s: Said): string => s.plain.slice(s.start);

/** The user's own words between two offsets of `core`, trimmed of spaces, quotes and closing politeness. */
export function cut(s: Said, from: number, to = s.plain.length - s.start): string {
  let text = s.original.slice(s.at[s.start + from], s.at[s.start + to]).trim();
  text = text.replace(
    /[\s,]+(?:please|thanks|thank you|por favor|gracias|s'il te pla[iî]t|s’il te pla[iî]t|merci|stp)[.!]?$/i,
    '',
  );
  text = text.replace(/^[\s:,\-–—]+/, '').trim();
  const quoted = /^["“«'‘]\s*([\s\S]+?)\s*["”»'’]\s*[.!]?$/.exec(text);
  if (quoted) text = quoted[1]!;
  return text.trim();
}

/** Words that end a name: what follows is the message, a post word or a joiner. */
const NOT_NAME = new Set(
  (
    'that what when where if whether we i you he she they it is are was will to and but about saying say says ' +
    'know on in at for with as the a an my our your his her their this these his hers post posts last latest ' +
    'que de del en con para por y como el la lo los las un una mi mis su sus tu ultima ultimo publicacion ' +
    'qu que de du des en avec pour et comme le la les un une mon ma mes son sa ses ton ta dernier derniere ' +
    'a au aux me moi nous vous lui leur leurs se dire disant diciendo'
  ).split(' '),
);

/** Pronouns that stand for the person or post the conversation is about ("tell her", "like it", "dile"). */
export const PRONOUN =
  /^(?:him|her|them|it|that|this|that one|this one|that post|this post|le|la|lui|leur|ca|cela|eso|esto|ella|el|ellos|ellas)$/;

/**
 * A person's name as written from `from` in `core`: capitalised words (up to three), else the one word; never a
 * word of the sentence ("that", "que"). `end` is where it stops in `core`.
 */
export function nameAt(s: Said, from: number): { name: string; end: number } | null {
  const c = core(s);
  const re = /[\p{L}][\p{L}'’.-]*/uy;
  let i = from;
  while (c[i] === ' ' || c[i] === '@') i++;
  const parts: string[] = [];
  let end = i;
  for (let n = 0; n < 3; n++) {
    re.lastIndex = s.at[s.start + i]!;
    const word = re.exec(s.original);
    if (!word) break;
    const folded = c.slice(i, i + word[0].length).replace(/['’]s$/, '');
    const bare = word[0].replace(/['’]s$/, '').replace(/[.]$/, '');
    if (NOT_NAME.has(folded) || PRONOUN.test(folded)) break;
    const capital = /^\p{Lu}/u.test(bare);
    if (n > 0 && !capital) break;
    parts.push(bare);
    end = i + word[0].length;
    if (!capital || /['’]s$/.test(word[0])) break;
    i = end;
    if (c[i] !== ' ') break;
    i++;
  }
  if (parts.length === 0) return null;
  return { name: parts.join(' '), end };
}

/** The subject of the conversation when it is of one of these kinds. */
export const subjectOf = (ctx: EngineContext, ...kinds: string[]) =>
  ctx.subject && kinds.includes(ctx.subject.kind) ? ctx.subject : null;

/** A reference to the conversation's subject: "it", "that post", "her", "lui", "eso". */
export const isReference = (text: string) => PRONOUN.test(text.trim());
