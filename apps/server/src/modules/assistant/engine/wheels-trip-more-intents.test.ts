import type { PamToolCall } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { best, call, cases, ctx } from './travel-intents-test-kit.ts';

// A saved trip's budget, rig and order of stops, a trip share refreshed and a comment on a shared trip deleted, in
// English, Spanish and French, read by the whole engine.

type Args<K extends PamToolCall['name']> = Extract<PamToolCall, { name: K }>['args'];
const TRIP_ID = '77777777-7777-4777-8777-777777777777';
const SHARE_ID = '88888888-8888-4888-8888-888888888888';
const onTrip = { ...ctx, subject: { kind: 'trip', id: TRIP_ID, label: 'Moab loop' } };
const onShare = { ...ctx, subject: { kind: 'trip_share', id: SHARE_ID, label: 'Moab loop' } };

const budget = (args: Args<'set_trip_budget'>) => call({ name: 'set_trip_budget', args });
cases('set_trip_budget', [
  ["set the Moab trip's budget to $800", budget({ trip: 'Moab', budget: 800, currency: 'USD' })],
  ['set a budget of 800 for the Moab trip', budget({ trip: 'Moab', budget: 800 })],
  ['can you set the budget of the Moab trip to 1200?', budget({ trip: 'Moab', budget: 1200 })],
  ["the Moab trip's budget is 800 dollars", budget({ trip: 'Moab', budget: 800, currency: 'USD' })],
  ['remove the budget from the Moab trip', budget({ trip: 'Moab', budget: null })],
  ['el presupuesto del viaje de Moab es 800 €', budget({ trip: 'Moab', budget: 800, currency: 'EUR' })],
  ['pon un presupuesto de 800 euros al viaje de Moab', budget({ trip: 'Moab', budget: 800, currency: 'EUR' })],
  ['¿puedes poner el presupuesto del viaje de Moab en 800 €?', budget({ trip: 'Moab', budget: 800, currency: 'EUR' })],
  ['quita el presupuesto del viaje de Moab', budget({ trip: 'Moab', budget: null })],
  ['budget de 800 € pour le voyage Moab', budget({ trip: 'Moab', budget: 800, currency: 'EUR' })],
  ['fixe le budget du voyage Moab à 800 €', budget({ trip: 'Moab', budget: 800, currency: 'EUR' })],
  ['peux-tu mettre le budget du voyage Moab à 800 € ?', budget({ trip: 'Moab', budget: 800, currency: 'EUR' })],
  ['supprime le budget du voyage Moab', budget({ trip: 'Moab', budget: null })],
  ['raise the Moab trip budget to 900', budget({ trip: 'Moab', budget: 900 })],
]);
cases(
  'set_trip_budget of the trip Pam just named',
  [['set its budget to 900', budget({ id: TRIP_ID, budget: 900 })]],
  onTrip,
);

const rig = (args: Args<'set_trip_rig'>) => call({ name: 'set_trip_rig', args });
cases('set_trip_rig', [
  ['use the Jeep for the Moab trip', rig({ trip: 'Moab', vehicle: 'Jeep' })],
  ['could you take the motorhome on the Moab trip?', rig({ trip: 'Moab', vehicle: 'motorhome' })],
  ['change the rig of the Moab trip to the Jeep', rig({ trip: 'Moab', vehicle: 'Jeep' })],
  ['el viaje de Moab con la autocaravana', rig({ trip: 'Moab', vehicle: 'autocaravana' })],
  ['usa la autocaravana para el viaje de Moab', rig({ trip: 'Moab', vehicle: 'autocaravana' })],
  ['cambia el vehículo del viaje de Moab a la autocaravana', rig({ trip: 'Moab', vehicle: 'autocaravana' })],
  ['prends le camping-car pour le voyage Moab', rig({ trip: 'Moab', vehicle: 'camping-car' })],
  ['le voyage Moab avec le camping-car', rig({ trip: 'Moab', vehicle: 'camping-car' })],
  ['quiero llevar la autocaravana en el viaje de Moab', rig({ trip: 'Moab', vehicle: 'autocaravana' })],
  ['llevamos el Jeep al viaje de Moab', rig({ trip: 'Moab', vehicle: 'Jeep' })],
  ['je voudrais prendre le camping-car pour le voyage Moab', rig({ trip: 'Moab', vehicle: 'camping-car' })],
  ["let's take the Jeep on the Moab trip", rig({ trip: 'Moab', vehicle: 'Jeep' })],
]);
cases(
  'set_trip_rig of the trip Pam just named',
  [['use the Jeep for it', rig({ id: TRIP_ID, vehicle: 'Jeep' })]],
  onTrip,
);

const move = (args: Args<'move_trip_stop'>) => call({ name: 'move_trip_stop', args });
cases('move_trip_stop', [
  ['move Bluff before Monticello in the Moab trip', move({ trip: 'Moab', stop: 'Bluff', before: 'Monticello' })],
  ['put Green River last in the Moab trip', move({ trip: 'Moab', stop: 'Green River', to: 'last' })],
  ['move Green River to the end of the Moab trip', move({ trip: 'Moab', stop: 'Green River', to: 'last' })],
  ['move Bluff after Moab on my Moab trip', move({ trip: 'Moab', stop: 'Bluff', after: 'Moab' })],
  ['pon Bluff antes de Monticello en el viaje de Moab', move({ trip: 'Moab', stop: 'Bluff', before: 'Monticello' })],
  ['pon Green River al final del viaje de Moab', move({ trip: 'Moab', stop: 'Green River', to: 'last' })],
  ['mueve Bluff después de Moab en el viaje de Moab', move({ trip: 'Moab', stop: 'Bluff', after: 'Moab' })],
  ['mets Bluff avant Monticello dans le voyage Moab', move({ trip: 'Moab', stop: 'Bluff', before: 'Monticello' })],
  ['mets Green River en premier dans le voyage Moab', move({ trip: 'Moab', stop: 'Green River', to: 'first' })],
  ['déplace Bluff après Moab dans le voyage Moab', move({ trip: 'Moab', stop: 'Bluff', after: 'Moab' })],
  ['make Green River the last stop of the Moab trip', move({ trip: 'Moab', stop: 'Green River', to: 'last' })],
  [
    'haz que Green River sea la primera parada del viaje de Moab',
    move({ trip: 'Moab', stop: 'Green River', to: 'first' }),
  ],
  ['fais de Green River la dernière étape du voyage Moab', move({ trip: 'Moab', stop: 'Green River', to: 'last' })],
]);
cases(
  'move_trip_stop in the trip Pam just named',
  [
    ['put Green River last', move({ id: TRIP_ID, stop: 'Green River', to: 'last' })],
    ['pon Bluff al principio', move({ id: TRIP_ID, stop: 'Bluff', to: 'first' })],
  ],
  onTrip,
);

const refresh = (args: Args<'refresh_trip_share'>) => call({ name: 'refresh_trip_share', args });
cases('refresh_trip_share', [
  ['update the shared Moab trip', refresh({ trip: 'Moab' })],
  ['refresh my Moab trip share', refresh({ trip: 'Moab' })],
  ['actualiza el viaje compartido de Moab', refresh({ trip: 'Moab' })],
  ['¿puedes actualizar el viaje compartido de Moab?', refresh({ trip: 'Moab' })],
  ['mets à jour le voyage partagé Moab', refresh({ trip: 'Moab' })],
  ['re-share the Moab trip', refresh({ trip: 'Moab' })],
  ['actualiza el viaje de Moab que compartí', refresh({ trip: 'Moab' })],
  ["mets à jour le voyage Moab que j'ai partagé", refresh({ trip: 'Moab' })],
  [
    'change the description of the shared Moab trip to Come along!',
    refresh({ trip: 'Moab', description: 'Come along!' }),
  ],
  [
    'cambia la descripción del viaje compartido de Moab a «¡Venid con nosotros!»',
    refresh({ trip: 'Moab', description: '¡Venid con nosotros!' }),
  ],
  ['change le message du voyage partagé Moab en « Venez ! »', refresh({ trip: 'Moab', description: 'Venez !' })],
  ['remove the description of the shared Moab trip', refresh({ trip: 'Moab', description: '' })],
]);
cases('refresh_trip_share of the share Pam just named', [['update it', refresh({ id: SHARE_ID })]], onShare);

const uncomment = (args: Args<'delete_trip_comment'>) => call({ name: 'delete_trip_comment', args });
cases('delete_trip_comment', [
  ["delete my comment on Sam's Moab trip", uncomment({ trip: 'Sam Moab' })],
  ["delete Sam's comment on my Moab trip", uncomment({ trip: 'Moab', by: 'Sam' })],
  ['borra mi comentario del viaje de Moab de Sam', uncomment({ trip: 'Moab de Sam' })],
  ['borra el comentario de Ana en mi viaje de Moab', uncomment({ trip: 'Moab', by: 'Ana' })],
  ["delete the comment I left on Sam's Moab trip", uncomment({ trip: 'Sam Moab' })],
  ['supprime mon commentaire sur le voyage Moab de Sam', uncomment({ trip: 'Moab de Sam' })],
  ['peux-tu supprimer mon commentaire sur le voyage Moab de Sam ?', uncomment({ trip: 'Moab de Sam' })],
]);

describe('which one, and the requests these must leave alone', () => {
  it('"the second one" picks the second listed', () => {
    const previous: PamToolCall = { name: 'set_trip_rig', args: { trip: 'Moab', vehicle: 'Jeep' } };
    expect(best('the second one', { ...ctx, previous })).toEqual(rig({ trip: 'Moab', vehicle: 'Jeep', choice: 2 }));
    const asked: PamToolCall = { name: 'delete_trip_comment', args: { trip: 'Moab' } };
    expect(best('la première', { ...ctx, previous: asked })).toEqual(uncomment({ trip: 'Moab', choice: 1 }));
  });
  it('does not set a trip budget to the amount a change is "by"', () => {
    const u = best('raise the Moab trip budget by 100');
    expect(u.kind === 'tool' ? u.call.name : u.kind).not.toBe('set_trip_budget');
  });
  it.each([
    ['move the stove to the rear locker', 'move_storage_item'],
    ['move the Alps trip to start on June 3', 'set_trip_dates'],
    ['add Blanding before Bluff on the Moab trip', 'add_trip_stop'],
    ['remove Green River from the Moab trip', 'remove_trip_stop'],
    ['share the Moab trip with Sam', 'share_trip'],
    ['stop sharing the Moab trip', 'unshare_trip'],
    ['set my groceries budget to 500', 'set_budget'],
    ["delete my comment on Sam's post", 'delete_comment'],
    ['plan a trip from Denver to Moab with the Jeep', 'plan_trip'],
  ])('%s stays %s', (text, name) => {
    const u = best(text);
    expect(u.kind === 'tool' ? u.call.name : u.kind).toBe(name);
  });
});
