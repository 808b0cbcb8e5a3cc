import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { core, cut, said, subjectOf, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';

/**
 * What the user does to their own listings, hustle ideas and groups, in English, Spanish and French: mark an item
 * sold, reprice or delete it; edit or delete a hustle idea; approve or refuse requests to join, make a group
 * approval-only or open, delete it.
 */

/** The user's words of capture group `i` of a match on `core` (made with the `d` flag). */
export const part = (s: Said, m: RegExpExecArray, i: number) => {
  const at = m.indices?.[i];
  return at ? cut(s, at[0], at[1]) : '';
};

const ARTICLES =
  /^(?:(?:my|our|the|this|that|mi|mis|nuestro|nuestra|el|la|los|las|este|esta|ese|esa|mon|ma|mes|notre|le|les|l'|l’|ce|cet|cette)\s+)+/i;
const LISTING_WORD = /\b(?:listing|ad|anuncio|annonce)\b/i;

/** An item's name as said: without articles, "listing" and "for sale" ("my awning listing" → "awning"). */
export function itemName(text: string): string {
  return text
    .replace(/[?.!]+$/, '')
    .replace(/\s+(?:for|por|pour|a|à)\s+\S*\d.*$/i, '')
    .replace(/^(?:l['’])/i, '')
    .replace(ARTICLES, '')
    .replace(/^(?:l['’])/i, '')
    .replace(/\s+(?:listing|ad|for sale|from the marketplace|on the marketplace|off the marketplace)$/i, '')
    .replace(/^(?:(?:listing|anuncio|annonce)\s+(?:(?:for|of|de|del|de la|du|des|d')\s*)?)/i, '')
    .replace(ARTICLES, '')
    .trim();
}

const SOLD: RegExp[] = [
  /^(?:mark|set|flag|list) (.+?) (?:listing )?(?:as )?sold$/d,
  /^(?:i|we) (?:just |finally |already )?sold (.+?)$/d,
  /^(.+?) (?:has|is|got) (?:been )?sold$/d,
  /^marca(?:r)? (.+?) como vendid[oa]s?$/d,
  /^(?:ya )?(?:vendi|vendimos|he vendido|hemos vendido) (.+?)$/d,
  /^(.+?) (?:ya )?(?:esta|se ha) vendid[oa]$/d,
  /^marque(?:r)? (.+?) comme vendue?s?$/d,
  /^(?:j'ai|j ai|nous avons|on a) (?:deja |enfin )?vendu (.+?)$/d,
  /^(.+?) est vendue?$/d,
];

/** "mark the awning as sold", "I sold the awning", "marca el toldo como vendido", "j'ai vendu l'auvent". */
const listingSold: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  for (const re of SOLD) {
    const hit = re.exec(c);
    if (!hit) continue;
    const text = part(s, hit, 1);
    const listing = itemName(text);
    const it = /^(?:it|that|this one|lo|la|le|eso|ca)$/i.test(listing) ? subjectOf(ctx, 'listing') : null;
    if (!listing || (listing.length < 2 && !it)) return null;
    const args: PamToolArgs<'update_listing'> = it ? { id: it.id, sold: true } : { listing, sold: true };
    // "I sold my Jayco": only a listing of that name is marked; the tool says when none is.
    const said = re === SOLD[0] || re === SOLD[3] || re === SOLD[6] || LISTING_WORD.test(text);
    return tool({ name: 'update_listing', args }, said ? 0.97 : 0.86);
  }
  return null;
};

const REPRICE: RegExp[] = [
  /^(?:drop|lower|reduce|cut|raise|mark down|reprice|change the price of|set the price of|put the price of|price) (.+?) (?:down |up )?(?:to|at) \S.*$/d,
  /^(?:baja(?:r)?|rebaja(?:r)?|sube|subir|cambia(?:r)? el precio (?:de|del|de la)|pon(?:er)? el precio (?:de|del|de la)) (.+?) (?:a|en) \S.*$/d,
  /^(?:baisse(?:r)?|monte(?:r)?|change(?:r)? le prix (?:de|du|de la|des)|mets le prix (?:de|du|de la|des)|passe(?:r)?) (.+?) (?:a|en) \S.*$/d,
];

/** "drop the awning to $90", "baja el toldo a 90 €", "baisse l'auvent à 90 €". */
const listingPrice: IntentMatcher = (m) => {
  const money = m.money[0];
  if (!money) return null;
  const s = said(m);
  const c = core(s);
  for (const re of REPRICE) {
    const hit = re.exec(c);
    if (!hit) continue;
    const text = part(s, hit, 1)
      .replace(/\s+(?:price|precio|prix)$/i, '')
      .replace(/^(?:the price of|el precio del?|le prix (?:de la|des|du|de|d['’]))\s*/i, '');
    const listing = itemName(text);
    // "drop it to $90" is about the listing the reply was about (aboutTheSubject).
    if (listing.length < 2 || /\d/.test(listing) || /^(?:it|that|this|lo|la|le)$/i.test(listing)) return null;
    const args: PamToolArgs<'update_listing'> = { listing, price: money.amount };
    if (money.currency) args.currency = money.currency as NonNullable<PamToolArgs<'update_listing'>['currency']>;
    return tool({ name: 'update_listing', args }, 0.95);
  }
  return null;
};

const DELETE_VERB =
  '(?:delete|remove|take down|pull|cancel|borra(?:r)?|elimina(?:r)?|quita(?:r)?|supprime(?:r)?|retire(?:r)?|efface(?:r)?|enleve(?:r)?)';
const DELETE_LISTING: RegExp[] = [
  new RegExp(`^${DELETE_VERB} (.+?) (?:listing|ad)(?: from the marketplace)?$`, 'd'),
  new RegExp(`^${DELETE_VERB} (?:my |the )?(?:listing|ad|anuncio|annonce)s? (.+?)$`, 'd'),
  new RegExp(`^(?:take|pull) (.+?) off the marketplace$`, 'd'),
  new RegExp(`^${DELETE_VERB} (?:mi |el |mon |l'|l’)?(?:anuncio|annonce) (.+?)$`, 'd'),
];

/** "delete my awning listing", "borra mi anuncio del toldo", "supprime mon annonce de l'auvent". */
const deleteListing: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  for (const re of DELETE_LISTING) {
    const hit = re.exec(c);
    if (!hit) continue;
    const listing = itemName(part(s, hit, 1).replace(/^(?:for|of|de|del|de la|du|des|d')\s+/i, ''));
    if (listing.length < 2) return null;
    return tool({ name: 'delete_listing', args: { listing } }, 0.96);
  }
  return null;
};

export const HUSTLE = '(?:side hustle|hustle|side gig|gig|idea de trabajo|trabajo extra|trabajo|petit boulot|boulot)';
/** A hustle's title words as said: "my dog walking hustle" → "dog walking". */
export const hustleName = (text: string) =>
  itemName(text)
    .replace(new RegExp(`^${HUSTLE}(?: idea)?\\s+(?:(?:about|on|for|de|del|sobre|du|de la|sur)\\s+)?`, 'i'), '')
    .replace(new RegExp(`\\s+${HUSTLE}(?: idea)?$`, 'i'), '')
    .replace(ARTICLES, '')
    .trim();

const DELETE_HUSTLE = new RegExp(
  `^${DELETE_VERB} ((?:my |the |mi |el |mon |le )?(?:.+? )?${HUSTLE}(?: idea)?(?: .+)?)$`,
  'd',
);

/** "delete my dog walking hustle", "borra mi trabajo de paseo de perros", "supprime mon petit boulot de …". */
const deleteHustle: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  const hit = DELETE_HUSTLE.exec(c);
  // "remove my vote from the dog walking hustle" takes a vote back (vote_hustle).
  if (!hit || /^(?:my |mi |mon )?(?:votes?|votos?)\b/.test(hit[1]!)) return null;
  const hustle = hustleName(part(s, hit, 1));
  if (hustle.length < 2) return null;
  return tool({ name: 'delete_hustle', args: { hustle } }, 0.95);
};

/**
 * Renaming or describing an item the user offers, `noun` being how each language names its kind: "rename my dog
 * walking hustle to …", "cambia la descripción de mi anuncio del toldo a …", "renomme mon annonce … en …".
 */
function editPatterns(noun: string): Array<[RegExp, 'title' | 'description']> {
  return [
    [new RegExp(`^(?:rename|retitle) (.+? ${noun}) (?:to|as) (.+)$`, 'd'), 'title'],
    [
      new RegExp(
        `^(?:change|update|set) the description of (.+? ${noun}) (?:to|as)(?::)? (.+)$|^describe (.+? ${noun}) as (.+)$`,
        'd',
      ),
      'description',
    ],
    [
      new RegExp(`^(?:renombra(?:r)?|cambia(?:r)? el titulo de) ((?:mi |el )?${noun} .+?) (?:a|por) (.+)$`, 'd'),
      'title',
    ],
    [
      new RegExp(
        `^(?:cambia(?:r)?|pon(?:er)?) la descripcion de ((?:mi |el )?${noun} .+?) (?:a|por|como)(?::)? (.+)$`,
        'd',
      ),
      'description',
    ],
    [
      new RegExp(`^(?:renomme(?:r)?|change(?:r)? le titre de) ((?:mon |ma |le |l')?${noun} .+?) en (.+)$`, 'd'),
      'title',
    ],
    [
      new RegExp(
        `^(?:change(?:r)?|mets) la description (?:de|du|de l') ?((?:mon |ma |le |l')?(?:petit )?${noun} .+?) (?:en|par|a)(?::)? (.+)$`,
        'd',
      ),
      'description',
    ],
  ];
}
const EDIT_HUSTLE = editPatterns(`${HUSTLE}(?: idea)?`);
const EDIT_LISTING = editPatterns('(?:listing|ad|anuncio|annonce)');

/** The item named and the new wording, when the message renames or describes one of `patterns`' kind. */
function edited(m: PreparedMessage, patterns: Array<[RegExp, 'title' | 'description']>, name: (t: string) => string) {
  const s = said(m);
  const c = core(s);
  for (const [re, field] of patterns) {
    const hit = re.exec(c);
    if (!hit) continue;
    const first = hit[1] !== undefined ? 1 : 3;
    const item = name(part(s, hit, first));
    const value = part(s, hit, first + 1).replace(/[.!]+$/, '');
    return item.length < 2 || !value ? null : { item, field, value };
  }
  return null;
}

/** "rename my dog walking hustle to Dog sitting", "cambia la descripción de mi trabajo de X a …". */
const editHustle: IntentMatcher = (m) => {
  const e = edited(m, EDIT_HUSTLE, hustleName);
  return e && tool({ name: 'update_hustle', args: { hustle: e.item, [e.field]: e.value } }, 0.95);
};

/** "rename my awning listing to Fiamma awning", "cambia la descripción de mi anuncio del toldo a …". */
const editListing: IntentMatcher = (m) => {
  const e = edited(m, EDIT_LISTING, (t) =>
    itemName(
      t.replace(
        /^(?:(?:my|mi|mon|ma|the|el|le|l')\s*)?(?:listing|ad|anuncio|annonce)\s+(?:(?:for|of|de la|del|des|de|du|d')(?:\s+|(?<=')))?/i,
        '',
      ),
    ),
  );
  return e && tool({ name: 'update_listing', args: { listing: e.item, [e.field]: e.value } }, 0.95);
};

const DELETE_IT =
  /^(?:(?:delete|remove|take down|cancel) (?:it|that|this(?: one)?)|(?:borra|elimina|quita)(?:lo|la)|(?:borra|elimina|quita) (?:eso|esto)|(?:supprime|efface|retire)(?:-le|-la| le| la| ca| cela))$/;
const PRICE_IT =
  /^(?:(?:drop|lower|reduce|cut|raise|change|make|set|put) (?:it|that|the price)(?: down| up)?(?: to| at)?|(?:baja|sube|pon|deja|cambia)(?:lo|la)(?: a| en)?|(?:baisse|mets|passe|monte)(?:-le|-la| le| la)(?: a)?) \S/;

/**
 * "delete it", "bórralo", "supprime-la" after a listing, hustle or group the reply was about; "drop it to $90",
 * "ponlo a 90 €", "mets-le à 90 €" after a listing.
 */
const aboutTheSubject: IntentMatcher = (m, ctx) => {
  const subject = subjectOf(ctx, 'listing', 'hustle', 'group');
  if (!subject) return null;
  const c = core(said(m))
    .replace(/[.!]+$/, '')
    .trim();
  if (DELETE_IT.test(c)) {
    const name = ({ listing: 'delete_listing', hustle: 'delete_hustle', group: 'delete_group' } as const)[
      subject.kind as 'listing' | 'hustle' | 'group'
    ];
    return tool({ name, args: { id: subject.id } }, 0.95);
  }
  const money = m.money[0];
  if (subject.kind === 'listing' && money && PRICE_IT.test(c)) {
    const args: PamToolArgs<'update_listing'> = { id: subject.id, price: money.amount };
    if (money.currency) args.currency = money.currency as NonNullable<PamToolArgs<'update_listing'>['currency']>;
    return tool({ name: 'update_listing', args }, 0.95);
  }
  return null;
};

export const socialManageMatchers: IntentMatcher[] = [
  listingSold,
  listingPrice,
  deleteListing,
  deleteHustle,
  editHustle,
  editListing,
  aboutTheSubject,
];
