import type { EngineContext } from '../assistant.types.ts';
import { withChoice } from '../tools/place-choice.ts';
import { placeChoice } from './place-choice-intents.ts';
import { placeSpan } from './places.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { core, isReference, nameAt, said, subjectOf } from './social-words.ts';
import { folded, tool } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/**
 * Where the user is heading on the community map ("I'm heading to Moab", "voy hacia Granada", "je vais à Annecy"),
 * clearing it ("clear my destination"), and withdrawing a friend request the user sent ("cancel my friend request to
 * Sam"), in English, Spanish and French. "I'm in Moab" stays set_location, "how far to Moab" a distance.
 */

/** Heading somewhere: the place follows. A verb that also starts "going to buy" needs a capitalised place. */
const HEADING: Array<{ re: RegExp; capital: boolean }> = [
  {
    re: /(?:^|\s)(?:(?:i'?m|i am|im|we'?re|we are|currently|now)\s+)?(?:(?:now|currently)\s+)?(?:heading|headed|driving|travell?ing|on (?:my|our) way|en route|moving on)\s+(?:(?:on\s+)?(?:to|towards|toward|for)\s+)/,
    capital: false,
  },
  { re: /(?:^|\s)(?:i'?m|i am|im|we'?re|we are)\s+(?:now\s+)?going\s+(?:on\s+)?to\s+/, capital: true },
  {
    re: /(?:^|\s)(?:(?:my|our)\s+(?:next\s+)?destination\s+(?:is|will be)|set\s+(?:my|our)\s+destination\s+(?:to|as)|next\s+stop\s+(?:is|will be))\s+/,
    capital: false,
  },
  {
    re: /(?:^|\s)(?:(?:voy|vamos|me dirijo|nos dirigimos|viajo|viajamos|conduzco|conducimos|estoy yendo|estamos yendo|vamos rumbo|voy rumbo|rumbo)\s+(?:hacia|rumbo a|para)|(?:me dirijo|nos dirigimos|voy rumbo|vamos rumbo|rumbo)\s+a|de camino a|en camino a)\s+/,
    capital: false,
  },
  { re: /(?:^|\s)(?:voy|vamos|estoy yendo|estamos yendo)\s+(?:a|al)\s+/, capital: true },
  {
    re: /(?:^|\s)(?:(?:mi|nuestro)\s+(?:proximo\s+)?destino\s+(?:es|sera)|(?:pon|poner|cambia|cambiar|fija|fijar)\s+(?:mi|nuestro)\s+destino\s+(?:a|en))\s+/,
    capital: false,
  },
  {
    re: /(?:^|\s)(?:(?:je me dirige|nous nous dirigeons|on se dirige|je roule|nous roulons|on roule|je file|on file)\s+(?:vers|sur)|(?:je pars|nous partons|on part|en route|cap)\s+(?:pour|vers|sur))\s+/,
    capital: false,
  },
  {
    re: /(?:^|\s)(?:je vais|nous allons|on va|je pars|nous partons|on part)\s+(?:(?:ensuite|maintenant|bientot)\s+)?(?:a|au|aux|en|vers)\s+/,
    capital: true,
  },
  {
    re: /(?:^|\s)(?:(?:ma|notre)\s+(?:prochaine\s+)?destination\s+(?:est|sera)|(?:mets|mettre|regle|regler|change|changer)\s+(?:ma|notre)\s+destination\s+(?:a|sur|en))\s+/,
    capital: false,
  },
];

/** Other requests that name a place after "to": trips, weather, campgrounds, fuel, distances. */
const OTHER_PLACE_REQUEST =
  /\b(?:plan|route|trip|weather|forecast|campgrounds?|campsites?|camping|fuel|gas|far|distance|how long|viaje|ruta|tiempo|clima|campings?|combustible|gasolina|distancia|cuanto|itineraire|voyage|meteo|essence|carburant|combien|loin)\b/;

/** "can you set my destination to Moab?", "¿puedes poner…?", "peux-tu mettre…?": a request, not a question. */
const POLITE = /^(?:can you|could you|would you|puedes|podrias|peux[- ]tu|pourrais[- ]tu|tu peux)\s/;

const setDestination: IntentMatcher = (m) => {
  if ((isQuestion(m) && !POLITE.test(m.text)) || m.money.length > 0) return null;
  const f = folded(m);
  for (const { re, capital } of HEADING) {
    const h = re.exec(f.text);
    if (!h) continue;
    const span = placeSpan(f, h.index + h[0].length);
    if (!span) continue;
    if (capital && !/^\p{Lu}/u.test(span.place)) continue;
    if (/^(?:the|el|la|los|las|le|les)\s/i.test(span.place) && !/^\p{Lu}/u.test(span.place)) continue;
    return tool({ name: 'set_destination', args: { place: span.place } }, OTHER_PLACE_REQUEST.test(m.text) ? 0.5 : 0.9);
  }
  return null;
};

/** The answer to "Which Perth do you mean: …?" after "I'm heading to Perth": the same place, with the choice. */
const destinationChoice: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'set_destination' || m.tokens.length > 8) return null;
  const choice = placeChoice(m.text);
  if (!choice) return null;
  return tool({ name: 'set_destination', args: { place: withChoice(previous.args.place, choice) } }, 0.9);
};

const CLEAR =
  /^(?:clear|remove|delete|cancel|reset|erase|drop|unset|forget)\s+(?:my|our|the)\s+(?:map\s+)?destination(?:\s+on the map)?[\s.!?]*$|^(?:borra|borrar|quita|quitar|elimina|eliminar|cancela|cancelar|anula)\s+(?:mi|nuestro|el)\s+destino(?:\s+(?:del|en el)\s+mapa)?[\s.!?]*$|^(?:efface|effacer|supprime|supprimer|retire|retirer|annule|annuler|enleve|enlever)\s+(?:ma|notre|la)\s+destination(?:\s+(?:de|sur) la carte)?[\s.!?]*$|^(?:i'?m|we'?re) not (?:heading|going) anywhere|^(?:ya )?no (?:voy|vamos) a ningun (?:sitio|lado|lugar)|^(?:je ne vais|on ne va|nous n'allons) nulle part/;

const clearDestination: IntentMatcher = (m) => {
  const c = core(said(m)).trim();
  return CLEAR.test(c) ? tool({ name: 'clear_destination', args: {} }, 0.93) : null;
};

const CANCEL_REQUEST =
  /^(?:cancel|withdraw|retract|take back|unsend|revoke|delete|remove)\s+(?:my|the)\s+friend ?request(?=\s|$)(?:\s+(?:i sent|i've sent|i have sent))?(?:\s+(?:to|for))?|^(?:cancela|cancelar|retira|retirar|anula|anular|borra|borrar|elimina|eliminar)\s+(?:mi|la)\s+(?:solicitud|peticion)(?=\s|$)(?:\s+de amistad)?(?:\s+que (?:le )?envie)?(?:\s+(?:a|para))?|^(?:annule|annuler|retire|retirer|supprime|supprimer)\s+(?:ma|la)\s+demande(?:\s+d'ami(?:tie|e)?s?|\s+en ami(?:e)?)?(?:\s+(?:envoyee|que j'ai envoyee))?(?:\s+(?:a|pour))?/;

/** The person after the request words: a name, or "him"/"her" for the person the conversation is about. */
function whoAfter(m: PreparedMessage, from: number, ctx: EngineContext) {
  const s = said(m);
  const rest = core(s)
    .slice(from)
    .trim()
    .replace(/[.!?]+$/, '');
  if (!rest) return {};
  const word = rest.split(/\s+/)[0] ?? '';
  if (isReference(word)) {
    const user = subjectOf(ctx, 'user');
    return user ? { user_id: user.id } : null;
  }
  const n = nameAt(s, from);
  return n ? { name: n.name } : null;
}

const cancelFriendRequest: IntentMatcher = (m, ctx) => {
  const c = core(said(m));
  const h = CANCEL_REQUEST.exec(c);
  if (!h) return null;
  const who = whoAfter(m, h[0].length, ctx);
  return who ? tool({ name: 'cancel_friend_request', args: who }, 0.94) : null;
};

export const socialDestinationMatchers: IntentMatcher[] = [
  setDestination,
  destinationChoice,
  clearDestination,
  cancelFriendRequest,
];
