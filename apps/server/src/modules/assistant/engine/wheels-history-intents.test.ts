import type { PamToolArgs } from '@ww/contracts';
import { call, cases, ctx } from './travel-intents-test-kit.ts';

// The rig's history asked for, in English, Spanish and French: fill-ups and services, newest first, for a period or
// a number of them; a request to change, delete or log one stays with its own tool.

const fills = (args: PamToolArgs<'list_fuel_entries'> = {}) => call({ name: 'list_fuel_entries', args });
cases('list_fuel_entries', [
  ['show my fill-ups', fills()],
  ['show my last 3 fill-ups', fills({ limit: 3 })],
  ['list my fuel log', fills()],
  ['my fill-ups', fills()],
  ['what are my recent refuels?', fills()],
  ['show my fill-ups from last month', fills({ from: '2026-02-01', to: '2026-02-28' })],
  ['muestra mis repostajes', fills()],
  ['muéstrame mis últimas 5 cargas', fills({ limit: 5 })],
  ['mi historial de combustible', fills()],
  ['ver mis repostajes de este mes', fills({ from: '2026-03-01', to: '2026-03-31' })],
  ['mes pleins du mois dernier', fills({ from: '2026-02-01', to: '2026-02-28' })],
  ['quel est mon historique de carburant', fills()],
  ['affiche mon carnet de carburant', fills()],
  ['montre-moi mes 4 derniers pleins', fills({ limit: 4 })],
]);

const services = (args: PamToolArgs<'list_maintenance'> = {}) => call({ name: 'list_maintenance', args });
cases('list_maintenance', [
  ["what's my service history", services()],
  ['show my maintenance records', services()],
  ['show my services this year', services({ from: '2026-01-01', to: '2026-12-31' })],
  ['list my last 2 repairs', services({ limit: 2 })],
  ['muestra mi historial de mantenimiento', services()],
  ['mis mantenimientos', services()],
  ['ver mis reparaciones del año pasado', services({ from: '2025-01-01', to: '2025-12-31' })],
  ["historique d'entretien", services()],
  ['affiche mon carnet d’entretien', services()],
  ['mes entretiens de cette année', services({ from: '2026-01-01', to: '2026-12-31' })],
]);

const afterFills = { ...ctx, previous: { name: 'list_fuel_entries', args: { limit: 3 } } } as const;
cases(
  'after a list, the same list for another period',
  [
    ['and last month?', fills({ limit: 3, from: '2026-02-01', to: '2026-02-28' })],
    ['¿y el mes pasado?', fills({ limit: 3, from: '2026-02-01', to: '2026-02-28' })],
    ['et le mois dernier ?', fills({ limit: 3, from: '2026-02-01', to: '2026-02-28' })],
  ],
  afterFills,
);
cases(
  'after the services, the same list for another period',
  [['what about last year?', services({ from: '2025-01-01', to: '2025-12-31' })]],
  { ...ctx, previous: { name: 'list_maintenance', args: {} } },
);
