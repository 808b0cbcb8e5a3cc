import type { PamToolName, SettingsPatch } from '@ww/contracts';
import { withUserTx } from '#db/with-user-tx.ts';
import { mergeSettings } from '#modules/settings/index.ts';
import type { PamTool } from '../assistant.types.ts';
import { list, pick, type Texts } from './format.ts';
import { ok, type ToolServices } from './kit.ts';

const tool = <K extends PamToolName>(t: PamTool<K>) => t;

const LANGUAGE_NAMES: Record<string, Texts> = {
  en: { en: 'English', es: 'inglés', fr: 'anglais' },
  es: { en: 'Spanish', es: 'español', fr: 'espagnol' },
  fr: { en: 'French', es: 'francés', fr: 'français' },
};
const VALUE_NAMES: Record<string, Texts> = {
  metric: { en: 'metric (km, °C)', es: 'métrico (km, °C)', fr: 'métrique (km, °C)' },
  imperial: { en: 'imperial (miles, °F)', es: 'imperial (millas, °F)', fr: 'impérial (miles, °F)' },
  light: { en: 'light', es: 'claro', fr: 'clair' },
  dark: { en: 'dark', es: 'oscuro', fr: 'sombre' },
  system: { en: 'system', es: 'del sistema', fr: 'système' },
};

export function settingsTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'update_settings',
      description: "Changes the user's units, language, currency, theme or voice replies.",
      destructive: false,
      async run(args, ctx) {
        const patch: SettingsPatch = {};
        if (args.units || args.currency)
          patch.regional_preferences = {
            ...(args.units ? { units: args.units } : {}),
            ...(args.currency ? { currency: args.currency } : {}),
          };
        if (args.language || args.theme)
          patch.display_preferences = {
            ...(args.language ? { language: args.language } : {}),
            ...(args.theme ? { theme: args.theme } : {}),
          };
        if (args.voice_enabled !== undefined) patch.pam_preferences = { voice_enabled: args.voice_enabled };
        const settings = await withUserTx(s.deps.db, { userId: ctx.userId }, (t) => mergeSettings(t, patch));
        // The confirmation is said in the language just chosen: it is the one the screens switch to.
        const say = { language: args.language ?? ctx.language };
        const v = (key: string) => VALUE_NAMES[key]?.[say.language] ?? key;
        const changes: string[] = [];
        if (args.units)
          changes.push(
            pick(say, {
              en: `units to ${v(args.units)}`,
              es: `unidades a ${v(args.units)}`,
              fr: `unités en ${v(args.units)}`,
            }),
          );
        if (args.language) {
          const name = LANGUAGE_NAMES[args.language]![say.language];
          changes.push(pick(say, { en: `language to ${name}`, es: `idioma a ${name}`, fr: `langue en ${name}` }));
        }
        if (args.currency)
          changes.push(
            pick(say, {
              en: `currency to ${args.currency}`,
              es: `moneda a ${args.currency}`,
              fr: `devise en ${args.currency}`,
            }),
          );
        if (args.theme)
          changes.push(
            pick(say, {
              en: `theme to ${v(args.theme)}`,
              es: `tema a ${v(args.theme)}`,
              fr: `thème en ${v(args.theme)}`,
            }),
          );
        if (args.voice_enabled !== undefined)
          changes.push(
            args.voice_enabled
              ? pick(say, {
                  en: 'spoken replies on',
                  es: 'respuestas habladas activadas',
                  fr: 'réponses vocales activées',
                })
              : pick(say, {
                  en: 'spoken replies off',
                  es: 'respuestas habladas desactivadas',
                  fr: 'réponses vocales désactivées',
                }),
          );
        return ok(
          pick(say, {
            en: `Done: I changed your ${list(say, changes)}.`,
            es: `Hecho: cambié ${list(say, changes)}.`,
            fr: `C'est fait : j'ai changé ${list(say, changes)}.`,
          }),
          {
            regional_preferences: settings.regional_preferences,
            display_preferences: {
              language: settings.display_preferences.language,
              theme: settings.display_preferences.theme,
            },
            pam_preferences: { voice_enabled: settings.pam_preferences.voice_enabled },
          },
          ['settings'],
          { type: 'settings_changed' },
        );
      },
    }),
  ];
}
