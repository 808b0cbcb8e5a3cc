import { isWholeCents } from '@ww/contracts';
import type { PamToolArgs } from '@ww/contracts';
import { originalSlice } from './places.ts';
import type { IntentMatcher, MoneyMention, NumberMention, PreparedMessage } from './prepared-message.ts';
import { after, before, distanceUnit, folded, has, other, tool, volumeUnitOf, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';
import { fullTankSaid, ODOMETER_RESET, stationOf } from './wheels-fuel-words.ts';
import { historyMatchers } from './wheels-history-intents.ts';
import { rigMatchers } from './wheels-rig-intents.ts';
import { scheduleMatchers } from './wheels-schedule-intents.ts';
import { stowMatchers } from './wheels-stow-intents.ts';
import { taskOf } from './wheels-tasks.ts';
import { planFollowUpMatchers } from './wheels-plan-follow-ups.ts';
import { tripEditMatchers } from './wheels-trip-edit-intents.ts';
import { tripMatchers } from './wheels-trip-intents.ts';
import { tripMoreMatchers } from './wheels-trip-more-intents.ts';
import { CHANGE_VERB, DELETE_VERB, upkeepMatchers } from './wheels-upkeep-intents.ts';

const MAINTENANCE = words(
  'maintenance|maintenances|service|services|servicing|serviced|mantenimiento|mantenimientos|revision|revisiones|' +
    'entretien|entretiens|revisions|tune-up|tune up|puesta a punto|entretenir|hace falta revisar|toca revisar|' +
    'revisar (?:de |a )?(?:la |el |mi )?(?:autocaravana|caravana|furgoneta|camper|coche|vehiculo)',
);
const DUE = words(
  'due|overdue|upcoming|coming up|next|needs|need|needed|should|schedule|scheduled|when|pending|anything|' +
    'toca|tocan|pendiente|pendientes|proximo|proxima|vencido|vencidos|atrasado|atrasados|debo|tengo que|hay que|falta|' +
    'a faire|a prevoir|en retard|prochain|prochaine|dois|faut|faudrait|necesito|necesita|besoin|doit|quand',
);
const LOGGED = words(
  'changed|replaced|rotated|did|done|had|got|serviced|fixed|repaired|installed|flushed|topped up|swapped|just|' +
    'log|record|add|note|track|save|cambie|cambiamos|hice|hicimos|reemplace|reemplazamos|rote|repare|arregle|instale|' +
    'revise|registra|registrar|anota|anotar|apunta|apuntar|agrega|anade|guarda|he cambiado|hemos cambiado|he hecho|' +
    'j ai|ai fait|avons fait|ai change|ai remplace|on a fait|on a change|fait faire|note|noter|enregistre|enregistrer|' +
    'ajoute|ajouter|changes|changees|remplaces|remplacees|faite|faits|revise|revisee|repare|reparee|pose|poses|' +
    'installe|installes|vidange faite',
);
const FILL = words(
  'fill up|filled up|fill-up|filled|fill|fueled up|fuelled up|gassed up|tanked up|refueled|refuelled|topped off|full tank|tank is full|' +
    'tank full|llene|llenamos|lleno|llenar|tanque lleno|reposte|repostamos|repostar|repostado|el deposito|le plein|plein|' +
    'fait le plein|faire le plein',
);
const FULL = words(
  'fill up|filled up|fill-up|filled|fueled up|fuelled up|gassed up|tanked up|topped off|full tank|tank full|llene|llenamos|' +
    'lleno|llenar|tanque lleno|deposito lleno|le plein|plein|fait le plein|faire le plein',
);
const PARTIAL = words(
  'partial|half|not full|half tank|parcial|medio|medio tanque|no lleno|pas le plein|partiel|demi|moitie',
);
const FUEL = words(
  'fuel|gas|gasoline|petrol|diesel|gasolina|combustible|gasoil|gasoleo|carburant|essence|gazole|sp95|sp98',
);
const PUT_IN = words(
  'log|record|registra|anota|apunta|enregistre|note|put|got|bought|pumped|added|filled|took|eche|echamos|puse|' +
    'pusimos|cargue|compre|mis|mettre|pris|ajoute|achete|rempli',
);
const PER_UNIT =
  /^\s*(?:a|per|each|the|\/|el|por|le|par|du|la)?\s*(?:gallon|gal|litre|liter|l|litro|galon)\b|^\s*\/\s*(?:gal|l|litre|liter|litro)\b/;
const ODOMETER_BEFORE =
  /(?:at|odometer|odo|mileage|reading|a los|con|kilometraje|odometro|a|au compteur|compteur|kilometrage|@)\s*$/;

function odometerOf(message: PreparedMessage, exclude: NumberMention[] = []): NumberMention | null {
  for (const n of message.numbers) {
    if (exclude.includes(n)) continue;
    if (n.unit === 'km' || n.unit === 'mi') {
      if (n.value >= 100 || ODOMETER_BEFORE.test(before(message, n))) return n;
    } else if (n.unit === null && n.value >= 500 && ODOMETER_BEFORE.test(before(message, n))) return n;
  }
  return null;
}

function withOdometer(args: { odometer?: number; odometer_unit?: 'km' | 'mi' }, n: NumberMention | null): void {
  if (!n) return;
  args.odometer = n.value;
  const unit = distanceUnit(n.unit);
  if (unit) args.odometer_unit = unit;
}

/** Where a rig is named: 'filled up the Jeep', 'on the tow car', 'del Jeep', 'de la Jeep', 'sur le Jeep'. */
const RIG_AT =
  /(?:^|\s)(?:(?:filled up|fill up|fueled up|fuelled up|gassed up|tanked up|refueled|refuelled|topped off|llene|llenamos|reposte|repostamos)\s+(?:the|my|our|el|la|mi|nuestro|nuestra)|(?:on|for|in|into)\s+(?:the|my|our)|(?:del|al|para el|para la|en el|en la|de la|a la|de mi|en mi|para mi|a mi)|(?:plein|vidange|entretien|revision)\s+(?:du|de la|de mon|de ma|de l')|(?:sur|pour|dans)\s+(?:le|la|mon|ma|l')|(?:au|du))\s+/g;
const RIG_END =
  /\s+(?:with|for|at|today|yesterday|this|last|on|and|con|por|a los|hoy|ayer|y|avec|pour|a|au|aujourd\S*|hier|et|ce)\b|[,.;:!?]|$/;
/** Words after 'on the'/'del' that name no rig: what was done, where, the tank or the fuel. */
const NOT_A_RIG =
  /\d|\b(?:tank|tanks|tanque|deposito|reservoir|station|gas station|garage|taller|road|way|route|camino|highway|oil|aceite|huile|tyres?|tires?|neumaticos?|pneus?|brakes?|frenos?|freins?|filters?|filtro|filtre|fuel|gas|petrol|diesel|gasolina|combustible|carburant|essence|gazole|front|rear|back|left|right|engine|motor|moteur|battery|bateria|batterie|generator|generador|expenses?|gastos?|depenses?|mes|mois|month|week|semana|semaine|year|ano|annee|morning|manana|matin|service|mantenimiento|plein|cambio|change|rotation|vidange|compteur|kilometrage|gasolinera|odometer)\b/;

/** The rig the user named for a fill-up or a service, in their words; null when they named none. */
function rigNamed(message: PreparedMessage): string | null {
  const f = folded(message);
  RIG_AT.lastIndex = 0;
  for (let m = RIG_AT.exec(f.text); m; m = RIG_AT.exec(f.text)) {
    const start = m.index + m[0].length;
    const end = start + (RIG_END.exec(f.text.slice(start))?.index ?? 0);
    const raw = f.text.slice(start, end).trim();
    if (!raw || raw.split(/\s+/).length > 3 || NOT_A_RIG.test(raw)) continue;
    return originalSlice(f, start, start + raw.length).trim();
  }
  return null;
}

/** 'anything due on the rig?', 'is anything overdue': no task named, but only the rig's upkeep can be due. */
const ANYTHING_DUE = words(
  "(?:is )?anything (?:over)?due|what'?s (?:over)?due|whats (?:over)?due|what is (?:over)?due|something (?:over)?due|" +
    'algo pendiente|hay algo pendiente|quelque chose a faire sur|quelque chose en retard',
);

const maintenanceDue: IntentMatcher = (message) => {
  const task = taskOf(message);
  if (!task && !has(message, MAINTENANCE)) {
    return has(message, ANYTHING_DUE) && message.money.length === 0
      ? tool({ name: 'maintenance_due', args: {} }, 0.75)
      : null;
  }
  if (!isQuestion(message) && !has(message, DUE)) return null;
  if (message.money.length > 0 || (has(message, LOGGED) && !isQuestion(message))) return null;
  if (has(message, FILL) || message.numbers.some((n) => n.unit === 'l' || n.unit === 'gal')) return null;
  return tool({ name: 'maintenance_due', args: {} }, has(message, DUE) || has(message, MAINTENANCE) ? 0.88 : 0.6);
};

const logMaintenance: IntentMatcher = (message) => {
  const task = taskOf(message);
  if (!task) return null;
  // 'delete the oil change record', 'change the oil change cost': a record named, not one done.
  if (DELETE_VERB.test(message.text) || /^(?:change|cambia|modifie|update|actualiza)\b/.test(message.text)) return null;
  const logged = has(message, LOGGED);
  if (
    isQuestion(message) &&
    !/^(?:log|record|add|note|registra|anota|apunta|note|enregistre|ajoute)\b/.test(message.text)
  ) {
    return null;
  }
  if (!logged && !message.date && message.money.length === 0 && !odometerOf(message)) return null;
  if (has(message, FILL) && !/\b(?:oil|aceite|huile|vidange)\b/.test(message.text)) return null;
  if (
    message.numbers.some((n) => n.unit === 'l' || n.unit === 'gal') &&
    !/\b(?:oil|aceite|huile)\b/.test(message.text)
  ) {
    return null;
  }
  const args: PamToolArgs<'log_maintenance'> = { task };
  if (message.date) args.date = message.date;
  const odometer = odometerOf(message);
  const cost = message.money[0];
  if (cost) {
    args.cost = cost.amount;
    if (cost.currency) args.currency = cost.currency;
  } else {
    // 'had the brakes done for 350', 'por 90', 'pour 120': a bare number after 'for' is what it cost.
    const bare = message.numbers.find(
      (n) =>
        n !== odometer &&
        n.unit === null &&
        n.value > 0 &&
        isWholeCents(n.value) &&
        /(?:for|por|pour|cost|costo|coute|paid|pague|paye)\s*$/.test(before(message, n)),
    );
    if (bare) args.cost = bare.value;
  }
  withOdometer(args, odometer);
  const vehicle = rigNamed(message);
  if (vehicle) args.vehicle = vehicle;
  // 'log a generator service for $140': a service logged by name is a service record (its expense comes with it).
  const named =
    /^(?:please |pam )?(?:log|record|note|registra|anota|apunta|enregistre|note)\s+(?:a|an|my|the|un|una|une|mi|mon|ma|le|la)\s/.test(
      message.text,
    ) && !/\b(?:expense|gasto|depense)\b/.test(message.text);
  return tool({ name: 'log_maintenance', args }, named ? 0.92 : logged ? 0.9 : 0.75);
};

const logFuel: IntentMatcher = (message) => {
  if (DELETE_VERB.test(message.text) || CHANGE_VERB.test(message.text)) return null;
  // 'the tank holds 90 litres', 'el depósito es de 90 litros': the rig's tank size, not a fill-up.
  if (
    /\b(?:tank|deposito|reservoir)\b.*\b(?:holds|is|takes|es de|tiene|fait|est de|contient)\b|\b(?:capacity|capacidad|capacite)\b/.test(
      message.text,
    ) &&
    !has(message, FILL) &&
    message.money.length === 0
  )
    return null;
  const volume = message.numbers.find((n) => (n.unit === 'l' || n.unit === 'gal') && n.value > 0 && n.value <= 5_000);
  const fill = has(message, FILL);
  if (!volume && !fill) return null;
  if (volume && !fill && !has(message, FUEL) && !has(message, PUT_IN)) return null;
  if (isQuestion(message) && message.money.length === 0 && !volume) return null;
  const args: PamToolArgs<'log_fuel'> = {};
  if (volume) {
    args.volume = volume.value;
    args.volume_unit = volumeUnitOf(message, volume);
  }
  let currency: string | null = null;
  const isPrice = (m: MoneyMention): boolean =>
    PER_UNIT.test(after(message, m)) ||
    (volume !== undefined && m.amount < 15 && /(?:at|a|@)\s*$/.test(before(message, m)) && message.money.length === 1);
  for (const m of message.money) {
    if (isPrice(m)) args.price_per_unit ??= m.amount;
    else args.total_cost ??= m.amount;
    currency ??= m.currency;
  }
  if (args.price_per_unit === undefined) {
    // '1.85 a litre', or after the volume '40 L à 1,85', 'put 40 gallons in at 3.45': a unit price.
    const price = message.numbers.find(
      (n) =>
        n.unit === null &&
        n.value < 15 &&
        (PER_UNIT.test(after(message, n)) ||
          (volume !== undefined && n.start > volume.end && /(?:at|a|@)\s*$/.test(before(message, n)))),
    );
    if (price) args.price_per_unit = price.value;
  }
  const odometer = odometerOf(message, volume ? [volume] : []);
  // 'filled up 40 litres for 60': a bare number after 'for' is the total paid.
  const paid = message.numbers.find(
    (n) =>
      n !== odometer && n.unit === null && isWholeCents(n.value) && /(?:for|por|pour)\s*$/.test(before(message, n)),
  );
  if (args.total_cost === undefined && args.price_per_unit === undefined && paid) args.total_cost = paid.value;
  if (currency) args.currency = currency;
  withOdometer(args, odometer);
  if (message.date) args.date = message.date;
  const place = stationOf(message);
  if (place) args.place = place;
  const vehicle = rigNamed(message);
  if (vehicle && !place?.includes(vehicle)) args.vehicle = vehicle;
  if (has(message, PARTIAL) || fullTankSaid(message) === false) args.full_tank = false;
  else if (has(message, FULL)) args.full_tank = true;
  if (has(message, ODOMETER_RESET)) args.odometer_reset = true;
  if (args.volume === undefined && args.total_cost === undefined && args.price_per_unit === undefined) {
    return other({ kind: 'clarify', intent: 'log_fuel', missing: 'amount' }, 0.7);
  }
  return tool({ name: 'log_fuel', args }, volume ? 0.95 : 0.9);
};

const WHERE_IS: RegExp[] = [
  /(?:^|\s)(?:where(?:'s| is| are|s| r)|where (?:did|do|have|can) (?:i|we|you) (?:put|leave|left|store|stored|stash|stashed|keep|kept|find|pack|packed)|where can i find|have you seen|do you know where (?:i put|is|are|my))\s+(?:all\s+)?(?:(?:my|the|our|an|a|those|these|that|this)\s+)?/,
  /(?:^|\s)(?:donde (?:esta|estan|puse|deje|guarde|guardo|guardamos|pusimos|dejamos|tengo|se encuentra|se encuentran|he puesto|he dejado|he guardado|hemos puesto|hemos guardado|quedo|quedaron)|sabes donde (?:esta|estan|puse|deje|guarde))\s+(?:(?:mis|mi|el|las|los|la|nuestros|nuestras|nuestro|nuestra|una|un|tus|tu)\s+)?/,
  /(?:^|\s)(?:ou (?:est|sont|ai-je mis|ai je mis|j'ai mis|j ai mis|j'ai range|j ai range|ai-je range|ai je range|est-ce que j'ai (?:mis|range)|est ce que j ai (?:mis|range)|est-ce qu'on a (?:mis|range)|est-ce que (?:nous avons|on a) (?:mis|range)|se trouve|se trouvent|sont ranges|sont rangees|est range|est rangee|avons-nous mis|on a mis|on a range|je range|je mets|j'ai laisse|ai-je laisse))\s+(?:(?:mon|mes|ma|les|le|la|notre|nos|une|un|donc)\s+|l')?/,
];
const NOT_AN_ITEM =
  /\b(?:nearest|closest|near|nearby|cerca|cercano|cercana|proche|pres|camp\w*|gas station|station|gasolinera|hotel|restaurant|restaurante|town|city|ciudad|ville|i|we|you|am|estoy|suis|nous|vous|usted|moi|aqui|ici)\b/;
const ITEM_TAIL =
  /\s*(?:[?!.,;:]|\b(?:please|pls|plz|again|now|por favor|ahora|otra vez|s'il (?:te|vous) plait|svp|maintenant|in the (?:rv|rig|van|camper|trailer)|en el (?:rv|camper|autocaravana)|dans le (?:camping-car|van))\b).*$/;

const findStorageItem: IntentMatcher = (message) => {
  const f = folded(message);
  for (const re of WHERE_IS) {
    const m = re.exec(f.text);
    if (!m) continue;
    const start = m.index + m[0].length;
    const rest = f.text.slice(start);
    const tail = ITEM_TAIL.exec(rest);
    const end = start + (tail ? tail.index : rest.length);
    const query = originalSlice(f, start, end)
      .trim()
      .replace(/^l['’]\s*/i, '');
    const plain = f.text.slice(start, end).trim();
    if (query.length < 2 || plain.split(/\s+/).length > 6 || NOT_AN_ITEM.test(plain)) return null;
    // 'where is Moab': a capitalised name with no 'my'/'the' before it is a place, not something stored in the rig.
    const determiner =
      /(?:^|\s)(?:my|the|our|an|a|those|these|that|this|mis|mi|el|las|los|la|nuestros|nuestras|nuestro|nuestra|una|un|tus|tu|mon|mes|ma|les|le|notre|nos|une|l')\s*$/.test(
        f.text.slice(m.index, start),
      );
    const putVerb =
      /\b(?:put|leave|left|store|stored|stash|stashed|keep|kept|pack|packed|puse|deje|guarde|guardo|pusimos|dejamos|mis|range|laisse)\b/.test(
        m[0],
      );
    if (!determiner && !putVerb && /^\p{Lu}/u.test(query)) return null;
    return tool({ name: 'find_storage_item', args: { query } }, 0.85);
  }
  return null;
};

export const vehicleMatchers: IntentMatcher[] = [
  maintenanceDue,
  logMaintenance,
  logFuel,
  findStorageItem,
  ...rigMatchers,
  ...upkeepMatchers,
  ...historyMatchers,
  ...scheduleMatchers,
  ...stowMatchers,
  ...tripMatchers,
  ...tripEditMatchers,
  ...planFollowUpMatchers,
  ...tripMoreMatchers,
];
