import { kmToMiles, litresToGallons, regionOfCurrency, userLocale, type Language } from '@ww/contracts';
import type { ToolContext } from '../assistant.types.ts';

/** A text in each language Pam speaks. */
export type Texts = Record<Language, string>;

export const pick = (ctx: Pick<ToolContext, 'language'>, texts: Texts): string => texts[ctx.language];

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Who a figure is written for: the reply's language and, when known, the user's settings (their region). */
type Reader = Pick<ToolContext, 'language'> & { settings?: ToolContext['settings'] };

/**
 * The Intl locale of a reply: its language as the user's region writes it (decision 048; the region is read from the
 * account's currency here: en-GB for GBP, en-AU for AUD, en-US for USD).
 */
const localeOf = (ctx: Reader): string =>
  userLocale(ctx.language, ctx.settings ? regionOfCurrency(ctx.settings.regional_preferences.currency) : 'US');

/**
 * '$45.00' (en-US), '£45.00' (en-GB), '$45.00' for AUD in en-AU, '45,00 US$' (es), '45,00 $US' (fr); a code Intl does
 * not know is written beside the number.
 */
export function money(ctx: Reader, amount: number, currency: string): string {
  try {
    return numberFormat(localeOf(ctx), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${numberFormat(localeOf(ctx), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

export const num = (ctx: Pick<ToolContext, 'language'>, value: number, decimals = 0): string =>
  numberFormat(ctx.language, { maximumFractionDigits: decimals }).format(value);

/** A whole percentage: '85%' (en), '85 %' (es, fr). */
export const percent = (ctx: Pick<ToolContext, 'language'>, value: number): string =>
  numberFormat(ctx.language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

/**
 * 'Nov 24, 2026' (en-US), '24 Nov 2026' (en-GB, en-AU), '24 nov 2026' (es), '24 nov. 2026' (fr): a calendar date, read
 * as the date it names, with its month named as a sentence reads best.
 */
export function day(ctx: Reader, isoDate: string): string {
  return new Intl.DateTimeFormat(localeOf(ctx), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

export const unitsOf = (ctx: Pick<ToolContext, 'settings'>) => ctx.settings.regional_preferences.units;
export const currencyOf = (ctx: Pick<ToolContext, 'settings'>) => ctx.settings.regional_preferences.currency;

/** A distance stored in km, in the user's units: '1,234 mi' or '1 986 km' (one decimal below 10). */
export function distance(ctx: Pick<ToolContext, 'language' | 'settings'>, km: number): string {
  const imperial = unitsOf(ctx) === 'imperial';
  const value = imperial ? kmToMiles(km) : km;
  return `${num(ctx, value, value < 10 ? 1 : 0)} ${imperial ? 'mi' : 'km'}`;
}

/** A volume stored in litres, in the user's units. */
export function volume(ctx: Pick<ToolContext, 'language' | 'settings'>, litres: number): string {
  const imperial = unitsOf(ctx) === 'imperial';
  return imperial ? `${num(ctx, litresToGallons(litres), 1)} gal` : `${num(ctx, litres, 1)} L`;
}

/** '5 h 20 min', '45 min'. */
export function duration(minutes: number): string {
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const categoryNames: Record<string, Texts> = {
  fuel: { en: 'fuel', es: 'combustible', fr: 'carburant' },
  food: { en: 'food', es: 'comida', fr: 'nourriture' },
  campground: { en: 'campgrounds', es: 'campings', fr: 'campings' },
  maintenance: { en: 'maintenance', es: 'mantenimiento', fr: 'entretien' },
  entertainment: { en: 'entertainment', es: 'ocio', fr: 'loisirs' },
  other: { en: 'other', es: 'otros', fr: 'autres' },
};

/** A spending category as the user reads it; null is all spending. */
export function category(ctx: Pick<ToolContext, 'language'>, name: string | null): string {
  if (name === null) return pick(ctx, { en: 'all spending', es: 'todo el gasto', fr: 'toutes les dépenses' });
  return categoryNames[name]?.[ctx.language] ?? name;
}

/** 'a, b and c' in the language. */
export function list(ctx: Pick<ToolContext, 'language'>, items: string[]): string {
  return new Intl.ListFormat(ctx.language, { style: 'long', type: 'conjunction' }).format(items);
}

/** The period a summary covers: 'this month', else 'from Mar 1, 2026 to Mar 31, 2026'. */
export function period(ctx: Pick<ToolContext, 'language'>, from: string, to: string, thisMonth: boolean): string {
  if (thisMonth) return pick(ctx, { en: 'this month', es: 'este mes', fr: 'ce mois-ci' });
  if (from === to)
    return pick(ctx, { en: `on ${day(ctx, from)}`, es: `el ${day(ctx, from)}`, fr: `le ${day(ctx, from)}` });
  return pick(ctx, {
    en: `from ${day(ctx, from)} to ${day(ctx, to)}`,
    es: `del ${day(ctx, from)} al ${day(ctx, to)}`,
    fr: `du ${day(ctx, from)} au ${day(ctx, to)}`,
  });
}

/** Lower case without accents or surrounding quotes: how names are compared ('Pneus d’été' = 'pneus d'ete'). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/^["'«»\s]+|["'«»\s]+$/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}
