import type { PamToolArgs, PamToolCall } from '@ww/contracts';
import { originalSlice } from './places.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { distanceUnit, folded, has, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';
import { taskOf } from './wheels-tasks.ts';

/**
 * Maintenance schedules listed, changed and deleted; the user's own checklists made, finished and deleted; the
 * weight carried against the payload; the trip planner's daily limit and fuel price.
 */

const MAINTENANCE = words(
  'maintenance|service|services|servicing|mantenimiento|mantenimientos|revision|revisiones|entretien|entretiens|revisions',
);
const SCHEDULE = words(
  'schedule|schedules|scheduled|maintenance plan|maintenance plans|reminders|reminder|programados|programadas|programado|' +
    'programacion|planes|plan de mantenimiento|recordatorios|recordatorio|planifies|planifiees|planifie|prevus|' +
    'plans d entretien|plan d entretien|rappels|rappel|programmes',
);
const WHEN_DUE = words(
  'when|next|due|overdue|cuando|proximo|proxima|toca|vencido|vencidos|quand|prochain|prochaine|en retard|a faire',
);
const LIST_VERB = words(
  'what|which|list|show|see|tell me|que|cuales|lista|muestra|muestrame|ensename|dime|quels|quelles|quel|liste|montre|' +
    'montre-moi|affiche|dis-moi|voir',
);
const EVERY = /(?:^|\s)(?:every|each|cada|tous les|toutes les|chaque)\s/;
const INTERVAL = words('interval|intervalo|intervalle|frecuencia|frequence');
const CHANGE =
  /^(?:(?:please|pam|ok|can you|could you|por favor|puedes|peux-tu)[\s,]+)*(?:change|set|update|make|move|switch|cambia|cambiar|pon|actualiza|modifica|pasa|change|changer|modifie|modifier|mets|passe|fixe)(?=\s|$)/;
const DELETE =
  /(?:^|\s)(?:delete|remove|erase|drop|cancel|stop|borra|borrar|elimina|eliminar|quita|quitar|anula|cancela|supprime|supprimer|efface|effacer|retire|retirer|enleve|annule|arrete)(?=\s|$)/;
const IT = /(?:^|\s)(?:it|that|this|that one|this one|lo|la|eso|esa|ese|esta|ca|cela)(?=\s|$)/;
/** Deleting a checklist: 'stop' or 'cancel' a checklist is about its run, not the list. */
const DELETE_LIST =
  /(?:^|\s)(?:delete|remove|erase|get rid of|borra|borrar|elimina|eliminar|quita|quitar|supprime|supprimer|efface|effacer|retire|retirer|enleve)(?=\s|$)/;

const EDGE = new RegExp(
  '^(?:the|my|a|an|of|for|about|on|me|to|el|la|los|las|mi|mis|de|del|un|una|para|sobre|a|en|le|les|mon|ma|mes|du|des|' +
    'pour|sur|d|l|au|it|that|this|lo|eso|esa|ca|cela)$',
);

/**
 * The words naming a schedule or checklist, as the user typed them: the text from `from` to `to` with the verbs and
 * kind words blanked out (each keeps its length, so the words left map back), and articles left at either end dropped.
 */
function namedWords(message: PreparedMessage, drop: RegExp[], from = 0, to?: number): string | undefined {
  const f = folded(message);
  const blank = (m: string) => ' '.repeat(m.length);
  let text = f.text.slice(0, to).replace(/["'«»?!.:,;]/g, ' ');
  text = ' '.repeat(from) + text.slice(from);
  for (const re of drop) text = text.replace(re, blank);
  const spans = [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
  while (spans.length && EDGE.test(spans[0]!.word)) spans.shift();
  while (spans.length && EDGE.test(spans[spans.length - 1]!.word)) spans.pop();
  if (!spans.length) return undefined;
  return originalSlice(f, spans[0]!.start, spans[spans.length - 1]!.end).trim();
}

const SCHEDULE_NOISE = new RegExp(SCHEDULE.source, 'g');
const INTERVAL_NOISE = new RegExp(INTERVAL.source, 'g');

const listSchedules: IntentMatcher = (message) => {
  if (!has(message, SCHEDULE) || has(message, WHEN_DUE) || EVERY.test(message.text)) return null;
  if (DELETE.test(message.text) || CHANGE.test(message.text)) return null;
  if (!has(message, MAINTENANCE) && !taskOf(message)) return null;
  if (!isQuestion(message) && !has(message, LIST_VERB)) return null;
  return tool({ name: 'list_maintenance_schedules', args: {} }, 0.93);
};

/** 'every 8,000 km', 'cada 6 meses', 'tous les ans': the intervals said after 'every'. */
function intervals(message: PreparedMessage): Partial<PamToolArgs<'update_maintenance_schedule'>> {
  const args: Partial<PamToolArgs<'update_maintenance_schedule'>> = {};
  for (const n of message.numbers) {
    const unit = distanceUnit(n.unit);
    if (unit && args.every_distance === undefined) {
      args.every_distance = n.value;
      args.distance_unit = unit;
    } else if (n.unit === 'months' && args.every_months === undefined) args.every_months = n.value;
  }
  const every = '(?:every|each|cada|tous les|toutes les|chaque)';
  if (new RegExp(`${every}\\s+(?:year|ano|an|annee)\\b`).test(message.text)) args.every_months = 12;
  if (new RegExp(`${every}\\s+(?:month|mes|mois)\\b`).test(message.text)) args.every_months = 1;
  const years = new RegExp(`${every}\\s+(\\d{1,2})\\s+(?:years?|anos|ans|annees)\\b`).exec(message.text);
  if (years) args.every_months = Number(years[1]) * 12;
  return args;
}

const updateSchedule: IntentMatcher = (message, ctx) => {
  if (!CHANGE.test(message.text) || (!EVERY.test(message.text) && !has(message, INTERVAL))) return null;
  if (message.money.length > 0 || DELETE.test(message.text)) return null;
  const args: PamToolArgs<'update_maintenance_schedule'> = { ...intervals(message) };
  if (args.every_distance === undefined && args.every_months === undefined) return null;
  const onSubject = ctx.subject?.kind === 'maintenance_schedule';
  // 'change the oil change to every 8,000 km': the words between the verb and the new interval name the schedule.
  const f = folded(message);
  const from = CHANGE.exec(f.text)?.[0].length ?? 0;
  const stop = /\s(?:(?:to|a|en|au|a la)\s+|:\s*)?(?:every|each|cada|tous les|toutes les|chaque|\d)/.exec(
    f.text.slice(from),
  );
  const said = stop ? namedWords(message, [SCHEDULE_NOISE, INTERVAL_NOISE], from, from + stop.index) : undefined;
  const task = taskOf(message);
  if (said) args.schedule = said;
  else if (onSubject) args.id = ctx.subject!.id;
  else if (task) args.schedule = task;
  else return null;
  return tool({ name: 'update_maintenance_schedule', args }, 0.97);
};

const deleteSchedule: IntentMatcher = (message, ctx) => {
  const stopReminding =
    /(?:^|\s)(?:stop reminding me|no me recuerdes|deja de recordarme|arrete de me rappeler)(?=\s|$)/;
  if (!DELETE.test(message.text) && !stopReminding.test(message.text)) return null;
  if (!has(message, SCHEDULE) && !stopReminding.test(message.text)) {
    if (ctx.subject?.kind === 'maintenance_schedule' && IT.test(message.text) && message.tokens.length <= 5)
      return tool({ name: 'delete_maintenance_schedule', args: { id: ctx.subject.id } }, 0.93);
    return null;
  }
  if (!has(message, MAINTENANCE) && !taskOf(message) && !IT.test(message.text)) return null;
  const said = namedWords(message, [
    stopReminding,
    DELETE,
    SCHEDULE_NOISE,
    /(?:^|\s)(?:maintenance|mantenimiento|entretien)(?=\s|$)/g,
    /(?:^|\s)(?:please|por favor)(?=\s|$)/g,
  ]);
  if (!said && ctx.subject?.kind === 'maintenance_schedule')
    return tool({ name: 'delete_maintenance_schedule', args: { id: ctx.subject.id } }, 0.93);
  const task = taskOf(message);
  const args: PamToolArgs<'delete_maintenance_schedule'> = {};
  if (said) args.schedule = said;
  else if (task) args.schedule = task;
  return tool({ name: 'delete_maintenance_schedule', args }, 0.95);
};

const CHECKLIST_WORD = '(?:checklist|check list|check-list|lista de control|lista de seguridad|lista|liste)';
const MAKE_LIST = new RegExp(
  `^(?:(?:please|pam|por favor)[\\s,]+)?(?:make|create|add|set up|new|start a new|crea|creame|haz|hazme|anade|nueva|cree|cree-moi|fais|fais-moi|ajoute|nouvelle)\\s+(?:(?:a|an|my|me|una|un|une|ma|mi)\\s+)?(?:(?:new|nueva|nouvelle)\\s+)?${CHECKLIST_WORD}\\s+(?:(?:called|named|llamada|que se llame|nommee|appelee|intitulee)\\s+)?`,
);

/** "make a checklist 'leaving the site': water off, steps in, antenna down". */
const createChecklist: IntentMatcher = (message) => {
  const f = folded(message);
  const m = MAKE_LIST.exec(f.text);
  if (!m) return null;
  const rest = f.text.slice(m[0].length);
  const quoted = /^(["'])(.+?)\1\s*(?::|,|-|with|con|avec)?\s*/.exec(rest);
  const plain = /^(.+?)\s*(?::|\s-\s|\s(?:with|con|avec)\s)\s*/.exec(rest);
  const head = quoted ?? plain;
  if (!head) return null;
  const nameAt = m[0].length + head[0].indexOf(quoted ? quoted[2]! : plain![1]!);
  const name = originalSlice(f, nameAt, nameAt + (quoted ? quoted[2]! : plain![1]!).length).trim();
  const itemsAt = m[0].length + head[0].length;
  const items = originalSlice(f, itemsAt, f.text.length)
    .replace(/[.!]+$/, '')
    .split(/\s*[,;]\s*|\s+(?:and|y|et)\s+(?=[^,;]*$)/)
    .map((i) => i.trim())
    .filter(Boolean);
  if (!name || items.length === 0) return null;
  return tool({ name: 'create_checklist', args: { name, items } }, 0.97);
};

const CHECKLIST = words(
  'checklist|checklists|check list|check-list|lista|listas|lista de seguridad|lista de control|liste|listes|liste de securite',
);
const FINISH = words(
  'finish|finished|complete|completed|close|done with|i m done with|mark as complete|end|termina|terminar|terminado|' +
    'termine|completa|completar|completada|finaliza|finalizar|cierra|acabe|he acabado|he terminado|termine|terminer|' +
    'terminee|finis|fini|finir|acheve|cloture|cloturer|valide|valider|ferme',
);

const completeChecklist: IntentMatcher = (message) => {
  if (!has(message, FINISH) || !has(message, CHECKLIST) || isQuestion(message)) return null;
  if (DELETE.test(message.text) || MAKE_LIST.test(folded(message).text)) return null;
  return tool({ name: 'complete_checklist', args: {} }, 0.93);
};

const deleteChecklist: IntentMatcher = (message, ctx) => {
  if (!DELETE_LIST.test(message.text)) return null;
  if (!has(message, CHECKLIST)) {
    if (ctx.subject?.kind === 'safety_checklist' && IT.test(message.text) && message.tokens.length <= 5)
      return tool({ name: 'delete_checklist', args: { id: ctx.subject.id } }, 0.93);
    return null;
  }
  // 'quita los fusibles de la lista', 'remove the fuses from my list': something taken off a list, not the list.
  if (
    /(?:^|\s)(?:from|off|de|du|des|d)\s+(?:(?:the|my|la|mi|ma|mes|mis|le|les|l)\s+)?(?:list|lista|liste)(?=\s|$)/.test(
      message.text,
    )
  )
    return null;
  const said = namedWords(message, [
    DELETE_LIST,
    new RegExp(CHECKLIST.source, 'g'),
    /(?:^|\s)(?:called|named|llamada|nommee|appelee|own|propia|please|por favor)(?=\s|$)/g,
  ]);
  const args: PamToolArgs<'delete_checklist'> = {};
  if (said) args.checklist = said;
  else if (ctx.subject?.kind === 'safety_checklist') args.id = ctx.subject.id;
  return tool({ name: 'delete_checklist', args }, 0.96);
};

const WEIGHT = words(
  'weight|weigh|heavy|payload|overweight|over weight|overloaded|peso|pesa|peso llevo|carga util|sobrepeso|sobrecarga|' +
    'sobrecargado|poids|charge utile|surcharge|surcharges|pese|lourd',
);
const storageWeight: IntentMatcher = (message) => {
  if (!has(message, WEIGHT) || message.numbers.length > 0 || message.money.length > 0) return null;
  if (!isQuestion(message) && !has(message, LIST_VERB)) return null;
  if (has(message, words('luggage|bag|equipaje|maleta|bagage|valise|baggage|bike|bici|velo'))) return null;
  return tool({ name: 'storage_weight', args: {} }, 0.9);
};

const PREFERENCES = words(
  'travel preferences|travel settings|trip preferences|trip settings|planner settings|planning preferences|' +
    'daily limit|daily driving limit|driving limit|my fuel price|preferencias de viaje|ajustes de viaje|limite diario|' +
    'mi precio del combustible|preferences de voyage|reglages de voyage|limite journaliere|limite par jour|limite de route|' +
    'mon prix du carburant',
);
const travelPreferences: IntentMatcher = (message) => {
  if (!has(message, PREFERENCES) || message.numbers.length > 0 || message.money.length > 0) return null;
  if (!isQuestion(message) && !has(message, LIST_VERB)) return null;
  return tool({ name: 'travel_preferences', args: {} }, 0.92);
};

const PER_DAY = /^\s*(?:a|per|each|every|al|por|par|chaque)?\s*(?:day|dia|jour)\b|^\s*(?:daily|diarios?|quotidiens?)\b/;
const TRIP = words(
  'trip|route|drive from|from|itinerary|voyage|trajet|itineraire|viaje|ruta|itinerario|desde|plan|planifie|planifica',
);
const FUEL = words('fuel|gas|gasoline|petrol|diesel|gasolina|combustible|gasoil|gasoleo|carburant|essence|gazole');
/** 'a litre', 'el litro', 'le litre', '/L': on its own words, so 'mensual' and 'al mes' are not 'a l'. */
const PER_UNIT =
  /(?:(?:^|\s)(?:a|per|the|each|el|por|le|par|du|la)\s+|\/\s*)(?:imperial gallon|gallon|gal|litre|liter|l|litro|galon)\b/;
const BUDGET = words('budget|budgets|presupuesto|presupuestos');
const FILLED = words(
  'filled|fill up|filled up|put|got|bought|pumped|added|paid|spent|eche|puse|cargue|llene|pague|gaste|reposte|mis|pris|' +
    'paye|depense|fait le plein|how much|cuanto|combien',
);
const RESET = words(
  'reset|forget|clear|use the default|default|restablece|olvida|borra|quita|por defecto|reinitialise|oublie|efface|' +
    'par defaut|remets',
);

/** 'limit my drives to 300 km a day', 'diesel is 1.85 a litre', 'forget my fuel price'. */
const setTravelPreferences: IntentMatcher = (message) => {
  if (has(message, TRIP) || has(message, BUDGET) || isQuestion(message)) return null;
  const args: PamToolArgs<'set_travel_preferences'> = {};
  const daily = message.numbers.find((n) => distanceUnit(n.unit) && PER_DAY.test(message.text.slice(n.end)));
  const limit = daily ?? (has(message, PREFERENCES) ? message.numbers.find((n) => distanceUnit(n.unit)) : undefined);
  if (limit) {
    args.daily_limit = limit.value;
    args.distance_unit = distanceUnit(limit.unit)!;
  }
  if (has(message, FUEL) && PER_UNIT.test(message.text) && !has(message, FILLED)) {
    const volumes = message.numbers.some((n) => n.unit === 'l' || n.unit === 'gal');
    const money = message.money[0];
    const bare = message.numbers.find((n) => n.unit === null && n.value > 0 && n.value < 100);
    if (!volumes && (money || bare)) {
      args.fuel_price = money ? money.amount : bare!.value;
      if (money?.currency) args.currency = money.currency;
      const unit = /(?:imperial gallon|galon imperial|gallon imperial)/.test(message.text)
        ? 'imp_gal'
        : /\b(?:gallon|gal|galon)\b/.test(message.text)
          ? 'gal'
          : 'L';
      args.volume_unit = unit;
    }
  }
  if (args.daily_limit === undefined && args.fuel_price === undefined) return resetPreference(message);
  return tool({ name: 'set_travel_preferences', args }, 0.93);
};

function resetPreference(message: PreparedMessage) {
  if (!has(message, RESET) || message.numbers.length > 0) return null;
  const reset: Array<'daily_limit' | 'fuel_price'> = [];
  if (has(message, words('daily limit|driving limit|limite diario|limite journaliere|limite par jour|limite de route')))
    reset.push('daily_limit');
  if (has(message, words('fuel price|precio del combustible|prix du carburant'))) reset.push('fuel_price');
  return reset.length ? tool({ name: 'set_travel_preferences', args: { reset } }, 0.9) : null;
}

const ORDINALS: Array<[RegExp, number]> = [
  [
    /^(?:the )?(?:first|1st|primer[oa]?|el primero|la primera|premier|premiere|le premier|la premiere)(?: one| uno| una)?$/,
    1,
  ],
  [
    /^(?:the )?(?:second|2nd|segund[oa]|el segundo|la segunda|deuxieme|second|seconde|le deuxieme|la deuxieme)(?: one| uno| una)?$/,
    2,
  ],
  [
    /^(?:the )?(?:third|3rd|tercer[oa]?|el tercero|la tercera|troisieme|le troisieme|la troisieme)(?: one| uno| una)?$/,
    3,
  ],
];
const CHOSEN_FROM = ['update_maintenance_schedule', 'delete_maintenance_schedule', 'delete_checklist'];

/** "the second one" after Pam asked which schedule or checklist: the same request with that choice. */
const choiceAnswer: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (!previous || !CHOSEN_FROM.includes(previous.name)) return null;
  const said = message.text.replace(/[.!]+$/, '').trim();
  const choice = ORDINALS.find(([re]) => re.test(said))?.[1];
  if (choice === undefined) return null;
  return tool({ ...previous, args: { ...previous.args, choice } } as PamToolCall, 0.85);
};

export const scheduleMatchers: IntentMatcher[] = [
  listSchedules,
  updateSchedule,
  deleteSchedule,
  createChecklist,
  completeChecklist,
  deleteChecklist,
  storageWeight,
  travelPreferences,
  setTravelPreferences,
  choiceAnswer,
];
