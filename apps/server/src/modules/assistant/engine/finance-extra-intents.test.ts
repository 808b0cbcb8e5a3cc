import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { EngineContext, PamSubject } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

// Wednesday 18 March 2026, a user of US dollars.
const ctx = engineContext();
const ID = '11111111-1111-4111-8111-111111111111';
const ID2 = '22222222-2222-4222-8222-222222222222';
const MUSEUM: PamSubject = { kind: 'expense', id: ID, label: 'the $12.00 museum ticket' };
const HUSTLE: PamSubject = { kind: 'hustle', id: ID2, label: 'Dog walking' };

const callOf = (text: string, over: Partial<EngineContext> = {}) => {
  const u = understand(text, { ...ctx, ...over });
  return u.kind === 'tool' ? u.call : u;
};

/** Right after a confirmed delete: the call that ran, with the row its confirmation pinned. */
const deleted: Partial<EngineContext> = {
  previous: { name: 'delete_record', args: { kind: 'expense', text: 'museum ticket', id: ID } },
  subject: MUSEUM,
};

describe('undoing a delete', () => {
  it.each<[string, PamToolCall]>([
    ['undo that', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
    ['oops, undo', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
    ['bring it back', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
    ['restore it please', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
    ['deshazlo', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
    ['recupéralo', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
    ['deshaz el borrado', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
    ['annule ça', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
    ['annule la suppression', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
    ['récupère-la', { name: 'restore_record', args: { kind: 'expense', id: ID } }],
  ])('right after the delete: %s', (text, expected) => {
    expect(callOf(text, deleted)).toEqual(expected);
  });

  it('after a bulk delete, "undo that" brings back every line it removed', () => {
    const previous: PamToolCall = {
      name: 'delete_record',
      args: { kind: 'expense', category: 'food', all: true, ids: [ID, ID2] },
    };
    expect(callOf('undo that', { previous })).toEqual({
      name: 'restore_record',
      args: { kind: 'expense', ids: [ID, ID2] },
    });
  });

  it('"undo that" after logging is still a delete of what was just logged', () => {
    const previous: PamToolCall = { name: 'log_expense', args: { amount: 12, category: 'entertainment' } };
    expect(callOf('undo that', { previous, subject: MUSEUM })).toEqual({
      name: 'delete_record',
      args: { kind: 'expense', id: ID },
    });
  });

  it.each<[string, PamToolCall]>([
    ['restore the museum ticket', { name: 'restore_record', args: { text: 'museum ticket' } }],
    ['bring back the museum ticket', { name: 'restore_record', args: { text: 'museum ticket' } }],
    ['undelete the diesel expense', { name: 'restore_record', args: { kind: 'expense', text: 'diesel' } }],
    ['recover the deleted rent income', { name: 'restore_record', args: { kind: 'income', text: 'rent' } }],
    ['restaura el gasto borrado', { name: 'restore_record', args: { kind: 'expense' } }],
    ['recupera el gasto borrado del museo', { name: 'restore_record', args: { kind: 'expense', text: 'museo' } }],
    ['recupera el ingreso del mercadillo', { name: 'restore_record', args: { kind: 'income', text: 'mercadillo' } }],
    ['restaure la dépense du musée', { name: 'restore_record', args: { kind: 'expense', text: 'musée' } }],
    ['récupère la dépense supprimée du musée', { name: 'restore_record', args: { kind: 'expense', text: 'musée' } }],
    ['annule la suppression', { name: 'restore_record', args: {} }],
  ])('by words: %s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it.each([
    ["j'ai payé 40 € au restaurant la Tour", 'log_expense'],
    ['spent 30 at the restaurant', 'log_expense'],
    ['paid 20 dollars to recover the awning', 'log_expense'],
    ['undo the contribution', 'delete_record'],
  ])('leaves purchases and other undos alone: %s', (text, name) => {
    expect(callOf(text)).toMatchObject({ name });
  });

  it('a restore named by its amount and a polite Spanish one', () => {
    expect(callOf('restore the 12 dollar expense')).toEqual({
      name: 'restore_record',
      args: { kind: 'expense', amount: 12 },
    });
    expect(callOf('por favor restaura el gasto del museo')).toEqual({
      name: 'restore_record',
      args: { kind: 'expense', text: 'museo' },
    });
  });

  it('"the second one" after Pam asked which deleted line picks it', () => {
    const previous: PamToolCall = { name: 'restore_record', args: { text: 'coffee' } };
    expect(callOf('the second one', { previous })).toEqual({
      name: 'restore_record',
      args: { text: 'coffee', choice: 2 },
    });
    expect(callOf('la deuxième', { previous })).toEqual({
      name: 'restore_record',
      args: { text: 'coffee', choice: 2 },
    });
  });
});

describe('exchange rates', () => {
  const set = (base: string, quote: string, rate: number): PamToolCall => ({
    name: 'set_exchange_rate',
    args: { base, quote, rate },
  });
  it.each<[string, PamToolCall]>([
    ['use 1 EUR = 1.08 USD', set('EUR', 'USD', 1.08)],
    ['set the euro to dollar rate to 1.08', set('EUR', 'USD', 1.08)],
    ['1 pound is 1.17 euros', set('GBP', 'EUR', 1.17)],
    ['usa 1 EUR = 1,08 USD', set('EUR', 'USD', 1.08)],
    ['el euro está a 1,08 dólares', set('EUR', 'USD', 1.08)],
    ['fija el cambio euro dólar en 1,09', set('EUR', 'USD', 1.09)],
    ['mets le taux euro dollar à 1,08', set('EUR', 'USD', 1.08)],
    ['utilise 1 € = 1,08 $', set('EUR', 'USD', 1.08)],
    ["what's the euro to dollar rate I use?", { name: 'exchange_rates', args: { base: 'EUR', quote: 'USD' } }],
    ['what exchange rates do I have?', { name: 'exchange_rates', args: {} }],
    ['¿qué tipo de cambio uso del euro al dólar?', { name: 'exchange_rates', args: { base: 'EUR', quote: 'USD' } }],
    ['mis tipos de cambio', { name: 'exchange_rates', args: {} }],
    ["quel taux euro dollar j'utilise ?", { name: 'exchange_rates', args: { base: 'EUR', quote: 'USD' } }],
    ['mes taux de change', { name: 'exchange_rates', args: {} }],
    ['delete my euro to dollar rate', { name: 'delete_exchange_rate', args: { base: 'EUR', quote: 'USD' } }],
    ['borra mi tipo de cambio libra euro', { name: 'delete_exchange_rate', args: { base: 'GBP', quote: 'EUR' } }],
    ['supprime le taux livre euro', { name: 'delete_exchange_rate', args: { base: 'GBP', quote: 'EUR' } }],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it.each([
    ['change my currency to euros', 'update_settings'],
    ['change currency to euros', 'update_settings'],
    ["j'ai changé le filtre à air aujourd'hui pour 35 euros", 'log_maintenance'],
  ])('leaves other requests alone: %s', (text, name) => {
    expect(callOf(text)).toMatchObject({ name });
  });
});

describe('side income and hustles', () => {
  it.each<[string, PamToolCall]>([
    ['my side income', { name: 'side_income_sources', args: {} }],
    ['what side income sources do I have?', { name: 'side_income_sources', args: {} }],
    ['mis ingresos extra', { name: 'side_income_sources', args: {} }],
    ["mes revenus d'appoint", { name: 'side_income_sources', args: {} }],
    [
      'add a side income source: Etsy shop',
      { name: 'add_side_income_source', args: { name: 'Etsy shop', kind: 'crafts' } },
    ],
    [
      'add my YouTube channel as side income',
      { name: 'add_side_income_source', args: { name: 'YouTube channel', kind: 'content' } },
    ],
    [
      'añade un ingreso extra: tienda de Etsy',
      { name: 'add_side_income_source', args: { name: 'tienda de Etsy', kind: 'crafts' } },
    ],
    [
      'añade una fuente de ingresos: traducciones en línea',
      { name: 'add_side_income_source', args: { name: 'traducciones en línea', kind: 'remote_work' } },
    ],
    [
      "ajoute un revenu d'appoint : boutique Etsy",
      { name: 'add_side_income_source', args: { name: 'boutique Etsy', kind: 'crafts' } },
    ],
    [
      "ajoute un revenu d'appoint : vendanges en Bourgogne",
      { name: 'add_side_income_source', args: { name: 'vendanges en Bourgogne', kind: 'seasonal' } },
    ],
    ['delete my Etsy side income', { name: 'delete_side_income_source', args: { name: 'Etsy' } }],
    ['borra mi ingreso extra de Etsy', { name: 'delete_side_income_source', args: { name: 'Etsy' } }],
    ["supprime le revenu d'appoint Etsy", { name: 'delete_side_income_source', args: { name: 'Etsy' } }],
    ['try the dog walking hustle', { name: 'try_hustle', args: { hustle: 'dog walking' } }],
    ['prueba el trabajo de paseo de perros', { name: 'try_hustle', args: { hustle: 'paseo perros' } }],
    ['essaie le petit boulot de promenade de chiens', { name: 'try_hustle', args: { hustle: 'promenade chiens' } }],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('"try it" right after a hustle was named tries that one', () => {
    expect(callOf('try it', { subject: HUSTLE })).toEqual({ name: 'try_hustle', args: { id: ID2 } });
    expect(callOf('pruébalo', { subject: HUSTLE })).toMatchObject({ name: 'try_hustle' });
  });

  it('leaves the hustle board search alone', () => {
    expect(callOf('any remote work hustles?')).toMatchObject({ name: 'search_hustles' });
  });
});

describe('settings summary and bank import', () => {
  it.each<[string, PamToolCall]>([
    ['what are my settings?', { name: 'settings_summary', args: {} }],
    ['show my settings', { name: 'settings_summary', args: {} }],
    ['¿cuál es mi configuración?', { name: 'settings_summary', args: {} }],
    ['muéstrame mis ajustes', { name: 'settings_summary', args: {} }],
    ['quels sont mes réglages ?', { name: 'settings_summary', args: {} }],
    ['montre mes paramètres', { name: 'settings_summary', args: {} }],
    ['import my bank statement', { name: 'open_bank_import', args: {} }],
    ['upload a CSV from my bank', { name: 'open_bank_import', args: {} }],
    ['importa mi extracto bancario', { name: 'open_bank_import', args: {} }],
    ['sube el extracto del banco', { name: 'open_bank_import', args: {} }],
    ['importe mon relevé bancaire', { name: 'open_bank_import', args: {} }],
    ['je veux importer mon relevé de banque', { name: 'open_bank_import', args: {} }],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('leaves exports and settings changes alone', () => {
    expect(callOf('export my expenses for February')).toMatchObject({ name: 'export_records' });
    expect(callOf('turn off email notifications')).toMatchObject({ name: 'update_settings' });
  });
});
