import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

// Wednesday 18 March 2026, a user of US dollars.
const ctx = engineContext();
const ID = '11111111-1111-4111-8111-111111111111';
const YEAR = { from: '2026-01-01', to: '2026-12-31' };

const callOf = (text: string, over: Partial<EngineContext> = {}) => {
  const u = understand(text, { ...ctx, ...over });
  return u.kind === 'tool' ? u.call : u;
};

describe('converting an amount', () => {
  const convert = (amount: number, from: string, to: string): PamToolCall => ({
    name: 'convert_currency',
    args: { amount, from, to },
  });
  it.each<[string, PamToolCall]>([
    ['how much is 50 euros in dollars?', convert(50, 'EUR', 'USD')],
    ["what's 50 eur in usd", convert(50, 'EUR', 'USD')],
    ['50 euros to dollars', convert(50, 'EUR', 'USD')],
    ['convert 120 GBP to AUD', convert(120, 'GBP', 'AUD')],
    ['can you convert 80 pounds into euros?', convert(80, 'GBP', 'EUR')],
    ['how many dollars is 50 euros?', convert(50, 'EUR', 'USD')],
    ['¿cuánto son 50 euros en dólares?', convert(50, 'EUR', 'USD')],
    ['cuanto son 50 euros en dolares', convert(50, 'EUR', 'USD')],
    ['convierte 120 libras a dólares australianos', convert(120, 'GBP', 'AUD')],
    ['pasa 30 euros a libras', convert(30, 'EUR', 'GBP')],
    ['combien font 50 € en dollars ?', convert(50, 'EUR', 'USD')],
    ['convertis 120 livres en dollars australiens', convert(120, 'GBP', 'AUD')],
    ['peux-tu convertir 75,50 € en livres ?', convert(75.5, 'EUR', 'GBP')],
    ['could you tell me how much 50 euros is in dollars?', convert(50, 'EUR', 'USD')],
    ['how much would 200 pounds be in euros?', convert(200, 'GBP', 'EUR')],
    ['convert 50 euros', convert(50, 'EUR', 'USD')],
    ['¿a cuánto están 50 libras en euros?', convert(50, 'GBP', 'EUR')],
    ['combien ça fait 50 € en dollars canadiens', convert(50, 'EUR', 'CAD')],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('leaves rates and spending alone', () => {
    expect(callOf('use 1 EUR = 1.08 USD')).toMatchObject({ name: 'set_exchange_rate' });
    expect(callOf("what's the euro to dollar rate I use?")).toMatchObject({ name: 'exchange_rates' });
    expect(callOf('I spent 50 euros on diesel')).toMatchObject({ name: 'log_expense' });
    expect(callOf('gasté 20 euros en comida')).toMatchObject({ name: 'log_expense' });
    expect(callOf('cambia el importe a 50 euros')).toMatchObject({ name: 'update_record' });
    expect(callOf('change my currency to euros')).toMatchObject({ name: 'update_settings' });
  });
});

describe('changing a side income source', () => {
  it.each<[string, PamToolCall]>([
    [
      'rename my dog walking source to Pet sitting',
      { name: 'update_side_income_source', args: { name: 'dog walking', new_name: 'Pet sitting' } },
    ],
    [
      'change my side income dog walking to pet sitting',
      { name: 'update_side_income_source', args: { name: 'dog walking', new_name: 'pet sitting' } },
    ],
    [
      'change the kind of my Etsy source to crafts',
      { name: 'update_side_income_source', args: { name: 'Etsy', kind: 'crafts' } },
    ],
    [
      'cambia la fuente paseo de perros a cuidado de mascotas',
      { name: 'update_side_income_source', args: { name: 'paseo perros', new_name: 'cuidado de mascotas' } },
    ],
    [
      'renombra la fuente de ingresos paseo de perros como cuidado de mascotas',
      { name: 'update_side_income_source', args: { name: 'paseo perros', new_name: 'cuidado de mascotas' } },
    ],
    [
      "renomme la source garde d'animaux en promenade de chiens",
      { name: 'update_side_income_source', args: { name: 'garde animaux', new_name: 'promenade de chiens' } },
    ],
    [
      "change le nom de la source garde d'animaux en promenade de chiens",
      { name: 'update_side_income_source', args: { name: 'garde animaux', new_name: 'promenade de chiens' } },
    ],
    [
      'set the notes of my dog walking source to weekends only',
      { name: 'update_side_income_source', args: { name: 'dog walking', notes: 'weekends only' } },
    ],
    [
      '¿puedes cambiar el nombre de la fuente paseo de perros a Cuidado de mascotas?',
      { name: 'update_side_income_source', args: { name: 'paseo perros', new_name: 'Cuidado de mascotas' } },
    ],
    [
      "renomme ma source de revenus garde d'animaux en Pet-sitting",
      { name: 'update_side_income_source', args: { name: 'garde animaux', new_name: 'Pet-sitting' } },
    ],
    [
      "rename my dog walking source to Garde d'animaux",
      { name: 'update_side_income_source', args: { name: 'dog walking', new_name: "Garde d'animaux" } },
    ],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('"rename it to …" after adding a source renames that one', () => {
    const subject = { kind: 'side_income_source', id: ID, label: 'Dog walking' };
    expect(callOf('rename it to Pet sitting', { subject })).toEqual({
      name: 'update_side_income_source',
      args: { id: ID, new_name: 'Pet sitting' },
    });
  });

  it("leaves the user's own hustle board posts to the social tools", () => {
    expect(callOf('rename my dog walking hustle to Dog sitting at campgrounds')).toMatchObject({
      name: 'update_hustle',
    });
  });
});

describe('what a source earned', () => {
  const earned = (name: string, period = {}): PamToolCall => ({
    name: 'side_income_earnings',
    args: { name, ...period },
  });
  it.each<[string, PamToolCall]>([
    ['how much has dog walking earned this year?', earned('dog walking', YEAR)],
    ['how much did my dog walking side hustle make this year?', earned('dog walking', YEAR)],
    ['how much have I made from dog walking?', earned('dog walking')],
    ['what has dog walking brought in this year?', earned('dog walking', YEAR)],
    ['¿cuánto ha ganado el paseo de perros este año?', earned('paseo perros', YEAR)],
    ['¿cuánto he ganado con el paseo de perros?', earned('paseo perros')],
    ['cuánto me ha dado el paseo de perros este año', earned('paseo perros', YEAR)],
    ["combien la garde d'animaux a rapporté cette année ?", earned('garde animaux', YEAR)],
    ["combien m'a rapporté la garde d'animaux ?", earned('garde animaux')],
    ["combien j'ai gagné avec la garde d'animaux cette année ?", earned('garde animaux', YEAR)],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('leaves the income total alone', () => {
    expect(callOf('how much did I earn this year?')).toEqual({ name: 'income_summary', args: YEAR });
    expect(callOf('¿cuánto he ganado este mes?')).toMatchObject({ name: 'income_summary' });
    expect(callOf("combien j'ai gagné ce mois-ci ?")).toMatchObject({ name: 'income_summary' });
  });
});

describe('income from a side income source', () => {
  it.each<[string, PamToolCall]>([
    [
      'got $120 from dog walking',
      { name: 'log_income', args: { amount: 120, source: 'dog walking', currency: 'USD' } },
    ],
    [
      'gané 120 € paseando perros',
      { name: 'log_income', args: { amount: 120, source: 'paseando perros', currency: 'EUR' } },
    ],
    [
      "j'ai gagné 120 € avec la garde d'animaux",
      { name: 'log_income', args: { amount: 120, source: "garde d'animaux", currency: 'EUR' } },
    ],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('"the second one" after Pam asked which source picks it; not after the income was linked', () => {
    const previous: PamToolCall = { name: 'log_income', args: { amount: 120, source: 'dog' } };
    expect(callOf('the second one', { previous })).toEqual({
      name: 'log_income',
      args: { amount: 120, source: 'dog', choice: 2 },
    });
    const picked: PamToolCall = { name: 'log_income', args: { amount: 120, source: 'dog', choice: 1 } };
    expect(callOf('the second one', { previous: picked })).not.toMatchObject({ name: 'log_income' });
  });
});

describe('following up', () => {
  const converted: PamToolCall = { name: 'convert_currency', args: { amount: 50, from: 'EUR', to: 'USD' } };
  it.each<[string, PamToolCall]>([
    ['and 80?', { name: 'convert_currency', args: { amount: 80, from: 'EUR', to: 'USD' } }],
    ['what about in pounds?', { name: 'convert_currency', args: { amount: 50, from: 'EUR', to: 'GBP' } }],
    ['¿y en libras?', { name: 'convert_currency', args: { amount: 50, from: 'EUR', to: 'GBP' } }],
    ['et en dollars canadiens ?', { name: 'convert_currency', args: { amount: 50, from: 'EUR', to: 'CAD' } }],
  ])('after a conversion: %s', (text, expected) => {
    expect(callOf(text, { previous: converted })).toEqual(expected);
  });

  const earnedCall: PamToolCall = { name: 'side_income_earnings', args: { name: 'dog walking', ...YEAR } };
  it.each<[string, PamToolCall]>([
    [
      'and last month?',
      { name: 'side_income_earnings', args: { name: 'dog walking', from: '2026-02-01', to: '2026-02-28' } },
    ],
    [
      '¿y el mes pasado?',
      { name: 'side_income_earnings', args: { name: 'dog walking', from: '2026-02-01', to: '2026-02-28' } },
    ],
    [
      'et le mois dernier ?',
      { name: 'side_income_earnings', args: { name: 'dog walking', from: '2026-02-01', to: '2026-02-28' } },
    ],
  ])('after what a source earned: %s', (text, expected) => {
    expect(callOf(text, { previous: earnedCall })).toEqual(expected);
  });
});
