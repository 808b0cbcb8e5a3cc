import type { PreparedMessage } from './prepared-message.ts';
import { words } from './travel-words.ts';

/** Words of the shop matchers, on normalised text (lower case, no accents, apostrophes as spaces). */

export const CART = words(
  'cart|carts|basket|shopping cart|shopping basket|trolley|carrito|carro|cesta|panier|' +
    // Slips seen in typed requests.
    'crat|cartt|kart|carrt|baskett|carito|carritto|carrto|pannier|panie|panir',
);
export const ORDER = words(
  'orders?|purchases?|pedidos?|compras?|commandes?|achats?|oder|odrer|ordr|pedio|comande|' +
    // A parcel is an order only when it is the user's own ('where is my package?'; 'the package of fuses' is stowed).
    'my package|my parcel|mi paquete|mon colis|my delivery|mi envio|ma livraison',
);
export const SHOP = words('shop|store|tienda|boutique|magasin|catalogue|catalog|catalogo');

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
};
const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|');

const POLITE =
  /^(?:please|pls|pam|hey pam|ok|okay|so|and|also|then|can you|could you|would you|will you|can i|could i|i d like to|i want to|i would like to|i wanna|i ll|let s|por favor|oye|vale|y(?! a )|tambien|puedes|podrias|me puedes|quiero|quisiera|me gustaria|peux tu|tu peux|pourrais tu|pouvez vous|vous pouvez|je veux|je voudrais|j aimerais|et|aussi|s il te plait|s il vous plait|merci de)\s+/;
const TRAILING_POLITE = /\s+(?:please|pls|thanks|thank you|por favor|gracias|s il te plait|s il vous plait|merci)$/;

const ADD_VERB =
  /^(?:add|put|throw|stick|pop|get me|get|buy|order|purchase|grab|take|anade|anademe|anadir|agrega|agregame|agregar|mete|meteme|meter|pon|ponme|poner|compra|comprame|comprar|pide|pideme|ajoute|ajoutez|ajouter|ajoute moi|mets|mettez|mettre|mets moi|rajoute|acheter|achete|commande|commander|prends|prendre)\s+/;
const CART_TAIL =
  /\s+(?:to|into|in|on|onto|from|out of|off)\s+(?:my|the|our)\s+(?:shopping\s+)?(?:cart|basket|trolley|crat|cartt|kart)\b.*$|\s+(?:al|en el|a mi|en mi|a la|en la|del|de mi|de la)\s+(?:carrito|carro|cesta|carito)\b.*$|\s+(?:au|dans (?:mon|le|notre)|du|de mon|de notre)\s+(?:panier|pannier)\b.*$/;

/** How many, as the request opens with it: '2', 'two', 'dos', 'deux', 'a couple of'. */
export function leadingQuantity(text: string): { quantity: number | null; rest: string } {
  const couple = /^(?:a couple of|a pair of|un par de|une paire de|un couple de)\s+/.exec(text);
  if (couple) return { quantity: 2, rest: text.slice(couple[0].length) };
  // 'two', alone: 'add two to my cart' (the product is the one the conversation is about).
  const m = new RegExp(`^(\\d{1,2}|${NUMBER_WORD})(?:\\s+(?:x\\s+)?|$)`).exec(text);
  if (!m) return { quantity: null, rest: text };
  const quantity = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!]!;
  // 'a', 'un', 'une' open a name ('a water hose'): one, said or not.
  return { quantity, rest: text.slice(m[0].length) };
}

/** 'x2', '2 of them', 'por 2': a quantity said after the product. */
function trailingQuantity(text: string): { quantity: number | null; rest: string } {
  const m = new RegExp(
    `\\s+(?:x\\s?(\\d{1,2})|(\\d{1,2}|${NUMBER_WORD}) (?:of them|units?|unidades|unites|pieces?|piezas))$`,
  ).exec(text);
  if (!m) return { quantity: null, rest: text };
  const raw = m[1] ?? m[2]!;
  return { quantity: /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw]!, rest: text.slice(0, m.index) };
}

/** Opening articles and partitives: 'the', 'some', 'of', 'los', 'des', 'de la'. */
const ARTICLES =
  /^(?:(?:the|some|any|more|another|of|el|la|los|las|unos|unas|mas|otro|otra|de|del|le|les|des|du|de la|d|encore|plus de|more of)\s+)+/;

/** 'ajoute-le', 'añádelo', 'mets-les', 'quítalo': the verb and its pronoun apart, so each is read as a word. */
export function withPronounsApart(message: PreparedMessage): PreparedMessage {
  const text = message.text
    .replace(/\b(\w+)-(le|la|les|moi|lui|en)\b/g, '$1 $2')
    .replace(/\b(anade|agrega|mete|pon|compra|quita|saca|elimina|borra)(lo|la|los|las)\b/g, '$1 $2');
  return text === message.text ? message : { ...message, text };
}

/** The product an add-to-cart request names, and how many. */
export function cartRequest(message: PreparedMessage): { product: string; quantity: number | null } {
  let text = message.text.replace(/[?!.]+$/, '');
  for (let i = 0; i < 3 && POLITE.test(text); i++) text = text.replace(POLITE, '');
  // 'ajoute-en deux': 'en' (of it) stands for the product the conversation is about.
  text = text
    .replace(ADD_VERB, '')
    .replace(/^en\s+(?=\S)/, '')
    .replace(CART_TAIL, '')
    .replace(TRAILING_POLITE, '');
  const lead = leadingQuantity(text);
  const trail = trailingQuantity(lead.rest);
  const product = trail.rest
    .replace(ARTICLES, '')
    .replace(/\s+(?:too|as well|also|tambien|aussi)$/, '')
    .trim();
  return { product, quantity: lead.quantity ?? trail.quantity };
}

/** An order's number: 'order 12', 'pedido #12', 'commande n°12', 'number 12'. */
export function orderNumber(message: PreparedMessage): number | undefined {
  const m =
    /(?:#|n°|no\.?|nº|number|numero|num)\s*(\d{1,9})\b/.exec(message.text) ??
    /\b(?:orders?|pedidos?|commandes?|compras?)\s+(\d{1,9})\b/.exec(message.text);
  return m ? Number(m[1]) : undefined;
}

/** Opening words of a product question, each language; what follows names the product. */
const ASK_PRODUCT =
  /^(?:(?:do|does|did) (?:you|u|you guys|y all|the shop|the store|pam) (?:sell|have|carry|stock|offer|got)|have you got|you got|got any|is there|are there|is there any|are there any|any|i m looking for|i am looking for|looking for|im looking for|where can i (?:buy|get|find)|can i (?:buy|get)|search (?:the shop |the store )?for|search|find me|find|show me|how much (?:is|are|does|do|for)|what does|what do|what s the price of|what is the price of|price of|prices? for|i need|we need|tienes|teneis|tienen|tiene|tenes|venden|vendeis|vendes|vende|hay|busco|estoy buscando|buscamos|necesito|necesitamos|donde (?:puedo )?(?:compro|comprar|consigo)|cuanto (?:cuesta|cuestan|vale|valen)|que precio tienen?|precio de|vous avez|avez vous|vous vendez|vendez vous|tu as|as tu|tu vends|vends tu|il y a|y a t il|je cherche|je recherche|on cherche|il me faut|il nous faut|j ai besoin d|j ai besoin de|ou acheter|ou trouver|combien (?:coute|coutent|vaut|valent)|quel est le prix d|quel est le prix du|quel est le prix des|le prix d|le prix du|le prix des|prix d|prix du|prix des)\s+/;
const SHOP_TAIL =
  /\s+(?:in|at|from) (?:the|your) (?:shop|store)\b.*$|\s+for sale$|\s+(?:en|de) (?:la|tu|vuestra) tienda\b.*$|\s+(?:en venta|a la venta)$|\s+(?:dans|de) (?:la|votre|ta) boutique\b.*$|\s+en vente$|\s+(?:cost|costs|cuesta|cuestan|coute|coutent|vaut|valent)$/;
const FIT_TAIL =
  /\s+(?:that|which|who)?\s*(?:fits?|will fit|would fit|for|suits?|compatible with|que sirvan? para|que vaya bien con|para|compatibles? (?:avec|con)|qui (?:va|vont|convien(?:nen)?t) (?:sur|a|avec)|pour)\s+(?:my|our|the|mi|nuestra|nuestro|mon|ma|notre|el|la)\s+(?:rig|rv|van|camper|campervan|motorhome|motor home|caravan|trailer|fifth wheel|5th wheel|autocaravana|caravana|furgoneta|camper|vehiculo|camping car|camping-car|caravane|fourgon|vehicule|remorque)\b.*$/;

/** The product a question names, if it is one: 'do you sell levelling blocks' → 'levelling blocks'. */
const NEED_THEN_FIND =
  /^(?:i|we|(?:yo )?necesito|necesitamos|tengo que|je dois|il me faut|j ai besoin d(?:e|')?)\s*(?:need to |want to |have to |ll need to |d like to )?(?:buy|get|comprar|acheter|un|une)?\s*(?:(?:a|an|some|new|un|una|unos|une|des|nuevo|nueva|nouveau|nouvelle)\s+)*(.+?)\s+(?:find|look for|search for|show me|busca|buscame|encuentra|trouve|cherche|montre)(?:-?(?:la|lo|las|los|le|les|en|moi))?\s+(?:one|it|some|them|uno|una|en une|un)?\s*(?:in the (?:shop|store)|en la tienda|dans la boutique|au magasin)$/;

export function productQuestion(
  message: PreparedMessage,
): { product: string; forMyRig: boolean; asked: boolean } | null {
  // 'avez-vous', 'as-tu', 'y a-t-il': the inverted forms as the question words read them.
  let text = message.text
    .replace(/[?!.]+$/, '')
    .replace(/-(vous|tu|t-il|il|moi)\b/g, ' $1')
    .replace(/ t-il\b/g, ' t il');
  for (let i = 0; i < 3 && POLITE.test(text); i++) text = text.replace(POLITE, '');
  // 'I need to buy a new sewer hose, find one in the shop': the thing first, then the search for 'one'.
  const need = NEED_THEN_FIND.exec(text);
  if (need?.[1]) text = `find ${need[1]} in the shop`;
  const asked = ASK_PRODUCT.exec(text);
  const rest = asked ? text.slice(asked[0].length) : text;
  const forMyRig = FIT_TAIL.test(rest);
  const product = rest
    .replace(FIT_TAIL, '')
    .replace(SHOP_TAIL, '')
    .replace(TRAILING_POLITE, '')
    .replace(ARTICLES, '')
    .replace(/^(?:a|an|un|una|une)\s+/, '')
    .trim();
  return { product, forMyRig, asked: asked !== null };
}
