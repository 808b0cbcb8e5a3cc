/**
 * Units (SPEC §2 settings: imperial with miles and °F, metric with km and °C). Everything is stored metric; these
 * convert for display and input. Imperial volumes are US gallons and fuel economy US miles per gallon.
 */
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const KM_PER_MILE = 1.609344;
export const LITRES_PER_US_GALLON = 3.785411784;
export const KG_PER_POUND = 0.45359237;
export const METRES_PER_FOOT = 0.3048;

export const kmToMiles = (km: number) => km / KM_PER_MILE;
export const milesToKm = (miles: number) => miles * KM_PER_MILE;
export const litresToGallons = (litres: number) => litres / LITRES_PER_US_GALLON;
export const gallonsToLitres = (gallons: number) => gallons * LITRES_PER_US_GALLON;
export const kgToPounds = (kg: number) => kg / KG_PER_POUND;
export const poundsToKg = (pounds: number) => pounds * KG_PER_POUND;
export const metresToFeet = (metres: number) => metres / METRES_PER_FOOT;
export const feetToMetres = (feet: number) => feet * METRES_PER_FOOT;
export const celsiusToFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;

/** L/100 km and US MPG are reciprocal: 235.214583... / one = the other. */
const MPG_L100 = (100 * LITRES_PER_US_GALLON) / KM_PER_MILE;
export const litresPer100KmToMpg = (l100: number) => MPG_L100 / l100;
export const mpgToLitresPer100Km = (mpg: number) => MPG_L100 / mpg;
