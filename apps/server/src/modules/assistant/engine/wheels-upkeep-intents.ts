import type { PamToolArgs } from '@ww/contracts';
import { originalSlice } from './places.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { kindIn } from './record-words.ts';
import { distanceUnit, folded, has, tool, volumeUnitOf, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';
import { checklistMatchers } from './wheels-checklist-intents.ts';
import { fullTankSaid, ODOMETER_RESET, stationOf } from './wheels-fuel-words.ts';
import { taskOf } from './wheels-tasks.ts';

/** Fill-ups and maintenance records changed or deleted by words, maintenance schedules, stowed items. */

const DELETE =
  /(?:^|\s)(?:delete|remove|erase|get rid of|drop|undo|cancel|borra|borrar|borrame|elimina|eliminar|quita|quitar|anula|supprime|supprimer|efface|effacer|retire|retirer|enleve|annule)(?=\s|$)/;
/** A change asked for: the sentence opens on the verb ('change yesterday's fill-up…'), so 'oil change' is not one. */
const CHANGE =
  /^(?:(?:please|pam|ok|no|actually|can you|could you|por favor|puedes|podrias|peux-tu|pourrais-tu|non)[\s,]+)*(?:change|set|update|make|correct|fix|edit|cambia|cambiar|cambialo|cambiala|pon|ponlo|actualiza|corrige|modifica|change|changer|modifie|modifier|mets|corrige)(?=\s|$)/;
const IT = /(?:^|\s)(?:it|that|this|that one|this one|lo|la|le|l|eso|esa|ese|esta|ca|cela)(?=\s|$)/;
const FILL_WORD = words(
  'fill-up|fill up|fillup|fill ups|fill-ups|fuel entry|fuel log entry|refuel|refill|tank|carga|carga de combustible|repostaje|' +
    'llenado|plein|le plein|ravitaillement',
);
const NO_WAS = /(?:^|\s)(?:no|non|actually|en realidad|en fait|oops|sorry|perdon|pardon)(?=\s|$)/;
const WAS_DATE = /(?:^|\s)(?:it was|was|fue|era|c etait|c est|it s|its|date|fecha)(?=\s|$)/;

/** A correction's figures for a fill-up: a volume, a total, an odometer or a date. */
function fillFigures(message: PreparedMessage, dated: boolean): Partial<PamToolArgs<'update_fuel_entry'>> {
  const args: Partial<PamToolArgs<'update_fuel_entry'>> = {};
  for (const n of message.numbers) {
    if (n.unit === 'l' || n.unit === 'gal') {
      args.volume = n.value;
      args.volume_unit = volumeUnitOf(message, n);
    } else if ((n.unit === 'km' || n.unit === 'mi') && n.value >= 100) {
      args.odometer = n.value;
      const unit = distanceUnit(n.unit);
      if (unit) args.odometer_unit = unit;
    } else if (n.unit === null && n.value > 0 && n.value < 100_000 && args.total_cost === undefined) {
      args.total_cost = n.value;
    }
  }
  const money = message.money[0];
  if (money) {
    args.total_cost = money.amount;
    if (money.currency) args.currency = money.currency;
  }
  if (dated && message.date) args.new_date = message.date;
  return args;
}

const updateFill: IntentMatcher = (message, ctx) => {
  const onSubject = ctx.subject?.kind === 'fuel_entry';
  const named = has(message, FILL_WORD);
  if (!onSubject && !named) return null;
  if (DELETE.test(message.text) || isQuestion(message)) return null;
  // 'set a monthly budget of £200 for fuel' right after a fill-up is a budget, not the fill-up's new total.
  if (!named && kindIn(message.text) !== null) return null;
  const correction =
    CHANGE.test(message.text) ||
    NO_WAS.test(message.text) ||
    /^(?:make|should be|it should be|era|c etait)\b/.test(message.text);
  if (!correction) return null;
  // 'change yesterday's fill-up to 52 litres': the date names the fill-up; 'no, it was yesterday': the date is new.
  const dateIsNew =
    onSubject && !named ? true : WAS_DATE.test(message.text) && !/\b(?:change|cambia|modifie)\b/.test(message.text);
  const args: PamToolArgs<'update_fuel_entry'> = { ...fillFigures(message, dateIsNew) };
  if (!dateIsNew && message.date) args.date = message.date;
  if (onSubject && (!named || IT.test(message.text))) args.id = ctx.subject!.id;
  const figures = Object.keys(args).filter((k) => k !== 'id' && k !== 'date').length;
  if (figures === 0) return null;
  return tool({ name: 'update_fuel_entry', args }, onSubject || CHANGE.test(message.text) ? 0.97 : 0.88);
};

const STATION_WORD = words(
  'station|gas station|petrol station|servo|gasolinera|estacion|estacion de servicio|station-service',
);
/** A fill-up named by its tank: 'that was a full tank', 'no era depósito lleno'. */
const TANK_WORD = words('tank|deposito|tanque|plein|reservoir');
const WAS = words(
  'was|wasn t|was not|it was|that was|were|is|isn t|should be|fue|era|es|estaba|no era|no fue|etait|c etait|c est|est|' +
    'n etait pas|mark|mark it|mark that|marca|marcala|marque',
);

/** The fill-up itself said to be at a place: 'the last fill-up was at Costco', not 'I was at the beach'. */
const WAS_AT = words(
  '(?:it|that|fill-up|fill up|fillup|refuel) was at|(?:repostaje|carga|llenado) (?:fue|era) en|plein (?:etait|a ete fait) (?:chez|a)',
);
const IT_WAS =
  /^(?:(?:no|actually|oops|sorry|en realidad|en fait|non|perdon|pardon)\s+)*(?:it was|that was|it s|that s|fue|era|c etait|c est)(?=\s|$)/;

/**
 * What a fill-up was besides its figures, said after logging it or of the latest: 'the station was Costco', 'that was
 * a full tank', 'it wasn't a full tank', 'no era depósito lleno', 'le compteur avait été remis à zéro'.
 */
const fillDetails: IntentMatcher = (message, ctx) => {
  const onSubject = ctx.subject?.kind === 'fuel_entry';
  if (DELETE.test(message.text) || isQuestion(message)) return null;
  if (message.money.length > 0 || message.numbers.some((n) => n.unit === 'l' || n.unit === 'gal')) return null;
  const fill = onSubject || has(message, FILL_WORD) || has(message, TANK_WORD);
  const args: PamToolArgs<'update_fuel_entry'> = {};
  // On the user's own words: 'gasolinera' may be mended to 'gasoline' in the normalised text.
  const named = STATION_WORD.test(folded(message).text);
  const station = named || fill ? stationOf(message) : undefined;
  const said = named || IT_WAS.test(message.text) || WAS_AT.test(message.text) || CHANGE.test(message.text);
  if (station && said) args.place = station;
  const full = fullTankSaid(message);
  if (full !== undefined && fill && (WAS.test(message.text) || NO_WAS.test(message.text))) args.full_tank = full;
  if (has(message, ODOMETER_RESET) && (onSubject || has(message, FILL_WORD))) args.odometer_reset = true;
  if (Object.keys(args).length === 0) return null;
  if (onSubject) args.id = ctx.subject!.id;
  // 'yesterday's fill-up was at Costco': the date names the fill-up.
  else if (message.date) args.date = message.date;
  return tool({ name: 'update_fuel_entry', args }, onSubject ? 0.95 : 0.9);
};

const deleteFill: IntentMatcher = (message, ctx) => {
  if (!DELETE.test(message.text)) return null;
  const named = has(message, FILL_WORD);
  if (!named) {
    if (ctx.subject?.kind === 'fuel_entry' && IT.test(message.text) && message.tokens.length <= 5)
      return tool({ name: 'delete_fuel_entry', args: { id: ctx.subject.id } }, 0.9);
    return null;
  }
  const args: PamToolArgs<'delete_fuel_entry'> = {};
  if (message.date) args.date = message.date;
  if (message.money[0]) args.amount = message.money[0].amount;
  return tool({ name: 'delete_fuel_entry', args }, 0.95);
};

const EVERY = /(?:^|\s)(?:every|each|cada|tous les|toutes les|chaque)\s+(?:(\d[\d.,\s]*)\s*)?/;
const YEARLY = words(
  'every year|each year|yearly|annually|once a year|every twelve months|cada ano|anualmente|una vez al ano|tous les ans|' +
    'chaque annee|annuellement|une fois par an',
);
const REMIND = words(
  'remind me|remind|schedule|reminder|set a reminder|recuerdame|recordarme|recordatorio|programa|avisame|rappelle-moi|' +
    'rappelle moi|rappel|planifie|previens-moi|previens moi',
);

const IN_AHEAD = /(?:^|\s)(?:in|within|in another|after|en|dentro de|despues de|dans|d ici|apres)\s+(?=\d)/;

const scheduleMaintenance: IntentMatcher = (message) => {
  const yearly = has(message, YEARLY);
  // 'remind me to rotate the tyres in 5,000 miles': a reminder from now is the task's schedule, counted from now.
  const every = EVERY.exec(message.text) ?? (has(message, REMIND) ? IN_AHEAD.exec(message.text) : null);
  if (!every && !yearly) return null;
  if (message.money.length > 0 && !has(message, REMIND)) return null;
  const args: Partial<PamToolArgs<'schedule_maintenance'>> = {};
  const interval = message.numbers.find(
    (n) => n.start >= (every?.index ?? 0) && ['km', 'mi', 'months', 'weeks'].includes(n.unit ?? ''),
  );
  if (interval?.unit === 'km' || interval?.unit === 'mi') {
    args.every_distance = interval.value;
    args.distance_unit = interval.unit;
  } else if (interval?.unit === 'months') args.every_months = interval.value;
  if (yearly || /(?:every|each|cada|tous les|chaque)\s+(?:year|ano|an|annee)\b/.test(message.text))
    args.every_months = 12;
  if (/(?:every|each|cada|tous les|toutes les|chaque)\s+(?:month|mes|mois)\b/.test(message.text)) args.every_months = 1;
  const years = /(?:every|each|cada|tous les|toutes les|chaque)\s+(\d{1,2})\s+(?:years?|anos|ans|annees)\b/.exec(
    message.text,
  );
  if (years) args.every_months = Number(years[1]) * 12;
  // 'every 6 months or 10,000 km': both intervals.
  for (const n of message.numbers) {
    if (n === interval) continue;
    if ((n.unit === 'km' || n.unit === 'mi') && args.every_distance === undefined) {
      args.every_distance = n.value;
      args.distance_unit = n.unit;
    } else if (n.unit === 'months' && args.every_months === undefined) args.every_months = n.value;
  }
  if (args.every_distance === undefined && args.every_months === undefined) return null;
  const task = taskOf(message) ?? freeTask(message);
  if (!task) return null;
  return tool({ name: 'schedule_maintenance', args: { task, ...args } }, has(message, REMIND) ? 0.96 : 0.9);
};

/** 'remind me to flush the black tank every 3 months': the words between 'to' and 'every'. */
function freeTask(message: PreparedMessage): string | null {
  const f = folded(message);
  const m =
    /(?:remind me to|remind me of|recuerdame|rappelle-moi de|rappelle moi de|rappelle-moi d'|schedule)\s+(.+?)\s+(?:(?:every|each|cada|tous les|toutes les|chaque)\s|(?:in|within|after|en|dentro de|despues de|dans|d ici|apres)\s+\d)/.exec(
      f.text,
    );
  if (!m?.[1]) return null;
  const start = f.text.indexOf(m[1], m.index);
  const text = originalSlice(f, start, start + m[1].length).trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

const updateMaintenance: IntentMatcher = (message, ctx) => {
  const onSubject = ctx.subject?.kind === 'maintenance';
  const task = taskOf(message);
  if (!onSubject && !task) return null;
  if (has(message, words('expense|expenses|gasto|gastos|depense|depenses'))) return null;
  // 'pon un presupuesto de 1200 para mantenimiento' sets a budget for the maintenance category.
  if (has(message, words('budget|budgets|presupuesto|presupuestos'))) return null;
  if (DELETE.test(message.text) || isQuestion(message) || has(message, FILL_WORD)) return null;
  if (EVERY.test(message.text)) return null;
  // Without a record in hand, only a change asked for ('change the oil change cost to 95') or a plain correction
  // ('the oil change was 95, not 80').
  const corrected = /(?:^|\s)(?:not|no|instead of|en vez de|en lugar de|y no|au lieu de|pas)\s+\S*\d/.test(
    message.text,
  );
  const correction = CHANGE.test(message.text) || corrected || (onSubject && NO_WAS.test(message.text));
  if (!correction) return null;
  const args: PamToolArgs<'update_maintenance'> = {};
  const money = message.money[0];
  const bare = message.numbers.find((n) => n.unit === null && n.value > 0);
  if (money) {
    args.cost = money.amount;
    if (money.currency) args.currency = money.currency;
  } else if (bare) args.cost = bare.value;
  const odo = message.numbers.find((n) => (n.unit === 'km' || n.unit === 'mi') && n.value >= 100);
  if (odo) {
    args.odometer = odo.value;
    const unit = distanceUnit(odo.unit);
    if (unit) args.odometer_unit = unit;
  }
  const dateIsNew = onSubject && (NO_WAS.test(message.text) || /\b(?:was|fue|etait|date|fecha)\b/.test(message.text));
  if (message.date) {
    if (dateIsNew || (onSubject && !task)) args.new_date = message.date;
    else args.date = message.date;
  }
  if (onSubject && (!task || IT.test(message.text))) args.id = ctx.subject!.id;
  else if (task) args.task = task;
  if (args.cost === undefined && args.odometer === undefined && args.new_date === undefined) return null;
  return tool({ name: 'update_maintenance', args }, onSubject || (task && CHANGE.test(message.text)) ? 0.93 : 0.87);
};

const deleteMaintenance: IntentMatcher = (message, ctx) => {
  if (!DELETE.test(message.text) || has(message, FILL_WORD)) return null;
  const task = taskOf(message);
  if (!task) {
    if (ctx.subject?.kind === 'maintenance' && IT.test(message.text) && message.tokens.length <= 5)
      return tool({ name: 'delete_maintenance', args: { id: ctx.subject.id } }, 0.9);
    return null;
  }
  if (has(message, words('expense|expenses|gasto|gastos|depense|depenses|schedule|reminder|recordatorio|rappel')))
    return null;
  const args: PamToolArgs<'delete_maintenance'> = { task };
  if (message.date) args.date = message.date;
  return tool({ name: 'delete_maintenance', args }, 0.93);
};

export const DELETE_VERB = DELETE;
export const CHANGE_VERB = CHANGE;
export const upkeepMatchers: IntentMatcher[] = [
  updateFill,
  fillDetails,
  deleteFill,
  scheduleMaintenance,
  updateMaintenance,
  deleteMaintenance,
  ...checklistMatchers,
];
