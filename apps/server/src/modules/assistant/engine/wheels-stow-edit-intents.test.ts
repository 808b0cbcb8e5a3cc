import type { PamToolArgs } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { best, call, cases, ctx } from './travel-intents-test-kit.ts';

// Stowed items edited as the Storage screen edits them (how many, what one weighs, the name, a note), a note added
// to a maintenance record, and a fill-up or service for the rig the user names, in English, Spanish and French.

const item = (args: PamToolArgs<'update_storage_item'>) => call({ name: 'update_storage_item', args });
cases('update_storage_item', [
  ['I have 3 levelling blocks now', item({ item: 'levelling blocks', quantity: 3 })],
  ['we have 6 camping chairs now', item({ item: 'camping chairs', quantity: 6 })],
  // "we've" as typed, and a polite Spanish question opening with '¿' (both were missed).
  ["we've got 8 water jugs now", item({ item: 'water jugs', quantity: 8 })],
  ['¿puedes poner la cantidad de calzos a 8?', item({ item: 'calzos', quantity: 8 })],
  // A new name with 'camping' in it names no campground.
  [
    'renomme les chaises pliantes en Chaises de camping',
    item({ item: 'chaises pliantes', new_name: 'Chaises de camping' }),
  ],
  ['rename the folding chairs to Camping chairs', item({ item: 'folding chairs', new_name: 'Camping chairs' })],
  ['set the quantity of the spare fuses to 12', item({ item: 'spare fuses', quantity: 12 })],
  ['the generator weighs 25 kg', item({ item: 'generator', weight: 25, weight_unit: 'kg' })],
  ['the levelling blocks weigh 2.5 kg each', item({ item: 'levelling blocks', weight: 2.5, weight_unit: 'kg' })],
  ['my toolbox weighs 40 lbs', item({ item: 'toolbox', weight: 40, weight_unit: 'lb' })],
  ['rename the blue tarp to Ground tarp', item({ item: 'blue tarp', new_name: 'Ground tarp' })],
  ['add a note to the generator: needs a new spark plug', item({ item: 'generator', note: 'needs a new spark plug' })],
  ['tengo 3 calzos ahora', item({ item: 'calzos', quantity: 3 })],
  ['ahora tengo 4 sillas plegables', item({ item: 'sillas plegables', quantity: 4 })],
  ['el generador pesa 25 kg', item({ item: 'generador', weight: 25, weight_unit: 'kg' })],
  ['la caja de herramientas pesa 12,5 kilos', item({ item: 'caja de herramientas', weight: 12.5, weight_unit: 'kg' })],
  ['renombra la lona azul a Lona de suelo', item({ item: 'lona azul', new_name: 'Lona de suelo' })],
  ['cambia el nombre de la manguera a Manguera de agua', item({ item: 'manguera', new_name: 'Manguera de agua' })],
  ['añade una nota al generador: revisar el aceite', item({ item: 'generador', note: 'revisar el aceite' })],
  ["j'ai 3 cales maintenant", item({ item: 'cales', quantity: 3 })],
  ['nous avons 5 chaises maintenant', item({ item: 'chaises', quantity: 5 })],
  ['le groupe électrogène pèse 25 kg', item({ item: 'groupe électrogène', weight: 25, weight_unit: 'kg' })],
  ['la caisse à outils pèse 15 kg', item({ item: 'caisse à outils', weight: 15, weight_unit: 'kg' })],
  ['renomme la bâche bleue en Bâche de sol', item({ item: 'bâche bleue', new_name: 'Bâche de sol' })],
  [
    'ajoute une note au groupe électrogène : vérifier la bougie',
    item({ item: 'groupe électrogène', note: 'vérifier la bougie' }),
  ],
  ['change le nom de la rallonge en Rallonge 25 m', item({ item: 'rallonge', new_name: 'Rallonge 25 m' })],
  ['can you set the quantity of the levelling blocks to 4?', item({ item: 'levelling blocks', quantity: 4 })],
  ['we now have 8 water jugs', item({ item: 'water jugs', quantity: 8 })],
  ['ahora tenemos 6 sillas', item({ item: 'sillas', quantity: 6 })],
  ['las sillas pesan 4 kg cada una', item({ item: 'sillas', weight: 4, weight_unit: 'kg' })],
  ["j'ai maintenant 8 cales", item({ item: 'cales', quantity: 8 })],
  ['peux-tu mettre la quantité de cales à 8 ?', item({ item: 'cales', quantity: 8 })],
  ['les chaises pèsent 4 kg chacune', item({ item: 'chaises', weight: 4, weight_unit: 'kg' })],
]);

const note = (args: PamToolArgs<'update_maintenance'>) => call({ name: 'update_maintenance', args });
cases('update_maintenance (a note)', [
  ['add a note to the oil change: used 5W-30', note({ task: 'Oil change', note: 'used 5W-30' })],
  ['añade una nota al cambio de aceite: usé 5W-30', note({ task: 'Cambio de aceite', note: 'usé 5W-30' })],
  ['ajoute une note à la vidange : huile 5W-30', note({ task: 'Vidange', note: 'huile 5W-30' })],
]);

describe('a fill-up or a service for a named rig', () => {
  it.each([
    ['filled up the Jeep with 40 litres for $60', 'log_fuel', 'Jeep'],
    ['llené el Jeep con 40 litros por 60 dólares', 'log_fuel', 'Jeep'],
    ["j'ai fait le plein du Jeep avec 40 litres pour 60 €", 'log_fuel', 'Jeep'],
    ['oil change on the tow car today', 'log_maintenance', 'tow car'],
    ['cambio de aceite del Jeep hoy', 'log_maintenance', 'Jeep'],
    ['vidange du Jeep aujourd’hui', 'log_maintenance', 'Jeep'],
  ])('%s → %s for %s', (text, name, vehicle) => {
    const u = best(text);
    expect(u.kind === 'tool' && u.call.name).toBe(name);
    expect(u.kind === 'tool' && (u.call.args as { vehicle?: string }).vehicle).toBe(vehicle);
  });

  it.each([
    ['filled up 62 litres for £91.40 at 45,210 miles'],
    ['changed the oil yesterday for 80'],
    ['llené el depósito con 50 litros por 70 euros'],
  ])('%s names no rig', (text) => {
    const u = best(text);
    expect(u.kind === 'tool' && 'vehicle' in u.call.args).toBe(false);
  });

  it('"the second one" after Pam asked which rig picks it', () => {
    const previous = { name: 'log_fuel', args: { volume: 40, vehicle: 'Jeep' } } as const;
    expect(best('the second one', { ...ctx, previous })).toEqual(
      call({ name: 'log_fuel', args: { volume: 40, vehicle: 'Jeep', choice: 2 } }),
    );
  });
});
