/** Requests about places: campgrounds near a place, the user or along a drive, and the weather at a place. */
import type { PamToolArgs } from '@ww/contracts';
import { findRoute, placeAfter, placeSpan, type PlaceSpan } from './places.ts';
import type { IntentMatcher, NumberMention, PreparedMessage } from './prepared-message.ts';
import {
  distances,
  distanceUnit,
  folded,
  has,
  other,
  priceCeiling,
  tool,
  upcomingDate,
  withoutCeiling,
  words,
} from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

export const CAMP = words(
  'campgrounds?|campsites?|camp ?sites?|camping|campings|camp|camps|rv parks?|rv sites?|rv spots?|caravan parks?|holiday parks?|' +
    'trailer parks?|boondock\\w*|dispersed camping|overnight parking|places? to (?:camp|stay|park|sleep|overnight)|' +
    'spots? to (?:camp|park|stay)|where (?:can|could|should|do) (?:i|we) (?:camp|stay|park|sleep|overnight)|dump stations?|' +
    'dump|sanidump|sani station|campamentos?|acampar|area de autocaravanas|areas de autocaravanas|areas? para autocaravanas|' +
    'parques? de caravanas|donde dormir|donde pernoctar|pernoctar|aires? de (?:camping-car|camping car|service|stationnement)|' +
    'aires? camping-car|bivouac|ou dormir|ou camper|emplacements?|terrains? de camping|estacion de vaciado|' +
    'punto de vaciado|borne de vidange|borne camping-car',
);
const NEAR_ME = words(
  'near me|nearby|near here|close by|closeby|close to me|around me|around here|in the area|near my location|near us|' +
    'cerca de mi|cerca de aqui|cerca|por aqui|aqui cerca|cercanos?|cercanas?|proximos?|en la zona|' +
    'pres de moi|autour de moi|a proximite|proches?|pres d ici|dans le coin|dans les environs|alentours|' +
    'closest|nearest|mas cercano|mas cercana|le plus proche|la plus proche|les plus proches',
);
const NEAR_MARKER =
  /(?:^|\s)(?:(?:pres|proche|autour|a cote|loin) d'|(?:near|around|close to|by|outside|in|at|to|of|cerca de|alrededor de|en|junto a|pres de|autour de|a|au|aux|a cote de|proche de|aux alentours de|dans les environs de|dans|del|de)\s+)/;

/** Words of the campground request itself, never part of the place searched. */
const NOT_NEAR =
  /\b(?:camp\w*|rv|sites?|spots?|parks?|dump|stations?|hookups?|aires?|emplacements?|place|lugar|endroit|autocaravanas?|caravan\w*|motorhomes?|vans?|largo|long|length|longitud|longueur|cerca|near|pres|proche)\b/;

const DUMP = words(
  'dump|dumps|dump station|dumping|sani|sanidump|sani-dump|black tank|grey water|gray water|vaciado|vaciar|descarga|' +
    'vertido|aguas grises|aguas negras|vidange|vidanges|vidanger|aire de service|borne de service|eaux usees|eaux grises|eaux noires',
);
const FULL_HOOKUPS = words(
  'full hookups?|full hook ups?|full hook-ups?|servicios completos|conexiones completas|tous services|tout branche',
);
const POWER = words(
  'power|hookups?|hook ups?|hook-ups?|electric|electricity|electrical|shore power|30 amps?|50 amps?|30a|50a|amps?|' +
    'luz|electricidad|enchufes?|toma de corriente|tomas de corriente|conexion electrica|corriente|electrico|electrica|' +
    'electricite|electrique|branchements?|borne electrique|prises?|courant',
);
const WATER = words('water|fresh water|potable water|drinking water|agua|agua potable|eau|eau potable|eau propre');
const DIRTY_WATER =
  /\b(?:grey|gray|black|waste) water\b|\baguas (?:grises|negras|residuales)\b|\beaux (?:grises|usees|noires)\b/g;
const PETS = words(
  'pets?|pet friendly|pet-friendly|dogs?|dog friendly|dog-friendly|cats?|mascotas?|perros?|perritos?|animales|animaux|chiens?|chats?',
);
const FREE = words(
  'free|for free|no cost|no fee|gratis|gratuitos?|gratuitas?|gratuits?|gratuites?|gratuit|sin costo|sin coste|sin pagar|' +
    'boondock\\w*|dispersed|wild camping|acampada libre|camping sauvage|bivouac',
);

const FEET_TO_M = 0.3048;

function rigLength(message: PreparedMessage): { metres: number; mention: NumberMention } | null {
  for (const n of message.numbers) {
    if (n.unit === 'ft' && n.value >= 8 && n.value <= 130) {
      return { metres: Math.round(n.value * FEET_TO_M * 10) / 10, mention: n };
    }
    if (n.unit === 'm' && n.value >= 3 && n.value <= 40) return { metres: n.value, mention: n };
  }
  return null;
}

/** Where things are stowed in a rig: 'the camp chairs are in the front storage' says where they are kept. */
const STOWAGE =
  /\b(?:storage|locker|bay|compartment|boot|trunk|garage|cupboard|cabinet|drawer|shelf|maletero|compartimento|armario|cajon|bodega|baul|coffre|soute|placard|casier|tiroir|rangement|etagere)\b/;
const NEAR_NAME_OK = (s: PlaceSpan) => !NOT_NEAR.test(s.place.toLowerCase()) && !STOWAGE.test(s.place.toLowerCase());

export const findCampgrounds: IntentMatcher = (said, ctx) => {
  // 'rename the chairs to Camping chairs': a new name, not a search.
  if (!has(said, CAMP) || /^(?:rename|renombra|renomme)\s/.test(said.text)) return null;
  // 'camping chairs are in the rear bay': where gear is kept, unless a search is asked for.
  if (
    STOWAGE.test(said.text) &&
    !/\b(?:find|search|near|nearby|busca|encuentra|cerca|cherche|trouve|pres)\b/.test(said.text)
  )
    return null;
  // 'campgrounds near Moab under $30': the sources give no fee figure to filter on, so the ceiling is left out.
  const ceiling = priceCeiling(said);
  if (said.money.length > 0 && !isQuestion(said) && !ceiling) return null;
  const message = ceiling ? withoutCeiling(said) : said;
  const args: PamToolArgs<'find_campgrounds'> = {};
  const route = findRoute(folded(message));
  const nearMe = has(message, NEAR_ME);
  if (route) args.along = route;
  else {
    const near = placeAfter(folded(message), NEAR_MARKER, NEAR_NAME_OK);
    if (near) args.near = near;
  }
  const text = message.text.replace(DIRTY_WATER, ' ');
  if (has(message, DUMP)) args.dump_station = true;
  if (has(message, FULL_HOOKUPS)) {
    args.power = true;
    args.water = true;
  }
  if (has(message, POWER)) args.power = true;
  if (WATER.test(text)) args.water = true;
  if (has(message, PETS)) args.pets = true;
  if (has(message, FREE)) args.free = true;
  const rig = rigLength(message);
  if (rig) args.min_length_m = rig.metres;
  const radius = distances(message).find((n) => n !== rig?.mention && n.value <= 500);
  if (radius) {
    args.radius = radius.value;
    const unit = distanceUnit(radius.unit);
    if (unit) args.unit = unit;
  }
  if (!args.along && !args.near) {
    if (!ctx.location) return other({ kind: 'needs_location' }, nearMe ? 0.9 : 0.8);
    args.use_my_location = true;
  }
  return tool({ name: 'find_campgrounds', args }, 0.9);
};

export const WEATHER = words(
  'weather|forecast|forecasts|temperature|temperatures|temp|rain|raining|rainy|rains|snow|snowing|snowy|storm|storms|stormy|' +
    'windy|sunny|umbrella|humidity|degrees|clima|pronostico|temperatura|temperaturas|llover|lloviendo|lluvia|lluvias|llueve|' +
    'llovera|nevar|nieve|nevando|nevara|tormenta|tormentas|soleado|humedad|grados|meteo|previsions|prevision|pleuvoir|pleut|' +
    'pluie|pleuvra|neige|neiger|neigera|orage|orages|ensoleille|degres|humidite',
);
const TIEMPO =
  /(?:^|\s)(?:que|como|el|del|buen|mal|hara|hace)\s+(?:\w+\s+)?tiempo(?:\s|$)|(?:^|\s)tiempo\s+(?:hace|hara|va a hacer|en|para|manana|hoy)(?:\s|$)/;
const TEMPS =
  /(?:^|\s)quel temps|(?:^|\s)le temps (?:a|en|au|aux|pour|qu|de|demain|aujourd|ce|cette|sur|dans)(?:\s|$)|temps (?:fait|fera|va|qu il|est-il|prevu)/;
const HOW_LONG = /(?:^|\s)(?:cuanto|combien de|cuanto tiempo|mucho|poco)\s+(?:de\s+)?(?:tiempo|temps)/;
const HOT_COLD = words(
  'hot|cold|warm|chilly|freezing|calor|frio|caliente|chaud|froid|fait-il|fait il|windy|wind|vent|viento',
);

/** 'a' and 'de' mark a place only in Spanish and French ('is it a nice day' names no place). */
const WEATHER_MARKER = /(?:^|\s)(?:in|at|for|near|around|over|en|para|cerca de|au|aux|pour|sur|dans|pres de|vers)\s+/;
const WEATHER_MARKER_ES_FR =
  /(?:^|\s)(?:(?:in|at|for|near|around|over|en|para|cerca de|au|aux|pour|sur|dans|pres de|vers|a|de|del|du)\s+|d')/;
const NOT_WEATHER_PLACE = /\b(?:weather|forecast|tiempo|clima|temps|meteo|pronostico|previsions?)\b/;

/** 'hace frío en Burgos', 'il fait chaud à Nîmes': a remark about a place's weather, answered with its weather. */
const HOT_COLD_AT = words(
  'hace (?:frio|calor|viento|sol)|fait (?:froid|chaud|beau|du vent)|is it (?:hot|cold|warm|windy)',
);

export const weather: IntentMatcher = (message, ctx) => {
  const strong = has(message, WEATHER) || has(message, TIEMPO) || has(message, TEMPS);
  const weak = (isQuestion(message) || has(message, HOT_COLD_AT)) && has(message, HOT_COLD);
  if (!strong && !weak) return null;
  if (has(message, HOW_LONG) && !has(message, WEATHER)) return null;
  const f = folded(message);
  const marker = message.language === 'en' && !/à/.test(message.original) ? WEATHER_MARKER : WEATHER_MARKER_ES_FR;
  let place = placeAfter(f, marker, (s) => {
    const words = f.text.slice(s.start, s.end);
    return !NOT_WEATHER_PLACE.test(words) && !WEATHER.test(words) && !/^(?:hacer|faire|etre|ser|be)\b/.test(words);
  });
  if (!place) {
    // 'weather Banff tomorrow', 'météo Bordeaux demain'
    place = placeAfter(
      f,
      /^(?:(?:the|la|el|le)\s+)?(?:weather|forecast|meteo|clima|tiempo|pronostico|previsions?)\s+/,
      (s) => {
        const words = f.text.slice(s.start, s.end);
        return !NOT_WEATHER_PLACE.test(words) && !WEATHER.test(words);
      },
    );
  }
  if (!place) {
    // 'Moab weather', 'Banff forecast tomorrow'
    const lead = /^(?:(?:what|how)'?s\s+(?:the\s+)?|the\s+)?/.exec(f.text)?.[0] ?? '';
    const m = /^(.{2,40}?)\s+(?:weather|forecast|meteo)\b/.exec(f.text.slice(lead.length));
    if (m?.[1] && !/\b(?:what|how|the|is|show|me|check|tell|get|give|s|today|tomorrow|my|your|current)\b/.test(m[1])) {
      const span = placeSpan(f, lead.length, lead.length + m[1].length);
      if (span && span.end === lead.length + m[1].length) place = span.place;
    }
  }
  const args: PamToolArgs<'weather'> = {};
  if (place) args.place = place;
  const date = upcomingDate(message, ctx);
  if (date) args.date = date;
  if (!place) {
    if (!ctx.location) return other({ kind: 'needs_location' }, strong ? 0.9 : 0.6);
    args.use_my_location = true;
  }
  return tool({ name: 'weather', args }, strong ? 0.9 : 0.6);
};

/** 'and on Saturday?', '¿y el sábado?', 'et demain ?', 'and in Denver?', '¿y en Granada?': the weather asked again. */
export const weatherFollowUp: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'weather' || message.tokens.length > 7) return null;
  const f = folded(message);
  const opener = /^[¿¡\s]*(?:and|what about|how about|y|que tal|et|et pour)\s+/.exec(f.text);
  if (!opener) return null;
  const date = upcomingDate(message, ctx);
  const at = /(?:^|\s)(?:in|at|for|near|en|a|à|para|pour|pres de|cerca de)\s+/.exec(f.text.slice(opener[0].length));
  const span = at ? placeSpan(f, opener[0].length + at.index + at[0].length) : null;
  const place = span && !WEATHER.test(f.text.slice(span.start, span.end)) ? span.place : null;
  if (!date && !place) return null;
  const { date: _was, ...before } = previous.args;
  const args: PamToolArgs<'weather'> = place
    ? { place, ...(date ? { date } : previous.args.date ? { date: previous.args.date } : {}) }
    : { ...before, ...(date ? { date } : {}) };
  return tool({ name: 'weather', args }, 0.8);
};
