import type { PamToolArgs, PamToolCall } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import { withChoice } from '../tools/place-choice.ts';
import { placeChoice } from './place-choice-intents.ts';
import { originalSlice, type Folded } from './places.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { folded, tool } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';
import { tripName } from './wheels-trip-manage-intents.ts';

/**
 * A saved trip changed in words: its first or last day ('the Moab trip starts next Friday', 'el viaje de los Alpes
 * empieza el 3 de junio', 'le voyage Alpes commence le 3 juin'), a stop added ('add Blanding to my Moab trip after
 * Green River') or removed ('quita Blanding del viaje de Moab'), and the answer to "which one?" that follows.
 */

export const NOUNS = 'trips?|journeys?|road trip|viajes?|voyages?|itineraires?|itinerarios?';
/** A trip's noun, also as 'the Moab trip's'. */
export const TRIP_NOUN = new RegExp(`(?:^|\\s)(?:${NOUNS})(?=[\\s?.!,:']|$)`);
const PRONOUN = /^(?:it|that|this|that one|this one|lo|la|ese|esa|este|esta|eso|le|ca|cela|celui-ci|celui-la)$/;
/** Another request's words: planning or saving a new trip, asking about one. */
const ELSEWHERE =
  /(?:^|\s)(?:plan|planifica|planea|planear|planifie|planifier|save|guarda|enregistre|weather|tiempo|meteo|suggest|sugiere|suggere|suggestions?|sugerencias?|suggested|sugerida|suggeree)(?=\s|$)/;

const POLITE =
  /^(?:¿\s*)?(?:please\s+|can you\s+|could you\s+|would you\s+|puedes\s+|podrias\s+|podria\s+|por favor\s+|peux-tu\s+|peux tu\s+|pouvez-vous\s+|pourrais-tu\s+|pourriez-vous\s+|s'il te plait\s+|s'il vous plait\s+)*/;
/** The words after a polite lead ('can you …'); their offset in f.text. */
export const leadEnd = (f: Folded) =>
  f.text.length - f.text.trimStart().length + POLITE.exec(f.text.trimStart())![0].length;

/** A question rather than a request: 'can you …?', '¿puedes …?', 'peux-tu … ?' ask for the change. */
export const asking = (message: PreparedMessage, f: Folded) =>
  isQuestion(message) && leadEnd(f) === f.text.length - f.text.trimStart().length;

/** The trip named in f.text[start, end), or the conversation's trip for 'it'; null when neither. */
export function tripOf(
  f: Folded,
  start: number,
  end: number,
  ctx: EngineContext,
): { trip: string } | { id: string } | null {
  const part = f.text
    .slice(start, end)
    .replace(/[?.!,:]+/g, ' ')
    .trim();
  if (TRIP_NOUN.test(` ${part}`)) {
    const trip = tripName(f, start, end);
    if (trip && !/^(?:trips|viajes|voyages)$/.test(trip)) return { trip };
  }
  if (ctx.subject?.kind === 'trip' && PRONOUN.test(part)) return { id: ctx.subject.id };
  return null;
}

const START =
  /(?:^|\s)(?:start date(?: of| for)?|to start|starts?|starting|begins?|to begin|departs?|leaves?|empieza|empiece|empezar|comienza|comience|comenzar|sale|salga|arranca|fecha de (?:inicio|salida)(?: de| del)?|commence|commencer|commencera|debute|part|partira|date de (?:depart|debut)(?: de| du| des)?)(?=\s|$)/;
const END =
  /(?:^|\s)(?:end date(?: of| for)?|to end|ends?|ending|finishes|to finish|termina|termine|terminar|acaba|acabe|fecha de (?:fin|regreso|vuelta)(?: de| del)?|finit|finira|se termine|se finit|date de (?:fin|retour)(?: de| du| des)?)(?=\s|$)/;
const MOVE =
  /^(?:move|push|reschedule|shift|change|set|postpone|mueve|muevo|cambia|pasa|aplaza|adelanta|retrasa|pon|mover|cambiar|pasar|aplazar|adelantar|retrasar|poner|deplace|decale|change|avance|repousse|reporte|mets|modifie|deplacer|decaler|changer|avancer|repousser|reporter|mettre|modifier)\s+/;
/** Where a date begins after a trip's words ('… to June 3', '… al 3 de junio', '… au 3 juin', '… next Friday'). */
const DATE_AT =
  /\s(?:(?:to|on|for|until|al|a|el|para|hasta|au|le|pour|jusqu'au)\s+)*(?:\d|next|this|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|proximo|proxima|manana|lunes|martes|miercoles|jueves|viernes|sabado|domingo|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)/;
/** Words between a trip's name and its verb ('… now starts', '… para que empiece', '… se termine'). */
const TAIL =
  /\s+(?:so that it|so it|so that|to|and|now|para que|que|y|ahora|ya|pour qu'il|pour qu il|pour que|afin qu'il|de sorte qu'il|se|et|maintenant)$/;

const trimTail = (f: Folded, start: number, end: number) => {
  let part = f.text.slice(start, end).trimEnd();
  for (let m = TAIL.exec(part); m; m = TAIL.exec(part)) part = part.slice(0, m.index);
  return start + part.length;
};

const setTripDates: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  if (!message.date || asking(message, f)) return null;
  if (ELSEWHERE.test(f.text) || /(?:^|\s)(?:from|desde)\s/.test(f.text)) return null;
  const lead = leadEnd(f);
  const move = MOVE.exec(f.text.slice(lead));
  const from = lead + (move ? move[0].length : 0);
  const s = START.exec(f.text.slice(from));
  const e = END.exec(f.text.slice(from));
  const v = s && (!e || s.index <= e.index) ? s : e;
  const field = v === e && e ? 'end_date' : 'start_date';
  let named: ReturnType<typeof tripOf> = null;
  if (v) {
    named = tripOf(f, from, trimTail(f, from, from + v.index), ctx);
    const after = from + v.index + v[0].length;
    const cut = DATE_AT.exec(f.text.slice(after));
    if (!named && cut) named = tripOf(f, after, after + cut.index, ctx);
  } else if (move) {
    const cut = DATE_AT.exec(f.text.slice(from));
    if (cut) named = tripOf(f, from, from + cut.index, ctx);
  }
  if (!named) return null;
  return tool({ name: 'set_trip_dates', args: { ...named, [field]: message.date } }, 0.93);
};

/** A preposition that leads to a trip's words within five words ('… to my Moab trip', '… del viaje de Moab'). */
export const prepToTrip = (preps: string) =>
  new RegExp(`\\s(?:${preps})\\s+(?=(?:\\S+\\s+){0,5}?(?:${NOUNS})(?:\\s|$|[?.!,]))`, 'g');
const TO_TRIP = prepToTrip('to|into|onto|on|in|a|al|en|au|aux|dans|sur|pour');
const FROM_TRIP = prepToTrip('from|off|off of|out of|del|de|de la|du|des|de l');
/** 'to it' when the conversation is about a trip. */
const TO_IT =
  /\s(?:to|into|on|from|off|out of|a|al|de|del|au|du|dans|sur)\s+((?:it|that one|this one|ese|este|celui-ci|celui-la)[\s.!]*)$/d;
const WHERE =
  /\s(?:(after|right after|despues de|tras|apres|juste apres)|(before|right before|antes de|avant|juste avant))\s+/;

/** The last preposition in f.text from `from` that leads to the trip's words; its end. */
export function lastPrep(f: Folded, re: RegExp, from: number): { at: number; end: number } | null {
  let found: { at: number; end: number } | null = null;
  re.lastIndex = from;
  for (let m = re.exec(f.text); m; m = re.exec(f.text)) found = { at: m.index, end: m.index + m[0].length };
  if (found) return found;
  const it = TO_IT.exec(f.text.slice(from));
  return it?.indices?.[1] ? { at: from + it.index, end: from + it.indices[1][0] } : null;
}

const clean = (text: string) =>
  text
    .replace(/[?.!,;:"«»]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A stop's words without their lead ('the Blanding stop', 'la parada de Blanding', "l'étape Blanding"). */
export const stopWords = (text: string) =>
  clean(text)
    .replace(/^(?:the|el|la|le|l')\s*/i, '')
    .replace(/^(?:stop|stopover|parada|etapa|étape|etape|arrêt|arret)(?:\s+(?:at|in|en|de|a|à))?\s+/i, '')
    .replace(/\s+(?:stop|stopover)$/i, '')
    .trim();

/** The place and trip of 'VERB <place> PREP <trip>', with 'after/before <stop>' on either side. */
function placeAndTrip(f: Folded, start: number, prep: RegExp, ctx: EngineContext) {
  const p = lastPrep(f, prep, start - 1);
  if (!p || p.at < start) return null;
  const where = WHERE.exec(f.text.slice(start));
  const whereAt = where ? start + where.index : -1;
  const whereEnd = where ? whereAt + where[0].length : -1;
  const placeEnd = whereAt >= start && whereAt < p.at ? whereAt : p.at;
  const tripEnd = whereAt > p.at ? whereAt : f.text.length;
  const trip = tripOf(f, p.end, tripEnd, ctx);
  const place = stopWords(originalSlice(f, start, placeEnd));
  if (!trip || !place || TRIP_NOUN.test(` ${f.text.slice(start, placeEnd)}`)) return null;
  const stop = where ? stopWords(originalSlice(f, whereEnd, whereAt < p.at ? p.at : f.text.length)) : '';
  return { trip, place, where: where && stop ? { [where[1] ? 'after' : 'before']: stop } : {} };
}

const ADD =
  /^(?:add|include|insert|put|anade|agrega|agregar|anadir|incluye|incluir|inserta|insertar|mete|meter|ajoute|ajouter|inclus|insere|mets)\s+(?:(?:a |an )?(?:stop|stopover) (?:at|in)\s+|(?:una )?parada en\s+|(?:une )?(?:etape|arret) (?:a|en)\s+)?/;

const addTripStop: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const lead = leadEnd(f);
  const m = ADD.exec(f.text.slice(lead));
  if (!m || asking(message, f) || ELSEWHERE.test(f.text)) return null;
  const found = placeAndTrip(f, lead + m[0].length, TO_TRIP, ctx);
  if (!found) return null;
  const args: PamToolArgs<'add_trip_stop'> = { ...found.trip, place: found.place, ...found.where };
  return tool({ name: 'add_trip_stop', args }, 0.94);
};

const REMOVE =
  /^(?:remove|take|drop|delete|cut|skip|quita|quitar|quitale|elimina|eliminar|borra|borrar|saca|sacar|suprime|suprimir|retire|retirer|enleve|enlever|supprime|supprimer|ote)\s+/;

/** A follow-up's lead ('and remove Green River', 'y quita Blanding', 'et enlève Bluff'). */
const AND = /^(?:and|also|then|y|tambien|luego|et|aussi|puis)\s+/;
const STOP_WORD = /(?:^|\s)(?:stop|stopover|parada|etapa|etape|arret)(?:\s|$)/;

/**
 * The stop of 'and remove Green River' (or 'remove the Green River stop') after Pam changed a trip: the conversation's
 * trip; a bare 'remove Green River' may be about something else.
 */
function stopOfSubject(f: Folded, start: number, joined: boolean, ctx: EngineContext) {
  const words = f.text.slice(start);
  if (ctx.subject?.kind !== 'trip' || TRIP_NOUN.test(` ${words}`) || !(joined || STOP_WORD.test(words))) return null;
  const stop = stopWords(originalSlice(f, start, f.text.length));
  if (!stop || PRONOUN.test(clean(words))) return null;
  return { trip: { id: ctx.subject.id }, place: stop };
}

const removeTripStop: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  let lead = leadEnd(f);
  const and = AND.exec(f.text.slice(lead));
  if (and) lead += and[0].length;
  const m = REMOVE.exec(f.text.slice(lead));
  if (!m || asking(message, f) || ELSEWHERE.test(f.text)) return null;
  const start = lead + m[0].length;
  const found = placeAndTrip(f, start, FROM_TRIP, ctx) ?? stopOfSubject(f, start, !!and, ctx);
  if (!found) return null;
  return tool({ name: 'remove_trip_stop', args: { ...found.trip, stop: found.place } }, 0.94);
};

export const ORDINAL =
  /^(?:the |el |la |le )?(?:first|1st|primer[oa]?|premier|premiere|(second|2nd|segund[oa]|deuxieme|seconde)|(third|3rd|tercer[oa]?|troisieme))(?: one| uno| una)?$/;

/**
 * The answer to "which one?" after one of these tools: "the second one" picks the trip Pam listed; after adding a stop
 * it (or "the one in Scotland") also picks the place, which a place not in doubt ignores.
 */
const whichOne: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (!previous || !['set_trip_dates', 'add_trip_stop', 'remove_trip_stop'].includes(previous.name)) return null;
  if (message.tokens.length > 8) return null;
  const args = previous.args as { trip?: string; choice?: number; place?: string };
  const o = ORDINAL.exec(message.text.replace(/[.!]+/g, '').trim());
  const n = o ? (o[1] ? 2 : o[2] ? 3 : 1) : undefined;
  const next: Record<string, unknown> = { ...previous.args };
  if (n !== undefined && args.trip !== undefined && args.choice === undefined) next.choice = n;
  if (previous.name === 'add_trip_stop' && args.place) {
    const c = placeChoice(message.text);
    if (c) next.place = withChoice(args.place, c);
  }
  if (next.choice === args.choice && next.place === args.place) return null;
  return tool({ ...previous, args: next } as PamToolCall, 0.9);
};

export const tripEditMatchers: IntentMatcher[] = [setTripDates, addTripStop, removeTripStop, whichOne];
