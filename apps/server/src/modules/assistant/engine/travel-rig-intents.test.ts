import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { Understanding } from '../assistant.types.ts';
import { best, call, cases, located } from './travel-intents-test-kit.ts';

// Where the user is, the rig's upkeep (maintenance, fill-ups), stowed items and settings, and what is not a travel
// request, in English, Spanish and French.

const here = (place: string) => call({ name: 'set_location', args: { place } });
cases('set_location', [
  ["I'm in Moab", here('Moab')],
  ['my city is Denver', here('Denver')],
  ["we're in Flagstaff", here('Flagstaff')],
  ['I am currently in Santa Fe', here('Santa Fe')],
  ['estoy en Sevilla', here('Sevilla')],
  ['estamos en Granada', here('Granada')],
  ['me encuentro en Valencia', here('Valencia')],
  ['je suis à Lyon', here('Lyon')],
  ['nous sommes à Annecy', here('Annecy')],
  ['on est à Toulouse', here('Toulouse')],
  ['estoy en Las Vegas', here('Las Vegas')],
]);

const due = call({ name: 'maintenance_due', args: {} });
cases('maintenance_due', [
  ['what maintenance is due', due],
  ['am I due for an oil change', due],
  ['is any maintenance overdue', due],
  ['when is my next oil change', due],
  ['do I need to rotate my tires', due],
  ['¿qué mantenimiento toca?', due],
  ['¿tengo mantenimiento pendiente?', due],
  ['cuando toca el próximo cambio de aceite', due],
  ['quel entretien est à faire', due],
  ["est-ce que j'ai de l'entretien en retard ?", due],
  ['prochaine vidange quand ?', due],
]);

const service = (args: Extract<PamToolCall, { name: 'log_maintenance' }>['args']) =>
  call({ name: 'log_maintenance', args });
cases('log_maintenance', [
  [
    'I changed the oil today at 45,200 miles for $89',
    service({
      task: 'Oil change',
      date: '2026-03-11',
      cost: 89,
      currency: 'USD',
      odometer: 45200,
      odometer_unit: 'mi',
    }),
  ],
  ['log a tire rotation yesterday', service({ task: 'Tire rotation', date: '2026-03-10' })],
  [
    'rotated the tires yesterday at 32000 miles',
    service({ task: 'Tire rotation', date: '2026-03-10', odometer: 32000, odometer_unit: 'mi' }),
  ],
  ['just had the brakes done, $450', service({ task: 'Brake service', cost: 450, currency: 'USD' })],
  ['replaced the air filter today', service({ task: 'Air filter replacement', date: '2026-03-11' })],
  ['cambié el aceite ayer', service({ task: 'Cambio de aceite', date: '2026-03-10' })],
  [
    'cambiamos los neumáticos ayer por 600 euros',
    service({ task: 'Cambio de neumáticos', date: '2026-03-10', cost: 600, currency: 'EUR' }),
  ],
  ['hice la revisión del generador hoy', service({ task: 'Mantenimiento del generador', date: '2026-03-11' })],
  [
    "j'ai fait la vidange hier à 52 000 km pour 120 €",
    service({ task: 'Vidange', date: '2026-03-10', cost: 120, currency: 'EUR', odometer: 52000, odometer_unit: 'km' }),
  ],
  [
    "j'ai changé les plaquettes de frein pour 180 €",
    service({ task: 'Entretien des freins', cost: 180, currency: 'EUR' }),
  ],
  ["j'ai fait la révision à 80 000 km", service({ task: 'Révision', odometer: 80000, odometer_unit: 'km' })],
]);

const fillUp = (args: Extract<PamToolCall, { name: 'log_fuel' }>['args']) => call({ name: 'log_fuel', args });
cases('log_fuel', [
  [
    'filled up 60 litres for 95 euros',
    fillUp({ volume: 60, volume_unit: 'L', total_cost: 95, currency: 'EUR', full_tank: true }),
  ],
  [
    'I put 20 gallons of diesel in at $3.89 a gallon',
    fillUp({ volume: 20, volume_unit: 'gal', price_per_unit: 3.89, currency: 'USD' }),
  ],
  [
    'filled up with 15.5 gallons for $62',
    fillUp({ volume: 15.5, volume_unit: 'gal', total_cost: 62, currency: 'USD', full_tank: true }),
  ],
  [
    'filled up 10 imperial gallons for £75',
    fillUp({ volume: 10, volume_unit: 'imp_gal', total_cost: 75, currency: 'GBP', full_tank: true }),
  ],
  [
    'llené 12 galones imperiales por 90 libras',
    fillUp({ volume: 12, volume_unit: 'imp_gal', total_cost: 90, currency: 'GBP', full_tank: true }),
  ],
  [
    'fill up 45 L 78 euros at 123456 km',
    fillUp({
      volume: 45,
      volume_unit: 'L',
      total_cost: 78,
      currency: 'EUR',
      odometer: 123456,
      odometer_unit: 'km',
      full_tank: true,
    }),
  ],
  [
    'got 30 gallons of gas for 120 dollars',
    fillUp({ volume: 30, volume_unit: 'gal', total_cost: 120, currency: 'USD' }),
  ],
  ['tanked up today, $85', fillUp({ total_cost: 85, currency: 'USD', date: '2026-03-11', full_tank: true })],
  [
    'llené el tanque con 50 litros por 80 dólares',
    fillUp({ volume: 50, volume_unit: 'L', total_cost: 80, currency: 'USD', full_tank: true }),
  ],
  [
    'reposté 40 litros de diésel por 65 euros',
    fillUp({ volume: 40, volume_unit: 'L', total_cost: 65, currency: 'EUR' }),
  ],
  [
    'llené el depósito, 55 litros a 1,45 el litro',
    fillUp({ volume: 55, volume_unit: 'L', price_per_unit: 1.45, full_tank: true }),
  ],
  [
    "j'ai fait le plein: 70 L pour 120 €",
    fillUp({ volume: 70, volume_unit: 'L', total_cost: 120, currency: 'EUR', full_tank: true }),
  ],
  [
    "j'ai mis 40 litres de gazole pour 70 euros",
    fillUp({ volume: 40, volume_unit: 'L', total_cost: 70, currency: 'EUR' }),
  ],
  [
    'plein fait: 60 litres, 105 €',
    fillUp({ volume: 60, volume_unit: 'L', total_cost: 105, currency: 'EUR', full_tank: true }),
  ],
]);

const item = (query: string) => call({ name: 'find_storage_item', args: { query } });
cases('find_storage_item', [
  ['where is my awning crank', item('awning crank')],
  ['where did I put the jumper cables', item('jumper cables')],
  ['wheres my tire pressure gauge', item('tire pressure gauge')],
  ['where are the leveling blocks', item('leveling blocks')],
  ['where did we put the sewer hose', item('sewer hose')],
  ['¿dónde está la manguera?', item('manguera')],
  ['¿dónde puse las llaves?', item('llaves')],
  ['donde estan mis herramientas', item('herramientas')],
  ['où est le câble électrique ?', item('câble électrique')],
  ['où sont les cales ?', item('cales')],
  ["où ai-je mis le tuyau d'eau", item("tuyau d'eau")],
]);

const settings = (args: Extract<PamToolCall, { name: 'update_settings' }>['args']) =>
  call({ name: 'update_settings', args });
cases('update_settings', [
  ['switch to metric', settings({ units: 'metric' })],
  ['set units to metric please', settings({ units: 'metric' })],
  ['use miles', settings({ distance_unit: 'mi' })],
  ['switch to imperial', settings({ units: 'imperial' })],
  ['change currency to euros', settings({ currency: 'EUR' })],
  ['change my currency to canadian dollars', settings({ currency: 'CAD' })],
  ['cambia la moneda a dólares', settings({ currency: 'USD' })],
  ['mets la devise en euros', settings({ currency: 'EUR' })],
  ['speak Spanish', settings({ language: 'es' })],
  ['respond in french', settings({ language: 'fr' })],
  ['habla en francés', settings({ language: 'fr' })],
  ['en español por favor', settings({ language: 'es' })],
  ['cambia el idioma a inglés', settings({ language: 'en' })],
  ['parle anglais', settings({ language: 'en' })],
  ['réponds en espagnol', settings({ language: 'es' })],
  ['dark mode', settings({ theme: 'dark' })],
  ['modo oscuro', settings({ theme: 'dark' })],
  ['mode sombre', settings({ theme: 'dark' })],
  ['switch to light mode', settings({ theme: 'light' })],
  ['tema claro', settings({ theme: 'light' })],
  ['mode clair', settings({ theme: 'light' })],
  ['use the system theme', settings({ theme: 'system' })],
  ['turn off voice', settings({ voice_enabled: false })],
  ['mute', settings({ voice_enabled: false })],
  ['turn voice on', settings({ voice_enabled: true })],
  ['activa la voz', settings({ voice_enabled: true })],
  ['désactive la voix', settings({ voice_enabled: false })],
]);

const TRAVEL_TOOLS = [
  'distance_between',
  'plan_trip',
  'fuel_cost',
  'find_campgrounds',
  'weather',
  'set_location',
  'maintenance_due',
  'log_maintenance',
  'log_fuel',
  'find_storage_item',
  'update_settings',
];
const toolName = (u: Understanding): string | null => (u.kind === 'tool' ? u.call.name : null);

describe('past spending is a summary or an expense, never a fuel estimate or a fill-up', () => {
  it.each([
    ['how much did I spend on fuel', 'spending_summary'],
    ['how much did i spend on gas this month', 'spending_summary'],
    ['how much have I spent on fuel', 'spending_summary'],
    ['cuanto gaste en gasolina el mes pasado', 'spending_summary'],
    ["combien j'ai dépensé en carburant ce mois-ci", 'spending_summary'],
    ['I spent $45 on diesel today', 'log_expense'],
    ['spent 60 bucks on gas', 'log_expense'],
    ['gasté 50 euros en gasolina', 'log_expense'],
    ["j'ai dépensé 60 € en essence", 'log_expense'],
  ])('%s → %s', (text, name) => {
    expect(toolName(best(text))).toBe(name);
  });
});

describe('not a travel request', () => {
  it.each([
    "I'm in the mood for pizza",
    'estoy en casa',
    'where is the nearest gas station',
    'where am I',
    'claro, gracias',
    'I spent 20 euros in Spain',
    'how much did the tires cost last month',
  ])('%s', (text) => {
    expect(TRAVEL_TOOLS).not.toContain(toolName(best(text)));
  });
});

describe('messy phrasings (no accents, no capitals, typos, no question mark)', () => {
  it.each([
    ['how far frm denver to moab', 'distance_between'],
    ['cuanto hay de madrid a sevilla', 'distance_between'],
    ['quelle distance entre lyon et nice', 'distance_between'],
    ['planifie un voyage de paris a bordeaux', 'plan_trip'],
    ['planea un viaje de sevilla a cordoba', 'plan_trip'],
    ['wheather in moab', 'weather'],
    ['que tiempo hace en sevilla', 'weather'],
    ['quel temps fait il a lyon', 'weather'],
    ['campgrounds near moab w/ dump station', 'find_campgrounds'],
    ['campings pres de lyon', 'find_campgrounds'],
    ['donde esta la manguera', 'find_storage_item'],
    ['ou est le cable electrique', 'find_storage_item'],
    ['cambie el aceite ayer', 'log_maintenance'],
    ['llene el tanque 50 litros 80 euros', 'log_fuel'],
    ['que mantenimiento toca', 'maintenance_due'],
    ['cuanto gastare en gasolina de madrid a valencia', 'fuel_cost'],
    ['habla en frances', 'update_settings'],
  ])('%s → %s', (text, name) => {
    expect(toolName(best(text, located))).toBe(name);
  });
});
