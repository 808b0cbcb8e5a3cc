import { qualifierFor } from '#providers/geocoding/place-qualifier.ts';

/**
 * Place names in a message. The matchers search a folded copy of the user's own words (lower case, no accents) and
 * cut the place out of the original, so 'Sevilla', 'Saint-Étienne' or 'Nîmes' reach the geocoder as typed.
 */

/** The original text folded for searching, with each folded character's offset in the original. */
export type Folded = { original: string; text: string; at: number[] };

const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
  '`': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u00df': 'ss',
  '\u0153': 'oe',
  '\u00e6': 'ae',
};

export function fold(original: string): Folded {
  let text = '';
  const at: number[] = [];
  let index = 0;
  for (const char of original) {
    const lower = char.toLowerCase();
    const plain = PLAIN[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/[¿¡]/g, ' ');
    for (const c of plain) {
      text += c;
      at.push(index);
    }
    index += char.length;
  }
  return { original, text, at };
}

/** The original words behind folded[start, end). */
export function originalSlice(folded: Folded, start: number, end: number): string {
  if (end <= start) return '';
  const from = folded.at[start] ?? folded.original.length;
  const last = folded.at[end - 1] ?? folded.original.length - 1;
  const lastChar = folded.original.codePointAt(last);
  return folded.original.slice(from, last + (lastChar !== undefined && lastChar > 0xffff ? 2 : 1));
}

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|' +
  'janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre';
const WEEKDAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo|' +
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';

/**
 * Where a place name stops: the next clause (via, starting, with, for, a date, a number, punctuation, filler). Words
 * that also occur inside names ('de', 'la', 'sur', 'on') only end a place when what follows them cannot be a name.
 */
const PLACE_END = new RegExp(
  [
    '[,;:!?()\\[\\]"]',
    '\\.(?:\\s|$)',
    '\\s(?:via|through|thru|by way of|passing|stopping|stop in|stop at|starting|start|beginning|leaving|departing|' +
      'with|within|for|that|which|having|has|have|and|then|please|pls|plz|thanks|thank you|today|tonight|tomorrow|' +
      'yesterday|now|right now|this|next|last|coming|at|by|per|a day|each|every|max|maximum|avoiding|avoid|' +
      'without|under|less than|more than|over|around \\d|in (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|the next|\\d)|' +
      `in (?:${MONTHS})|on (?:the|${WEEKDAYS}|\\d|${MONTHS}|my|our|a|an|route|the way)|` +
      `por|par|pasando|pasar|parando|parada|con|para|que|tenga|tengan|hoy|manana|pasado|ayer|ahora|este|esta|estos|estas|` +
      `proximo|proxima|siguiente|empezando|comenzando|saliendo|a partir|durante|sin|por favor|gracias|y|e|` +
      `en (?:\\d|${MONTHS}|coche|autocaravana|caravana|el camino|la ruta)|el (?:\\d|${WEEKDAYS}|proximo|dia|${MONTHS})|` +
      `en passant|passant|avec|pour|qui|ayant|aujourd'hui|aujourd hui|demain|apres-demain|hier|maintenant|ce|cet|cette|ces|` +
      `prochain|prochaine|partant|depart|des|sans|s'il|svp|merci|et|puis|le (?:\\d|${WEEKDAYS}|prochain|${MONTHS})|` +
      `ou|o|or|en (?:camping-car|voiture|van)|sur (?:la route|le chemin)|de (?:\\d)|` +
      `(?:${WEEKDAYS}))(?=\\s|$|[,.!?;:])`,
    '\\s\\d',
  ].join('|'),
);

const LEADING_FILLER =
  /^(?:(?:the|el|la|los|las|le|les|l')\s+(?=(?:town|city|village|ciudad|pueblo|ville|village)\s+of\s)|(?:town|city|village)\s+of\s+|(?:ciudad|pueblo)\s+de\s+|(?:ville|village)\s+de\s+)/;

/**
 * Where "Paris, Texas" or "Inverness, Escocia" ends: past the comma when a known qualifier follows it. A code of
 * three letters or fewer counts only in capitals ("Perth, WA"), so "Bath, in June" keeps its "in".
 */
function qualifiedEnd(folded: Folded, comma: number, limit: number): number {
  const words = /^\s*([\p{L}'-]+(?:\s+[\p{L}'-]+){0,2})/u.exec(folded.text.slice(comma + 1, limit));
  if (!words) return comma;
  const list = words[1]!.split(/\s+/);
  for (let n = list.length; n >= 1; n--) {
    const said = list.slice(0, n).join(' ');
    const end = comma + 1 + words[0].indexOf(said) + said.length;
    const written = originalSlice(folded, end - said.length, end);
    if (said.length <= 3 && written !== written.toUpperCase()) continue;
    if (qualifierFor(said)) return end;
  }
  return comma;
}

export type PlaceSpan = { place: string; start: number; end: number };

/** A place cut at the first clause boundary, trimmed of filler and punctuation, with its folded span. */
export function placeSpan(folded: Folded, start: number, limit = folded.text.length): PlaceSpan | null {
  let s = start;
  const text = folded.text;
  while (s < limit && /\s/.test(text[s] ?? '')) s++;
  const lead = LEADING_FILLER.exec(text.slice(s, limit));
  if (lead) s += lead[0].length;
  const rest = text.slice(s, limit);
  const stop = PLACE_END.exec(' ' + rest);
  let end = s + (stop ? Math.max(0, stop.index - 1) : rest.length);
  if (stop && stop.index === 0) end = s;
  if (stop && text[end] === ',') end = qualifiedEnd(folded, end, limit);
  while (end > s && /[\s.,;:!?'"-]/.test(text[end - 1] ?? '')) end--;
  if (end <= s) return null;
  const place = originalSlice(folded, s, end).trim();
  // 'LA', 'NYC': capitals make a name of what would otherwise read as an article.
  if (!isPlaceLike(text.slice(s, end)) && !/^\p{Lu}{2,4}$/u.test(place)) return null;
  return { place, start: s, end };
}

/** The place starting at `start` (see placeSpan), or null. */
export const placeAt = (folded: Folded, start: number, limit?: number): string | null =>
  placeSpan(folded, start, limit)?.place ?? null;

/** Words that start phrases which are not places ('in the morning', 'near me', 'a las 5'). */
const NOT_A_PLACE = new RegExp(
  '^(?:me|my|mine|us|here|there|home|the area|this area|the morning|the afternoon|the evening|the night|' +
    'the weekend|a|an|it|i|you|town|the way|route|the road|general|' +
    'mi|mis|aqui|alli|ahi|casa|la manana|la tarde|la noche|el fin de semana|camino|ruta|la zona|un|una|lo|' +
    'moi|nous|ici|la|chez moi|la maison|maison|le matin|l apres-midi|le soir|la nuit|le week-end|route|le coin|' +
    'la region|un|une|mon|ma|mes|favor|jour|dia|day|night|noche|nuit|court|the mood|it|that|this|there|' +
    'semana|week-end|weekend|semaine|' +
    `${MONTHS}|${WEEKDAYS}|km|kms|miles|mi|millas|kilometers|kilometres|kilometros|\\d.*)$`,
);

const TIME_PHRASE =
  /^(?:the|la|el|le|this|next|cette|ce|esta|este|les|los|las)\s+(?:week|weekend|semana|semaine|fin de semana|week-end|day|days|dia|dias|jour|jours|journee|month|mes|mois|morning|night|evening|afternoon|manana|tarde|noche|matin|soir|nuit|apres-midi|next|proximo|proxima|prochain|prochaine)\b/;

/** Whether folded words can be a place name (not 'me', 'the morning', a number or a month). */
export function isPlaceLike(folded: string): boolean {
  const t = folded.trim();
  if (t.length < 2 || t.length > 80) return false;
  if (NOT_A_PLACE.test(t)) return false;
  if (/^(?:me|my|mi|moi|mon|ma|mes|your|tu|ton|ta|a|an|un|une|una|our|nuestro|nuestra|notre|nos)\s/.test(t))
    return false;
  if (TIME_PHRASE.test(t)) return false;
  return /\p{L}/u.test(t) && t.split(/\s+/).length <= 7;
}

/** The first match of a pattern in the folded text whose capture group 1 ends where a place begins. */
function markerEnds(folded: Folded, marker: RegExp, from = 0, to = folded.text.length): number[] {
  const re = new RegExp(marker.source, 'g');
  re.lastIndex = from;
  const ends: number[] = [];
  for (let m = re.exec(folded.text); m && m.index < to; m = re.exec(folded.text)) {
    ends.push(m.index + m[0].length);
    if (m[0].length === 0) re.lastIndex++;
  }
  return ends;
}

const FROM = /(?:^|[\s,¿])(?:(?:from|de|desde|depuis|entre|between|leaving|saliendo de|partant de)\s+|d')/;
const TO = /\s(?:to|a|al|hasta|jusqu'a|jusque|vers|towards|au|aux|en direction de|hacia|rumbo a)\s+/;

/** Words after 'de'/'from' that say what is measured, not where from ('de km', 'de carburant'). */
const NOT_AN_ORIGIN =
  /^(?:km|kms|kilometres|kilometros|kilometers|miles|millas|carburant|gasolina|gasoil|gazole|diesel|essence|combustible|fuel|gas|temps|tiempo|distancia|distance|route|ruta|voyage|viaje|trajet|conduite|conducir|viajar|manejar|horas|heures|hours|dias|jours|days|litres|litros|gallons|galones|l'essence|camping|campings|campgrounds?|aires?|la route|mi|un|una|une|mon|ma|mi|mis)\b/;

export type Route = { from: string; to: string };

/**
 * 'from A to B', 'de A a B', 'de A à B', 'entre A et B', 'between A and B', 'to B from A'. The origin marker chosen
 * is the first whose words look like a place, so 'combien de km de Lyon à Nice' reads Lyon, and 'de Castellón de la
 * Plana a Valencia' keeps the whole name.
 */
export function findRoute(folded: Folded): Route | null {
  const text = folded.text;
  for (const start of markerEnds(folded, FROM)) {
    if (NOT_AN_ORIGIN.test(text.slice(start))) continue;
    const between = /(?:entre|between)$/.test(text.slice(0, start).trimEnd());
    const toRe = between ? /\s(?:and|y|e|et|&)\s+/g : new RegExp(TO.source, 'g');
    toRe.lastIndex = start;
    for (let m = toRe.exec(text); m; m = toRe.exec(text)) {
      const origin = placeSpan(folded, start, m.index);
      // The whole stretch up to 'to' must be the name: 'from Denver today to Moab' is not a route from 'Denver'.
      if (!origin || text.slice(origin.end, m.index).trim() !== '') continue;
      const destination = placeAt(folded, m.index + m[0].length);
      if (destination) return { from: origin.place, to: destination };
    }
  }
  for (const start of markerEnds(folded, /\s(?:to|a|hasta|jusqu'a|vers|is|esta|queda|est)\s+/)) {
    const fromRe = /\s(?:from|desde|depuis|de)\s+/g;
    fromRe.lastIndex = start;
    const m = fromRe.exec(text);
    if (!m) continue;
    const destination = placeSpan(folded, start, m.index);
    if (!destination || text.slice(destination.end, m.index).trim() !== '') continue;
    const origin = placeAt(folded, m.index + m[0].length);
    if (origin) return { from: origin, to: destination.place };
  }
  return null;
}

/** The place after the first marker ('weather in X', 'near X') that yields an acceptable one. */
export function placeAfter(
  folded: Folded,
  marker: RegExp,
  accept: (span: PlaceSpan) => boolean = () => true,
): string | null {
  for (const end of markerEnds(folded, marker)) {
    const span = placeSpan(folded, end);
    if (span && accept(span)) return span.place;
  }
  return null;
}

/**
 * A route without 'from', right after a word such as 'distance' or 'trip': 'distance Denver to Moab',
 * 'viaje Madrid a Sevilla'.
 */
export function findRouteAfter(folded: Folded, marker: RegExp): Route | null {
  const text = folded.text;
  for (const start of markerEnds(folded, marker)) {
    const toRe = new RegExp(TO.source, 'g');
    toRe.lastIndex = start;
    const m = toRe.exec(text);
    if (!m) continue;
    const origin = placeSpan(folded, start, m.index);
    if (!origin || text.slice(origin.end, m.index).trim() !== '') continue;
    const destination = placeAt(folded, m.index + m[0].length);
    if (destination) return { from: origin.place, to: destination };
  }
  return null;
}

/** Every place after a marker, a list split on commas and 'and'/'y'/'et' ('via Portland and Sacramento'). */
export function placesAfter(folded: Folded, marker: RegExp): string[] {
  const places: string[] = [];
  for (const end of markerEnds(folded, marker)) {
    let s = end;
    for (let guard = 0; guard < 10; guard++) {
      const span = placeSpan(folded, s);
      if (!span) break;
      places.push(span.place);
      const next = /^\s*(?:,\s*(?:and|y|e|et)?|and|y|e|et|&)\s+/.exec(folded.text.slice(span.end));
      if (!next) break;
      s = span.end + next[0].length;
    }
  }
  return places;
}
