import {
  consumptionFromLitresPer100Km,
  consumptionToLitresPer100Km,
  distanceFromKm,
  distanceToKm,
  lengthFromMetres,
  lengthToMetres,
  pricePerVolumeFromPerLitre,
  regionOfCurrency,
  temperatureFromCelsius,
  UNIT_SYMBOLS,
  userLocale,
  volumeFromLitres,
  volumeToLitres,
  weightFromKg,
  type ConsumptionUnit,
  type DistanceUnit,
  type Language,
  type LengthUnit,
  type UnitPreferences,
  type VolumeUnit,
} from '@ww/contracts';
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

/** Who a figure is written for: the reply's language and, when known, the user's settings and profile region. */
type Reader = Pick<ToolContext, 'language'> & {
  settings?: ToolContext['settings'];
  region?: ToolContext['region'];
};

/**
 * The Intl locale of a reply: its language as the user's region writes it (decision 048): the profile's region when
 * the user gave one, else the region of the account's currency (en-GB for GBP, en-AU for AUD, en-US for USD).
 */
const localeOf = (ctx: Reader): string =>
  userLocale(
    ctx.language,
    ctx.region ?? (ctx.settings ? regionOfCurrency(ctx.settings.regional_preferences.currency) : 'US'),
  );

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

/** The user's unit for each kind of figure (decision 050): a British user reads miles, litres and mpg (imp). */
export function unitsOf(ctx: Pick<ToolContext, 'settings'>): UnitPreferences {
  const r = ctx.settings.regional_preferences;
  return {
    distance_unit: r.distance_unit,
    volume_unit: r.volume_unit,
    consumption_unit: r.consumption_unit,
    temperature_unit: r.temperature_unit,
    length_unit: r.length_unit,
    weight_unit: r.weight_unit,
  };
}
export const currencyOf = (ctx: Pick<ToolContext, 'settings'>) => ctx.settings.regional_preferences.currency;

type Measured = Pick<ToolContext, 'language' | 'settings'>;

/** A distance as typed, in its own unit: '5,000 mi', '8,000 km' (one decimal below 10). */
export const distanceIn = (ctx: Pick<ToolContext, 'language'>, value: number, unit: DistanceUnit): string =>
  `${num(ctx, value, value < 10 ? 1 : 0)} ${UNIT_SYMBOLS[unit]}`;

/** A distance stored in km, in the user's distance unit: '1,234 mi' or '1 986 km' (one decimal below 10). */
export const distance = (ctx: Measured, km: number): string => {
  const unit = unitsOf(ctx).distance_unit;
  return distanceIn(ctx, distanceFromKm(km, unit), unit);
};

/**
 * A distance kept as typed (a maintenance interval): in its unit, with the user's unit beside it when they differ,
 * '5,000 mi' or '8,000 km (4,971 mi)'; one kept only in km, in the user's unit.
 */
export function distanceAsTyped(
  ctx: Measured,
  d: { every_km: number; every_distance_entered: number | null; every_distance_unit: DistanceUnit | null },
): string {
  if (d.every_distance_entered === null || d.every_distance_unit === null) return distance(ctx, d.every_km);
  const typed = distanceIn(ctx, d.every_distance_entered, d.every_distance_unit);
  return d.every_distance_unit === unitsOf(ctx).distance_unit ? typed : `${typed} (${distance(ctx, d.every_km)})`;
}

/** A volume as typed, in its own unit: '45 L', '12.5 gal', '10 gal (imp)'. */
export const volumeIn = (ctx: Pick<ToolContext, 'language'>, value: number, unit: VolumeUnit, decimals = 1): string =>
  `${num(ctx, value, decimals)} ${UNIT_SYMBOLS[unit]}`;

/** A volume stored in litres, in the user's volume unit: litres, US gallons or imperial gallons. */
export const volume = (ctx: Measured, litres: number, decimals = 1): string => {
  const unit = unitsOf(ctx).volume_unit;
  return volumeIn(ctx, volumeFromLitres(litres, unit), unit, decimals);
};

/** Fuel use stored in L/100 km, to one decimal, in L/100 km, km/L, MPG or mpg (imp). */
export const consumption = (ctx: Measured, l100: number): string => {
  const unit = unitsOf(ctx).consumption_unit;
  const value = consumptionFromLitresPer100Km(l100, unit);
  return `${numberFormat(ctx.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} ${UNIT_SYMBOLS[unit]}`;
};

/** A whole-degree temperature stored in °C: '18 °C', '64 °F'. */
export const temperature = (ctx: Measured, celsius: number): string => {
  const unit = unitsOf(ctx).temperature_unit;
  return `${num(ctx, temperatureFromCelsius(celsius, unit))} ${UNIT_SYMBOLS[unit]}`;
};

/** A speed (wind) stored in km/h, whole, in km/h or mph as distances go. */
export const speed = (ctx: Measured, kmh: number): string => {
  const unit = unitsOf(ctx).distance_unit;
  return `${num(ctx, distanceFromKm(kmh, unit))} ${unit === 'mi' ? 'mph' : 'km/h'}`;
};

/** A length or height stored in metres: '11.5 m' (two decimals at most) or '37.7 ft' (one). */
export const length = (ctx: Measured, metres: number): string => {
  const unit = unitsOf(ctx).length_unit;
  return `${num(ctx, lengthFromMetres(metres, unit), unit === 'ft' ? 1 : 2)} ${UNIT_SYMBOLS[unit]}`;
};

/** A weight stored in kg, whole: '3,500 kg', '7,716 lb'. */
export const weight = (ctx: Measured, kg: number): string => {
  const unit = unitsOf(ctx).weight_unit;
  return `${num(ctx, weightFromKg(kg, unit))} ${UNIT_SYMBOLS[unit]}`;
};

/** Money with two or three decimals, as fuel prices and costs per distance are quoted, in the user's locale. */
export function unitPrice(ctx: Reader, amount: number, currency: string): string {
  try {
    return numberFormat(localeOf(ctx), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }).format(amount);
  } catch {
    return `${num(ctx, amount, 3)} ${currency}`;
  }
}

/** A fuel price stored per litre, per the user's volume unit: '£1.459/L', '$3.859/gal'. */
export const pricePerVolume = (ctx: Measured & Reader, perLitre: number, currency: string): string => {
  const unit = unitsOf(ctx).volume_unit;
  return `${unitPrice(ctx, pricePerVolumeFromPerLitre(perLitre, unit), currency)}/${UNIT_SYMBOLS[unit]}`;
};

/** A cost stored per km, per the user's distance unit: '$0.18/mi' (a km cost times km per mile is the mile cost). */
export const costPerDistance = (ctx: Measured & Reader, perKm: number, currency: string): string => {
  const unit = unitsOf(ctx).distance_unit;
  return `${unitPrice(ctx, distanceToKm(perKm, unit), currency)}/${UNIT_SYMBOLS[unit]}`;
};

/** Whether the user's gallons are imperial ones: they buy fuel in them or read mpg in them (the UK). */
const imperialGallons = (ctx: Pick<ToolContext, 'settings'>) => {
  const u = unitsOf(ctx);
  return u.volume_unit === 'imp_gal' || u.consumption_unit === 'mpg_imp';
};

/**
 * The unit a fuel figure was said in: the one named, else the user's own. "Gallons" and "mpg" said by a user whose
 * gallons are imperial mean imperial ones (a British driver's 40 mpg is not a US 40 MPG).
 */
export function saidVolumeUnit(ctx: Pick<ToolContext, 'settings'>, unit?: VolumeUnit): VolumeUnit {
  if (unit === 'gal' && imperialGallons(ctx)) return 'imp_gal';
  return unit ?? unitsOf(ctx).volume_unit;
}
export function saidConsumptionUnit(ctx: Pick<ToolContext, 'settings'>, unit?: ConsumptionUnit): ConsumptionUnit {
  if (unit === 'mpg' && imperialGallons(ctx)) return 'mpg_imp';
  return unit ?? unitsOf(ctx).consumption_unit;
}

/** What the user said, stored metric: a figure in the unit they named, else in their own unit for that kind. */
export const kmFrom = (ctx: Pick<ToolContext, 'settings'>, value: number, unit?: DistanceUnit): number =>
  distanceToKm(value, unit ?? unitsOf(ctx).distance_unit);
export const litresFrom = (ctx: Pick<ToolContext, 'settings'>, value: number, unit?: VolumeUnit): number =>
  volumeToLitres(value, saidVolumeUnit(ctx, unit));
export const metresFrom = (ctx: Pick<ToolContext, 'settings'>, value: number, unit?: LengthUnit): number =>
  lengthToMetres(value, unit ?? unitsOf(ctx).length_unit);
export const litresPer100KmFrom = (ctx: Pick<ToolContext, 'settings'>, value: number, unit?: ConsumptionUnit) =>
  consumptionToLitresPer100Km(value, saidConsumptionUnit(ctx, unit));

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

/** A new description as a change confirms it: 'described as “Quiet sites only”'. */
export const describedAs = (ctx: Pick<ToolContext, 'language'>, description: string): string =>
  pick(ctx, {
    en: `described as “${description}”`,
    es: `con la descripción «${description}»`,
    fr: `décrit ainsi : « ${description} »`,
  });

/** Where the odometer stood, as a reply adds it: ' at 45,210 km' (nothing when no reading was given). */
export const atOdometer = (ctx: Measured & Pick<ToolContext, 'language'>, km: number | null): string =>
  km === null
    ? ''
    : pick(ctx, { en: ` at ${distance(ctx, km)}`, es: ` a los ${distance(ctx, km)}`, fr: ` à ${distance(ctx, km)}` });
