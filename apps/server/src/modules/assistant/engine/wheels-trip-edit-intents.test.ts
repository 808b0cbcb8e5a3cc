import type { PamToolCall } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { best, call, cases, ctx } from './travel-intents-test-kit.ts';

// A saved trip's dates and stops changed in words, in English, Spanish and French, read by the whole engine (today is
// Wednesday 2026-03-11).

type Args<K extends PamToolCall['name']> = Extract<PamToolCall, { name: K }>['args'];
const TRIP_ID = '77777777-7777-4777-8777-777777777777';
const onTrip = { ...ctx, subject: { kind: 'trip', id: TRIP_ID, label: 'Moab loop' } };

const dates = (args: Args<'set_trip_dates'>) => call({ name: 'set_trip_dates', args });
cases('set_trip_dates', [
  ['move the Alps trip to start on June 3', dates({ trip: 'Alps', start_date: '2026-06-03' })],
  ['the Moab trip starts next Friday', dates({ trip: 'Moab', start_date: '2026-03-13' })],
  ['move my Alps trip to June 3', dates({ trip: 'Alps', start_date: '2026-06-03' })],
  ['change the start date of the Alps trip to June 3', dates({ trip: 'Alps', start_date: '2026-06-03' })],
  ['the Alps trip ends on June 10', dates({ trip: 'Alps', end_date: '2026-06-10' })],
  ['my Moab trip now begins on April 2', dates({ trip: 'Moab', start_date: '2026-04-02' })],
  ['el viaje de los Alpes empieza el 3 de junio', dates({ trip: 'Alpes', start_date: '2026-06-03' })],
  ['cambia el viaje de los Alpes para que empiece el 3 de junio', dates({ trip: 'Alpes', start_date: '2026-06-03' })],
  ['mueve el viaje de Moab al 3 de junio', dates({ trip: 'Moab', start_date: '2026-06-03' })],
  ['el viaje a Moab termina el 10 de junio', dates({ trip: 'Moab', end_date: '2026-06-10' })],
  ['le voyage Alpes commence le 3 juin', dates({ trip: 'Alpes', start_date: '2026-06-03' })],
  ['déplace le voyage des Alpes au 3 juin', dates({ trip: 'Alpes', start_date: '2026-06-03' })],
  ['le voyage Moab se termine le 10 juin', dates({ trip: 'Moab', end_date: '2026-06-10' })],
  ['mon voyage Moab commence le 2 avril', dates({ trip: 'Moab', start_date: '2026-04-02' })],
  ['¿puedes mover el viaje de Moab al viernes que viene?', dates({ trip: 'Moab', start_date: '2026-03-13' })],
  ['peux-tu décaler le voyage Moab à samedi prochain ?', dates({ trip: 'Moab', start_date: '2026-03-14' })],
]);
cases(
  'set_trip_dates of the trip Pam just named',
  [
    ['move it to June 3', dates({ id: TRIP_ID, start_date: '2026-06-03' })],
    ['it starts on June 3', dates({ id: TRIP_ID, start_date: '2026-06-03' })],
  ],
  onTrip,
);

const add = (args: Args<'add_trip_stop'>) => call({ name: 'add_trip_stop', args });
cases('add_trip_stop', [
  ['add Blanding to my Moab trip', add({ trip: 'Moab', place: 'Blanding' })],
  ['add a stop at Blanding to the Moab trip', add({ trip: 'Moab', place: 'Blanding' })],
  ['add Blanding to my Moab trip after Green River', add({ trip: 'Moab', place: 'Blanding', after: 'Green River' })],
  ['add Blanding before Bluff on the Moab trip', add({ trip: 'Moab', place: 'Blanding', before: 'Bluff' })],
  ['añade Blanding a mi viaje de Moab', add({ trip: 'Moab', place: 'Blanding' })],
  ['agrega una parada en Blanding al viaje de Moab', add({ trip: 'Moab', place: 'Blanding' })],
  [
    'añade Blanding al viaje de Moab después de Green River',
    add({ trip: 'Moab', place: 'Blanding', after: 'Green River' }),
  ],
  ['ajoute Blanding à mon voyage Moab', add({ trip: 'Moab', place: 'Blanding' })],
  ['ajoute une étape à Blanding au voyage Moab', add({ trip: 'Moab', place: 'Blanding' })],
  ['¿puedes añadir Blanding al viaje de Moab?', add({ trip: 'Moab', place: 'Blanding' })],
  ['pourriez-vous ajouter Blanding au voyage Moab ?', add({ trip: 'Moab', place: 'Blanding' })],
  ['ajoute Blanding au voyage Moab avant Bluff', add({ trip: 'Moab', place: 'Blanding', before: 'Bluff' })],
]);
cases(
  'add_trip_stop to the trip Pam just named',
  [['add Blanding to it', add({ id: TRIP_ID, place: 'Blanding' })]],
  onTrip,
);

const remove = (args: Args<'remove_trip_stop'>) => call({ name: 'remove_trip_stop', args });
cases('remove_trip_stop', [
  ['remove Blanding from the Moab trip', remove({ trip: 'Moab', stop: 'Blanding' })],
  ['take Blanding off my Moab trip', remove({ trip: 'Moab', stop: 'Blanding' })],
  ['delete the Blanding stop from the Moab trip', remove({ trip: 'Moab', stop: 'Blanding' })],
  ['quita Blanding del viaje de Moab', remove({ trip: 'Moab', stop: 'Blanding' })],
  ['borra la parada de Blanding del viaje a Moab', remove({ trip: 'Moab', stop: 'Blanding' })],
  ['retire Blanding du voyage Moab', remove({ trip: 'Moab', stop: 'Blanding' })],
  ["supprime l'étape Blanding du voyage Moab", remove({ trip: 'Moab', stop: 'Blanding' })],
  ['¿podrías quitar Blanding del viaje de Moab?', remove({ trip: 'Moab', stop: 'Blanding' })],
  ['peux-tu enlever Blanding du voyage Moab ?', remove({ trip: 'Moab', stop: 'Blanding' })],
]);
cases(
  'remove_trip_stop from the trip Pam just named',
  [
    ['remove Blanding from it', remove({ id: TRIP_ID, stop: 'Blanding' })],
    ['and remove Blanding', remove({ id: TRIP_ID, stop: 'Blanding' })],
    ['y quita Blanding', remove({ id: TRIP_ID, stop: 'Blanding' })],
    ['quita la parada de Blanding', remove({ id: TRIP_ID, stop: 'Blanding' })],
    ['et enlève Green River', remove({ id: TRIP_ID, stop: 'Green River' })],
  ],
  onTrip,
);
it('a bare "remove Blanding" with no trip in the conversation is no trip stop', () => {
  expect(best('y quita Blanding', ctx)).not.toMatchObject({ call: { name: 'remove_trip_stop' } });
  expect(best('and remove it', onTrip)).not.toEqual(remove({ id: TRIP_ID, stop: 'it' }));
});

describe('which one, after a trip change', () => {
  it('"the second one" picks the second trip listed', () => {
    const previous: PamToolCall = { name: 'set_trip_dates', args: { trip: 'Alps', start_date: '2026-06-03' } };
    expect(best('the second one', { ...ctx, previous })).toEqual(
      dates({ trip: 'Alps', start_date: '2026-06-03', choice: 2 }),
    );
    expect(best('la segunda', { ...ctx, previous })).toEqual(
      dates({ trip: 'Alps', start_date: '2026-06-03', choice: 2 }),
    );
  });
  it('"the one in Scotland" picks the place to add', () => {
    const previous: PamToolCall = { name: 'add_trip_stop', args: { trip: 'Highlands', place: 'Perth' } };
    expect(best('the one in Scotland', { ...ctx, previous })).toEqual(
      add({ trip: 'Highlands', place: 'Perth (scotland)' }),
    );
    expect(best('celle en Australie', { ...ctx, previous })).toEqual(
      add({ trip: 'Highlands', place: 'Perth (australie)' }),
    );
  });
  it('does not take other requests that name trips', () => {
    for (const text of [
      'plan a trip from Denver to Moab starting June 3',
      'delete the Moab trip',
      'rename the Alps trip to Alps 2027',
      'suggest a stop at Blanding for Sam’s Moab trip',
      'add Sam’s Moab trip to my trips',
    ]) {
      const u = best(text);
      const name = u.kind === 'tool' ? u.call.name : u.kind;
      expect(['set_trip_dates', 'add_trip_stop', 'remove_trip_stop']).not.toContain(name);
    }
  });
});
