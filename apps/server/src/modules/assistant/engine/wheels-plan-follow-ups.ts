import { originalSlice } from './places.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { folded, tool } from './travel-words.ts';
import { leadEnd, stopWords } from './wheels-trip-edit-intents.ts';

/**
 * Follow-ups of a drive Pam just planned and did not save, or of the trip the conversation is about. A plan: a stop added ('add a stop in Grand Junction', 'go through
 * Green River too', 'pasando por Zaragoza', 'ajoute une étape à Lyon') plans it again through that place; 'how long is
 * the drive?', '¿cuánto se tarda?', 'c'est loin ?' answer with the same plan (its distance and driving time). A saved
 * trip: 'add a stop in Grand Junction' adds it, 'we leave on March 14', 'salimos el 10 de diciembre', 'on part le 5
 * juillet' set its first day ('we get back on …' its last), 'rename it Red Rocks' renames it.
 */

const ADD_STOP =
  /^(?:and\s+|y\s+|et\s+)?(?:(?:add|include|put in)\s+(?:a\s+|an\s+)?(?:stop|stopover|night)\s+(?:at|in)\s+|(?:add|include)\s+|(?:go|drive|route it|make it go)\s+(?:through|via|by)\s+|(?:stop|stopping)\s+(?:at|in)\s+|(?:via|through|by way of)\s+|(?:anade|agrega|incluye|pon|mete)\s+(?:una\s+)?(?:parada|etapa)\s+en\s+|(?:anade|agrega|incluye)\s+|(?:pasando|pasa|pasar|ir)\s+por\s+|(?:con\s+)?(?:una\s+)?parada\s+en\s+|(?:ajoute|ajouter|mets|inclus)\s+(?:une\s+)?(?:etape|halte|arret|escale)\s+(?:a|en|au)\s+|(?:ajoute|inclus)\s+|(?:en\s+)?passant\s+par\s+|(?:avec\s+)?(?:une\s+)?(?:etape|halte|escale)\s+(?:a|en|au)\s+|par\s+)/;
/** What closes a stop's words: 'too', 'as well', 'también', 'aussi', 'on the way'. */
const TAIL =
  /\s+(?:too|as well|also|on the way|along the way|en route|please|tambien|de camino|por el camino|por favor|aussi|egalement|en chemin|en route|sur la route|s il te plait|s il vous plait)$/;

const HOW_LONG = new RegExp(
  '^(?:(?:and|so|ok|y|et|alors|entonces)\\s+)?(?:' +
    [
      'how (?:long|far)(?: is| s| will)?(?: (?:it|that|the drive|the trip|the route|the journey|this drive|that drive))?(?: (?:be|take|drive))?',
      'how many (?:miles|km|kilometres|kilometers|hours|days)(?: is (?:it|that))?',
      'what s the (?:distance|driving time|drive time)',
      'what is the (?:distance|driving time|drive time)',
      'cuanto (?:se tarda|tardo|tardamos|tiempo(?: (?:es|se tarda|de viaje|de conduccion|de manejo))?|es|son|hay|dura)',
      'cuantos (?:km|kilometros|millas|horas|dias)(?: (?:son|hay|es))?',
      'a que distancia (?:esta|queda)',
      'que distancia (?:es|hay)',
      'esta lejos',
      'combien de (?:temps|km|kilometres|heures|jours|miles)(?: de (?:route|trajet|conduite))?(?: (?:ca fait|ca prend|faut-il|il faut))?',
      'c est (?:loin|long)',
      'quelle (?:est la )?distance',
      'ca fait combien(?: de km| de temps)?',
      'ca prend combien de temps',
    ].join('|') +
    ')$',
);

/** The place of 'add a stop in Grand Junction', 'pasando por Córdoba', 'ajoute une étape à Grenoble'; null otherwise. */
function stopAdded(message: PreparedMessage): string | null {
  if (message.money.length > 0) return null;
  const f = folded(message);
  const lead = leadEnd(f);
  const add = ADD_STOP.exec(f.text.slice(lead));
  if (!add) return null;
  let end = f.text.replace(/[?!.]+$/, '').trimEnd().length;
  const tail = TAIL.exec(f.text.slice(0, end));
  if (tail) end = tail.index;
  const place = stopWords(originalSlice(f, lead + add[0].length, end));
  return place && place.split(/\s+/).length <= 6 ? place : null;
}

const planFollowUp: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'plan_trip') return null;
  const plan = previous.args;
  const text = message.text.replace(/[?!.]+$/, '').trim();
  if (HOW_LONG.test(text)) return tool({ name: 'plan_trip', args: plan }, 0.95);
  const place = stopAdded(message);
  if (!place) return null;
  const via = [...(plan.via ?? []), place].slice(0, 10);
  return tool({ name: 'plan_trip', args: { ...plan, via } }, 0.93);
};

const LEAVE =
  /^(?:(?:and|so|y|et)\s+)?(?:(?:we|i)(?: re| are| am| m| will| ll)?\s+(?:leave|leaving|depart|departing|start|starting|set off|setting off|head out|heading out|hit the road)|(?:salimos|salgo|saldremos|partimos|empezamos|arrancamos|nos vamos)|(?:on part|nous partons|je pars|on partira|nous partirons|depart))\b/;
const BACK =
  /^(?:(?:and|so|y|et)\s+)?(?:(?:we|i)(?: re| are| am| m| will| ll)?\s+(?:get back|getting back|come back|coming back|return|returning|finish|end)|(?:volvemos|vuelvo|regresamos|terminamos|acabamos)|(?:on rentre|nous rentrons|je rentre|on revient|retour))\b/;
const RENAME_IT =
  /^(?:rename it|call it|name it|renombralo|llamalo|ponle de nombre|renomme-le|renomme le|appelle-le|appelle le)\s+(.+)$/;

/** A trip's day said without its year ('le 5 juillet') is the next one to come, not the one gone by. */
function ahead(date: string, today: string): string {
  if (date >= today) return date;
  const next = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  return next.endsWith('-02-29') ? next.replace(/29$/, '28') : next;
}

const tripFollowUp: IntentMatcher = (message, ctx) => {
  if (ctx.subject?.kind !== 'trip' || ctx.previous?.name === 'plan_trip') return null;
  const id = ctx.subject.id;
  const f = folded(message);
  const lead = leadEnd(f);
  const words = f.text.slice(lead);
  if (message.date && (LEAVE.test(words) || BACK.test(words))) {
    const field = BACK.test(words) ? 'end_date' : 'start_date';
    return tool({ name: 'set_trip_dates', args: { id, [field]: ahead(message.date, ctx.today) } }, 0.93);
  }
  const rename = RENAME_IT.exec(words.replace(/[?!.]+$/, '').trim());
  if (rename?.[1]) {
    const at = lead + words.indexOf(rename[1]);
    const name = originalSlice(f, at, at + rename[1].length)
      .replace(/^["«“']+|["»”'.!]+$/g, '')
      .trim();
    if (name) return tool({ name: 'rename_trip', args: { id, name } }, 0.93);
  }
  const place = stopAdded(message);
  if (!place) return null;
  return tool({ name: 'add_trip_stop', args: { id, place } }, 0.9);
};

export const planFollowUpMatchers: IntentMatcher[] = [planFollowUp, tripFollowUp];
