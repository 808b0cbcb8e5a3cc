import type { PamToolCall, ShopCategory } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { profileMatchers } from './shop-profile.ts';
import {
  CART,
  cartRequest,
  leadingQuantity,
  withPronounsApart,
  ORDER,
  orderNumber,
  productQuestion,
  SHOP,
} from './shop-words.ts';
import { allShopWords } from '../tools/shop-words.ts';
import { has, other, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/** The shop by words: products, what fits the rig, the cart, orders and checkout (which stays on the screen). */

const REMOVE = words(
  'remove|take out|take off|delete|drop|get rid of|quita|quitame|quitar|saca|sacar|elimina|eliminar|borra|borrar|' +
    'enleve|enlever|retire|retirer|supprime|supprimer|ote|oter',
);
const SET = words('change|set|make|update|cambia|cambiar|pon|deja|mets|passe|change|modifie');
const ADD = words(
  'add|put|throw|stick|pop|anade|anademe|agrega|agregame|mete|meteme|pon|ponme|ajoute|ajoutez|ajoute moi|mets|mettez|rajoute',
);
const BUY = words('buy|purchase|order|compra|comprar|comprame|pide|acheter|achete|commander|commande');
const VIEW = words(
  'what|whats|show|see|view|check|list|contents?|in|que|muestra|ensename|ver|hay|lleva|contenido|montre|voir|affiche|' +
    'contenu|qu est ce|quoi|dans|y a',
);
/** Checkout said outright; the bare 'pay' words (WEAK_CHECKOUT) count only with the cart or in a short request. */
const CHECKOUT = words(
  'checkout|check out|proceed to checkout|go to checkout|place (?:the|my) order|finish (?:the|my) order|' +
    'finalizar (?:la )?compra|tramitar (?:el )?pedido|hacer el pedido|pasar por caja|ir a caja|' +
    'passer (?:la |ma )?commande|valider (?:mon |le )?panier|finaliser (?:ma |la )?commande',
);
const WEAK_CHECKOUT = words('pay|pay for|pagar|pago|payer|paiement|regler');
const CANCEL = words('cancel|cancela|cancelar|anula|anular|annule|annuler');
const STATUS = words(
  'where|status|track|tracking|when|arrive|arriving|arrived|come|coming|shipped|delivered|how is|how s|' +
    'donde|estado|llega|llegara|va|como va|cuando|enviado|enviaron|mandaron|salio|ha salido|seguimiento|ou|ou en est|' +
    'statut|suivi|quand|arrive|arrivera|expediee|envoyee|partie|parti|livree|en est|wher|were|whre|status?',
);
/** A place search ('campgrounds near Moab', 'busco un camping cerca de Madrid'), never a product. */
const PLACE_WORDS = words(
  'near|nearby|around|close to|cerca|cerca de|alrededor|pres de|autour|a proximite|campgrounds?|campsites?|rv parks?',
);
const MY = words('my|our|mi|mis|nuestro|nuestros|ma|mon|mes|nos|notre');
const FIT = words(
  'fits?|fit my|will fit|fitting|compatible|suits?|work with|works with|sirve|sirven|sirva|sirvan|vale para|cabe|quepa|encaja|compatibles?|' +
    'va sur|vont sur|convient|conviennent|adapte|adaptes',
);
const RIG = words(
  'rig|rv|van|camper|campervan|motorhome|motor home|caravan|trailer|fifth wheel|5th wheel|autocaravana|caravana|' +
    'furgoneta|vehiculo|camping car|camping-car|caravane|fourgon|vehicule|remorque',
);
const STORAGE_WORDS = words('stored|stowed|kept|put|left|guardado|guarde|range|rangee|mis|locker|cofre|coffre');
/** Spending and summaries: never a product question. */
const MONEY_TALK = words(
  'spent|spend|spending|budget|budgets|income|earned|saved|savings|gaste|gastado|gastos|presupuesto|ingresos|ahorro|' +
    'depense|depenses|budget|revenus|epargne|fuel economy|consumption|consumo|consommation|weather|tiempo|meteo',
);
const CATEGORY_WORDS: Array<[RegExp, ShopCategory]> = [
  [words('rv parts|parts|spare parts|repuestos|recambios|piezas|pieces detachees|pieces'), 'rv_parts'],
  [
    words(
      'camping gear|camping equipment|equipo de camping|material de camping|materiel de camping|equipement de camping',
    ),
    'camping_gear',
  ],
  [words('electronics|electronic|electronica|electronique'), 'electronics'],
  [words('accessories|accesorios|accessoires'), 'accessories'],
];
const UNDER =
  /\b(?:under|below|less than|cheaper than|up to|max|maximum|menos de|por debajo de|hasta|maximo|moins de|sous|jusqu a|au plus)\s*$/;

/** The product the conversation is about ("add it", "does it fit?"). */
const subjectProduct = (ctx: EngineContext) => (ctx.subject?.kind === 'product' ? ctx.subject.id : undefined);
const IT =
  /^(?:it|that|this|them|those|these|that one|this one|lo|la|los|las|eso|ese|esa|esto|esos|esas|estos|estas|le|les|ca|cela|celui-ci|celui la|celle-ci|ceux-la|ceux la|ceux-ci|celles-ci)$/;
const EMPTY = words('empty|clear|clear out|wipe|reset|vacia|vaciar|vaciame|limpia|vide|vider|videz');
const ONLY = words('only|just|solo|solamente|nada mas|seulement|juste|uniquement');
const ONLY_WANT =
  /\b(?:only|just) (?:want|need) (.+)$|\b(?:solo|solamente) (?:quiero|necesito) (.+)$|\bje (?:ne )?veux (?:que|seulement|juste) (.+)$/;
const QUANTITY_WORD = words('quantity|how many|amount of|cantidad|quantite|nombre de');
const ARRIVED = words(
  'arrived|came|got it|received|has arrived|is here|llego|ha llegado|me llego|recibi|he recibido|ya tengo|arrivee|arrive|recu|j ai recu|est arrivee|est arrive|bien recu',
);
const LIST_ORDERS = words(
  'show|list|see|view|any|have|all|muestra|ver|lista|tengo|todos|montre|voir|liste|affiche|ai je|j ai|toutes',
);

/** 'the second one', 'la primera', 'le deuxième': a pick from a list, read by pickListed. */
const ORDINAL_PHRASE =
  /^(?:the |el |la |le )?(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|primer|primero|primera|segundo|segunda|tercero|tercera|premier|premiere|deuxieme|seconde|troisieme)(?: one| uno| una)?$/;

const call = (c: PamToolCall, score: number) => tool(c, score);

function priceCeiling(m: PreparedMessage): number | undefined {
  const amount = m.money.find((a) => UNDER.test(m.text.slice(Math.max(0, a.start - 16), a.start)));
  if (amount) return amount.amount;
  const n = m.numbers.find((x) => x.unit === null && UNDER.test(m.text.slice(Math.max(0, x.start - 16), x.start)));
  return n?.value;
}

const orders: IntentMatcher = (m) => {
  if (!has(m, ORDER) || has(m, CART)) return null;
  const number = orderNumber(m);
  if (has(m, CANCEL)) {
    if (!has(m, MY) && number === undefined) return null;
    return call({ name: 'cancel_order', args: number !== undefined ? { number } : {} }, 0.95);
  }
  // "my order 12 arrived" (not "has my order arrived?"): the buyer confirms the delivery, as on My orders.
  if (has(m, ARRIVED) && !isQuestion(m) && (has(m, MY) || number !== undefined || /\b(?:the|el|la|le)\b/.test(m.text)))
    return call({ name: 'confirm_delivery', args: number !== undefined ? { number } : {} }, 0.93);
  const listing = has(m, LIST_ORDERS) && /\b(?:orders|pedidos|commandes|compras|achats|purchases)\b/.test(m.text);
  if (
    !has(m, STATUS) &&
    number === undefined &&
    !listing &&
    !/^(?:my|mis|mes) (?:orders?|pedidos?|commandes?)$/.test(m.text)
  )
    return null;
  if (!has(m, MY) && number === undefined && !listing && !/\b(?:the|el|la|le)\b/.test(m.text)) return null;
  return call({ name: 'order_status', args: number !== undefined ? { number } : {} }, 0.96);
};

const cart: IntentMatcher = (said, ctx) => {
  const m = withPronounsApart(said);
  const inCart = has(m, CART);
  if (has(m, CHECKOUT) || (has(m, WEAK_CHECKOUT) && (inCart || has(m, ORDER) || m.tokens.length <= 4))) {
    if (!m.money.length) return call({ name: 'open_checkout', args: {} }, 0.93);
  }
  if (!inCart) return buyOrSet(m, ctx);
  if (has(m, EMPTY) && !has(m, ADD)) return call({ name: 'empty_cart', args: {} }, 0.94);
  const { product, quantity } = cartRequest(m);
  if (ORDINAL_PHRASE.test(product)) return null;
  const words = IT.test(product) || product === '' ? null : product;
  const productArgs = words ? { product: words } : subjectProduct(ctx) ? { product_id: subjectProduct(ctx)! } : null;
  if (has(m, REMOVE) || /\btake\b.*\b(?:out|off)\b/.test(m.text)) {
    const stripped = (words ?? '')
      .replace(
        /^(?:remove|take out|take|delete|drop|quita|quitame|saca|elimina|borra|enleve|retire|supprime|ote)\s+/,
        '',
      )
      .replace(/^(?:the|el|la|los|las|le|les|des|du|de la|l)\s+/, '');
    // 'remove one hose', 'quita dos calzos': how many fewer.
    const fewer = leadingQuantity(stripped);
    const cleaned = fewer.rest.trim();
    const count = fewer.quantity ?? quantity;
    return call(
      {
        name: 'remove_from_cart',
        args: {
          ...(cleaned && !IT.test(cleaned)
            ? { product: cleaned }
            : subjectProduct(ctx)
              ? { product_id: subjectProduct(ctx)! }
              : {}),
          ...(count ? { quantity: count } : {}),
        },
      },
      0.95,
    );
  }
  if (has(m, ADD) || has(m, BUY)) {
    // 'add the cheapest water filter', or 'the cheapest one' of the search just made.
    if (has(m, CHEAPEST) && productArgs && 'product' in productArgs) {
      const rest = String(productArgs.product)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(new RegExp(CHEAPEST.source, 'g'), ' ')
        .replace(/(?:^|\s)(?:one|uno|una|le|la|el|the|mas|moins|barato|barata|economico|cher|chere)(?=\s|$)/g, ' ')
        .trim();
      const product = rest || (ctx.previous?.name === 'find_products' ? ctx.previous.args.query : undefined);
      if (product) {
        const args = { product, cheapest: true, ...(quantity ? { quantity } : {}) };
        return call({ name: 'add_to_cart', args }, 0.96);
      }
    }
    if (!productArgs) return other({ kind: 'clarify', intent: 'add_to_cart', missing: 'item' }, 0.9);
    return call({ name: 'add_to_cart', args: { ...productArgs, ...(quantity ? { quantity } : {}) } }, 0.96);
  }
  if ((has(m, SET) || has(m, ONLY)) && quantity !== null && productArgs)
    return call({ name: 'set_cart_quantity', args: { ...productArgs, quantity } }, 0.9);
  // 'I only want one solar panel in my cart', 'solo quiero dos mangueras en el carrito'.
  const only = ONLY_WANT.exec(m.text);
  if (only) {
    const wanted = leadingQuantity((only[1] ?? only[2] ?? only[3])!);
    const named = cartRequest({ ...m, text: wanted.rest }).product;
    if (wanted.quantity !== null && named)
      return call({ name: 'set_cart_quantity', args: { product: named, quantity: wanted.quantity } }, 0.9);
  }
  if (has(m, VIEW) || m.tokens.length <= 3) return call({ name: 'view_cart', args: {} }, 0.9);
  return null;
};

/**
 * Outside the cart's words: "buy the solar panel", "I want to buy two wheel chocks" (a product the shop surely sells,
 * added to the cart: paying stays on the screen), and "change the hose quantity to 4".
 */
function buyOrSet(m: PreparedMessage, ctx: EngineContext) {
  if (has(m, QUANTITY_WORD) && has(m, SET)) {
    const n = m.numbers.filter((x) => x.unit === null && Number.isInteger(x.value) && x.value <= 99).at(-1);
    const named = m.text
      .replace(/^.*?\b(?:change|set|make|update|cambia|pon|mets|change|modifie)\s+(?:the |el |la |le |les )?/, '')
      .replace(/\s*\b(?:quantity|cantidad|quantite|how many|nombre)\b.*$/, '')
      .replace(/^(?:de |del |of |du |des )/, '')
      .trim();
    if (n && named) return call({ name: 'set_cart_quantity', args: { product: named, quantity: n.value } }, 0.85);
    if (n && subjectProduct(ctx))
      return call({ name: 'set_cart_quantity', args: { product_id: subjectProduct(ctx)!, quantity: n.value } }, 0.85);
  }
  if (
    !/^(?:(?:i|we) (?:want|would like|d like) to |i ll |quiero |je veux |je voudrais )?(?:buy|purchase|order|compra|comprar|comprame|acheter|achete|commande|commander)\b/.test(
      m.text,
    )
  )
    return null;
  const { product, quantity } = cartRequest(m);
  if (!product || IT.test(product)) {
    const id = subjectProduct(ctx);
    return id ? call({ name: 'add_to_cart', args: { product_id: id, ...(quantity ? { quantity } : {}) } }, 0.85) : null;
  }
  if (!allShopWords(product)) return null;
  return call({ name: 'add_to_cart', args: { product, ...(quantity ? { quantity } : {}) } }, 0.82);
}

/** "add two more", "add it", "I'll take it" right after Pam named a product. */
const addIt: IntentMatcher = (said, ctx) => {
  const m = withPronounsApart(said);
  const id = subjectProduct(ctx);
  if (
    !id ||
    has(m, CART) ||
    !(has(m, ADD) || has(m, BUY) || /^(?:i ll take|je prends|me lo llevo|me los llevo)/.test(m.text))
  )
    return null;
  const { product, quantity } = cartRequest(m);
  const another =
    /^(?:another(?: one)?|one|one more|otro|otra|uno mas|una mas|(?:en )?(?:un autre|une autre|encore un|encore une))$/;
  if (another.test(product)) return call({ name: 'add_to_cart', args: { product_id: id, quantity: 1 } }, 0.85);
  if (product && !IT.test(product) && !/^(?:more|mas|plus|of them|de plus|de mas)$/.test(product)) return null;
  return call({ name: 'add_to_cart', args: { product_id: id, ...(quantity ? { quantity } : {}) } }, 0.85);
};

/** 'what do people say about it?', '¿qué opinan de…?': opinions of a place, never a product search. */
const OPINION = words('say|says|said|think|thinks|dicen|opinan|piensan|disent|pensent');

const products: IntentMatcher = (m, ctx) => {
  if (has(m, CART) || has(m, MONEY_TALK) || has(m, OPINION) || m.period) return null;
  const q = productQuestion(m);
  if (!q) return null;
  const shop = has(m, SHOP);
  const category = CATEGORY_WORDS.find(([re]) => has(m, re))?.[1];
  const maxPrice = priceCeiling(m);
  // 'does it fit my caravan?', 'will the wheel chocks fit my rig?'
  if (has(m, FIT) && has(m, RIG)) {
    const named = q.product
      .replace(/^(?:does|do|will|would|is|are|can|se|el|la|los|las|le|les|est ce que)\s+/, '')
      .replace(
        /\s+(?:fits?|fit|will fit|sirve|sirven|va|vont|convient|conviennent|compatibles?|est compatible|sont compatibles)(?:\s.*)?$/,
        '',
      )
      .replace(/^(?:the|el|la|los|las|le|les)\s+/, '')
      .trim();
    if (
      !named ||
      IT.test(named) ||
      /^(?:what|which|anything|something|que|quoi|qu est ce|lo que|algo|ce qui|quelque chose|rien)\b/.test(
        named.replace(/-/g, ' '),
      )
    ) {
      const id = subjectProduct(ctx);
      if (id && named && IT.test(named)) return call({ name: 'product_fit', args: { product_id: id } }, 0.9);
      return call({ name: 'find_products', args: { fits_my_rig: true, ...(category ? { category } : {}) } }, 0.9);
    }
    return call({ name: 'product_fit', args: { product: named } }, q.asked || shop ? 0.9 : 0.75);
  }
  if (!q.asked && !shop && !category) return null;
  const product = q.product
    .replace(SHOP, ' ')
    .replace(/\b(?:under|below|less than|menos de|moins de|hasta|max)\b.*$/, '')
    .replace(/\b(?:any|some|alguna?|algunos|algunas|des|du)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(?:my|mi|mis|mon|ma|mes)\b/.test(product) && !shop) return null;
  // 'un camping' is a campground in Spanish and French: the campground search reads it.
  if (/^(?:camping|campings|camp)$/.test(product)) return null;
  if ((has(m, STORAGE_WORDS) || has(m, PLACE_WORDS)) && !shop) return null;
  const categoryOnly = category && CATEGORY_WORDS.some(([re, c]) => c === category && re.test(` ${product} `));
  const query =
    categoryOnly || !product || /^(?:products?|productos?|produits?|things|cosas|articles?)$/.test(product)
      ? undefined
      : product;
  if (!query && !category && !shop) return null;
  const args = {
    ...(query ? { query } : {}),
    ...(category ? { category } : {}),
    ...(maxPrice ? { max_price: maxPrice } : {}),
    ...(q.forMyRig ? { fits_my_rig: true } : {}),
  };
  // A bare "I need X" / "busco X" is a weaker reading: other families' matchers take their own phrasings first.
  // Asked of Pam herself ("do you sell", "¿tenéis", "vous avez"): the shop, not the travellers' marketplace.
  const toPam =
    q.asked &&
    /^(?:do|does|have|tienes|teneis|tienen|venden|vendeis|vous|avez|vendez|tu as|as tu|tu vends)\b/.test(m.text);
  const strong = shop || (q.asked && query !== undefined && allShopWords(query));
  return call({ name: 'find_products', args }, toPam ? 0.95 : strong ? 0.88 : q.asked ? 0.62 : 0.7);
};

const ORDINALS: Array<[RegExp, number]> = [
  [words('first|1st|primero|primera|premier|premiere|number one|numero uno|numero un'), 1],
  [words('second|2nd|segundo|segunda|deuxieme|seconde|number two|numero dos|numero deux'), 2],
  [words('third|3rd|tercero|tercera|tercer|troisieme|number three'), 3],
  [words('fourth|4th|cuarto|cuarta|quatrieme'), 4],
  [words('fifth|5th|quinto|quinta|cinquieme'), 5],
];
/** A bare number answering "which one?" ('2', 'el 2', 'le 3'). */
const CHEAPEST = words(
  'cheapest|least expensive|lowest price|mas barato|mas barata|mas economico|moins cher|moins chere',
);
const BARE_CHOICE = /^(?:(?:the|el|la|le|number|numero|n)\s+)?([1-9])$/;

/**
 * "the second one", "el segundo", "la deuxième": which of the products the previous reply listed. After a list
 * that asked which product to add (or check), the same request with that choice; after a search, it is added.
 */
const pickListed: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (!previous || m.tokens.length > 7) return null;
  if (!['add_to_cart', 'product_fit', 'find_products'].includes(previous.name)) return null;
  const bare = BARE_CHOICE.exec(m.text);
  const choice = bare ? Number(bare[1]) : ORDINALS.find(([re]) => has(m, re))?.[1];
  // 'add the cheapest one to my cart', 'añade el más barato', 'ajoute le moins cher'.
  if (choice === undefined && has(m, CHEAPEST) && previous.name === 'find_products' && previous.args.query)
    return has(m, ADD) || has(m, BUY) || has(m, CART)
      ? call({ name: 'add_to_cart', args: { product: previous.args.query, cheapest: true } }, 0.92)
      : null;
  if (choice === undefined) return null;
  if (previous.name === 'add_to_cart' && previous.args.product)
    return call({ name: 'add_to_cart', args: { ...previous.args, product_id: undefined, choice } }, 0.9);
  if (previous.name === 'product_fit' && previous.args.product)
    return call({ name: 'product_fit', args: { product: previous.args.product, choice } }, 0.9);
  if (previous.name === 'find_products' && previous.args.query && (has(m, ADD) || has(m, BUY) || has(m, CART)))
    return call({ name: 'add_to_cart', args: { product: previous.args.query, choice } }, 0.9);
  return null;
};

const CART_TOOLS = ['add_to_cart', 'remove_from_cart', 'set_cart_quantity', 'view_cart'];
const MAKE_IT =
  /^(?:make it|make that|change it to|set it to|pon(?: lo| la| los| las)? en|pon|deja(?: lo| los)? en|mets en|passe a)\s+/;

/**
 * Right after a cart change, about the product it named: "remove it", "quítalos", "supprime-les" take it out; "make it
 * 3", "ponlo en 3", "mets-en 3" set how many.
 */
const cartFollowUp: IntentMatcher = (said, ctx) => {
  const id = subjectProduct(ctx);
  if (!id || !ctx.previous || !CART_TOOLS.includes(ctx.previous.name) || said.tokens.length > 5) return null;
  const m = withPronounsApart(said);
  const text = m.text
    .replace(/[?!.]+$/, '')
    .trim()
    .replace(/^take (it|them|that|those) out$/, 'take out $1');
  const verb = REMOVE.exec(text);
  if (verb && verb.index === 0) {
    const rest = leadingQuantity(text.slice(verb[0].length).trim());
    if (rest.rest === '' || IT.test(rest.rest))
      return call(
        { name: 'remove_from_cart', args: { product_id: id, ...(rest.quantity ? { quantity: rest.quantity } : {}) } },
        0.95,
      );
  }
  const make = MAKE_IT.exec(text);
  const n = make ? leadingQuantity(text.slice(make[0].length).trim()) : null;
  if (n?.quantity && n.rest.trim() === '')
    return call({ name: 'set_cart_quantity', args: { product_id: id, quantity: n.quantity } }, 0.93);
  return null;
};

export const shopMatchers: IntentMatcher[] = [
  orders,
  cart,
  addIt,
  cartFollowUp,
  products,
  pickListed,
  ...profileMatchers,
];
