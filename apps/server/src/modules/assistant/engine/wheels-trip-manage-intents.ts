import type { PamToolArgs, PamToolCall, TripStatus } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import { originalSlice, type Folded } from './places.ts';
import type { IntentMatcher } from './prepared-message.ts';
import { folded, has, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/**
 * Saved trips renamed or marked planned/active/completed, and trip shares: who sees which, stop sharing, copy one
 * shared with the user, comment on one, read its comments, suggest a stop, accept or decline a suggested stop.
 */

const TRIP = words('trips?|journeys?|viajes?|voyages?|itineraires?|itinerarios?|road trip');
const TRIP_NOUN = /(?:^|\s)(?:trips?|journeys?|road trip|viajes?|voyages?|itineraires?|itinerarios?)(?=[\s?.!,:]|$)/;
const PRONOUN = /^(?:it|that|this|that one|this one|lo|la|ese|esa|este|esta|eso|le|ca|cela|celui-ci|celui-la)$/;
const LEAD =
  /^(?:(?:the|my|our|that|this|a|an|to|on|about|for|of|in|with|el|la|los|las|mi|mis|nuestro|ese|este|del|de|al|a|en|sobre|para|con|le|les|mon|ma|mes|notre|ce|cet|cette|du|des|au|aux|sur|pour|dans|avec|tiene|tienen|hay|has|have|a-t-il|ont)(?:\s+|$)|(?:d|l)'\s*)/i;

/**
 * A trip named in the user's words ('the Alps trip' → 'Alps', 'el viaje de los Alpes' → 'Alpes', "Sam's Moab trip"
 * → 'Sam Moab'), or undefined for none or a pronoun.
 */
export function tripName(f: Folded, start: number, end: number): string | undefined {
  let text = originalSlice(f, start, end)
    .replace(/[?.!,:;"«»]+/g, ' ')
    .replace(/(\p{L})['’]s\b/gu, '$1')
    .replace(
      /(?:^|\s)(?:trips?|journeys?|road trip|viajes?|voyages?|itinéraires?|itineraires?|itinerarios?)(?=\s|$)/gi,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(LEAD, '').trim();
  }
  return text && !PRONOUN.test(text.toLowerCase()) ? text : undefined;
}

/** The trip a request names, or the conversation's trip ('rename it'). */
function namedTrip(f: Folded, start: number, end: number, ctx: EngineContext): { trip?: string; id?: string } {
  const trip = tripName(f, start, end);
  if (trip) return { trip };
  return ctx.subject?.kind === 'trip' ? { id: ctx.subject.id } : {};
}

/** Whether the words between `start` and `end` name a trip, or point at the conversation's (`kind`). */
function namesTrip(f: Folded, start: number, end: number, ctx: EngineContext, kind: 'trip' | 'trip_share') {
  const part = f.text.slice(start, end);
  if (TRIP_NOUN.test(part)) return true;
  return ctx.subject?.kind === kind && PRONOUN.test(part.replace(/[?.!,:]+/g, ' ').trim());
}

const RENAME =
  /(?:^|\s)(rename|renombra|renombrar|cambia el nombre (?:de|del)|cambiale el nombre a|renomme|renommer|change le nom (?:de|du|des)|renombralo|renombrala|renomme-le|renomme-la|renommez-le)(?:\s+(.+))?\s+(?:to|as|a|como|por|en|:)\s+(.+?)[\s.!?]*$/d;
/** 'renómbralo', 'renomme-le': the verb names the conversation's trip. */
const RENAME_IT = /(?:lo|la|-le|-la)$/;

const renameTrip: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const m = RENAME.exec(f.text);
  if (!m?.indices?.[1] || !m.indices[3]) return null;
  const [start, end] = m.indices[2] ?? [m.indices[1][1], m.indices[1][1]];
  if (m.indices[2] ? !namesTrip(f, start, end, ctx, 'trip') : !RENAME_IT.test(m[1]!) || ctx.subject?.kind !== 'trip')
    return null;
  const name = originalSlice(f, m.indices[3][0], m.indices[3][1])
    .replace(/^["«]\s*|\s*["»]$/g, '')
    .trim();
  if (!name) return null;
  return tool({ name: 'rename_trip', args: { ...namedTrip(f, start, end, ctx), name } }, 0.94);
};

const STATUS_WORDS: Array<[TripStatus, string]> = [
  [
    'completed',
    'completed|complete|done|finished|over|completado|completo|terminado|acabado|finalizado|hecho|termine|terminee|fini|finie|acheve',
  ],
  ['active', 'active|under way|underway|in progress|ongoing|started|activo|en curso|en marcha|actif|en cours|commence'],
  ['planned', 'planned|upcoming|not started|planificado|planeado|pendiente|prevu|planifie|a venir'],
];
const STATUS_RE = new RegExp(`(?:^|\\s)(?:${STATUS_WORDS.map(([, w]) => w).join('|')})[\\s.!]*$`);
const MARK = /(?:^|\s)(?:mark|set|flag|put|marca|marcar|pon|ponlo|marque|marquer|mets|passe)\s+/;
const IS = /\s(?:as|to|como|en|comme|is|esta|est|a)\s*$/;
const FINISHED =
  /(?:^|\s)(?:finished|completed|done with|terminamos|termine|acabamos|acabe|(?:hemos|he) (?:terminado|acabado)|on a fini|j'ai fini|nous avons fini|j'ai termine|on a termine|nous avons termine)\s+/;

const setTripStatus: IntentMatcher = (message, ctx) => {
  if (isQuestion(message) || (!has(message, TRIP) && ctx.subject?.kind !== 'trip')) return null;
  const f = folded(message);
  const s = STATUS_RE.exec(f.text);
  const mark = MARK.exec(f.text);
  if (s && mark && mark.index < s.index) {
    const statusWord = s[0].replace(/[\s.!]+/g, ' ').trim();
    const status = STATUS_WORDS.find(([, w]) => new RegExp(`^(?:${w})$`).test(statusWord))?.[0];
    const before = f.text.slice(0, s.index);
    const end = IS.exec(before) ? before.length - IS.exec(before)![0].length : s.index;
    const start = mark.index + mark[0].length;
    if (status && namesTrip(f, start, end, ctx, 'trip'))
      return tool({ name: 'set_trip_status', args: { ...namedTrip(f, start, end, ctx), status } }, 0.93);
  }
  const done = FINISHED.exec(f.text);
  if (done && !s) {
    const start = done.index + done[0].length;
    if (!namesTrip(f, start, f.text.length, ctx, 'trip')) return null;
    return tool(
      { name: 'set_trip_status', args: { ...namedTrip(f, start, f.text.length, ctx), status: 'completed' } },
      0.9,
    );
  }
  if (s && !mark) {
    // 'the Alps trip is completed', 'el viaje de los Alpes ya está terminado', 'le voyage Alpes est déjà fini'
    const is = /\s(?:(?:now|ya|already)\s+)?(?:is|esta|est)(?:\s+(?:now|ya|already|maintenant|deja))?\s*$/.exec(
      f.text.slice(0, s.index),
    );
    const statusWord = s[0].replace(/[\s.!]+/g, ' ').trim();
    const status = STATUS_WORDS.find(([, w]) => new RegExp(`^(?:${w})$`).test(statusWord))?.[0];
    if (is && status && namesTrip(f, 0, is.index, ctx, 'trip'))
      return tool({ name: 'set_trip_status', args: { ...namedTrip(f, 0, is.index, ctx), status } }, 0.9);
  }
  return null;
};

const SHARED_TO_ME =
  /(?:^|\s)(?:(?:m a-t-on|m a t on|m a t-on|on m a|m ont|m a) partag|(?:share|shared|sent)\s+(?:\S+\s+){0,3}with (?:me|us)(?:\s|$)|compartid[oa]s?\s+(?:\S+\s+){0,3}conmigo|partage(?:e|s|es)?\s+(?:\S+\s+){0,3}avec (?:moi|nous))/;
const SHARED_WITH_ME = words(
  'shared with me|shared me|sent me|compartido conmigo|compartidos conmigo|me han compartido|me compartieron|me compartio|' +
    'me ha compartido|partages avec moi|partage avec moi|partagees avec moi|m a partage|m ont partage|m a t on partage|' +
    'on m a partage|m a-t-on partage|m a t-on partage',
);
const MY_SHARES = words(
  'my shared trips|trips i shared|trips i ve shared|trips have i shared|what have i shared|mis viajes compartidos|' +
    'viajes que he compartido|viajes que comparti|viajes he compartido|mes voyages partages|voyages que j ai partages|' +
    'voyages ai-je partages|voyages ai je partages',
);
const ALL_SHARES = words('shared trips|trip shares|viajes compartidos|voyages partages');
const WHO =
  /(?:^|\s)(?:who|with whom|who can see|who sees|con quien|a quien|quien ve|quien puede ver|avec qui|a qui|qui voit|qui peut voir)\s/;
const SHARED_VERB =
  /(?:^|\s)(?:share|shared|sharing|comparti|compartido|compartiste|compartes|partage|partagee|partages|see|sees|ve|voit)\s+/;

const listTripShares: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  if (WHO.test(message.text) && SHARED_VERB.test(f.text)) {
    const v = SHARED_VERB.exec(f.text)!;
    const start = v.index + v[0].length;
    const cut = /\s(?:with|con|avec)[\s?.!]*$/.exec(f.text.slice(start));
    const end = cut ? start + cut.index : f.text.length;
    if (namesTrip(f, start, end, ctx, 'trip') || TRIP_NOUN.test(f.text)) {
      const trip = tripName(f, start, end);
      if (trip) return tool({ name: 'list_trip_shares', args: { trip } }, 0.95);
      if (ctx.subject?.kind === 'trip')
        return tool({ name: 'list_trip_shares', args: { trip_id: ctx.subject.id } }, 0.95);
    }
  }
  if ((has(message, SHARED_WITH_ME) || SHARED_TO_ME.test(message.text)) && (has(message, TRIP) || isQuestion(message)))
    return tool({ name: 'list_trip_shares', args: { scope: 'shared_with_me' } }, 0.95);
  if (has(message, MY_SHARES)) return tool({ name: 'list_trip_shares', args: { scope: 'mine' } }, 0.95);
  if (has(message, ALL_SHARES) && !/\b(?:copy|copia|copie|comment|comenta|commente)\b/.test(message.text))
    return tool({ name: 'list_trip_shares', args: {} }, 0.93);
  return null;
};

const UNSHARE =
  /(?:^|\s)(?:stop sharing|unshare|don't share|dont share|no longer share|deja de compartir|dejar de compartir|ya no compartas|no compartas mas|descomparte|arrete de partager|arreter de partager|arretez de partager|ne partage plus|cesse de partager)(?:\s+|$)/;

const unshareTrip: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const m = UNSHARE.exec(f.text);
  if (!m) return null;
  const start = m.index + m[0].length;
  const w = /\s(?:with|con|avec)\s+(.+)$/.exec(f.text.slice(start));
  const end = w ? start + w.index : f.text.length;
  const onTrip = namesTrip(f, start, end, ctx, 'trip') || namesTrip(f, start, end, ctx, 'trip_share');
  if (!onTrip && !(start >= end && ctx.subject?.kind?.startsWith('trip'))) return null;
  const args: PamToolArgs<'unshare_trip'> = {};
  const trip = tripName(f, start, end);
  if (trip) args.trip = trip;
  else if (ctx.subject?.kind === 'trip') args.trip_id = ctx.subject.id;
  else if (ctx.subject?.kind === 'trip_share') args.id = ctx.subject.id;
  if (w?.[1]) {
    const at = start + w.index + w[0].length - w[1].length;
    const who = originalSlice(f, at, f.text.length)
      .replace(/[?.!]+$/, '')
      .trim();
    const group = /^(?:(?:the|my|our|el|mi|le|mon|notre)\s+)?(?:group|grupo|groupe)\s+(.+)$/i.exec(who);
    if (group?.[1]) args.group = group[1].trim();
  }
  return tool({ name: 'unshare_trip', args }, 0.96);
};

const COPY =
  /(?:^|\s)(?:copy|duplicate|clone|save a copy of|make a copy of|copia|copiar|duplica|guarda una copia de|haz una copia de|copie|copier|duplique|fais une copie de|enregistre une copie de|add|anade|agrega|ajoute|save|guarda|enregistre)\s+/;
const INTO_MINE =
  /\s(?:to|into|in|a|en|entre|dans|parmi|aux|a mis|en mis)\s+(?:my|mis|mes)\s+(?:own\s+)?(?:trips|viajes|voyages)[\s.!]*$/;

const copySharedTrip: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const m = COPY.exec(f.text);
  if (!m || isQuestion(message)) return null;
  const into = INTO_MINE.exec(f.text);
  const add = /^(?:add|anade|agrega|ajoute|save|guarda|enregistre)$/.test(m[0].trim());
  if (add && !into) return null;
  const start = m.index + m[0].length;
  const end = into ? into.index : f.text.length;
  if (!namesTrip(f, start, end, ctx, 'trip_share') && !into) return null;
  const trip = tripName(f, start, end);
  if (trip) return tool({ name: 'copy_shared_trip', args: { trip } }, 0.94);
  if (ctx.subject?.kind === 'trip_share') return tool({ name: 'copy_shared_trip', args: { id: ctx.subject.id } }, 0.94);
  return tool({ name: 'copy_shared_trip', args: {} }, 0.9);
};

const COMMENT =
  /^(?:comment|leave a comment|add a comment|write a comment|comenta|comentar|deja un comentario|escribe un comentario|commente|commenter|laisse un commentaire|ecris un commentaire)(?:\s+(?:on|under|to|en|sur|sous|a|al|au))?\s+(.+?)\s*[:,] ?(.+)$/;

const commentSharedTrip: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const m = COMMENT.exec(f.text.trim());
  if (!m?.[1] || !m[2]) return null;
  const lead = f.text.length - f.text.trimStart().length;
  const start = lead + m[0].indexOf(m[1]);
  const end = start + m[1].length;
  if (!namesTrip(f, start, end, ctx, 'trip_share')) return null;
  const bodyAt = lead + m[0].lastIndexOf(m[2]);
  const text = originalSlice(f, bodyAt, bodyAt + m[2].length).trim();
  const trip = tripName(f, start, end);
  const args: PamToolArgs<'comment_shared_trip'> = { text };
  if (trip) args.trip = trip;
  else if (ctx.subject?.kind === 'trip_share') args.id = ctx.subject.id;
  return tool({ name: 'comment_shared_trip', args }, 0.94);
};

const COMMENTS =
  /(?:^|\s)(?:comments?|suggestions?|suggested stops?|comentarios?|sugerencias?|paradas sugeridas|commentaires?|etapes suggerees|say about|said about|saying about|dicen de|dicen del|dijeron de|dijeron del|disent de|disent du|dit de|dit du)(?=[\s?.!,]|$)/;

const readTripComments: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const m = COMMENTS.exec(f.text);
  if (!m || /^(?:comment|comenta|commente)\b/.test(f.text.trim())) return null;
  const reading =
    isQuestion(message) ||
    /(?:^|\s)(?:read|show|see|check|any|lee|leer|muestra|ver|mira|lis|lire|montre|affiche|voir)\s/.test(message.text);
  if (!reading) return null;
  if (/\b(?:accept|acepta|accepte|decline|rechaza|refuse|dismiss)\b/.test(message.text)) return null;
  const start = m.index + m[0].length;
  const bare = ctx.subject?.kind === 'trip_share' && !f.text.slice(start).replace(/[\s?.!,]+/g, '');
  if (!bare && !namesTrip(f, start, f.text.length, ctx, 'trip_share')) return null;
  const trip = tripName(f, start, f.text.length);
  if (trip) return tool({ name: 'read_trip_comments', args: { trip } }, 0.93);
  return tool(
    { name: 'read_trip_comments', args: ctx.subject?.kind === 'trip_share' ? { id: ctx.subject.id } : {} },
    0.9,
  );
};

const SUGGEST =
  /(?:^|\s)(?:suggest|propose|recommend|sugiere|sugerir|sugierele|propon|proponle|recomienda|suggere|suggerer|propose|proposer|recommande)\s+/;
const STOP_AT =
  /(?:^|\s)(?:(?:a |an )?(?:stop|stopover) (?:at|in)|(?:una )?parada en|parar en|(?:une )?etape a|(?:une )?etape en|(?:un )?arret a|faire etape a)\s+/;
const AS_STOP =
  /\s(?:as a stop|as a stopover|for a stop|como parada|para parar|comme etape|comme arret|pour une etape)(?=\s|$)/;
const TRIP_AFTER =
  /\s(?:on|for|to|in|para|en|al|del|de|pour|sur|dans|au|du)\s+(?=(?:\S+\s+){0,5}?(?:trips?|journeys?|viajes?|voyages?)(?:\s|$|[?.!]))/g;

/** Where the trip's words begin: after the last 'on'/'para'/'pour' that leads to a trip noun ('… on Sam's Moab trip'). */
function tripStart(f: Folded, from: number): number | null {
  let at: number | null = null;
  TRIP_AFTER.lastIndex = from;
  for (let m = TRIP_AFTER.exec(f.text); m; m = TRIP_AFTER.exec(f.text)) at = m.index;
  return at;
}

const suggestTripStop: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const v = SUGGEST.exec(f.text);
  if (!v || !/(?:^|\s)(?:stops?|stopover|parada|paradas|parar|etape|etapes|arret)(?=\s|$|[?.!])/.test(f.text))
    return null;
  const verbEnd = v.index + v[0].length;
  const tripAt = tripStart(f, verbEnd);
  if (tripAt === null && ctx.subject?.kind !== 'trip_share') return null;
  const end = tripAt ?? f.text.length;
  const at = STOP_AT.exec(f.text.slice(0, end));
  const as = AS_STOP.exec(f.text.slice(0, end));
  const [pStart, pEnd] = at ? [at.index + at[0].length, end] : as ? [verbEnd, as.index] : [verbEnd, end];
  const place = originalSlice(f, pStart, pEnd)
    .replace(/[?.!,]+$/, '')
    .trim();
  if (!place || /^(?:a|an|una|une|un)\s+(?:stop|parada|etape|étape|arret|arrêt)$/i.test(place)) return null;
  const args: PamToolArgs<'suggest_trip_stop'> = { place };
  const trip = tripAt === null ? undefined : tripName(f, tripAt, f.text.length);
  if (trip) args.trip = trip;
  else if (ctx.subject?.kind === 'trip_share') args.id = ctx.subject.id;
  return tool({ name: 'suggest_trip_stop', args }, 0.94);
};

const ANSWER =
  /(?:^|\s)(?:(accept|approve|take|add|acepta|aceptar|aprueba|anade|accepte|accepter|approuve|ajoute|prends)|(decline|reject|dismiss|refuse|turn down|rechaza|rechazar|descarta|declina|refuser|rejette|rejeter|ecarte|decline))\s+/;
const SUGGESTION =
  /(?:^|\s)(?:suggestions?|suggested stops?|sugerencias?|paradas? sugeridas?|etapes? suggerees?|propositions?)(?=\s|$|[?.!])/;

const answerTripSuggestion: IntentMatcher = (message) => {
  const f = folded(message);
  const a = ANSWER.exec(f.text);
  const g = SUGGESTION.exec(f.text);
  if (!a || !g || g.index < a.index) return null;
  const args: PamToolArgs<'answer_trip_suggestion'> = { accept: a[1] !== undefined };
  const tripAt = tripStart(f, g.index);
  const end = tripAt ?? f.text.length;
  const before = tripName(f, a.index + a[0].length, g.index);
  const after = tripName(f, g.index + g[0].length, end);
  const stop = [before, after].filter(Boolean).join(' ').trim();
  if (stop) args.stop = stop;
  const trip = tripAt === null ? undefined : tripName(f, tripAt, f.text.length);
  if (trip) args.trip = trip;
  return tool({ name: 'answer_trip_suggestion', args }, 0.94);
};

const ORDINAL: Array<[RegExp, number]> = [
  [/^(?:the |el |la |le )?(?:first|1st|primer[oa]?|premier|premiere)(?: one| uno| una)?$/, 1],
  [/^(?:the |el |la |le )?(?:second|2nd|segund[oa]|deuxieme|seconde)(?: one| uno| una)?$/, 2],
  [/^(?:the |el |la |le )?(?:third|3rd|tercer[oa]?|troisieme)(?: one| uno| una)?$/, 3],
];

/**
 * "the second one" after Pam asked which suggested stop, or which share of the trip just named, when the request named
 * none (the social choice answer takes those that did).
 */
const unnamedChoice: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'answer_trip_suggestion' && previous?.name !== 'unshare_trip') return null;
  const args = previous.args as { stop?: string; trip?: string; choice?: number };
  if (args.stop !== undefined || args.trip !== undefined || args.choice !== undefined) return null;
  const choice = ORDINAL.find(([re]) => re.test(message.text.replace(/[.!]+/g, '').trim()))?.[1];
  if (!choice) return null;
  return tool({ ...previous, args: { ...previous.args, choice } } as PamToolCall, 0.75);
};

export const tripManageMatchers: IntentMatcher[] = [
  renameTrip,
  setTripStatus,
  listTripShares,
  unshareTrip,
  copySharedTrip,
  commentSharedTrip,
  readTripComments,
  suggestTripStop,
  answerTripSuggestion,
  unnamedChoice,
];
