import type { PamToolCall } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { engineContext } from './engine-test-context.ts';
import { best, call, cases, ctx } from './travel-intents-test-kit.ts';

// Follow-ups of a drive Pam just planned (not saved), in English, Spanish and French: a stop added plans it again
// through that place; 'how long is the drive?' answers with the same plan.

type Plan = Extract<PamToolCall, { name: 'plan_trip' }>['args'];
const plan = (args: Plan) => call({ name: 'plan_trip', args });
const planned = (args: Plan, language: 'en' | 'es' | 'fr' = 'en') => ({
  ...(language === 'en' ? ctx : engineContext({ today: '2026-03-11', language })),
  previous: { name: 'plan_trip', args } as PamToolCall,
});

const denver = { from: 'Denver', to: 'Moab' };
cases(
  'a stop added to the plan',
  [
    ['add a stop in Grand Junction', plan({ ...denver, via: ['Grand Junction'] })],
    ['add Grand Junction', plan({ ...denver, via: ['Grand Junction'] })],
    ['go through Grand Junction too', plan({ ...denver, via: ['Grand Junction'] })],
    ['and stop at Fruita on the way', plan({ ...denver, via: ['Fruita'] })],
    ['via Glenwood Springs please', plan({ ...denver, via: ['Glenwood Springs'] })],
  ],
  planned(denver),
);
cases(
  'a second stop keeps the first',
  [['add a stop in Fruita', plan({ ...denver, via: ['Grand Junction', 'Fruita'] })]],
  planned({ ...denver, via: ['Grand Junction'] }),
);
cases(
  'the same plan asked about',
  [
    ['how long is the drive?', plan(denver)],
    ['how far is it?', plan(denver)],
    ['and how many miles is that?', plan(denver)],
  ],
  planned(denver),
);

describe('in Spanish and French', () => {
  const madrid = { from: 'Madrid', to: 'Sevilla' };
  const lyon = { from: 'Lyon', to: 'Nice' };
  it.each([
    ['pasando por Córdoba', { ...madrid, via: ['Córdoba'] }],
    ['añade una parada en Córdoba', { ...madrid, via: ['Córdoba'] }],
    ['¿cuánto se tarda?', madrid],
    ['¿cuántos kilómetros son?', madrid],
  ])('es: %s', (text, args) => {
    expect(best(text, planned(madrid, 'es'))).toEqual(plan(args));
  });
  it.each([
    ['ajoute une étape à Grenoble', { ...lyon, via: ['Grenoble'] }],
    ['en passant par Grenoble', { ...lyon, via: ['Grenoble'] }],
    ["c'est loin ?", lyon],
    ['combien de temps de route ?', lyon],
  ])('fr: %s', (text, args) => {
    expect(best(text, planned(lyon, 'fr'))).toEqual(plan(args));
  });
});

describe('without a plan just made', () => {
  it('"add a stop in Grand Junction" is not a plan', () => {
    expect(best('add a stop in Grand Junction')).not.toMatchObject({ call: { name: 'plan_trip' } });
  });
  it('"how long is the drive?" is not a plan', () => {
    expect(best('how long is the drive?')).not.toMatchObject({ call: { name: 'plan_trip' } });
  });
});
