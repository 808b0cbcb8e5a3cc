import type { PamToolCall } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

// Requests as a new user typed them in a browser (issue 24's whole-app journey), each once misread: a rig's name that
// kept 'that runs on' or 'rigs', a station named in a list of figures, a post in single quotes, a post that opens on
// 'post' but reads like a place, and the average paid for fuel asked in other words.

const callOf = (text: string, language: 'en' | 'es' | 'fr' = 'en') => {
  const u = understand(text, engineContext({ language, today: '2026-11-30' }));
  return u.kind === 'tool' ? u.call : u;
};
const call = <K extends PamToolCall['name']>(name: K, args: Extract<PamToolCall, { name: K }>['args']) => ({
  name,
  args,
});

describe('a rig is named by its own words', () => {
  it.each([
    ['I have a new rig, a 2019 Winnebago View that runs on diesel', '2019 Winnebago View'],
    ["add a 2019 Winnebago View to my rigs, it's a diesel", '2019 Winnebago View'],
    ['añade una Hymer B-Klasse que funciona con diésel a mis vehículos', 'Hymer B-Klasse'],
  ])('%s', (text, name) => {
    expect(callOf(text)).toEqual(call('add_vehicle', { name, fuel_type: 'diesel' }));
  });
});

describe('a station brand in a list of figures', () => {
  it.each<[string, PamToolCall['args']]>([
    [
      'Filled up: 12 gal, $48, Costco, 42100 miles',
      {
        volume: 12,
        volume_unit: 'gal',
        total_cost: 48,
        currency: 'USD',
        odometer: 42100,
        odometer_unit: 'mi',
        place: 'Costco',
        full_tank: true,
      },
    ],
    [
      'llené 40 litros, 60 €, Repsol',
      { volume: 40, volume_unit: 'L', total_cost: 60, currency: 'EUR', place: 'Repsol', full_tank: true },
    ],
  ])('%s', (text, args) => {
    expect(callOf(text)).toEqual({ name: 'log_fuel', args });
  });
  it('a name that is no brand is not taken for the station (it may be the rig)', () => {
    expect(callOf('filled up 40 litres, $60, Big Blue')).not.toHaveProperty('args.place');
  });
});

describe('posts', () => {
  it.each([
    ["post 'made it to Moab!' on the feed", 'made it to Moab!'],
    ["post 'we're in Moab!'", "we're in Moab!"],
    ["publica 'llegamos a Moab' en el muro", 'llegamos a Moab'],
    ["post I'm in Moab, what a view", "I'm in Moab, what a view"],
  ])('%s', (text, body) => {
    expect(callOf(text)).toEqual(call('create_post', { body }));
  });
});

describe('the average paid for fuel', () => {
  it.each([
    ['what did I pay per gallon on average?', 'en'],
    ['how much am I paying for fuel on average?', 'en'],
    ['¿cuánto pago de media por litro?', 'es'],
    ['combien je paie le litre en moyenne ?', 'fr'],
  ] as const)('%s', (text, language) => {
    expect(callOf(text, language)).toEqual(call('fuel_stats', {}));
  });
  it('a spending rate is spending, not the price paid', () => {
    expect(callOf('¿cuánto gasto de media en gasolina al mes?', 'es')).toMatchObject({ name: 'spending_summary' });
  });
});
