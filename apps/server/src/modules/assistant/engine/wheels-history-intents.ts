import type { PamToolCall } from '@ww/contracts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { has, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';
import { taskOf } from './wheels-tasks.ts';

/** "show my last fill-ups", "historial de mantenimiento", "mes derniers pleins": the rig's history, newest first. */

const SHOW = words(
  'show|list|see|view|display|give me|what are|whats|tell me|my last|my latest|my recent|last|latest|recent|history|' +
    'muestra|muestrame|ensena|ensename|ver|lista|dime|mis ultimos|mis ultimas|ultimos|ultimas|historial|' +
    'montre|montre-moi|montre moi|affiche|liste|voir|dis-moi|dis moi|mes derniers|mes dernieres|derniers|dernieres|historique',
);
const FILL_UPS = words(
  'fill-ups|fill ups|fillups|refuels|refuelings|refuellings|fuel log|fuel history|fuel entries|fuel purchases|gas log|' +
    'fuel stops|repostajes|cargas de combustible|cargas|historial de combustible|registro de combustible|pleins|' +
    'carnet de carburant|historique de carburant|journal de carburant|ravitaillements',
);
const SERVICES = words(
  'service history|maintenance history|maintenance records|maintenance log|services|servicing|service records|' +
    'repairs|repair|mantenimientos|historial de mantenimiento|registro de mantenimiento|revisiones|reparaciones|entretiens|' +
    'historique d entretien|historique de l entretien|carnet d entretien|historique des entretiens|reparations',
);
/** A sentence opening on another verb asks another tool: deleting, changing or logging one. */
const ACTING =
  /^(?:(?:please|pam|ok|can you|could you|por favor|puedes|peux-tu|pourrais-tu)[\s,]+)*(?:delete|remove|erase|change|update|edit|correct|log|add|record|borra|elimina|cambia|corrige|anota|registra|anade|supprime|efface|modifie|note|ajoute|enregistre)(?=\s|$)/;
/** Words that can only mean the list of what was done (not what is due next). */
const HISTORY = words('history|records|log|historial|registro|historique|carnet|journal');
/** "my fill-ups last month", "mes pleins du mois dernier": a short request naming the user's own. */
const MINE = /^(?:my|mis|mes|mon|ma)\s/;

/** "the last 3", "mis 3 ultimas", "mes 3 derniers": how many to name. */
function limitOf(message: PreparedMessage): number | undefined {
  const n = message.numbers.find((x) => x.unit === null && Number.isInteger(x.value) && x.value >= 1 && x.value <= 20);
  return n?.value;
}

const historyOf =
  (kind: RegExp, name: 'list_fuel_entries' | 'list_maintenance'): IntentMatcher =>
  (message) => {
    if (!has(message, kind) || has(message, ACTING)) return null;
    const mine = MINE.test(message.text) && message.tokens.length <= 8;
    if (!has(message, SHOW) && !isQuestion(message) && !mine) return null;
    const limit = limitOf(message);
    const call = {
      name,
      args: {
        ...(message.period ? { from: message.period.from, to: message.period.to } : {}),
        ...(limit ? { limit } : {}),
      },
    } as PamToolCall;
    return tool(call, has(message, HISTORY) ? 0.9 : 0.8);
  };

const OPENER = /^(?:and|what about|how about|y|que tal|y en|y del|et|et pour|et en|et le|et la|et du)\b/;

/** After a list, "and last month?", "¿y el mes pasado?", "et le mois dernier ?": the same list for that period. */
const periodFollowUp: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'list_fuel_entries' && previous?.name !== 'list_maintenance') return null;
  if (!message.period || message.tokens.length > 6 || !OPENER.test(message.text)) return null;
  const { from: _from, to: _to, ...rest } = previous.args;
  return tool({ name: previous.name, args: { ...rest, from: message.period.from, to: message.period.to } }, 0.8);
};

/** 'when did I last change the oil?', 'what did the last service cost?', '¿cuándo fue el último cambio de aceite?'. */
const LAST_DONE =
  /^(?:when (?:did (?:i|we) last|was (?:the|my) last|did (?:i|we) (?:do|have) the last)|what did (?:the|my) last .+ cost|how much was (?:the|my) last|cuando fue (?:el|la|mi) ultim[oa]|cuando (?:hice|hicimos|cambie|cambiamos) (?:el|la|por ultima vez)|cuanto (?:costo|me costo) (?:el|la|mi) ultim[oa]|quand (?:ai-je|ai je|est-ce que j ai|avons-nous|a-t-on) fait (?:la|le|mon|ma) dernier?e?|quand (?:a eu lieu|date) (?:la|le|mon|ma) dernier?e?|combien a coute (?:la|le|mon|ma) dernier?e?)\b/;

const LAST_FILL = words('fill-up|fill up|fillup|refuel|tank of fuel|repostaje|carga de combustible|plein');

const lastDone: IntentMatcher = (message) => {
  if (!LAST_DONE.test(message.text)) return null;
  if (has(message, LAST_FILL)) return tool({ name: 'list_fuel_entries', args: { limit: 1 } }, 0.92);
  const named = taskOf(message);
  // 'the last service': any service, not one called "Service".
  const task =
    named && !/^(?:service|servicing|maintenance|revision|entretien|mantenimiento)$/i.test(named) ? named : null;
  if (!named && !has(message, SERVICES) && !has(message, words('service|maintenance|revision|entretien|mantenimiento')))
    return null;
  return tool({ name: 'list_maintenance', args: { ...(task ? { task } : {}), limit: 1 } }, 0.92);
};

export const historyMatchers: IntentMatcher[] = [
  lastDone,
  historyOf(FILL_UPS, 'list_fuel_entries'),
  historyOf(SERVICES, 'list_maintenance'),
  periodFollowUp,
];
