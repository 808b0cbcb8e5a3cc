import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { moreSettings } from './shop-settings.ts';
import { has, isQuestion, tool, words } from './travel-words.ts';

/** Settings changes said in words: units, language, currency, theme, voice, and the others of shop-settings.ts. */

const CHANGE = words(
  'switch|switch to|change|set|use|using|make|put|turn|go|prefer|want|i want|i d like|i would like|please|enable|disable|' +
    'activate|deactivate|mute|unmute|speak|talk|answer|reply|respond|show|display|cambia|cambiar|cambie|pon|poner|' +
    'ponme|usa|usar|utiliza|utilizar|quiero|prefiero|activa|activar|desactiva|desactivar|apaga|apagar|enciende|habla|' +
    'hablame|hablar|responde|contesta|muestra|passe|passer|change|changer|mets|mettre|utilise|utiliser|je veux|' +
    'je prefere|active|activer|desactive|desactiver|coupe|couper|parle|parler|reponds|repondre|affiche|afficher',
);

const METRIC = words(
  'metric|metric system|metric units|kilometers|kilometres|km|kms|litres|liters|celsius|metrico|sistema metrico|' +
    'kilometros|litros|metrique|systeme metrique|unites metriques|kilometre',
);
const IMPERIAL = words(
  'imperial|imperial units|miles|gallons|fahrenheit|us units|sistema imperial|millas|galones|imperiales|' +
    'systeme imperial|unites imperiales|imperiale',
);
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
  if (question || message.money.length > 0 || message.numbers.length > 0) return null;
  const more = moreSettings(message);
  const args: PamToolArgs<'update_settings'> = { ...more.args };
  let strong = more.strong;

  const metric = has(message, METRIC);
  const imperial = has(message, IMPERIAL);
  if (metric !== imperial && change) {
    args.units = metric ? 'metric' : 'imperial';
    strong ||= has(message, UNITS) || /(?:^|\s)(?:switch|change|go|passe|cambia|use|usa|utilise)\b/.test(message.text);
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
