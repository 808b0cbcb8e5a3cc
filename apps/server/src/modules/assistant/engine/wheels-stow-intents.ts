import type { PamToolArgs, PamToolCall } from '@ww/contracts';
import { originalSlice, type Folded } from './places.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { ordinalIn } from './record-words.ts';
import { folded, has, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';
import { taskOf } from './wheels-tasks.ts';

/** What is stowed where: an item put somewhere, moved, or taken off the list. */

const ARTICLE =
  /^(?:the|my|our|a|an|some|el|la|los|las|mi|mis|un|una|unos|unas|nuestro|nuestra|le|la|les|l'|mon|ma|mes|notre|nos|un|une|des|du)\s+/i;
/** Where things go in a rig: a location must name one of these (or a place with 'the'/'my' before it). */
const STOWAGE =
  /\b(?:locker|lockers|compartment|bay|boot|trunk|garage|cupboard|cabinet|drawer|drawers|box|bin|bag|shelf|shelves|under|bed|seat|bench|cab|glovebox|glove box|wardrobe|closet|tub|crate|basement|storage|pass-through|hatch|cofre|maletero|armario|cajon|cajones|caja|bolsa|estante|estanteria|debajo|cama|asiento|banco|cabina|guantera|altillo|bodega|garaje|coffre|placard|tiroir|tiroirs|boite|sac|etagere|sous|lit|siege|banquette|cabine|boite a gants|penderie|soute|rangement|caisson|front|rear|back|side|left|right|delantero|trasero|lateral|izquierdo|derecho|avant|arriere|gauche|droit)\b/;
const NOT_AN_ITEM =
  /\b(?:i|we|you|he|she|they|it|yo|nosotros|je|nous|vous|il|elle|on|money|dinero|argent|euros?|dollars?|pounds?)\b/;
const PUT =
  /^(?:(?:please|pam|ok|hey|por favor|s[' ]il te plait)[\s,]+)?(?:(?:i|we|i ve|we ve|i have|we have|yo|je|nous|on)\s+)?(?:put|stored|store|stow|stowed|keep|left|placed|pack|packed|guarda|guardo|guarde|he guardado|hemos guardado|guardamos|pon|puse|pusimos|he puesto|meti|mete|deje|dejo|j[' ]ai range|j[' ]ai mis|ai range|ai mis|avons range|avons mis|a range|a mis|range|mets|note que|anota que|remember|recuerda que|souviens-toi que|souviens toi que)\s+/;
const IN =
  /\s(?:is in|are in|is under|are under|is on|are on|lives in|live in|goes in|go in|is kept in|are kept in|in|into|inside|under|on|at the|esta en|estan en|esta debajo de|estan debajo de|en|dentro de|debajo de|bajo|sobre|est dans|sont dans|est sous|sont sous|est sur|sont sur|dans|sous|sur|a l[' ]interieur de)\s+/g;

/** 'add my kayak to stowed items, its in the rear bay': the list named and 'it's' stay out of the item's name. */
const withoutList = (item: string) =>
  item
    .replace(
      /\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?(?:stowed items|storage list|storage|inventory|stow list)\b.*$/i,
      '',
    )
    .replace(/[\s,]+(?:it'?s|it is|they'?re|they are)$/i, '')
    .replace(/^(?:my|our)\s+/i, '')
    .trim();

/** The item and the location from a sentence such as 'the awning crank is in the rear locker'. */
function itemAndPlace(f: Folded, from: number): { item: string; location: string; quantity?: number } | null {
  const text = f.text;
  IN.lastIndex = from;
  for (let m = IN.exec(text); m; m = IN.exec(text)) {
    const rawItem = text.slice(from, m.index).trim();
    const rawPlace = text
      .slice(m.index + m[0].length)
      .replace(/[?!.]+\s*$/, '')
      .trim();
    if (!rawItem || !rawPlace || rawItem.split(/\s+/).length > 8 || rawPlace.split(/\s+/).length > 8) continue;
    if (NOT_AN_ITEM.test(rawItem.replace(ARTICLE, ''))) continue;
    if (!STOWAGE.test(`${m[0]} ${rawPlace}`)) continue;
    const itemStart = from + text.slice(from).indexOf(rawItem);
    const placeStart = m.index + m[0].length;
    let item = originalSlice(f, itemStart, itemStart + rawItem.length)
      .replace(ARTICLE, '')
      .trim();
    const under = /(?:under|debajo de|bajo|sous)\s+$/.exec(m[0]);
    const placeFrom = under ? m.index + m[0].length - under[0].length : placeStart;
    const location = originalSlice(f, placeFrom, placeStart + rawPlace.length)
      .replace(ARTICLE, '')
      .replace(
        /\s+(?:instead|now|from now on|ahora|en su lugar|maintenant|plutot|plutôt|a la place|à la place|desormais|désormais)$/i,
        '',
      )
      .trim();
    let quantity: number | undefined;
    const count = /^(\d{1,4})\s+(.+)$/.exec(item);
    if (count) {
      quantity = Number(count[1]);
      item = count[2]!.replace(ARTICLE, '');
    }
    item = withoutList(item);
    // 'the verb' of 'is in' / 'est dans' stays out of the name.
    item = item
      .replace(
        /\s+(?:is|are|esta|estan|está|están|est|sont|lives|live|goes|go|sits|stays|is kept|are kept|va|van|vive|viven|vit|vivent)$/i,
        '',
      )
      .trim();
    if (!item || !location) continue;
    return { item, location, ...(quantity ? { quantity } : {}) };
  }
  return null;
}

const ADD_TO = /^(?:(?:please|pam|por favor)[\s,]+)?(?:add|anade|agrega|ajoute|ajouter)\s+/;
const TO_PLACE = /\s(?:to|into|in|al|a la|en|dans|au|a l')\s+/g;

/** 'add the spare tyre to the rear locker', 'añade el gato al cofre trasero', 'ajoute le cric dans le coffre'. */
const addToPlace: IntentMatcher = (message) => {
  if (isQuestion(message) || message.money.length > 0 || message.numbers.some((n) => n.unit !== null)) return null;
  const f = folded(message);
  const add = ADD_TO.exec(f.text);
  if (!add) return null;
  const from = add[0].length;
  TO_PLACE.lastIndex = from;
  for (let m = TO_PLACE.exec(f.text); m; m = TO_PLACE.exec(f.text)) {
    const rawPlace = f.text
      .slice(m.index + m[0].length)
      .replace(/[?!.]+\s*$/, '')
      .trim();
    if (!STOWAGE.test(rawPlace) || rawPlace.split(/\s+/).length > 6) continue;
    const item = withoutList(originalSlice(f, from, m.index).replace(ARTICLE, '').trim());
    const placeStart = m.index + m[0].length;
    const location = originalSlice(f, placeStart, placeStart + rawPlace.length)
      .replace(ARTICLE, '')
      .trim();
    if (!item || !location || NOT_AN_ITEM.test(fold(item))) return null;
    return tool({ name: 'add_storage_item', args: { name: item, location } }, 0.9);
  }
  return null;
};

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const addStorageItem: IntentMatcher = (message) => {
  if (isQuestion(message) || message.money.length > 0) return null;
  if (/^(?:where|donde|ou)\b/.test(message.text)) return null;
  if (MOVE.test(message.text)) return null;
  const f = folded(message);
  const put = PUT.exec(f.text);
  const start = put ? put.index + put[0].length : 0;
  // Without a verb, the sentence must open on the item: 'the awning crank is in the rear locker'.
  if (!put && !ARTICLE.test(f.text)) return null;
  const found = itemAndPlace(f, start);
  if (!found) return null;
  const args: PamToolArgs<'add_storage_item'> = { name: found.item, location: found.location };
  if (found.quantity) args.quantity = found.quantity;
  return tool({ name: 'add_storage_item', args }, put ? 0.92 : 0.9);
};

const MOVE =
  /(?:^|\s)(?:deplace-les|deplace-le|deplace-la|bouge-les|bouge-le|bouge-la|muevelo|muevela|muevelos|muevelas|pasalo|pasala|pasalos|pasalas|move|moved|i moved|we moved|shift|relocate|mueve|mover|movi|he movido|cambia de sitio|cambie de sitio|pasa|pase|deplace|deplacer|j[' ]ai deplace|bouge|mets plutot|range plutot)\s+/;
const TO = /\s(?:to|into|in|over to|a|al|hacia|en|dentro de|dans|vers|sous|sur|a la|au)\s+/g;

const moveStorageItem: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const move = MOVE.exec(f.text);
  if (!move || message.money.length > 0) return null;
  // 'déplace-les dans…', 'muévelo al…': the pronoun is on the verb, the item is the one in hand.
  const onVerb = /(?:-les|-le|-la|lo|la|los|las)\s+$/.test(move[0]) && !/^(?:move|moved)\b/.test(move[0].trim());
  const from = move.index + move[0].length - (onVerb ? 1 : 0);
  TO.lastIndex = from;
  for (let m = TO.exec(f.text); m; m = TO.exec(f.text)) {
    const rawItem = f.text.slice(from, m.index).trim();
    const placeStart = m.index + m[0].length;
    const rawPlace = f.text
      .slice(placeStart)
      .replace(/[?!.]+\s*$/, '')
      .trim();
    if ((!rawItem && !onVerb) || !rawPlace) continue;
    if (!STOWAGE.test(rawPlace) && !ARTICLE.test(rawPlace)) continue;
    const location = originalSlice(f, placeStart, placeStart + rawPlace.length)
      .replace(ARTICLE, '')
      .replace(
        /\s+(?:instead|now|from now on|ahora|en su lugar|maintenant|plutot|plutôt|a la place|à la place|desormais|désormais)$/i,
        '',
      )
      .trim();
    const args: PamToolArgs<'move_storage_item'> = { location };
    if ((onVerb || /^(?:it|them|that|lo|la|los|las|le|les|l)$/.test(rawItem)) && ctx.subject?.kind === 'storage_item') {
      args.id = ctx.subject.id;
    } else {
      if (!rawItem) return null;
      const itemStart = from + f.text.slice(from).indexOf(rawItem);
      args.item = originalSlice(f, itemStart, itemStart + rawItem.length)
        .replace(ARTICLE, '')
        .trim();
      // 'move the trip' or 'move money' are not things in a locker.
      if (/\b(?:trip|viaje|voyage|money|dinero|argent|budget|expense|gasto|depense)\b/.test(rawItem)) return null;
    }
    return tool({ name: 'move_storage_item', args }, 0.9);
  }
  return null;
};

const REMOVE = /(?:^|\s)(?:delete|remove|take|erase|borra|elimina|quita|saca|supprime|retire|enleve|efface)\s+/;
const FROM_STORAGE = words(
  'from storage|from my storage|from the storage list|from my storage list|from the list|off the list|off my list|' +
    'del almacenamiento|de mi almacenamiento|de la lista|de mi lista|du rangement|de mon rangement|de la liste|de ma liste',
);
const NO_LONGER =
  /(?:^|\s)(?:i no longer have|we no longer have|i don[' ]?t have|we don[' ]?t have|ya no tengo|ya no tenemos|je n[' ]ai plus|nous n avons plus|on n[' ]a plus)\s+/;

const deleteStorageItem: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const listed = has(message, FROM_STORAGE);
  const removal = REMOVE.exec(f.text);
  const gone = NO_LONGER.exec(f.text);
  if (!(removal && listed) && !gone) {
    if (
      removal &&
      ctx.subject?.kind === 'storage_item' &&
      message.tokens.length <= 5 &&
      /\b(?:it|lo|la|le|l)\b/.test(f.text)
    )
      return tool({ name: 'delete_storage_item', args: { id: ctx.subject.id } }, 0.9);
    return null;
  }
  const m = (gone ?? removal)!;
  const start = m.index + m[0].length;
  const listAt = FROM_STORAGE.exec(f.text);
  const end = listAt && listAt.index > start ? listAt.index : f.text.replace(/[?!.]+\s*$/, '').length;
  const item = originalSlice(f, start, end).replace(ARTICLE, '').trim();
  if (!item) return null;
  return tool({ name: 'delete_storage_item', args: { item } }, 0.9);
};

const WHATS_IN =
  /^(?:what s|whats|what is|what do i have|what have i got|what do we have|que hay|que tengo|que guardo|qu y a t il|qu y a-t-il|qu y a t-il|qu est-ce qu il y a|qu est ce qu il y a|qu est-ce qu il y a|qu est ce que j ai|que contient)\s+(?:in|inside|under|en|dentro de|debajo de|dans|sous)\s+/;

/** 'what's in the rear locker?': the items stowed there (the search reads locations too). */
const whatsIn: IntentMatcher = (message) => {
  const m = WHATS_IN.exec(message.text);
  if (!m) return null;
  const rest = message.text
    .slice(m[0].length)
    .replace(/[?!.]+$/, '')
    .trim();
  if (!rest || !STOWAGE.test(rest)) return null;
  const f = folded(message);
  const prep = [
    ...f.text.matchAll(
      /\s(?:in|inside|under|en|dentro de|debajo de|dans|sous)\s+(?:(?:the|my|our|el|la|mi|le|mon|ma)\s+|l')?/g,
    ),
  ].at(-1);
  if (!prep) return null;
  const start = prep.index + prep[0].length;
  const query = originalSlice(f, start, f.text.length).replace(/[?!.\s]+$/, '');
  return tool({ name: 'find_storage_item', args: { query } }, 0.88);
};

/** Words naming a record of another kind, which an item edit must leave alone. */
const OTHER_RECORD =
  /\b(?:listing|listings|anuncio|annonce|hustle|group|grupo|groupe(?! electrogene)|trip|viaje|voyage|itineraire|route|ruta|rig|vehicle|vehiculo|vehicule|motorhome|caravan|caravana|caravane|van|camper|checklist|lista de control|goal|meta|objectif|budget|presupuesto|schedule|plan|post|publicacion|publication|expense|gasto|depense|profile|perfil|profil)\b/;
/** "please", "can you", "¿puedes", "peux-tu": a polite opening before the request itself. */
const OPENING = '(?:please|pam|ok|por favor|can you|could you|puedes|podrias|peux[- ]tu|pourrais[- ]tu|tu peux)[\\s,]+';
// The folded text may open with a space where '¿' or '¡' stood.
const POLITE = new RegExp(`^[¿¡\\s]*(?:${OPENING})+`);
const LEAD = new RegExp(`^[¿¡\\s]*(?:${OPENING})*`);
const THE = `(?:(?:the|my|our|el|la|los|las|mi|mis|del|al|le|les|mon|ma|mes|du|au|aux|a la|a l'|de la|de l'|l')\\b\\s*)?`;
/** A question, unless it is a polite request ("can you set …?"). */
const asks = (message: PreparedMessage) => isQuestion(message) && !POLITE.test(folded(message).text);

/** The item's words as the user wrote them, without 'the'/'my', from a span of the folded text. */
function itemWords(f: ReturnType<typeof folded>, start: number, end: number): string | null {
  const raw = f.text.slice(start, end).trim();
  if (!raw || raw.split(/\s+/).length > 6 || OTHER_RECORD.test(raw) || NOT_AN_ITEM.test(raw)) return null;
  const at = start + f.text.slice(start).indexOf(raw);
  return (
    originalSlice(f, at, at + raw.length)
      .replace(ARTICLE, '')
      .trim() || null
  );
}

const NOW = /\s+(?:now|in total|altogether|ahora|en total|maintenant|en tout|desormais)$/;
const HAVE_COUNT = new RegExp(
  `${LEAD.source}(?:now\\s+)?(?:i have|i[ ']ve got|i have got|we have|we[ ']ve got|there are|i now have|we now have|ahora tengo|ahora tenemos|tengo|tenemos|hay|maintenant j[' ]ai|j[' ]ai maintenant|j[' ]ai|nous avons maintenant|maintenant nous avons|nous avons|on a maintenant|on a|il y a)\\s+(\\d{1,5})\\s+(.+?)(${NOW.source})?[\\s.!?]*$`,
);
const SET_COUNT = new RegExp(
  `${LEAD.source}(?:set|change|update|make|pon|poner|cambia|cambiar|mets|mettre|change|changer|modifie|modifier) (?:the )?(?:quantity|number|count|la cantidad|le nombre|la quantite)\\s+(?:of|de|des|du)\\s+${THE}(.+?)\\s+(?:to|a|en|sur)\\s+(\\d{1,5})[\\s.!?]*$`,
);

/** 'I have 3 levelling blocks now', 'tengo 3 calzos', 'set the quantity of the chairs to 4'. */
const itemQuantity: IntentMatcher = (message) => {
  if (asks(message) || message.money.length > 0 || message.numbers.some((n) => n.unit !== null)) return null;
  const f = folded(message);
  const have = HAVE_COUNT.exec(f.text);
  const set = have ? null : SET_COUNT.exec(f.text);
  const m = have ?? set;
  if (!m) return null;
  const [count, words] = have ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  const start = have ? m.index + m[0].indexOf(`${count} ${words}`) + count.length + 1 : m.index + m[0].indexOf(words);
  const item = itemWords(f, start, start + words.length);
  if (!item) return null;
  return tool({ name: 'update_storage_item', args: { item, quantity: Number(count) } }, have && !m[3] ? 0.72 : 0.95);
};

const WEIGHT_UNIT = '(kg|kgs|kilos?|kilograms?|kilogramos|kilogrammes?|lb|lbs|pounds?|libras?|livres?)';
const WEIGHS = new RegExp(
  `${LEAD.source}${THE}(.+?)\\s+(?:weighs|weigh|weighs about|pesa|pesan|pese|pesent|fait|font)\\s+(?:about |around |unos |unas |environ )?(\\d+(?:[.,]\\d+)?)\\s*${WEIGHT_UNIT}(?:\\s+(?:each|cada uno|cada una|chacun|chacune|piece))?[.!]*$`,
);
const WEIGHT_OF = new RegExp(
  `${LEAD.source}(?:set |change |cambia |pon |mets |change )?(?:the |el |le )?(?:weight|peso|poids)\\s+(?:of|de|del|du|des)\\s+${THE}(.+?)\\s+(?:is|to|es de|es|a|est de|est|a|sur)\\s+(\\d+(?:[.,]\\d+)?)\\s*${WEIGHT_UNIT}[.!]*$`,
);

/** 'the generator weighs 25 kg', 'el generador pesa 25 kg', 'le poids du groupe électrogène est de 25 kg'. */
const itemWeight: IntentMatcher = (message) => {
  if (isQuestion(message)) return null;
  const f = folded(message);
  const m = WEIGHS.exec(f.text) ?? WEIGHT_OF.exec(f.text);
  if (!m) return null;
  const start = f.text.indexOf(m[1]!, m.index);
  const item = itemWords(f, start, start + m[1]!.length);
  if (!item) return null;
  const weight = Number(m[2]!.replace(',', '.'));
  const weight_unit = /^(?:kg|kilo)/.test(m[3]!) ? 'kg' : 'lb';
  return tool({ name: 'update_storage_item', args: { item, weight, weight_unit } }, 0.93);
};

const RENAME = new RegExp(
  `${LEAD.source}(?:rename|renombra|cambia el nombre de|cambiale el nombre a|renomme|change le nom de)\\s+${THE}(.+?)\\s+(?:to|as|a|como|por|en|par)\\s+(.+?)[.!]*$`,
);

/** 'rename the blue tarp to Ground tarp', 'renombra la lona azul a Lona de suelo', 'renomme la bâche bleue en …'. */
const renameItem: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const m = RENAME.exec(f.text);
  if (!m) return null;
  const newAt = f.text.lastIndexOf(m[2]!);
  const new_name = originalSlice(f, newAt, newAt + m[2]!.length).trim();
  if (!new_name || OTHER_RECORD.test(m[2]!)) return null;
  if (/^(?:it|that|lo|la|le|l)$/.test(m[1]!.trim()) && ctx.subject?.kind === 'storage_item')
    return tool({ name: 'update_storage_item', args: { id: ctx.subject.id, new_name } }, 0.9);
  const start = f.text.indexOf(m[1]!, m.index);
  const item = itemWords(f, start, start + m[1]!.length);
  return item ? tool({ name: 'update_storage_item', args: { item, new_name } }, 0.8) : null;
};

const NOTE_ON = new RegExp(
  `${LEAD.source}(?:add a note to|add a note on|add a note for|put a note on|note on|anade una nota a|anade una nota al|agrega una nota a|agrega una nota al|pon una nota en|ajoute une note a|ajoute une note au|ajoute une note sur|ajoute une note pour|note sur)\\s+${THE}(.+?)\\s*(?::|,| - | saying | que dice | disant )\\s*(.+)$`,
);

const GENERATOR = /\b(?:generator|genny|generador|generateur|groupe electrogene)\b/;

/** 'add a note to the oil change: used 5W-30' (a maintenance record), 'add a note to the generator: needs oil'. */
const addNote: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const m = NOTE_ON.exec(f.text);
  if (!m) return null;
  const noteAt = f.text.lastIndexOf(m[2]!);
  const note = originalSlice(f, noteAt, noteAt + m[2]!.length).trim();
  const named = m[1]!.trim();
  if (!note) return null;
  // 'the generator' is a thing in a locker; 'the generator service' is a record.
  const thing = GENERATOR.test(named) && !/\b(?:service|servicing|mantenimiento|revision|entretien)\b/.test(named);
  const task = thing ? null : taskOf({ ...message, text: named });
  if (task) return tool({ name: 'update_maintenance', args: { task, note } }, 0.95);
  if (/^(?:it|that|lo|la|le|l)$/.test(named) && ctx.subject) {
    if (ctx.subject.kind === 'maintenance')
      return tool({ name: 'update_maintenance', args: { id: ctx.subject.id, note } }, 0.93);
    if (ctx.subject.kind === 'storage_item')
      return tool({ name: 'update_storage_item', args: { id: ctx.subject.id, note } }, 0.93);
  }
  const start = f.text.indexOf(m[1]!, m.index);
  const item = itemWords(f, start, start + m[1]!.length);
  return item ? tool({ name: 'update_storage_item', args: { item, note } }, 0.95) : null;
};

const ASKS_WHICH = new Set(['update_storage_item', 'log_fuel', 'log_maintenance']);

/** "the second one" after Pam asked which item or rig: the same request with that choice. */
const pickOne: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (!previous || !ASKS_WHICH.has(previous.name) || message.tokens.length > 6) return null;
  const choice = ordinalIn(message);
  if (choice === null) return null;
  return tool({ ...previous, args: { ...previous.args, choice } } as PamToolCall, 0.93);
};

export const stowMatchers: IntentMatcher[] = [
  addStorageItem,
  addToPlace,
  moveStorageItem,
  deleteStorageItem,
  whatsIn,
  itemQuantity,
  itemWeight,
  renameItem,
  addNote,
  pickOne,
];
