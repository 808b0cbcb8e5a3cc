import type { PamToolArgs } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import { findRoute, findRouteAfter, placeAfter, placesAfter, placeSpan, type Route } from './places.ts';
import type { IntentMatch, IntentMatcher, NumberMention, PreparedMessage } from './prepared-message.ts';
import { campgroundMatchers } from './travel-campground-intents.ts';
import { CAMP, findCampgrounds, weather, WEATHER, weatherFollowUp } from './travel-place-intents.ts';
import { settingsMatchers } from './travel-settings.ts';
import { vehicleMatchers } from './travel-vehicle.ts';
import { tripManageMatchers } from './wheels-trip-manage-intents.ts';
import {
  after,
  before,
  distances,
  distanceUnit,
  folded,
  upcomingDate,
  has,
  myCity,
  other,
  PAST_SPENDING,
  tool,
  words,
} from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/** The route a message names, with or without 'from'. */
function routeOf(message: PreparedMessage): Route | null {
  const f = folded(message);
  return (
    findRoute(f) ??
    findRouteAfter(
      f,
      /(?:^|\s)(?:distance|far|drive|driving|miles|km|kms|trip|road trip|route|journey|itinerary|distancia|ruta|viaje|trayecto|recorrido|itinerario|voyage|trajet|itineraire|parcours)\s+(?:is it\s+|es\s+|est\s+)?/,
    )
  );
}

const DISTANCE = words(
  'how far|how many miles|how many mi|how many km|how many kms|how many kilometers|how many kilometres|distance|distances|' +
    'far is it|far is|mileage between|how long|driving time|drive time|travel time|how many hours|' +
    'distancia|a que distancia|cuanto hay|cuantos kilometros|cuantos km|cuantas millas|cuanto tiempo|cuantas horas|' +
    'cuanto se tarda|cuanto tarda|cuanto tardo|cuanto tardare|cuanto tardamos|cuanto queda|que tan lejos|lejos|' +
    'combien de km|combien de kilometres|combien de miles|combien de temps|combien d heures|combien y a-t-il|' +
    'combien y a t il|a quelle distance|loin|quelle distance|temps de trajet|temps de route|duree du trajet|duree de route|' +
    'tiempo de viaje|tiempo de conduccion|tiempo de camino|duracion del viaje|temps de conduite|duree du voyage',
);
const PLAN_VERB = words(
  'plan|planning|plan out|map out|organize|organise|itinerary|road trip|roadtrip|planea|planear|planeame|planifica|' +
    'planificar|planificame|organiza|organizar|organizame|itinerario|planifie|planifier|planifiez|organise|organiser|' +
    'prepare|preparer|itineraire|prevois|prevoir|prepara|preparar',
);
const TRIP = words(
  'trip|route|journey|drive|viaje|ruta|recorrido|trayecto|voyage|trajet|parcours|road trip|roadtrip|escapade',
);
const FUEL = words(
  'fuel|gas|gasoline|petrol|diesel|gasolina|combustible|gasoil|gasoleo|carburant|essence|gazole|sp95|sp98|nafta',
);
const FUEL_COST = words(
  'cost|costs|costing|price|how much|expensive|budget for|need|use|burn|spend|cuanto|cuanta|costara|cuesta|costaria|' +
    'gastare|gastaria|gastaremos|gastar|precio|necesitare|necesito|usare|combien|couter|coutera|couterait|coute|cout|' +
    'prix|depenserai|depenserais|depenser|consommerai|consommer|faudra|besoin',
);
const COST_TO_DRIVE = words(
  'cost to drive|cost me to drive|cost to get|cost to go|cuanto cuesta ir|cuanto costara ir|cuanto me costara ir|' +
    'cuesta manejar|cuesta conducir|combien coute le trajet|combien coutera le trajet|combien ca coute d aller|' +
    'combien va me couter le trajet',
);
const DESTINATION_MARKER = /(?:^|\s)(?:to|is|hasta|esta|queda|vers|jusqu'a|est|a)\s+(?:(?:it|ca)\s+(?:to\s+)?)?/;

/** Origin for a trip or distance that names only where to: the user's city, or what is missing. */
function fromHere(ctx: EngineContext): string | { missing: IntentMatch } {
  const city = myCity(ctx);
  if (city) return city;
  return {
    missing: other(
      ctx.location ? { kind: 'clarify', intent: 'distance_between', missing: 'place' } : { kind: 'needs_location' },
      0.8,
    ),
  };
}

/** A budget is money, not a drive ('cuánto me queda del presupuesto de gasolina'). */
const BUDGET = words('budgets?|presupuestos?|budgetaire');
const TO_BUY = words(
  '(?:need|have|got|want|going) to (?:buy|get|grab|pick up)|tengo que (?:comprar|echar|poner)|necesito comprar|' +
    'hay que (?:comprar|echar)|(?:je dois|il faut|faut) (?:acheter|prendre|mettre)',
);

const distanceBetween: IntentMatcher = (message, ctx) => {
  if (!has(message, DISTANCE) || has(message, CAMP) || has(message, BUDGET)) return null;
  if (has(message, FUEL) && has(message, FUEL_COST)) return null;
  const score = has(message, PLAN_VERB) ? 0.7 : 0.88;
  const route = routeOf(message);
  if (route) return tool({ name: 'distance_between', args: route }, score);
  const to = placeAfter(
    folded(message),
    DESTINATION_MARKER,
    (s) => !/\b(?:it|ca|la distance)\b/.test(s.place.toLowerCase()),
  );
  if (!to) return other({ kind: 'clarify', intent: 'distance_between', missing: 'destination' }, 0.6);
  const from = fromHere(ctx);
  if (typeof from !== 'string') return from.missing;
  return tool({ name: 'distance_between', args: { from, to } }, score - 0.05);
};

const PER_DAY =
  /^\s*(?:a day|per day|each day|every day|daily|a dia|al dia|por dia|diarios?|diarias?|cada dia|par jour|chaque jour|quotidien(?:s|nes)?|\/day|\/d|\/jour|\/dia|max per day|maximum per day)/;
const MAX_BEFORE =
  /(?:max(?:imum)?|no more than|at most|up to|maximo|como maximo|un maximo de|pas plus de|au plus|au maximum)\s*$/;

function dailyLimit(message: PreparedMessage): NumberMention | null {
  for (const n of message.numbers) {
    if (n.unit !== null && n.unit !== 'km' && n.unit !== 'mi') continue;
    if (n.value <= 0 || n.value > 2_000) continue;
    if (PER_DAY.test(after(message, n))) return n;
    if (n.unit && MAX_BEFORE.test(before(message, n)) && PER_DAY.test(after(message, n, 40).replace(/^\s*\w+/, ''))) {
      return n;
    }
  }
  return null;
}

const VIA =
  /(?:^|\s)(?:via|through|thru|by way of|passing through|passing by|stopping (?:in|at|by)|with (?:a )?stops? (?:in|at)|and stop (?:in|at)|pasando por|por|con (?:una )?parada en|con paradas en|parando en|haciendo parada en|en passant par|passant par|par|avec (?:un )?arret a|avec des arrets a|en s'arretant a)\s+/;

const planTrip: IntentMatcher = (message, ctx) => {
  const verb = has(message, PLAN_VERB);
  const trip = has(message, TRIP);
  if (!verb && !trip) return null;
  if (has(message, CAMP) && !verb) return null;
  if (PAST_SPENDING.test(message.text) || has(message, BUDGET)) return null;
  const fuelQuestion = has(message, FUEL) && has(message, FUEL_COST);
  const score = verb ? 0.92 : fuelQuestion || has(message, DISTANCE) ? 0.6 : 0.8;
  const route = routeOf(message);
  let from: string;
  let to: string;
  if (route) ({ from, to } = route);
  else {
    const dest = placeAfter(
      folded(message),
      /(?:^|\s)(?:to|a|hasta|vers|jusqu'a|au|aux|en|para)\s+/,
      (s) => !/\b(?:trip|viaje|voyage|ruta|route)\b/.test(s.place.toLowerCase()),
    );
    if (!dest) return verb ? other({ kind: 'clarify', intent: 'plan_trip', missing: 'destination' }, 0.7) : null;
    const here = myCity(ctx);
    if (!here) return other({ kind: 'clarify', intent: 'plan_trip', missing: 'place' }, verb ? 0.8 : 0.5);
    from = here;
    to = dest;
  }
  const args: PamToolArgs<'plan_trip'> = { from, to };
  const via = placesAfter(folded(message), VIA).filter((p) => p !== from && p !== to);
  if (via.length) args.via = via.slice(0, 10);
  const start = upcomingDate(message, ctx);
  if (start) args.start_date = start;
  const limit = dailyLimit(message);
  if (limit) {
    args.daily_limit = limit.value;
    const unit = distanceUnit(limit.unit);
    if (unit) args.unit = unit;
  }
  // 'a 5 day trip', 'en 4 jours', 'de 3 días', 'over a week' (not '5 days from now').
  const days = message.numbers.find(
    (n) => (n.unit === 'days' || n.unit === 'weeks') && !/^\s*(?:from now|ago|later|away)\b/.test(after(message, n)),
  );
  const dayCount = days ? days.value * (days.unit === 'weeks' ? 7 : 1) : null;
  if (dayCount !== null && Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 90) args.days = dayCount;
  return tool({ name: 'plan_trip', args }, score);
};

const VOLUME_OR_FILL = words(
  'fill up|filled up|fill-up|filled|fill|full tank|tank full|llene|lleno|llenar|tanque lleno|le plein|plein',
);

const fuelCost: IntentMatcher = (message, ctx) => {
  const costToDrive = has(message, COST_TO_DRIVE);
  if (!costToDrive && !(has(message, FUEL) && has(message, FUEL_COST))) return null;
  if (PAST_SPENDING.test(message.text) || has(message, VOLUME_OR_FILL) || has(message, BUDGET)) return null;
  // 'I need to buy diesel' is an errand, not a question about a drive.
  if (has(message, TO_BUY)) return null;
  if (message.numbers.some((n) => n.unit === 'l' || n.unit === 'gal')) return null;
  const route = routeOf(message);
  const distance = distances(message).find((n) => !PER_DAY.test(after(message, n)));
  // 'how much on fuel this month' asks what was spent: a period and nothing to drive is a summary.
  if (!route && !distance && message.period && message.period.to <= ctx.today) return null;
  const score = has(message, PLAN_VERB) ? 0.85 : 0.93;
  if (route) return tool({ name: 'fuel_cost', args: route }, score);
  if (distance) {
    const args: PamToolArgs<'fuel_cost'> = { distance: distance.value };
    const unit = distanceUnit(distance.unit);
    if (unit) args.unit = unit;
    return tool({ name: 'fuel_cost', args }, score);
  }
  const to = placeAfter(
    folded(message),
    /(?:^|\s)(?:to|hasta|a|vers|jusqu'a|au|pour aller a|para ir a)\s+/,
    (s) => !/\b(?:drive|get|go|ir|aller)\b/.test(s.place.toLowerCase()),
  );
  if (to) {
    const from = myCity(ctx);
    if (from) return tool({ name: 'fuel_cost', args: { from, to } }, score - 0.05);
  }
  return other({ kind: 'clarify', intent: 'fuel_cost', missing: 'destination' }, 0.6);
};

const SET_LOCATION =
  /(?:^|[,.!]\s*|\s)(?:i'?m|i am|im|we'?re|we are|currently|i'?m currently|i am currently|i'?m now|i am now|we'?re now|i'?m staying|we'?re staying|staying|i live|we live|my (?:current )?(?:city|location|town|position) is|set my (?:location|city) to|my location:|estoy|estamos|me encuentro|nos encontramos|vivo|vivimos|mi ciudad es|mi ubicacion es|mi ubicacion:|ahora estoy|je suis|nous sommes|on est|j'habite|j habite|je me trouve|nous nous trouvons|ma ville est|ma position est|je loge|actuellement)\s+(?:(?:now|currently|right now|actualmente|ahora|actuellement|maintenant)\s+)?(?:(?:in|at|near|en|a|au|aux|dans|pres de|cerca de|a cote de)\s+)?/;
const ARTICLE_CITIES =
  /^(?:las vegas|los angeles|las cruces|el paso|la paz|la jolla|la rochelle|le havre|le mans|le puy|la coruna|las palmas|la plata|los alamos|the dalles|the hague|le lavandou|la baule|la grande-motte|la ciotat|el escorial|el puerto)\b/;

const setLocation: IntentMatcher = (message) => {
  if (isQuestion(message) || message.money.length > 0) return null;
  const f = folded(message);
  const m = SET_LOCATION.exec(f.text);
  if (!m) return null;
  // 'I'm in Moab' names a place; 'I'm going to spend…' does not: being somewhere takes a preposition.
  if (
    /^(?:[,.!]\s*|\s)?(?:i'?m|i am|im|we'?re|we are|estoy|estamos|je suis|nous sommes|on est|currently|actuellement|ahora estoy)\s+(?:(?:now|currently|right now|actualmente|ahora|actuellement|maintenant)\s+)?$/.test(
      m[0],
    )
  ) {
    return null;
  }
  const span = placeSpan(f, m.index + m[0].length);
  if (!span) return null;
  const name = f.text.slice(span.start, span.end);
  if (/^(?:the|el|la|los|las|le|les|l')\s/.test(name) && !ARTICLE_CITIES.test(name) && /^\p{Ll}/u.test(span.place)) {
    return null;
  }
  const busy = has(message, WEATHER) || has(message, CAMP) || has(message, DISTANCE) || has(message, PLAN_VERB);
  return tool({ name: 'set_location', args: { place: span.place } }, busy ? 0.5 : 0.82);
};

/** Trips, campgrounds, weather, vehicle, storage and settings requests. */
export const travelMatchers: IntentMatcher[] = [
  distanceBetween,
  planTrip,
  fuelCost,
  findCampgrounds,
  weather,
  weatherFollowUp,
  setLocation,
  ...vehicleMatchers,
  ...tripManageMatchers,
  ...settingsMatchers,
  ...campgroundMatchers,
];
