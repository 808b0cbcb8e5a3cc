import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import { best, call, cases, ctx } from './travel-intents-test-kit.ts';

// Maintenance schedules listed, changed and deleted, the user's own checklists, the weight carried and the trip
// planner's preferences, in English, Spanish and French; and the neighbouring requests they must not take.

const c = (x: PamToolCall) => call(x);
const schedules = c({ name: 'list_maintenance_schedules', args: {} });
cases('list_maintenance_schedules', [
  ['what services are scheduled?', schedules],
  ['list my maintenance schedules', schedules],
  ['show me my maintenance reminders', schedules],
  ['¿qué mantenimientos tengo programados?', schedules],
  ['muéstrame mis planes de mantenimiento', schedules],
  ['quels entretiens sont planifiés ?', schedules],
  ["montre-moi mes rappels d'entretien", schedules],
]);

const every = (args: Extract<PamToolCall, { name: 'update_maintenance_schedule' }>['args']) =>
  c({ name: 'update_maintenance_schedule', args });
cases('update_maintenance_schedule', [
  [
    'change the oil change to every 8,000 km',
    every({ schedule: 'oil change', every_distance: 8000, distance_unit: 'km' }),
  ],
  [
    'set the tyre rotation to every 6 months or 10,000 km',
    every({ schedule: 'tyre rotation', every_months: 6, every_distance: 10000, distance_unit: 'km' }),
  ],
  ['change the generator service interval to 12 months', every({ schedule: 'generator service', every_months: 12 })],
  ['make the roof inspection every year', every({ schedule: 'roof inspection', every_months: 12 })],
  [
    'cambia el cambio de aceite a cada 8000 km',
    every({ schedule: 'cambio de aceite', every_distance: 8000, distance_unit: 'km' }),
  ],
  ['pon la revisión de frenos cada 6 meses', every({ schedule: 'revisión de frenos', every_months: 6 })],
  ['passe la vidange à tous les 15 000 km', every({ schedule: 'vidange', every_distance: 15000, distance_unit: 'km' })],
  ['modifie le rappel de vidange : tous les 2 ans', every({ schedule: 'vidange', every_months: 24 })],
]);

const drop = (schedule: string) => c({ name: 'delete_maintenance_schedule', args: { schedule } });
cases('delete_maintenance_schedule', [
  ['delete the tyre rotation schedule', drop('tyre rotation')],
  ['stop reminding me about the oil change', drop('oil change')],
  ['remove my generator service reminder', drop('generator service')],
  ['borra el recordatorio del cambio de aceite', drop('cambio de aceite')],
  ['elimina el plan de mantenimiento de los frenos', drop('frenos')],
  ['supprime le rappel de vidange', drop('vidange')],
  ["efface le plan d'entretien des freins", drop('freins')],
]);

const made = (name: string, items: string[]) => c({ name: 'create_checklist', args: { name, items } });
cases('create_checklist', [
  [
    "make a checklist 'leaving the site': water off, steps in, antenna down",
    made('leaving the site', ['water off', 'steps in', 'antenna down']),
  ],
  [
    'create a new checklist called Night stop: chocks on, blinds down and door locked',
    made('Night stop', ['chocks on', 'blinds down', 'door locked']),
  ],
  [
    'crea una lista «salir del camping»: agua cerrada, escalón dentro y antena bajada',
    made('salir del camping', ['agua cerrada', 'escalón dentro', 'antena bajada']),
  ],
  ['haz una lista Ferry: gas cerrado, nevera en 12V', made('Ferry', ['gas cerrado', 'nevera en 12V'])],
  [
    'crée une liste « quitter le camping » : eau coupée, marche rentrée, antenne baissée',
    made('quitter le camping', ['eau coupée', 'marche rentrée', 'antenne baissée']),
  ],
  ['fais une liste Hiver : purge eau, antigel et bâche', made('Hiver', ['purge eau', 'antigel', 'bâche'])],
]);

const finish = c({ name: 'complete_checklist', args: {} });
cases('complete_checklist', [
  ['finish the checklist', finish],
  ["I'm done with the checklist", finish],
  ['mark my checklist as complete', finish],
  ['termina la lista', finish],
  ['he terminado la lista de seguridad', finish],
  ['termine la liste', finish],
  ["j'ai fini la liste", finish],
]);

const unlist = (checklist: string) => c({ name: 'delete_checklist', args: { checklist } });
cases('delete_checklist', [
  ['delete my leaving the site checklist', unlist('leaving the site')],
  ['remove the Night stop checklist', unlist('Night stop')],
  ['borra mi lista salir del camping', unlist('salir del camping')],
  ['elimina la lista Ferry', unlist('Ferry')],
  ['supprime ma liste quitter le camping', unlist('quitter le camping')],
  ['efface la liste Hiver', unlist('Hiver')],
]);

const weight = c({ name: 'storage_weight', args: {} });
cases('storage_weight', [
  ['how much weight am I carrying?', weight],
  ["what's my payload?", weight],
  ['am I overweight?', weight],
  ['¿cuánto peso llevo?', weight],
  ['¿cuánta carga útil me queda?', weight],
  ['quel poids je transporte ?', weight],
  ['combien de charge utile me reste-t-il ?', weight],
]);

const prefs = c({ name: 'travel_preferences', args: {} });
const set = (args: Extract<PamToolCall, { name: 'set_travel_preferences' }>['args']) =>
  c({ name: 'set_travel_preferences', args });
cases('travel preferences', [
  ['what are my travel preferences?', prefs],
  ["what's my daily driving limit?", prefs],
  ['¿cuáles son mis preferencias de viaje?', prefs],
  ['¿qué límite diario tengo?', prefs],
  ['quelles sont mes préférences de voyage ?', prefs],
  ['montre ma limite journalière', prefs],
  ['limit my drives to 300 km a day', set({ daily_limit: 300, distance_unit: 'km' })],
  ['set my daily limit to 250 miles', set({ daily_limit: 250, distance_unit: 'mi' })],
  ['diesel is 1.85 a litre', set({ fuel_price: 1.85, volume_unit: 'L' })],
  ['gas is $3.89 a gallon', set({ fuel_price: 3.89, currency: 'USD', volume_unit: 'gal' })],
  ['forget my fuel price', set({ reset: ['fuel_price'] })],
  ['no quiero conducir más de 300 km al día', set({ daily_limit: 300, distance_unit: 'km' })],
  ['el diésel está a 1,85 el litro', set({ fuel_price: 1.85, volume_unit: 'L' })],
  ['la gasolina cuesta 1,79 € el litro', set({ fuel_price: 1.79, currency: 'EUR', volume_unit: 'L' })],
  ['limite mes étapes à 400 km par jour', set({ daily_limit: 400, distance_unit: 'km' })],
  ['le gazole est à 1,85 le litre', set({ fuel_price: 1.85, volume_unit: 'L' })],
  ['remets la limite par jour par défaut', set({ reset: ['daily_limit'] })],
]);

describe('what these requests leave to the others', () => {
  it.each([
    ['when is my next oil change scheduled?', 'maintenance_due'],
    ['remind me to rotate the tyres every 10,000 km', 'schedule_maintenance'],
    ['recuérdame cambiar el aceite cada 10.000 km', 'schedule_maintenance'],
    ['delete the oil change record', 'delete_maintenance'],
    ['borra el cambio de aceite de ayer', 'delete_maintenance'],
    ['start the pre-departure checklist', 'start_checklist'],
    ["what's left on my checklist?", 'list_checklists'],
    ['tick the gas', 'tick_checklist_item'],
    ['eché 40 litros de diésel a 1,65 el litro', 'log_fuel'],
    ["j'ai mis 40 litres de gazole à 1,85 le litre", 'log_fuel'],
    ['plan a trip from Boise to Reno 300 miles a day', 'plan_trip'],
    ['planifie un voyage de Lille à Dijon avec 400 km par jour', 'plan_trip'],
    ['where is the awning crank?', 'find_storage_item'],
    ['quita los spare fuses de la lista', 'delete_storage_item'],
  ])('%s → %s', (text, name) => {
    const u = best(text);
    expect(u.kind === 'tool' ? u.call.name : u.kind).toBe(name);
  });
});

describe('follow-ups', () => {
  const after = (previous: PamToolCall, subject?: EngineContext['subject']): EngineContext => ({
    ...ctx,
    previous,
    subject: subject ?? null,
  });
  const asked: PamToolCall = { name: 'delete_maintenance_schedule', args: { schedule: 'service' } };
  it.each([
    ['the second one', 2],
    ['el primero', 1],
    ['la deuxième', 2],
  ])('"%s" after "which schedule?" picks it', (text, choice) => {
    expect(best(text, after(asked))).toEqual(call({ ...asked, args: { schedule: 'service', choice } }));
  });

  it('"delete it" and "change it to every 5,000 miles" act on the schedule in hand', () => {
    const subject = { kind: 'maintenance_schedule', id: '3b0f4c9e-8f7a-4f8e-9a51-0a1a5c2f6d11', label: 'Oil change' };
    const context = after({ name: 'list_maintenance_schedules', args: {} }, subject);
    expect(best('delete it', context)).toEqual(call({ name: 'delete_maintenance_schedule', args: { id: subject.id } }));
    expect(best('change it to every 5,000 miles', context)).toEqual(
      every({ id: subject.id, every_distance: 5000, distance_unit: 'mi' }),
    );
  });
});

const schedule = (args: Extract<PamToolCall, { name: 'schedule_maintenance' }>['args']) =>
  c({ name: 'schedule_maintenance', args });
cases('schedule_maintenance: a reminder from now ("in 5,000 miles") is the task kept every that much', [
  [
    'remind me to rotate the tires in 5000 miles',
    schedule({ task: 'Tire rotation', every_distance: 5000, distance_unit: 'mi' }),
  ],
  ['remind me to flush the black tank in 3 months', schedule({ task: 'Flush the black tank', every_months: 3 })],
  [
    'recuérdame revisar los frenos dentro de 10.000 km',
    schedule({ task: 'Revisión de frenos', every_distance: 10000, distance_unit: 'km' }),
  ],
  [
    'rappelle-moi de vérifier les pneus dans 5 000 km',
    schedule({ task: 'Vérifier les pneus', every_distance: 5000, distance_unit: 'km' }),
  ],
]);

const fuelBudget = c({ name: 'set_budget', args: { category: 'fuel', period: 'monthly', amount: 200 } });
cases('a fuel budget is a budget, not a fuel price ("mensual" and "al mes" hold no "a l")', [
  ['pon un presupuesto mensual de 200 para combustible', fuelBudget],
  ['pon un presupuesto de 200 al mes para gasolina', fuelBudget],
  ['presupuesto mensual de combustible de 200', fuelBudget],
]);
