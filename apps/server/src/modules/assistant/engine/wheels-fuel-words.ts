import type { Language } from '@ww/contracts';
import { originalSlice } from './places.ts';
import type { PreparedMessage } from './prepared-message.ts';
import { folded, words } from './travel-words.ts';

/** What a fill-up says besides its figures: the station it was at, an odometer reset, a full tank or a partial one. */

/**
 * Where a station is named, on the folded text (apostrophes kept): 'at the Shell', 'at Costco', 'en Repsol',
 * 'en la gasolinera Cepsa', 'chez Total', 'à la station Esso', 'the station was Costco', 'la gasolinera era Cepsa'.
 * `proper`: only in that language, and the words must begin with a capital (a name): 'en'/'à' introduce other things.
 */
const STATION_AT: Array<{ re: RegExp; proper?: Language }> = [
  {
    re: /(?:^|\s)(?:(?:station|gas station|petrol station|servo|place|location)\b[^,.;]*?\s(?:was|is|should be|to|as)|(?:it|that|fill-up|fillup|fill up) was at)\s+(?:the |a )?/g,
  },
  { re: /(?:^|\s)(?:at|from)\s+(?:the |a |an )?/g },
  {
    re: /(?:^|\s)(?:(?:gasolinera|estacion de servicio|estacion|lugar)\b[^,.;]*?\s(?:era|fue|es|a|por)|(?:en|de) (?:la )?(?:gasolinera|estacion de servicio|estacion)(?: de)?|fue en|era en)\s+(?:la |el )?/g,
  },
  { re: /(?:^|\s)en\s+/g, proper: 'es' },
  {
    re: /(?:^|\s)(?:(?:station|station-service|lieu)\b[^,.;]*?\s(?:etait|c'etait|est|en|par)|c'etait chez|c etait chez|chez|(?:a|dans) (?:la |une )?station(?:-service)?(?: de| d')?)\s+(?:le |la |l')?/g,
  },
  { re: /(?:^|\s)(?:a|au)\s+/g, proper: 'fr' },
];
/** Where the station's words end: the figures, the date, the rig or the end of the sentence. */
const STATION_END =
  /\s+(?:for|on|today|yesterday|this|last|with|and|odometer|mileage|por|a los|hoy|ayer|con|y|cuentakilometros|pour|aujourd\S*|hier|avec|et|au compteur|compteur)\b|\s+(?:at|a|@)\s+\d|\s*[,;:!?()]|[.](?!\w)|\s+\d|$/;
/** Words after 'at'/'en' that name no station: figures, prices, times, the rig's parts. */
const NOT_STATION =
  /^(?:\d|[$€£]|least|most|the pump|pump|home|night|noon|midnight|once|first|last|about|around|roughly|per|each|a |an |el |la |le |mi |ma |mon |my |our |tank|deposito|reservoir|odometer|compteur|cuentakilometros)/;

/**
 * Station brands of the supported regions, found without 'at' in a list of figures ('12 gal, $48, Costco, 42100
 * miles'), on the folded text. A name outside this list needs its 'at'/'en'/'chez' (it could be the rig's).
 */
const BRANDS = words(
  "costco|sam's club|walmart|kroger|shell|bp|chevron|exxon|mobil|texaco|valero|marathon|sunoco|citgo|" +
    "conoco|phillips 66|arco|sinclair|speedway|circle k|7-eleven|pilot|flying j|love's|loves|buc-ee's|" +
    "maverik|kwik trip|casey's|wawa|sheetz|quiktrip|petro-canada|esso|husky|ultramar|irving|caltex|ampol|" +
    "united petroleum|puma|gull|z energy|npd|tesco|sainsbury's|asda|morrisons|jet|repsol|cepsa|moeve|galp|" +
    'total|totalenergies|intermarche|leclerc|carrefour|auchan|super u|avia|aral|q8|agip|eni|omv|orlen',
);

/** The station (and town) a fill-up was at, in the user's words: 'Shell in Moab', 'Repsol', 'Total'. */
export function stationOf(message: PreparedMessage): string | undefined {
  return stationAt(message) ?? brandInList(message);
}

/** A known brand standing alone between commas ('…, Costco, …'), in the user's own spelling. */
function brandInList(message: PreparedMessage): string | undefined {
  const f = folded(message);
  const re = /(?:^|[,:;])\s*([^,:;]+?)\s*(?=[,:;]|$)/g;
  for (let m = re.exec(f.text); m; m = re.exec(f.text)) {
    const part = m[1]!.replace(/[.!?]+$/, '');
    const brand = BRANDS.exec(part);
    if (!brand || brand[0].trim() !== part.trim()) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    return originalSlice(f, start, start + part.length).trim();
  }
  return undefined;
}

function stationAt(message: PreparedMessage): string | undefined {
  const f = folded(message);
  for (const { re, proper } of STATION_AT) {
    if (proper && proper !== message.language) continue;
    re.lastIndex = 0;
    for (let m = re.exec(f.text); m; m = re.exec(f.text)) {
      const start = m.index + m[0].length;
      const rest = f.text.slice(start);
      if (NOT_STATION.test(rest)) continue;
      const end = start + (STATION_END.exec(rest)?.index ?? rest.length);
      const said = originalSlice(f, start, end).trim();
      if (!said || said.split(/\s+/).length > 6) continue;
      if (proper && !/^\p{Lu}/u.test(said)) continue;
      return said.replace(/^["«'“]+|["»'”.]+$/g, '').trim() || undefined;
    }
  }
  return undefined;
}

/** 'the odometer was reset', 'new rig', 'cuentakilómetros reiniciado', 'compteur remis à zéro'. */
export const ODOMETER_RESET = words(
  'odometer reset|odometer was reset|reset the odometer|reset my odometer|reset odometer|odometer reset to zero|' +
    'reset the trip|trip reset|trip meter reset|new odometer|new rig|new vehicle|odo reset|' +
    'cuentakilometros reiniciado|reinicie el cuentakilometros|reinicio el cuentakilometros|se reinicio el cuentakilometros|' +
    'cuentakilometros a cero|puse el cuentakilometros a cero|cuentakilometros puesto a cero|vehiculo nuevo|odometro reiniciado|' +
    'compteur remis a zero|remis le compteur a zero|compteur a zero|compteur reinitialise|reinitialise le compteur|' +
    'nouveau vehicule|remise a zero du compteur',
);

const FULL_TANK = words(
  'full tank|full fill|full fill-up|filled to full|filled it up|tank full|to the brim|brimmed|full|' +
    'deposito lleno|tanque lleno|lleno|llenado completo|carga completa|completo|' +
    'plein complet|complet|a ras bord|rempli a ras bord',
);
const PARTIAL_FILL = words(
  'partial|partial fill|partial fill-up|half|half tank|top-up|top up|topped up|parcial|carga parcial|medio deposito|' +
    'medio tanque|a medias|partiel|plein partiel|demi|moitie',
);
const NOT = words(
  'wasn t|was not|isn t|is not|not|didn t|did not|no era|no fue|no estaba|no es|n etait pas|n est pas|pas|n ai pas',
);

/** A fill-up said to be full (true) or partial (false, also 'it wasn't a full tank'); undefined when neither is said. */
export function fullTankSaid(message: PreparedMessage): boolean | undefined {
  if (PARTIAL_FILL.test(message.text)) return false;
  if (!FULL_TANK.test(message.text)) return undefined;
  return !NOT.test(message.text);
}
