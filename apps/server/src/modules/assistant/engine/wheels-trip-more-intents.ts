import type { PamToolArgs, PamToolCall } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import { amountIn } from './lexicon.ts';
import { originalSlice, type Folded } from './places.ts';
import type { IntentMatcher } from './prepared-message.ts';
import { folded, tool } from './travel-words.ts';
import {
  asking,
  lastPrep,
  leadEnd,
  ORDINAL,
  prepToTrip,
  stopWords,
  TRIP_NOUN,
  tripOf,
} from './wheels-trip-edit-intents.ts';
import { tripName } from './wheels-trip-manage-intents.ts';

/**
 * A saved trip's budget ('set the Moab trip's budget to $800', 'el presupuesto del viaje de Moab es 800 €'), rig ('use
 * the Jeep for the Moab trip', 'el viaje de Moab con la autocaravana') and order of stops ('move Bluff before
 * Monticello in the Moab trip', 'mets Green River en dernier'); a trip share refreshed ('update the shared Moab trip')
 * or its description changed; a comment on a shared trip deleted ('delete my comment on Sam's Moab trip').
 */

type TripRef = { trip: string } | { id: string };

/** The conversation's trip, when the words point at it ('it', none at all). */
const subjectTrip = (ctx: EngineContext): TripRef | null =>
  ctx.subject?.kind === 'trip' ? { id: ctx.subject.id } : null;

/** Connectors left around a trip's words once the budget and the amount are cut out. */
const AROUND_HEAD = /^\s*(?:from|off|of|for)\s+/;
const AROUND_TAIL =
  /\s+(?:is|to|at|of|be|will be|should be|es|sea|sera|a|de|en|est|sera|soit|=|:)$|\s+(?:is|es|est|sera)\s+(?:now|ahora|maintenant|de)$/;

/** The trip named in f.text[start, end) with the connectors left by the words cut around it. */
function tripBetween(f: Folded, start: number, end: number, ctx: EngineContext): TripRef | null {
  let from = start;
  const head = AROUND_HEAD.exec(f.text.slice(from, end));
  if (head) from += head[0].length;
  let part = f.text.slice(from, end).replace(/[\s?.!,:]+$/, '');
  for (let m = AROUND_TAIL.exec(part); m; m = AROUND_TAIL.exec(part)) part = part.slice(0, m.index);
  return tripOf(f, from, from + part.length, ctx);
}

type Span = { start: number; end: number };

/** The trip named between the spans cut out of the text (verb, budget, amount), or the conversation's trip. */
function tripAmid(f: Folded, cuts: Span[], ctx: EngineContext): TripRef | null {
  const noun = TRIP_NOUN.exec(f.text);
  if (!noun) return subjectTrip(ctx);
  const at = noun.index + 1;
  const start = Math.max(0, ...cuts.filter((c) => c.end <= at).map((c) => c.end));
  const end = Math.min(f.text.length, ...cuts.filter((c) => c.start >= at).map((c) => c.start));
  return tripBetween(f, start, end, ctx);
}

const BUDGET = /(?:^|\s)(?:budget|budgets|presupuesto|presupuestos)(?=[\s?.!,:']|$)/;
const CLEAR =
  /^(?:remove|delete|clear|drop|cancel|quita|quitale|quitar|elimina|eliminar|borra|borrar|suprime|suprimir|cancela|supprime|supprimer|retire|retirer|enleve|enlever|efface|effacer|annule)\s+/;
const SET =
  /^(?:set|make|put|change|update|give|fix|raise|lower|increase|reduce|pon|ponle|poner|fija|fijar|cambia|cambiar|establece|establecer|asigna|sube|baja|mets|mettre|fixe|fixer|definis|definir|modifie|modifier|augmente|baisse)\s+/;
const RELATIVE = /^(?:raise|lower|increase|reduce|sube|baja|augmente|baisse)\s/;
const TO_AMOUNT = /\s(?:to|a|hasta|jusqu'a)\s+(?:[$€£]\s*)?\d/;
const NO_BUDGET = /(?:^|\s)(?:no budget|without a budget|sin presupuesto|ningun presupuesto|sans budget|pas de budget)/;
const AMOUNT =
  /(?:[$€£]\s*)?\d[\d.,]*(?:\s?(?:k|mil))?(?:\s*(?:[$€£]|eur|euros?|usd|dollars?|dolares|bucks|cad|aud|nzd|gbp|pounds?|libras?|livres?)(?=[\s?.!,]|$))?/;

const setTripBudget: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const b = BUDGET.exec(f.text);
  if (!b || asking(message, f)) return null;
  const lead = leadEnd(f);
  const clear = CLEAR.exec(f.text.slice(lead));
  const verb = clear ?? SET.exec(f.text.slice(lead));
  const cuts: Span[] = [{ start: b.index, end: b.index + b[0].length }];
  if (verb) cuts.push({ start: lead, end: lead + verb[0].length });
  let args: PamToolArgs<'set_trip_budget'>;
  // 'raise the budget by 100' changes it by an amount, which is not what this sets.
  if (verb && RELATIVE.test(verb[0]) && !TO_AMOUNT.test(f.text)) return null;
  if (clear || NO_BUDGET.test(f.text)) {
    args = { budget: null };
  } else {
    const said = amountIn(message);
    const a = AMOUNT.exec(f.text);
    if (!said || !a) return null;
    cuts.push({ start: a.index, end: a.index + a[0].length });
    args = { budget: said.amount, ...(said.currency ? { currency: said.currency } : {}) };
  }
  const trip = tripAmid(f, cuts, ctx);
  if (!trip) return null;
  return tool({ name: 'set_trip_budget', args: { ...trip, ...args } }, 0.95);
};

const ARTICLE = /^(?:the|my|our|a|an|el|la|los|las|mi|nuestra|nuestro|un|una|le|les|mon|ma|notre|un|une|l')\s*/i;
/** A rig's words without their article ('the Jeep' → 'Jeep', "l'autocaravane" → 'autocaravane'). */
const rigWords = (text: string) =>
  text
    .replace(/[?.!,;:"«»]+/g, ' ')
    .trim()
    .replace(ARTICLE, '')
    .trim();

/** 'use the Jeep …', also wished ('quiero llevar la autocaravana …', 'je voudrais prendre le camping-car …'). */
const USE =
  /^(?:(?:i want to|i'd like to|we want to|we'll|let's|quiero|queremos|quisiera|vamos a|je veux|je voudrais|j'aimerais|on veut|on va|nous allons)\s+)?(?:use|take|drive|bring|switch to|go with|usa|utiliza|usar|utilizar|lleva|llevar|llevate|llevamos|llevo|coge|coger|toma|tomar|prends|prend|prenez|prendre|prenons|utilise|utiliser|emmene|emmener|emmenons|emporte)\s+/;
const FOR_TRIP = prepToTrip('for|on|in|to|para|en|al|a|pour|sur|dans|au|durant|during|del|de|du');
const FOR_IT =
  /\s(?:for|on|in|para|en|pour|sur|dans)\s+(?:it|that one|this one|el|ese|este|lui|celui-ci|celui-la)[\s.!]*$/;
/** 'the Moab trip with the Jeep', 'haz el viaje de Moab con la autocaravana', 'le voyage Moab avec le camping-car'. */
const TRIP_WITH =
  /^(?:(?:i'll |we'll |let's )?(?:do|make|drive|haz|hacer|haremos|hare|hacemos|fais|faire|on fait|on fera|ferai|ferons)\s+)?(?:the|my|our|el|mi|nuestro|le|mon|notre)\s+(.+?)\s+(?:with|con|avec)\s+(.+)$/;
const PEOPLE = /(?:^|\s)(?:friends?|amigos?|amis?|group|grupo|groupe|family|familia|famille)(?=\s|$)/;
/** 'change the rig of the Moab trip to the Jeep', 'cambia el vehículo del viaje de Moab a la autocaravana'. */
const RIG_OF =
  /(?:^|\s)(?:rig|vehicle|vehiculo|vehicule)\s+(?:of|for|on|de|del|para|du|de la|pour)\s+(.+?)\s+(?:to|as|a|por|en|pour|par|is|es|est|:)\s+(.+)$/d;

function rigCall(f: Folded, tripAt: Span, rigAt: Span, ctx: EngineContext) {
  const trip = tripOf(f, tripAt.start, tripAt.end, ctx);
  const vehicle = rigWords(originalSlice(f, rigAt.start, rigAt.end));
  if (
    !trip ||
    !vehicle ||
    vehicle.split(/\s+/).length > 5 ||
    TRIP_NOUN.test(` ${f.text.slice(rigAt.start, rigAt.end)}`)
  )
    return null;
  return tool({ name: 'set_trip_rig', args: { ...trip, vehicle } }, 0.93);
}

const setTripRig: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  if (asking(message, f) || message.date) return null;
  const lead = leadEnd(f);
  const use = USE.exec(f.text.slice(lead));
  if (use) {
    const start = lead + use[0].length;
    const p = lastPrep(f, FOR_TRIP, start - 1);
    if (p && p.at > start) return rigCall(f, { start: p.end, end: f.text.length }, { start, end: p.at }, ctx);
    const it = FOR_IT.exec(f.text.slice(start));
    if (it && ctx.subject?.kind === 'trip') {
      const vehicle = rigWords(originalSlice(f, start, start + it.index));
      if (vehicle) return tool({ name: 'set_trip_rig', args: { id: ctx.subject.id, vehicle } }, 0.9);
    }
    return null;
  }
  const r = RIG_OF.exec(f.text);
  if (r?.indices?.[1] && r.indices[2]) {
    const [ts, te] = r.indices[1];
    return rigCall(f, { start: ts, end: te }, { start: r.indices[2][0], end: f.text.length }, ctx);
  }
  const w = TRIP_WITH.exec(f.text.slice(lead));
  if (!w?.[1] || !w[2] || PEOPLE.test(w[2]) || !TRIP_NOUN.test(` ${w[1]}`)) return null;
  const tripStart = lead + w[0].indexOf(w[1]);
  const rigStart = lead + w[0].length - w[2].length;
  return rigCall(f, { start: lead, end: tripStart + w[1].length }, { start: rigStart, end: f.text.length }, ctx);
};

const MOVE =
  /^(?:move|put|place|shift|mueve|mover|pon|poner|coloca|colocar|pasa|pasar|mets|mettre|deplace|deplacer|placer|passe)\s+/;
const WHERE =
  /\s(?:(after|right after|just after|behind|despues de|detras de|justo despues de|tras|apres|juste apres|derriere)|(before|right before|just before|ahead of|in front of|antes de|delante de|justo antes de|avant|juste avant|devant))\s+/;
const POSITION =
  /\s(?:(first|at the start|at the beginning|to the start|to the beginning|to the front|primero|primera|de primero|de primera|al principio|al inicio|al comienzo|en premier|en premiere position|au debut|en tete)|(last|at the end|to the end|ultimo|ultima|de ultimo|de ultima|al final|en dernier|en derniere position|a la fin))(?=[\s?.!,]|$)/;
const IN_TRIP = prepToTrip('in|on|of|for|en|del|de|de la|para|dans|du|sur|pour');

/** 'make Green River the last stop', 'haz que Green River sea la primera parada', 'fais de Green River la dernière étape'. */
const MAKE = /^(?:make|haz que|haz de|fais de|fais que)\s+/;
const ROLE =
  /\s(?:(?:sea|soit)\s+)?(?:the|la|el)\s+(?:(first|primera|primer|premiere)|(last|ultima|ultimo|derniere))\s+(?:stop|stopover|parada|etape)[\s.!]*$/;

type Placed = Pick<PamToolArgs<'move_trip_stop'>, 'stop' | 'before' | 'after' | 'to'>;

/** The stop and where it goes, said in f.text[start, end): before/after another stop, first or last. */
function placing(f: Folded, start: number, end: number, make: boolean): Placed | null {
  const part = f.text.slice(start, end);
  const role = make ? ROLE.exec(part) : null;
  const where = make ? null : WHERE.exec(part);
  const pos = make || where ? null : POSITION.exec(part);
  const cut = role ?? where ?? pos;
  if (!cut) return null;
  const stop = stopWords(originalSlice(f, start, start + cut.index));
  if (!stop || TRIP_NOUN.test(` ${part.slice(0, cut.index)}`)) return null;
  if (role) return { stop, to: role[1] ? 'first' : 'last' };
  if (where) {
    const other = stopWords(originalSlice(f, start + where.index + where[0].length, end));
    return other ? { stop, [where[1] ? 'after' : 'before']: other } : null;
  }
  if (part.slice(pos!.index + pos![0].length).trim() !== '') return null;
  return { stop, to: pos![1] ? 'first' : 'last' };
}

const moveTripStop: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  if (asking(message, f) || message.date) return null;
  const lead = leadEnd(f);
  const make = MAKE.exec(f.text.slice(lead));
  const m = make ?? MOVE.exec(f.text.slice(lead));
  if (!m) return null;
  const start = lead + m[0].length;
  const p = lastPrep(f, IN_TRIP, start - 1);
  const named = p !== null && p.at > start;
  const trip = named ? tripOf(f, p.end, f.text.length, ctx) : subjectTrip(ctx);
  const placed = trip && placing(f, start, named ? p.at : f.text.length, make !== null);
  return placed ? tool({ name: 'move_trip_stop', args: { ...trip, ...placed } }, 0.95) : null;
};

const SHARE_WORDS =
  /(?:^|\s|-)(?:re-?)?(?:shared|share|sharing|compartido|compartida|comparticion|comparti|compartir|partage|partagee|partages|partagees)(?=[\s?.!,:]|$)/;
const REFRESH =
  /^(?:update|refresh|resync|sync|re-share|reshare|vuelve a compartir|comparte de nuevo|repartage|partage de nouveau|partage a nouveau|actualiza|actualizar|refresca|refrescar|renueva|sincroniza|mets a jour|mettre a jour|mettez a jour|actualise|actualiser|rafraichis|rafraichir)\s+/;

/** A shared trip's name: the trip's words without 'shared'/'compartido'/'partagé' and what led to them. */
function sharedName(f: Folded, start: number, end: number): string | undefined {
  const name = tripName(f, start, end)
    ?.replace(
      /(?:^|\s)(?:(?:that |i |que |que he |que j'ai )?(?:shared|share|sharing|compartido|compartida|compartí|comparti|partagé|partagée|partage|partagee))(?=\s|$)/gi,
      ' ',
    )
    .replace(/^\s*(?:(?:of|the|de|del|du|des|el|la|le)\s+)+/i, '')
    .trim();
  return name || undefined;
}

/** The share named in f.text[start, end): by its trip's words, or the conversation's share or trip. */
function shareOf(f: Folded, start: number, end: number, ctx: EngineContext) {
  const trip = sharedName(f, start, end);
  if (trip) return { trip };
  if (ctx.subject?.kind === 'trip_share') return { id: ctx.subject.id };
  if (ctx.subject?.kind === 'trip') return { trip_id: ctx.subject.id };
  return null;
}

const DESCRIPTION =
  /^(?:(change|set|update|edit|replace|cambia|cambiar|pon|poner|actualiza|actualizar|modifica|modificar|edita|editar|reemplaza|modifie|modifier|change|changer|mets|mettre|remplace|remplacer|edite)|(remove|delete|clear|quita|quitar|borra|borrar|elimina|eliminar|supprime|supprimer|efface|effacer|retire|retirer|enleve|enlever))\s+(?:the |its |la |su |le |sa |l')?(?:description|message|note|descripcion|mensaje|nota)\s+(?:of|for|on|de|del|du|des|de la|pour|sur)\s+(.+?)(?:\s+(?:to|as|a|por|en|par|with|con|avec)\s*:?\s+|\s*:\s*|$)/d;

const refreshTripShare: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  if (asking(message, f)) return null;
  const lead = leadEnd(f);
  const d = DESCRIPTION.exec(f.text.slice(lead));
  if (d?.indices?.[3]) {
    const [ts, te] = d.indices[3].map((x) => x + lead) as [number, number];
    if (!TRIP_NOUN.test(` ${f.text.slice(ts, te)}`) && !SHARE_WORDS.test(f.text)) return null;
    const share = shareOf(f, ts, te, ctx);
    const text = d[2] ? '' : originalSlice(f, lead + d[0].length, f.text.length).replace(/^["«“'\s]+|["»”'\s]+$/g, '');
    if (!share || (!d[2] && !text)) return null;
    return tool({ name: 'refresh_trip_share', args: { ...share, description: text } }, 0.95);
  }
  const r = REFRESH.exec(f.text.slice(lead));
  if (!r || !(SHARE_WORDS.test(f.text) || ctx.subject?.kind === 'trip_share')) return null;
  const start = lead + r[0].length;
  if (!TRIP_NOUN.test(` ${f.text.slice(start)}`) && ctx.subject?.kind !== 'trip_share') return null;
  const share = shareOf(f, start, f.text.length, ctx);
  return share ? tool({ name: 'refresh_trip_share', args: share }, 0.95) : null;
};

const DELETE_COMMENT =
  /^(?:delete|remove|erase|take down|borra|borrar|elimina|eliminar|quita|quitar|suprime|suprimir|supprime|supprimer|efface|effacer|retire|retirer|enleve|enlever)\s+(?:(my|mi|mon)\s+|(\S+(?: \S+)?)'s\s+|(?:the|el|le|la)\s+)?(?:(?:last|latest|ultimo|dernier)\s+)?(?:comment|comentario|commentaire)(?:\s+(?:i left|i wrote|i made|i posted|que deje|que escribi|que j'ai laisse|que j'ai ecrit))?(?:\s+(?:by|de)\s+(\S+(?: \S+)?))?(?:\s+(?:on|from|in|about|under|en|de|del|sur|du|de la|dans|sous)\s+(.+))?[\s.!]*$/d;

const deleteTripComment: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const lead = leadEnd(f);
  const m = DELETE_COMMENT.exec(f.text.slice(lead));
  if (!m?.indices || asking(message, f)) return null;
  const args: PamToolArgs<'delete_trip_comment'> = {};
  const span = m.indices[4];
  if (span) {
    const [ts, te] = [span[0] + lead, span[1] + lead];
    if (!TRIP_NOUN.test(` ${f.text.slice(ts, te)}`)) return null;
    const trip = sharedName(f, ts, te);
    if (!trip) return null;
    args.trip = trip;
  } else if (ctx.subject?.kind === 'trip_share') args.id = ctx.subject.id;
  else return null;
  const by = m.indices[2] ?? m.indices[3];
  if (by && !m[1]) args.by = originalSlice(f, by[0] + lead, by[1] + lead).trim();
  // Surer than deleting a comment on a post ('… on Sam's Moab trip' names a trip, not a post).
  return tool({ name: 'delete_trip_comment', args }, 0.98);
};

const MINE = ['set_trip_budget', 'set_trip_rig', 'move_trip_stop', 'refresh_trip_share', 'delete_trip_comment'];

/** "the second one" after Pam asked which trip, share or comment one of these tools meant. */
const whichOne: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (!previous || !MINE.includes(previous.name) || message.tokens.length > 6) return null;
  const args = previous.args as { choice?: number };
  const o = ORDINAL.exec(message.text.replace(/[.!]+/g, '').trim());
  if (!o || args.choice !== undefined) return null;
  const choice = o[1] ? 2 : o[2] ? 3 : 1;
  return tool({ ...previous, args: { ...previous.args, choice } } as PamToolCall, 0.9);
};

export const tripMoreMatchers: IntentMatcher[] = [
  setTripBudget,
  setTripRig,
  moveTripStop,
  refreshTripShare,
  deleteTripComment,
  whichOne,
];
