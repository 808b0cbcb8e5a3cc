import { NOTIFICATION_KINDS, type PamToolArgs } from '@ww/contracts';
import type { PreparedMessage } from './prepared-message.ts';
import { has, words } from './travel-words.ts';

/**
 * The settings screen's other switches said in words (the settings matcher in travel-settings.ts reads units,
 * language, currency, theme and voice): notifications, text size, contrast, motion, time zone, date format, Pam's
 * answers and expertise, profile visibility and privacy.
 */

type Args = PamToolArgs<'update_settings'>;
type Notification = keyof NonNullable<Args['notifications']>;

const OFF = words(
  'off|turn off|switch off|disable|deactivate|stop|no more|don t|dont|do not|never|mute|silence|unsubscribe|without|' +
    'apaga|apagar|desactiva|desactivar|quita|quitar|sin|no quiero|deja de|nunca|silencia|para|ya no|' +
    'coupe|couper|desactive|desactiver|arrete|arreter|sans|eteins|plus de|ne veux plus|ne plus|jamais|stoppe',
);
const ON = words(
  'on|turn on|switch on|enable|activate|start|i want|send me|with|enciende|activa|activar|quiero|mandame|envia|' +
    'enviame|con|active|activer|allume|remets|reactive|envoie|envoyez|je veux|avec',
);

const NOTIFICATIONS: Array<[RegExp, Notification]> = [
  [
    words(
      'marketing|promotional|promotions?|newsletters?|offers|ads|promocionales|promociones|publicidad|ofertas|promotionnels|publicite|offres',
    ),
    'marketing_emails',
  ],
  [
    words(
      'trip reminders?|travel reminders?|recordatorios de viaje|recordatorios de viajes|rappels de voyage|rappels de trajet',
    ),
    'trip_reminders',
  ],
  [
    words(
      'maintenance alerts?|maintenance reminders?|service reminders?|avisos de mantenimiento|alertas de mantenimiento|recordatorios de mantenimiento|alertes d entretien|rappels d entretien',
    ),
    'maintenance_alerts',
  ],
  [
    words(
      'weather warnings?|weather alerts?|storm warnings?|avisos meteorologicos|alertas meteorologicas|alertas del tiempo|avisos del tiempo|alertes meteo|alertes meteorologiques',
    ),
    'weather_warnings',
  ],
  [
    words(
      'budget alerts?|budget warnings?|budget notifications?|avisos de presupuesto|alertas de presupuesto|alertes de budget|alertes budget',
    ),
    'budget_alerts',
  ],
  [words('push|push notifications?|notificaciones push|notifications push'), 'push_notifications'],
  [
    words(
      'emails?|e-mails?|e mails?|mail|correos?|correo electronico|mails?|courriels?|par e-mail|par mail|par courriel',
    ),
    'email_notifications',
  ],
];
const MARKETING_MAIL =
  /\b(?:marketing|promotional|promocionales|promotionnels|publicitarios|publicitaires)\s+(?:e-?mails?|e mails?|correos?|courriels?|mails?)\b|\b(?:e-?mails?|e mails?|correos?|courriels?|mails?)\s+(?:promocionales|promotionnels|publicitarios|publicitaires|de marketing|marketing)\b/g;
const NOTIFY_WORD = words(
  'notifications?|notify|alerts?|reminders?|warnings?|emails?|e-mails?|newsletters?|notificaciones|avisos|alertas|' +
    'recordatorios|correos?|alertes|rappels|courriels?|mails?',
);

const FONT: Array<[RegExp, 'small' | 'medium' | 'large']> = [
  [
    words(
      'bigger text|larger text|large text|big text|bigger font|larger font|large font|text bigger|text larger|font bigger|texto mas grande|letra mas grande|letra grande|texto grande|letras grandes|texte plus grand|grand texte|police plus grande|grande police|texte en grand|agrandis le texte|agrandir le texte',
    ),
    'large',
  ],
  [
    words(
      'smaller text|small text|smaller font|small font|text smaller|texto mas pequeno|letra mas pequena|letra pequena|texto pequeno|texte plus petit|petit texte|police plus petite|petite police',
    ),
    'small',
  ],
  [
    words(
      'normal text size|medium text|default text size|normal font|texto normal|letra normal|tamano normal|taille normale|texte normal|police normale',
    ),
    'medium',
  ],
];
const CONTRAST = words('high contrast|contrast|alto contraste|contraste alto|contraste|contraste eleve|haut contraste');
const MOTION = words(
  'reduce motion|reduced motion|less motion|fewer animations|animations?|movimiento reducido|reducir movimiento|menos animaciones|animaciones|' +
    'reduire les animations|animations reduites|moins d animations|mouvement reduit',
);
const STYLE: Array<[RegExp, 'concise' | 'balanced' | 'detailed']> = [
  [
    words(
      'shorter answers|short answers|brief answers|be brief|be concise|concise|keep it short|shorter replies|short replies|less detail|fewer details|respuestas cortas|respuestas mas cortas|respuestas breves|se breve|mas breve|mas corto|concisa|conciso|menos detalles|reponses courtes|reponses plus courtes|sois bref|sois breve|soyez bref|plus court|plus concis|concis|moins de details',
    ),
    'concise',
  ],
  [
    words(
      'more detail|more details|detailed answers|longer answers|detailed replies|in detail|respuestas detalladas|mas detalles|mas detalle|respuestas mas largas|con detalle|reponses detaillees|plus de details|reponses plus longues|en detail',
    ),
    'detailed',
  ],
  [
    words('balanced answers|normal answers|balanced|respuestas normales|equilibradas|reponses normales|equilibrees'),
    'balanced',
  ],
];
const ANSWERS = words(
  'answers?|replies|reply|respuestas?|reponses?|brief|breve|concise|concis|conciso|concisa|details?|detalles?|detalle',
);
const EXPERTISE: Array<[RegExp, 'beginner' | 'intermediate' | 'expert']> = [
  [
    words(
      'i m a beginner|i am a beginner|im a beginner|i m new|beginner|newbie|novice|soy principiante|principiante|novato|novata|je suis debutant|je suis debutante|debutant|debutante',
    ),
    'beginner',
  ],
  [
    words(
      'i m an expert|i am an expert|expert|experienced|soy experto|soy experta|experto|experta|je suis expert|je suis experte|experte',
    ),
    'expert',
  ],
  [words('intermediate|intermedio|intermedia|intermediaire'), 'intermediate'],
];
/** Said of oneself or of the level Pam speaks at, never of anyone else ("ask an expert"). */
const EXPERTISE_CONTEXT =
  /\b(?:i m|i am|im|treat me|talk to me|explain|level|mode|soy|nivel|tratame|trata me|explica|explicame|je suis|niveau|traite moi|parle moi|explique)\b/;
const SUGGESTIONS = words('suggestions?|tips|proactive|sugerencias|consejos|proactiv[ao]s?|conseils|proactives?');
const VISIBILITY: Array<[RegExp, 'public' | 'friends' | 'private']> = [
  [words('private|privado|privada|prive|privee'), 'private'],
  [
    words(
      'friends only|only friends|only my friends|solo amigos|solo para amigos|solo mis amigos|amis seulement|seulement mes amis|uniquement mes amis|amis uniquement',
    ),
    'friends',
  ],
  [words('public|publico|publica'), 'public'],
];
const PROFILE = words('profile|perfil|profil');
const TRACKING = words(
  'activity tracking|track my activity|tracking|seguimiento de actividad|seguimiento|suivi d activite|suivi',
);
const DATA_COLLECTION = words(
  'data collection|collect data|collecting data|recogida de datos|recopilacion de datos|collecte de donnees|collecter',
);
const AUTO_STORAGE = words(
  'purchases? to (?:my )?storage|add (?:my )?purchases|compras al almacenaje|compras a mi almacenaje|achats (?:a|dans) (?:mes )?rangements|achats au rangement',
);

const DATE_FORMATS: Array<[RegExp, 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD']> = [
  [
    /\b(?:dd\/mm\/yyyy|dd\/mm\/yy|day\/month\/year|day month year|dia\/mes\/ano|dia mes ano|jj\/mm\/aaaa|jour\/mois\/annee|jour mois annee|european dates?|british dates?|formato europeo|format europeen)\b/,
    'DD/MM/YYYY',
  ],
  [
    /\b(?:mm\/dd\/yyyy|mm\/dd\/yy|month\/day\/year|month day year|mes\/dia\/ano|mois\/jour\/annee|american dates?|us dates?|formato americano|format americain)\b/,
    'MM/DD/YYYY',
  ],
  [
    /\b(?:yyyy-mm-dd|iso dates?|iso format|iso 8601|year-month-day|ano-mes-dia|aaaa-mm-jj|annee-mois-jour|formato iso|format iso)\b/,
    'YYYY-MM-DD',
  ],
];
const DATE_WORD = words('dates?|date format|formato de fecha|fechas?|format de date|format des dates');

const TIME_ZONE_WORD = words('time zone|timezone|time-zone|zona horaria|huso horario|fuseau horaire|fuseau|heure de');
const ZONE_NAMES: Record<string, string> = {
  pacific: 'America/Los_Angeles',
  mountain: 'America/Denver',
  central: 'America/Chicago',
  eastern: 'America/New_York',
  atlantic: 'America/Halifax',
  alaska: 'America/Anchorage',
  hawaii: 'Pacific/Honolulu',
  utc: 'UTC',
  gmt: 'Europe/London',
  uk: 'Europe/London',
  'new york': 'America/New_York',
  'los angeles': 'America/Los_Angeles',
  quebec: 'America/Toronto',
  montreal: 'America/Toronto',
  ottawa: 'America/Toronto',
  madrid: 'Europe/Madrid',
  espana: 'Europe/Madrid',
  spain: 'Europe/Madrid',
  france: 'Europe/Paris',
  francia: 'Europe/Paris',
  'new zealand': 'Pacific/Auckland',
  wellington: 'Pacific/Auckland',
  queensland: 'Australia/Brisbane',
  canberra: 'Australia/Sydney',
};
let zonesByCity: Map<string, string> | null = null;
/** Every IANA zone by its city ('paris' → Europe/Paris, 'los angeles' → America/Los_Angeles), built once. */
function zoneByName(name: string): string | undefined {
  if (!zonesByCity) {
    zonesByCity = new Map(Object.entries(ZONE_NAMES));
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      zonesByCity.set(zone.toLowerCase(), zone);
      const city = zone.split('/').at(-1)!.replace(/_/g, ' ').toLowerCase();
      if (!zonesByCity.has(city)) zonesByCity.set(city, zone);
    }
  }
  return zonesByCity.get(name);
}

function timeZone(m: PreparedMessage): string | undefined {
  if (!has(m, TIME_ZONE_WORD)) return undefined;
  const iana = /\b([a-z]+\/[a-z_]+(?:\/[a-z_]+)?)\b/.exec(m.text);
  if (iana) {
    const zone = zoneByName(iana[1]!);
    if (zone) return zone;
  }
  const after =
    /(?:to|a|en|de|is|es|est|:|=)\s+(?:the\s+|la\s+|el\s+|l\s+)?([a-z][a-z .'-]{1,30}?)(?:\s+(?:time|hora|heure|please|por favor|s il te plait))?$/.exec(
      m.text,
    );
  const candidates = [after?.[1], ...m.tokens.slice(-3).map((_t, i, a) => a.slice(i).join(' ')), ...m.tokens];
  for (const c of candidates) {
    const zone = c ? zoneByName(c.trim()) : undefined;
    if (zone) return zone;
  }
  return undefined;
}

/** The other settings a message changes, and whether it plainly asks for a settings change. */
export function moreSettings(m: PreparedMessage): { args: Args; strong: boolean } {
  const args: Args = {};
  const off = has(m, OFF);
  const on = !off && has(m, ON);
  if (has(m, NOTIFY_WORD) && (off || on)) {
    // "marketing emails", "correos promocionales", "e-mails promotionnels" name one kind, not e-mails as well.
    const rest = m.text.replace(MARKETING_MAIL, ' ');
    const kinds = NOTIFICATIONS.filter(([re, k]) => (k === 'marketing_emails' ? has(m, re) : re.test(rest))).map(
      ([, k]) => k,
    );
    const notifications: NonNullable<Args['notifications']> = {};
    const all = NOTIFICATION_KINDS.filter((k) => k !== 'marketing_emails');
    // "turn off notifications": every kind; marketing e-mails go off with them, and on only when named.
    for (const k of kinds.length ? kinds : all) notifications[k] = !off;
    if (kinds.length === 0 && off) notifications.marketing_emails = false;
    if (Object.keys(notifications).length) args.notifications = notifications;
  }
  const font = FONT.find(([re]) => has(m, re));
  if (font) args.font_size = font[1];
  if (has(m, CONTRAST) && (off || on || /\b(?:high|alto|eleve|haut)\b/.test(m.text))) args.high_contrast = !off;
  if (has(m, MOTION)) {
    // "reduce motion" / "turn off reduced motion" speak of the setting; "turn off animations" of its opposite.
    if (/\b(?:reduc\w*|less|fewer|menos|moins)\b/.test(m.text)) args.reduced_motion = !off;
    else if (off || on) args.reduced_motion = off;
  }
  const style =
    STYLE.find(([re]) => has(m, re))?.[1] ??
    (has(m, ANSWERS)
      ? /\b(?:short\w*|brief\w*|concis\w*|cortas?|breves?|courtes?|courses|brefs?)\b/.test(m.text)
        ? 'concise'
        : /\b(?:detail\w*|longer|long|largas?|detalle\w*|detallad\w*|detaill\w*|longues?)\b/.test(m.text)
          ? 'detailed'
          : undefined
      : undefined);
  if (style && (has(m, ANSWERS) || /\b(?:be|se|sois|soyez)\b/.test(m.text))) args.response_style = style;
  const level = EXPERTISE.find(([re]) => has(m, re));
  if (level && EXPERTISE_CONTEXT.test(m.text)) args.expertise_level = level[1];
  if (has(m, SUGGESTIONS) && (off || on)) args.proactive_suggestions = !off;
  if (has(m, PROFILE)) {
    const v = VISIBILITY.find(([re]) => has(m, re));
    if (v) args.profile_visibility = v[1];
  }
  if (has(m, TRACKING) && (off || on)) args.activity_tracking = !off;
  if (has(m, DATA_COLLECTION) && (off || on)) args.data_collection = !off;
  if (has(m, AUTO_STORAGE)) args.auto_add_purchases_to_storage = !off;
  if (has(m, DATE_WORD) || /\//.test(m.text)) {
    const format = DATE_FORMATS.find(([re]) => re.test(m.text));
    if (format) args.date_format = format[1];
  }
  const zone = timeZone(m);
  if (zone) args.timezone = zone;
  return { args, strong: Object.keys(args).length > 0 };
}
