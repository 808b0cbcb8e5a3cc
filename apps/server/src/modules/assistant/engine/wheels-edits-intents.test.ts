import type { PamToolCall } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { best, call, cases, ctx } from './travel-intents-test-kit.ts';

// What the Fuel Log, Vehicles and Safety screens let a user do, said in words (English, Spanish, French): a fill-up's
// station, full tank and odometer reset; a rig's width and masses; one's own checklist edited, a run discarded.

type Args<K extends PamToolCall['name']> = Extract<PamToolCall, { name: K }>['args'];
const FILL_ID = '11111111-1111-4111-8111-111111111111';
const RIG_ID = '22222222-2222-4222-8222-222222222222';
const onFill = { ...ctx, subject: { kind: 'fuel_entry', id: FILL_ID, label: '40 L for $60.00' } };
const onRig = { ...ctx, subject: { kind: 'vehicle', id: RIG_ID, label: 'Jayco (caravan)' } };

const log = (args: Args<'log_fuel'>) => call({ name: 'log_fuel', args });
const L = { volume: 40, volume_unit: 'L' as const };
cases('log_fuel with the station, a partial fill or an odometer reset', [
  [
    'filled up 40 litres for 60 at the Shell in Moab',
    log({ ...L, total_cost: 60, place: 'Shell in Moab', full_tank: true }),
  ],
  [
    'filled up the Jeep at Costco, 12 gallons for $48',
    log({
      volume: 12,
      volume_unit: 'gal',
      total_cost: 48,
      currency: 'USD',
      place: 'Costco',
      vehicle: 'Jeep',
      full_tank: true,
    }),
  ],
  ['filled up 40 litres for 60, odometer reset', log({ ...L, total_cost: 60, full_tank: true, odometer_reset: true })],
  ['filled up 40 litres for 60, it wasn’t a full tank', log({ ...L, total_cost: 60, full_tank: false })],
  ['llené 40 litros por 60 en Repsol', log({ ...L, total_cost: 60, place: 'Repsol', full_tank: true })],
  [
    'llené el depósito en la gasolinera de Burgos, 40 litros por 80 euros',
    log({ ...L, total_cost: 80, currency: 'EUR', place: 'Burgos', full_tank: true }),
  ],
  [
    'llené 40 litros por 60, cuentakilómetros reiniciado',
    log({ ...L, total_cost: 60, full_tank: true, odometer_reset: true }),
  ],
  [
    'plein de 40 litres pour 60 € chez Total',
    log({ ...L, total_cost: 60, currency: 'EUR', place: 'Total', full_tank: true }),
  ],
  [
    "j'ai fait le plein à Lyon, 40 litres pour 80 €",
    log({ ...L, total_cost: 80, currency: 'EUR', place: 'Lyon', full_tank: true }),
  ],
  [
    'plein de 40 litres pour 60 €, compteur remis à zéro',
    log({ ...L, total_cost: 60, currency: 'EUR', full_tank: true, odometer_reset: true }),
  ],
  ['log 40 litres for 60 at Shell', log({ ...L, total_cost: 60, place: 'Shell' })],
  [
    'fuelled up at BP in Dover, 50 litres, £75',
    log({ volume: 50, volume_unit: 'L', total_cost: 75, currency: 'GBP', place: 'BP in Dover', full_tank: true }),
  ],
  ['reposté 40 litros en Cepsa por 60 €', log({ ...L, total_cost: 60, currency: 'EUR', place: 'Cepsa' })],
  [
    'plein partiel de 20 litres pour 30 € chez Total',
    log({ volume: 20, volume_unit: 'L', total_cost: 30, currency: 'EUR', place: 'Total', full_tank: false }),
  ],
  // 'at' before figures is no station.
  [
    'filled up 62 litres for £91.40 at 45,210 miles',
    log({
      volume: 62,
      volume_unit: 'L',
      total_cost: 91.4,
      currency: 'GBP',
      odometer: 45210,
      odometer_unit: 'mi',
      full_tank: true,
    }),
  ],
]);

const edit = (args: Args<'update_fuel_entry'>) => call({ name: 'update_fuel_entry', args });
cases(
  'update_fuel_entry of the fill-up just logged',
  [
    ['the station was Costco', edit({ place: 'Costco', id: FILL_ID })],
    ['it was at Costco', edit({ place: 'Costco', id: FILL_ID })],
    ['that was a full tank', edit({ full_tank: true, id: FILL_ID })],
    ["it wasn't a full tank", edit({ full_tank: false, id: FILL_ID })],
    ['it was a partial fill', edit({ full_tank: false, id: FILL_ID })],
    ['the odometer was reset', edit({ odometer_reset: true, id: FILL_ID })],
    ['make that 45', edit({ total_cost: 45, id: FILL_ID })],
    ['no, it was 52 litres', edit({ volume: 52, volume_unit: 'L', id: FILL_ID })],
    ['la gasolinera era Cepsa', edit({ place: 'Cepsa', id: FILL_ID })],
    ['no era depósito lleno', edit({ full_tank: false, id: FILL_ID })],
    ['fue en Repsol', edit({ place: 'Repsol', id: FILL_ID })],
    ["c'était chez Esso", edit({ place: 'Esso', id: FILL_ID })],
    ["ce n'était pas un plein complet", edit({ full_tank: false, id: FILL_ID })],
    ["c'était un plein complet", edit({ full_tank: true, id: FILL_ID })],
  ],
  onFill,
);
cases('update_fuel_entry of the latest fill-up, or of the day said', [
  ['change the station of the last fill-up to Costco', edit({ place: 'Costco' })],
  ['the last fill-up was at Costco', edit({ place: 'Costco' })],
  ["set the place of yesterday's fill-up to Shell", edit({ place: 'Shell', date: '2026-03-10' })],
  ['mark the last fill-up as partial', edit({ full_tank: false })],
  ['el último repostaje fue en Repsol', edit({ place: 'Repsol' })],
  ['cambia la gasolinera de la última carga a Cepsa', edit({ place: 'Cepsa' })],
  ['marca la última carga como parcial', edit({ full_tank: false })],
  ['la station du dernier plein était Esso', edit({ place: 'Esso' })],
  ['le dernier plein était partiel', edit({ full_tank: false })],
  ['the station was Costco', edit({ place: 'Costco' })],
  ['change the station to Costco', edit({ place: 'Costco' })],
  ["it wasn't a full tank", edit({ full_tank: false })],
  ['no era depósito lleno', edit({ full_tank: false })],
  ["ce n'était pas un plein complet", edit({ full_tank: false })],
]);

describe('what the fill-up details leave to others', () => {
  it.each([
    ['I was at the beach', onFill],
    ['the place was great', onFill],
    ['the place was great', ctx],
    // Right after a fill-up, a budget or a goal is not the fill-up's new total.
    ['set a monthly budget of £200 for fuel', onFill],
    ['pon un presupuesto mensual de 200 € para combustible', onFill],
    ['fixe un objectif d’épargne de 500 € pour des pneus', onFill],
  ] as const)('%s', (text, context) => {
    const u = best(text, context);
    expect(u.kind === 'tool' ? u.call.name : u.kind).not.toBe('update_fuel_entry');
  });
});

const rig = (args: Args<'update_vehicle'>) => call({ name: 'update_vehicle', args });
cases('update_vehicle: width and masses in the units said', [
  ['my caravan is 2.5 m wide', rig({ width: 2.5, width_unit: 'm', vehicle: 'caravan' })],
  ["the Jeep's GVWR is 6000 lb", rig({ gross_mass: 6000, gross_mass_unit: 'lb', vehicle: 'Jeep' })],
  ["the Jeep's GVWR is 6000 pounds", rig({ gross_mass: 6000, gross_mass_unit: 'lb', vehicle: 'Jeep' })],
  ['the tare of the Jayco is 2100 kg', rig({ empty_mass: 2100, empty_mass_unit: 'kg', vehicle: 'Jayco' })],
  [
    'the caravan is 2.5 m wide and 7 m long',
    rig({ width: 2.5, width_unit: 'm', length: 7, length_unit: 'm', vehicle: 'caravan' }),
  ],
  ['la autocaravana pesa 3500 kg de MMA', rig({ gross_mass: 3500, gross_mass_unit: 'kg', vehicle: 'autocaravana' })],
  [
    'la MMA de mi autocaravana es de 3500 kg',
    rig({ gross_mass: 3500, gross_mass_unit: 'kg', vehicle: 'autocaravana' }),
  ],
  ['el ancho de la caravana es 2,3 m', rig({ width: 2.3, width_unit: 'm', vehicle: 'caravana' })],
  ['la tara de la caravana es 1200 kg', rig({ empty_mass: 1200, empty_mass_unit: 'kg', vehicle: 'caravana' })],
  ['le PTAC du camping-car est de 3,5 t', rig({ gross_mass: 3500, gross_mass_unit: 'kg', vehicle: 'camping-car' })],
  ['set the width of the Jayco to 8 ft', rig({ width: 8, width_unit: 'ft', vehicle: 'Jayco' })],
  ['the Jayco weighs 4500 lbs empty', rig({ empty_mass: 4500, empty_mass_unit: 'lb', vehicle: 'Jayco' })],
  ["my motorhome's gross weight is 3.5 tonnes", rig({ gross_mass: 3500, gross_mass_unit: 'kg', vehicle: 'motorhome' })],
  ['mi caravana pesa 1.200 kg en vacío', rig({ empty_mass: 1200, empty_mass_unit: 'kg', vehicle: 'caravana' })],
  ['mon camping-car pèse 3 t à vide', rig({ empty_mass: 3000, empty_mass_unit: 'kg', vehicle: 'camping-car' })],
  ['ma caravane fait 2,5 m de large', rig({ width: 2.5, width_unit: 'm', vehicle: 'caravane' })],
  [
    'le poids à vide de la caravane est de 1200 kg',
    rig({ empty_mass: 1200, empty_mass_unit: 'kg', vehicle: 'caravane' }),
  ],
]);
cases(
  'update_vehicle of the rig just named',
  [
    ['it is 2.5 m wide', rig({ width: 2.5, width_unit: 'm', id: RIG_ID })],
    ['its GVWR is 6000 lb', rig({ gross_mass: 6000, gross_mass_unit: 'lb', id: RIG_ID })],
  ],
  onRig,
);
cases('add_vehicle with width and masses', [
  [
    'add my Jayco caravan, 7 m long, 2.5 m wide, tare 1500 kg, GVM 2000 kg',
    call({
      name: 'add_vehicle',
      args: {
        name: 'Jayco',
        kind: 'caravan',
        empty_mass: 1500,
        empty_mass_unit: 'kg',
        gross_mass: 2000,
        gross_mass_unit: 'kg',
        length: 7,
        length_unit: 'm',
        width: 2.5,
        width_unit: 'm',
      },
    }),
  ],
  // A rig of no kind said: the form's default kind (the tool saves a motorhome); a year is not a price.
  [
    'add a rig: 2019 Winnebago View, 7.6 m long',
    call({ name: 'add_vehicle', args: { name: '2019 Winnebago View', length: 7.6, length_unit: 'm' } }),
  ],
  ['añade un vehículo: Hymer B 2019', call({ name: 'add_vehicle', args: { name: 'Hymer B 2019' } })],
  ['ajoute un véhicule : Rapido 2020', call({ name: 'add_vehicle', args: { name: 'Rapido 2020' } })],
  [
    'add a new rig - Jayco caravan 7 m',
    call({ name: 'add_vehicle', args: { name: 'Jayco', kind: 'caravan', length: 7, length_unit: 'm' } }),
  ],
]);

describe('pounds of a weight, pounds of money', () => {
  it('spent 50 pounds on fuel is an expense', () => {
    const u = best('spent 50 pounds on fuel');
    expect(u.kind === 'tool' && u.call.name).toBe('log_expense');
  });
  it('the generator weighs 25 kg stays a stowed item', () => {
    const u = best('the generator weighs 25 kg');
    expect(u.kind === 'tool' && u.call.name).toBe('update_storage_item');
  });
});

const checklist = (args: Args<'update_checklist'>) => call({ name: 'update_checklist', args });
cases('update_checklist', [
  [
    "add 'check tyre pressure' to my departure checklist",
    checklist({ add_items: ['check tyre pressure'], checklist: 'departure' }),
  ],
  [
    "can you add 'lock the door' to my departure checklist?",
    checklist({ add_items: ['lock the door'], checklist: 'departure' }),
  ],
  [
    'add tyres, gas and water to my Leaving checklist',
    checklist({ add_items: ['tyres', 'gas', 'water'], checklist: 'Leaving' }),
  ],
  ['take the gas off my departure list', checklist({ remove_items: ['gas'], checklist: 'departure' })],
  ['remove the fuses from my checklist', checklist({ remove_items: ['fuses'] })],
  ["rename the departure checklist 'Leaving'", checklist({ new_name: 'Leaving', checklist: 'departure' })],
  ["remove 'gas off' from the departure checklist", checklist({ remove_items: ['gas off'], checklist: 'departure' })],
  ['cambia el nombre de mi lista Salida por Partida', checklist({ new_name: 'Partida', checklist: 'Salida' })],
  ['supprime « gaz » de la liste Départ', checklist({ remove_items: ['gaz'], checklist: 'Départ' })],
  ['rename my departure checklist to Leaving', checklist({ new_name: 'Leaving', checklist: 'departure' })],
  ["quita 'gas' de mi lista de salida", checklist({ remove_items: ['gas'], checklist: 'salida' })],
  [
    "añade 'presión de neumáticos' a mi lista de salida",
    checklist({ add_items: ['presión de neumáticos'], checklist: 'salida' }),
  ],
  ['renombra mi lista de salida a Partida', checklist({ new_name: 'Partida', checklist: 'salida' })],
  ['cambia el nombre de la lista Salida a Partida', checklist({ new_name: 'Partida', checklist: 'Salida' })],
  ['renomme ma liste départ en Partir', checklist({ new_name: 'Partir', checklist: 'départ' })],
  [
    'ajoute « pression des pneus » à ma liste départ',
    checklist({ add_items: ['pression des pneus'], checklist: 'départ' }),
  ],
  ['enlève le gaz de ma liste départ', checklist({ remove_items: ['gaz'], checklist: 'départ' })],
]);

describe('update_checklist: "the second one" after Pam asked which', () => {
  const previous: PamToolCall = { name: 'update_checklist', args: { checklist: 'departure', add_items: ['tyres'] } };
  it.each([
    ['the second one', 2],
    ['la segunda', 2],
    ['la première', 1],
  ] as const)('%s', (text, choice) => {
    expect(best(text, { ...ctx, previous })).toEqual(
      call({ name: 'update_checklist', args: { checklist: 'departure', add_items: ['tyres'], choice } }),
    );
  });
});

const discard = call({ name: 'discard_checklist_run', args: {} });
cases('discard_checklist_run', [
  ['discard the checklist', discard],
  ['cancel the checklist', discard],
  ['delete the checklist in progress', discard],
  ['descarta la lista en curso', discard],
  ['cancela la lista', discard],
  ['abandonne la liste en cours', discard],
  ['annule la liste', discard],
  ['abandon the current checklist', discard],
  ['I want to cancel the checklist', discard],
  ['arrête la liste', discard],
]);
cases('discard_checklist_run of the run just named', [['cancel it', discard]], {
  ...ctx,
  subject: { kind: 'safety_run', id: FILL_ID, label: 'Pre-departure' },
});

describe('what the checklist edits leave to others', () => {
  it.each([
    ['delete my departure checklist', 'delete_checklist'],
    ['quita los spare fuses de la lista', 'delete_storage_item'],
    ['add milk to my shopping list', 'unknown'],
    ['start the pre-departure checklist', 'start_checklist'],
    ['start the night stop checklist', 'start_checklist'],
    ['finish the checklist', 'complete_checklist'],
    ['rename the blue tarp to Ground tarp', 'update_storage_item'],
  ])('%s → %s', (text, name) => {
    const u = best(text);
    expect(u.kind === 'tool' ? u.call.name : u.kind).toBe(name);
  });
});
