import {
  NOTIFICATION_KINDS,
  UNIT_PREFERENCE_KEYS,
  UNIT_SYMBOLS,
  type SettingsPatch,
  type UnitPreferences,
} from '@ww/contracts';
import type { PamTool, ToolArgsOut, ToolContext } from '../assistant.types.ts';
import { list, pick, saidVolumeUnit, type Texts } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { REGION_NAMES } from './profile-tools.ts';

type Args = ToolArgsOut<'update_settings'>;
type Say = { language: 'en' | 'es' | 'fr' };

const LANGUAGE_NAMES: Record<string, Texts> = {
  en: { en: 'English', es: 'inglés', fr: 'anglais' },
  es: { en: 'Spanish', es: 'español', fr: 'espagnol' },
  fr: { en: 'French', es: 'francés', fr: 'français' },
};
const VALUE_NAMES: Record<string, Texts> = {
  metric: { en: 'metric', es: 'métrico', fr: 'métrique' },
  imperial: { en: 'imperial', es: 'imperial', fr: 'impérial' },
  km: { en: 'kilometres', es: 'kilómetros', fr: 'kilomètres' },
  mi: { en: 'miles', es: 'millas', fr: 'miles' },
  L: { en: 'litres', es: 'litros', fr: 'litres' },
  gal: { en: 'US gallons', es: 'galones estadounidenses', fr: 'gallons américains' },
  imp_gal: { en: 'imperial gallons', es: 'galones imperiales', fr: 'gallons impériaux' },
  l_100km: { en: 'L/100 km', es: 'L/100 km', fr: 'L/100 km' },
  km_l: { en: 'km/L', es: 'km/L', fr: 'km/L' },
  mpg: { en: 'MPG (US gallons)', es: 'MPG (galones estadounidenses)', fr: 'MPG (gallons américains)' },
  mpg_imp: { en: 'mpg (imperial gallons)', es: 'mpg (galones imperiales)', fr: 'mpg (gallons impériaux)' },
  c: { en: 'Celsius', es: 'Celsius', fr: 'Celsius' },
  f: { en: 'Fahrenheit', es: 'Fahrenheit', fr: 'Fahrenheit' },
  m: { en: 'metres', es: 'metros', fr: 'mètres' },
  ft: { en: 'feet', es: 'pies', fr: 'pieds' },
  kg: { en: 'kilograms', es: 'kilos', fr: 'kilos' },
  lb: { en: 'pounds', es: 'libras', fr: 'livres' },
  light: { en: 'light', es: 'claro', fr: 'clair' },
  dark: { en: 'dark', es: 'oscuro', fr: 'sombre' },
  system: { en: 'system', es: 'del sistema', fr: 'système' },
  small: { en: 'small', es: 'pequeño', fr: 'petite' },
  medium: { en: 'medium', es: 'mediano', fr: 'moyenne' },
  large: { en: 'large', es: 'grande', fr: 'grande' },
  concise: { en: 'short', es: 'breves', fr: 'courtes' },
  balanced: { en: 'balanced', es: 'equilibradas', fr: 'équilibrées' },
  detailed: { en: 'detailed', es: 'detalladas', fr: 'détaillées' },
  beginner: { en: 'beginner', es: 'principiante', fr: 'débutant' },
  intermediate: { en: 'intermediate', es: 'intermedio', fr: 'intermédiaire' },
  expert: { en: 'expert', es: 'experto', fr: 'expert' },
  public: { en: 'public', es: 'público', fr: 'public' },
  auto: { en: 'as your language writes dates', es: 'como las escribe tu idioma', fr: 'comme votre langue les écrit' },
  friends: { en: 'friends only', es: 'solo amigos', fr: 'amis seulement' },
  private: { en: 'private', es: 'privado', fr: 'privé' },
};

/** Each setting's name, for "units to metric", "unidades a métrico", "unités en métrique". */
const SETTING_NAMES: Record<string, Texts> = {
  units: { en: 'units', es: 'unidades', fr: 'unités' },
  distance_unit: { en: 'distances', es: 'distancias', fr: 'distances' },
  volume_unit: { en: 'fuel volumes', es: 'volúmenes de combustible', fr: 'volumes de carburant' },
  consumption_unit: { en: 'fuel consumption', es: 'consumo de combustible', fr: 'consommation de carburant' },
  temperature_unit: { en: 'temperatures', es: 'temperaturas', fr: 'températures' },
  length_unit: { en: 'lengths and heights', es: 'longitudes y alturas', fr: 'longueurs et hauteurs' },
  weight_unit: { en: 'weights', es: 'pesos', fr: 'poids' },
  language: { en: 'language', es: 'idioma', fr: 'langue' },
  currency: { en: 'currency', es: 'moneda', fr: 'devise' },
  theme: { en: 'theme', es: 'tema', fr: 'thème' },
  timezone: { en: 'time zone', es: 'zona horaria', fr: 'fuseau horaire' },
  date_format: { en: 'date format', es: 'formato de fecha', fr: 'format de date' },
  font_size: { en: 'text size', es: 'tamaño de letra', fr: 'taille du texte' },
  response_style: { en: 'my answers', es: 'mis respuestas', fr: 'mes réponses' },
  expertise_level: { en: 'expertise level', es: 'nivel de experiencia', fr: 'niveau d’expertise' },
  profile_visibility: { en: 'profile visibility', es: 'visibilidad del perfil', fr: 'visibilité du profil' },
};
/** On/off settings, named as the settings screen names them. */
const SWITCH_NAMES: Record<string, Texts> = {
  voice_enabled: { en: 'spoken replies', es: 'respuestas habladas', fr: 'réponses vocales' },
  high_contrast: { en: 'high contrast', es: 'alto contraste', fr: 'contraste élevé' },
  reduced_motion: { en: 'reduced motion', es: 'movimiento reducido', fr: 'animations réduites' },
  proactive_suggestions: { en: 'proactive suggestions', es: 'sugerencias proactivas', fr: 'suggestions proactives' },
  activity_tracking: { en: 'activity tracking', es: 'seguimiento de actividad', fr: 'suivi d’activité' },
  data_collection: { en: 'data collection', es: 'recogida de datos', fr: 'collecte de données' },
  auto_add_purchases_to_storage: {
    en: 'adding purchases to your storage',
    es: 'añadir compras a tu almacenaje',
    fr: 'ajout des achats à vos rangements',
  },
  use_current_location: {
    en: 'using your current location',
    es: 'usar tu ubicación actual',
    fr: 'utiliser votre position actuelle',
  },
  email_notifications: { en: 'email notifications', es: 'notificaciones por correo', fr: 'notifications par e-mail' },
  push_notifications: { en: 'push notifications', es: 'notificaciones push', fr: 'notifications push' },
  marketing_emails: { en: 'marketing emails', es: 'correos promocionales', fr: 'e-mails promotionnels' },
  trip_reminders: { en: 'trip reminders', es: 'recordatorios de viaje', fr: 'rappels de voyage' },
  maintenance_alerts: { en: 'maintenance alerts', es: 'avisos de mantenimiento', fr: "alertes d'entretien" },
  weather_warnings: { en: 'weather warnings', es: 'avisos meteorológicos', fr: 'alertes météo' },
  budget_alerts: { en: 'budget alerts', es: 'avisos de presupuesto', fr: 'alertes de budget' },
};

/**
 * The units as the user meant them: "gallons" and "mpg" said by a British user (pounds or region GB, or gallons that
 * are already imperial) are imperial ones, as "imperial" is the UK's set for them.
 */
function meantUnits(a: Args, ctx: ToolContext): Args {
  const british =
    ctx.region === 'GB' ||
    (a.currency ?? ctx.settings.regional_preferences.currency) === 'GBP' ||
    saidVolumeUnit(ctx, 'gal') === 'imp_gal';
  if (!british) return a;
  return {
    ...a,
    ...(a.volume_unit === 'gal' ? { volume_unit: 'imp_gal' as const } : {}),
    ...(a.consumption_unit === 'mpg' ? { consumption_unit: 'mpg_imp' as const } : {}),
  };
}

/** The patch the settings screen would send for these arguments. */
function patchOf(a: Args): SettingsPatch {
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  const groups: SettingsPatch = {
    regional_preferences: defined({
      units: a.units,
      ...Object.fromEntries(UNIT_PREFERENCE_KEYS.map((k) => [k, a[k]])),
      currency: a.currency,
      timezone: a.timezone,
      date_format: a.date_format,
    }),
    display_preferences: defined({
      language: a.language,
      theme: a.theme,
      font_size: a.font_size,
      high_contrast: a.high_contrast,
      reduced_motion: a.reduced_motion,
    }),
    pam_preferences: defined({
      voice_enabled: a.voice_enabled,
      response_style: a.response_style,
      expertise_level: a.expertise_level,
      proactive_suggestions: a.proactive_suggestions,
    }),
    notification_preferences: defined({ ...a.notifications }),
    privacy_preferences: defined({
      profile_visibility: a.profile_visibility,
      activity_tracking: a.activity_tracking,
      data_collection: a.data_collection,
    }),
    integration_preferences: defined({ auto_add_purchases_to_storage: a.auto_add_purchases_to_storage }),
    location_preferences: defined({ use_current_location: a.use_current_location }),
  };
  return Object.fromEntries(Object.entries(groups).filter(([, g]) => Object.keys(g).length > 0));
}

/**
 * The reply: 'Done: I changed your units to metric (km, L, L/100 km, °C) and turned off email notifications.', 'Hecho: cambié
 * idioma a español y desactivé notificaciones push.', "C'est fait : j'ai changé thème en sombre et activé contraste
 * élevé."
 */
function doneSentence(a: Args, say: Say, units: UnitPreferences): string {
  const { notifications, ...rest } = a;
  const flat: Record<string, string | boolean | undefined> = { ...rest, ...notifications };
  const values: string[] = [];
  const on: string[] = [];
  const off: string[] = [];
  for (const [key, v] of Object.entries(flat)) {
    if (v === undefined) continue;
    if (typeof v === 'boolean') {
      (v ? on : off).push(SWITCH_NAMES[key]?.[say.language] ?? key);
      continue;
    }
    const name = SETTING_NAMES[key]?.[say.language] ?? key;
    let shown = key === 'language' ? LANGUAGE_NAMES[v]![say.language] : (VALUE_NAMES[v]?.[say.language] ?? v);
    // A system is said with what it now means for the user: 'imperial (mi, L, mpg (imp), °C)' for a British user.
    if (key === 'units') {
      const { distance_unit, volume_unit, consumption_unit, temperature_unit } = units;
      shown += ` (${[distance_unit, volume_unit, consumption_unit, temperature_unit].map((u) => UNIT_SYMBOLS[u]).join(', ')})`;
    }
    values.push(pick(say, { en: `${name} to ${shown}`, es: `${name} a ${shown}`, fr: `${name} en ${shown}` }));
  }
  const parts: string[] = [];
  if (values.length)
    parts.push(
      pick(say, {
        en: `changed your ${list(say, values)}`,
        es: `cambié ${list(say, values)}`,
        fr: `changé ${list(say, values)}`,
      }),
    );
  if (on.length)
    parts.push(
      pick(say, { en: `turned on ${list(say, on)}`, es: `activé ${list(say, on)}`, fr: `activé ${list(say, on)}` }),
    );
  if (off.length)
    parts.push(
      pick(say, {
        en: `turned off ${list(say, off)}`,
        es: `desactivé ${list(say, off)}`,
        fr: `désactivé ${list(say, off)}`,
      }),
    );
  const done = parts.length > 1 ? parts.join(pick(say, { en: ' and ', es: ' y ', fr: ' et ' })) : parts[0]!;
  return pick(say, { en: `Done: I ${done}.`, es: `Hecho: ${done}.`, fr: `C'est fait : j'ai ${done}.` });
}

/** "What are my settings?": units, currency, language, region, time zone, date format and notifications as Settings shows them. */
async function settingsSummary(s: ToolServices, ctx: ToolContext) {
  const [settings, profile] = await Promise.all([s.settings.get(ctx.userId), s.profile.get(ctx.userId)]);
  const r = settings.regional_preferences;
  const n = settings.notification_preferences;
  const say = (key: string, value: string) =>
    pick(ctx, {
      en: `${SETTING_NAMES[key]!.en}: ${value}`,
      es: `${SETTING_NAMES[key]!.es}: ${value}`,
      fr: `${SETTING_NAMES[key]!.fr} : ${value}`,
    });
  const symbols = UNIT_PREFERENCE_KEYS.map((k) => UNIT_SYMBOLS[r[k]]).join(', ');
  const region = profile.region
    ? REGION_NAMES[profile.region]![ctx.language]
    : pick(ctx, { en: 'not set', es: 'sin indicar', fr: 'non renseignée' });
  const on = NOTIFICATION_KINDS.filter((k) => n[k]).map((k) => SWITCH_NAMES[k]![ctx.language]);
  const off = NOTIFICATION_KINDS.filter((k) => !n[k]).map((k) => SWITCH_NAMES[k]![ctx.language]);
  const none = pick(ctx, { en: 'none', es: 'ninguna', fr: 'aucune' });
  const facts = [
    say('units', `${VALUE_NAMES[r.units]![ctx.language]} (${symbols})`),
    say('currency', r.currency),
    say('language', LANGUAGE_NAMES[settings.display_preferences.language]![ctx.language]),
    pick(ctx, { en: `region: ${region}`, es: `región: ${region}`, fr: `région : ${region}` }),
    say('timezone', r.timezone),
    say('date_format', VALUE_NAMES[r.date_format]?.[ctx.language] ?? r.date_format),
  ];
  const notes = pick(ctx, {
    en: `Notifications on: ${on.length ? list(ctx, on) : none}; off: ${off.length ? list(ctx, off) : none}.`,
    es: `Notificaciones activadas: ${on.length ? list(ctx, on) : none}; desactivadas: ${off.length ? list(ctx, off) : none}.`,
    fr: `Notifications activées : ${on.length ? list(ctx, on) : none} ; désactivées : ${off.length ? list(ctx, off) : none}.`,
  });
  return ok(
    pick(ctx, {
      en: `Your settings: ${facts.join('; ')}. ${notes}`,
      es: `Tus ajustes: ${facts.join('; ')}. ${notes}`,
      fr: `Vos réglages : ${facts.join(' ; ')}. ${notes}`,
    }),
    {
      regional_preferences: r,
      language: settings.display_preferences.language,
      region: profile.region,
      notification_preferences: n,
    },
  );
}

export function settingsTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'settings_summary',
      description:
        "A summary of the user's settings as the Settings screen shows them: units, currency, language, region, time zone, date format, notifications.",
      destructive: false,
      help: {
        en: 'your settings at a glance ("what are my settings?")',
        es: 'tus ajustes de un vistazo («¿cuál es mi configuración?»)',
        fr: 'vos réglages en un coup d’œil (« quels sont mes réglages ? »)',
      },
      run: (_args, ctx) => settingsSummary(s, ctx),
    }),
    tool({
      name: 'update_settings',
      description:
        "Changes the user's settings as the settings screen does: units (a whole system, or one kind of figure: distance, fuel volume, consumption, temperature, length, weight), language, currency, theme, text size, contrast, time zone, date format, Pam's voice, answer length and expertise level, notifications, profile visibility and privacy.",
      destructive: false,
      help: {
        en: 'change your settings: units, language, currency, theme, time zone, notifications, my voice and answers ("switch to metric", "use litres", "turn off email notifications")',
        es: 'cambiar tus ajustes: unidades, idioma, moneda, tema, zona horaria, notificaciones, mi voz y mis respuestas ("cambia a millas", "desactiva las notificaciones por correo")',
        fr: 'changer vos réglages : unités, langue, devise, thème, fuseau horaire, notifications, ma voix et mes réponses (« passe en métrique », « coupe les notifications par e-mail »)',
      },
      async run(said, ctx) {
        const args = meantUnits(said, ctx);
        const settings = await s.settings.update(ctx.userId, patchOf(args));
        // The confirmation is said in the language just chosen: it is the one the screens switch to.
        const say: Say = { language: args.language ?? ctx.language };
        return ok(
          doneSentence(args, say, settings.regional_preferences),
          {
            regional_preferences: settings.regional_preferences,
            display_preferences: settings.display_preferences,
            pam_preferences: settings.pam_preferences,
            notification_preferences: settings.notification_preferences,
          },
          ['settings'],
          { type: 'settings_changed' },
        );
      },
    }),
  ];
}
