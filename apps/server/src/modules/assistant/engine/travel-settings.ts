import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { moreSettings } from './shop-settings.ts';
import { has, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/** Settings changes said in words: units, language, currency, theme, voice, and the others of shop-settings.ts. */

const CHANGE = words(
  'switch|switch to|change|set|use|using|make|put|turn|go|prefer|want|i want|i d like|i would like|please|enable|disable|' +
    'activate|deactivate|mute|unmute|speak|talk|answer|reply|respond|show|display|cambia|cambiar|cambie|pon|poner|' +
    'ponme|usa|usar|utiliza|utilizar|quiero|prefiero|activa|activar|desactiva|desactivar|apaga|apagar|enciende|habla|' +
    'hablame|hablar|responde|contesta|muestra|passe|passer|change|changer|mets|mettre|utilise|utiliser|je veux|' +
    'je prefere|active|activer|desactive|desactiver|coupe|couper|parle|parler|reponds|repondre|affiche|afficher',
);

/** A whole system: its preset (the UK's imperial for a British user, as the settings screen applies it). */
const METRIC = words(
  'metric|metric system|metric units|metrico|sistema metrico|metrique|systeme metrique|unites metriques',
);
const IMPERIAL = words(
  'imperial|imperial units|us units|sistema imperial|imperiales|systeme imperial|unites imperiales|imperiale',
);

type UnitKey =
  'distance_unit' | 'volume_unit' | 'consumption_unit' | 'temperature_unit' | 'length_unit' | 'weight_unit';
/**
 * One kind of figure named by its unit ("use litres", "show mpg", "en kilómetros", "en degrés Fahrenheit"): that
 * preference alone. The first match of each kind wins, so "imperial gallons" is read before "gallons".
 */
const ONE_UNIT: Array<[RegExp, UnitKey, string]> = [
  [
    words('l ?/ ?100 ?km|l ?/ ?100|l 100 km|litres per 100 ?km|liters per 100 ?km|litros a los 100|litres aux 100'),
    'consumption_unit',
    'l_100km',
  ],
  [
    words(
      'km ?/ ?l|km per litre|km per liter|kilometres per litre|kilometers per liter|km por litro|kilometros por litro|km par litre',
    ),
    'consumption_unit',
    'km_l',
  ],
  [words('imperial mpg|mpg imperial|mpg imp|mpg imperiales|mpg imperiaux'), 'consumption_unit', 'mpg_imp'],
  [words('mpg|miles per gallon|millas por galon|miles par gallon'), 'consumption_unit', 'mpg'],
  [words('kilometers|kilometres|km|kms|kilometros|kilometre|kilometro'), 'distance_unit', 'km'],
  [words('miles|millas|mile'), 'distance_unit', 'mi'],
  [words('imperial gallons|imp gallons|uk gallons|galones imperiales|gallons imperiaux'), 'volume_unit', 'imp_gal'],
  [words('gallons|us gallons|galones|gallons us|gallons americains'), 'volume_unit', 'gal'],
  [words('litres|liters|litros|litre|liter|litro'), 'volume_unit', 'L'],
  [words('celsius|centigrade|grados celsius|degres celsius|centigrados'), 'temperature_unit', 'c'],
  [words('fahrenheit|grados fahrenheit|degres fahrenheit'), 'temperature_unit', 'f'],
  [words('feet|foot|pies|pieds'), 'length_unit', 'ft'],
  [words('metres|meters|metros|metre|meter|metro'), 'length_unit', 'm'],
  [words('kilograms|kilogrammes|kilogramos|kilos|kg'), 'weight_unit', 'kg'],
  [words('lbs|lb'), 'weight_unit', 'lb'],
];

/**
 * The single units named, each kind once (what a longer name took is not read again: "imperial gallons"), and whether
 * the message says nothing else ("imperial gallons please", "en kilómetros").
 */
function unitsNamed(text: string): { named: Partial<Record<UnitKey, string>>; alone: boolean } {
  const named: Partial<Record<UnitKey, string>> = {};
  let rest = text;
  for (const [re, key, value] of ONE_UNIT) {
    const m = re.exec(rest);
    if (!m) continue;
    rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    named[key] ??= value;
  }
  const alone = FILLER.test(rest.replace(/\s+/g, ' ').trim());
  return { named, alone };
}
/** What may surround units said alone: "in", "please", a kind of figure. */
const FILLER =
  /^(?:(?:please|por favor|s il (?:te|vous) plait|svp|thanks|in|en|the|la|las|los|les|el|le|degrees|grados|degres|temperatures?|temperaturas?|distances?|distancias|fuel|consumption|consumo|consommation|carburant|combustible)\s*)*$/;
/** "L/100 km" is a unit, not a figure. */
const onlyUnitNumbers = (message: PreparedMessage) =>
  message.numbers.every(
    (n) => n.value === 100 && /l ?\/ ?$|l $|per $|a los $|aux $/.test(message.text.slice(0, n.start)),
  );
const POSSESSIVE = words('my|mi|mis|mon|ma|mes|our|nuestro|nuestra|notre|nos');
/** A request that starts by asking for a unit: "use litres", "show mpg", "usa millas", "affiche les degrés". */
const UNIT_VERB =
  /^(?:please\s+)?(?:i want|i d like|i prefer|use|using|switch to|switch|change to|change|show me|show|set|display|give me|usa|utiliza|usar|cambia a|cambia|muestra|muestrame|pon|ponme|prefiero|quiero|utilise|utiliser|passe en|passe|affiche|afficher|mets|je veux|je prefere)\b/;
/** "en kilómetros", "in Celsius", "temperatures in Fahrenheit": a unit asked for without a verb. */
const UNIT_PLACE =
  /^(?:(?:temperatures?|temperaturas?|distances?|distancias|fuel|consumption|consumo|consommation)\s+)?(?:en|in)\s+(?:grados\s+|degres\s+|degrees\s+)?\S+/;
const UNITS = words(
  'units?|unidades|unites|system|sistema|systeme|measurements?|medidas|mesures|distances?|distancias',
);

const LANGUAGE_NAMES: Array<[RegExp, 'en' | 'es' | 'fr']> = [
  [words('english|ingles|anglais|en ingles|in english|en anglais'), 'en'],
  [words('spanish|espanol|castellano|espagnol|en espanol|in spanish|en espagnol'), 'es'],
  [words('french|frances|francais|en frances|in french|en francais'), 'fr'],
];
const LANGUAGE_VERB = words(
  'speak|talk|answer|reply|respond|language|switch|change|set|use|write|habla|hablame|hablar|habla en|idioma|lengua|' +
    'responde|contesta|contestame|escribe|cambia|cambiar|pon|usa|parle|parler|parlez|langue|reponds|repondez|ecris|' +
    'passe|passer|change|changer|mets|utilise|en|in',
);

const CURRENCY_WORD = words('currency|moneda|divisa|devise|monnaie');
const CURRENCIES: Array<[RegExp, 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP']> = [
  [words('cad|canadian dollars?|canadian|dolares canadienses|dolar canadiense|dollars? canadiens?|canadiens?'), 'CAD'],
  [
    words(
      'aud|australian dollars?|australian|dolares australianos|dolar australiano|dollars? australiens?|australiens?',
    ),
    'AUD',
  ],
  [
    words(
      'nzd|new zealand dollars?|nz dollars?|kiwi dollars?|dolares neozelandeses|dolar neozelandes|dollars? neo-zelandais|dollars? neozelandais',
    ),
    'NZD',
  ],
  [
    words('gbp|pounds?|pounds sterling|sterling|british pounds?|libras?|libras esterlinas|livres?|livres sterling'),
    'GBP',
  ],
  [words('eur|euros?|€'), 'EUR'],
  [
    words(
      'usd|us dollars?|american dollars?|dollars?|dolares|dolar|dolares estadounidenses|dollars? americains?|dollars? us|bucks',
    ),
    'USD',
  ],
];

const DARK = words(
  'dark mode|dark theme|night mode|dark|modo oscuro|tema oscuro|oscuro|modo nocturno|mode sombre|theme sombre|sombre|mode nuit|mode nocturne',
);
const LIGHT = words('light mode|light theme|day mode|light|modo claro|tema claro|mode clair|theme clair|mode jour');
const SYSTEM_THEME = words(
  'system theme|system mode|follow system|follow the system|match system|auto theme|automatic theme|tema del sistema|' +
    'modo del sistema|tema automatico|theme du systeme|theme systeme|mode systeme|theme automatique',
);
const THEME = words('mode|theme|tema|modo|thème|appearance|apariencia|apparence|colors?|colores|couleurs');

const VOICE = words(
  'voice|voice replies|spoken replies|speech|talking|read aloud|out loud|aloud|voz|respuestas habladas|en voz alta|voix|' +
    'a voix haute|reponses vocales|vocal|audio|sound|sonido',
);
const OFF = words(
  'off|turn off|switch off|disable|deactivate|stop|no more|mute|silence|quiet|without|apaga|apagar|desactiva|desactivar|' +
    'quita|quitar|sin|silencia|silenciar|deja de|coupe|couper|desactive|desactiver|arrete|arreter|sans|eteins|eteindre|' +
    'plus de|silencieux',
);
const ON = words(
  'on|turn on|switch on|enable|activate|unmute|start|with|enciende|encender|activa|activar|con|pon|active|activer|allume|' +
    'allumer|avec|remets|reactive',
);

const updateSettings: IntentMatcher = (message) => {
  const change = has(message, CHANGE);
  const question =
    isQuestion(message) && !/^(?:can|could|would|will|puedes|podrias|peux|pourrais|pouvez)\b/.test(message.text);
  if (question || message.money.length > 0 || !onlyUnitNumbers(message)) return null;
  const more = moreSettings(message);
  const args: PamToolArgs<'update_settings'> = { ...more.args };
  let strong = more.strong;

  const { named, alone } = unitsNamed(message.text);
  const metric = has(message, METRIC);
  const imperial = has(message, IMPERIAL) && !named.volume_unit && !named.consumption_unit;
  if (metric !== imperial && change) {
    args.units = metric ? 'metric' : 'imperial';
    strong ||= has(message, UNITS) || /(?:^|\s)(?:switch|change|go|passe|cambia|use|usa|utilise)\b/.test(message.text);
  } else if (
    Object.keys(named).length > 0 &&
    (alone || UNIT_VERB.test(message.text) || UNIT_PLACE.test(message.text) || (change && has(message, UNITS)))
  ) {
    Object.assign(args, named);
    // A unit asked for outright beats reading it as a question about the figures ("show mpg", not "show my mpg").
    if (!POSSESSIVE.test(message.text)) return tool({ name: 'update_settings', args }, 0.95);
    strong = true;
  }

  const languages = LANGUAGE_NAMES.filter(([re]) => has(message, re));
  if (languages.length === 1 && has(message, LANGUAGE_VERB)) {
    args.language = languages[0]![1];
    strong = true;
  }

  if (
    has(message, CURRENCY_WORD) ||
    /(?:^|\s)(?:switch|change|use|cambia|usa|passe|mets|utilise)\b/.test(message.text)
  ) {
    const currency = CURRENCIES.find(([re]) => has(message, re));
    if (currency && change) {
      args.currency = currency[1];
      strong ||= has(message, CURRENCY_WORD);
    }
  }

  if (has(message, SYSTEM_THEME)) args.theme = 'system';
  else if (has(message, DARK) !== has(message, LIGHT) && (has(message, THEME) || change)) {
    args.theme = has(message, DARK) ? 'dark' : 'light';
    strong ||= has(message, THEME);
  }
  if (args.theme === 'system') strong = true;

  if (has(message, VOICE)) {
    const off = has(message, OFF);
    const on = has(message, ON);
    if (off || on) {
      args.voice_enabled = !off;
      strong = true;
    }
  } else if (/^(?:mute|unmute|silence|tais-toi|callate|cállate)\b/.test(message.text)) {
    args.voice_enabled = /^unmute/.test(message.text);
    strong = true;
  }

  if (Object.keys(args).length === 0) return null;
  return tool({ name: 'update_settings', args }, strong ? 0.9 : 0.65);
};

export const settingsMatchers: IntentMatcher[] = [updateSettings];
