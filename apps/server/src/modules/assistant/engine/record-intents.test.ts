import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

// Wednesday 18 March 2026.
const ctx = engineContext();
const ID = '11111111-1111-4111-8111-111111111111';
const callOf = (text: string, over: Partial<EngineContext> = {}) => {
  const u = understand(text, { ...ctx, ...over });
  return u.kind === 'tool' ? u.call : u;
};

describe('records named in plain words', () => {
  it.each([
    ['delete the museum ticket', 'delete_record', { kind: 'expense', text: 'museum ticket' }],
    ['could you delete the museum ticket?', 'delete_record', { kind: 'expense', text: 'museum ticket' }],
    ['borra el gasto del museo', 'delete_record', { kind: 'expense', text: 'museo' }],
    ['supprime la dépense du musée', 'delete_record', { kind: 'expense', text: 'musee' }],
    ['delete the rent income', 'delete_record', { kind: 'income', text: 'rent' }],
    ['delete my Alaska goal', 'delete_record', { kind: 'savings_goal', text: 'alaska' }],
    ['delete my food budget', 'delete_record', { kind: 'budget', category: 'food' }],
    ['forget the tesco rule', 'delete_record', { kind: 'category_rule', text: 'tesco' }],
    ['undo the contribution', 'delete_record', { kind: 'contribution' }],
    [
      'delete all food expenses from yesterday',
      'delete_record',
      { kind: 'expense', category: 'food', from: '2026-03-17', to: '2026-03-17', all: true },
    ],
    [
      "change yesterday's diesel to 52",
      'update_record',
      { kind: 'expense', text: 'diesel', from: '2026-03-17', changes: { amount: 52 } },
    ],
    ['change the rent income to 1200', 'update_record', { kind: 'income', text: 'rent', changes: { amount: 1200 } }],
    ['cambia el gasto del museo a 30', 'update_record', { text: 'museo', changes: { amount: 30 } }],
    ["change le gazole d'hier à 52", 'update_record', { text: 'gazole', changes: { amount: 52 } }],
    ['change the museum ticket to food', 'update_record', { text: 'museum ticket', changes: { category: 'food' } }],
    ['the museum ticket was actually 15', 'update_record', { text: 'museum ticket', changes: { amount: 15 } }],
    [
      'rename the Alaska goal to Alaska 2027',
      'update_record',
      { kind: 'savings_goal', changes: { label: 'Alaska 2027' } },
    ],
    ['what did I spend at Tesco last week?', 'find_records', { kind: 'expense', text: 'tesco', from: '2026-03-09' }],
    ['¿qué gasté en Mercadona la semana pasada?', 'find_records', { text: 'mercadona' }],
    ["qu'ai-je dépensé chez Carrefour le mois dernier ?", 'find_records', { text: 'carrefour', from: '2026-02-01' }],
    ['show my income from March', 'find_records', { kind: 'income', from: '2026-03-01', to: '2026-03-31' }],
    ['what category rules do I have?', 'find_records', { kind: 'category_rule' }],
    ['export my expenses for February', 'export_records', { kind: 'expense', from: '2026-02-01' }],
    ['exporte mes revenus en CSV', 'export_records', { kind: 'income' }],
    ['show me the museum expense', 'find_records', { kind: 'expense', text: 'museum' }],
    ['muestra el gasto del museo', 'find_records', { kind: 'expense', text: 'museo' }],
    ['show me my food expenses', 'find_records', { kind: 'expense', category: 'food' }],
    ['I made 300 from a gig, every two weeks', 'log_income', { source: 'gig', recurrence: 'fortnightly' }],
    ['je gagne 400 € toutes les deux semaines', 'log_income', { amount: 400, recurrence: 'fortnightly' }],
    ['cobro 1500 al mes de sueldo', 'log_income', { source: 'sueldo', recurrence: 'monthly' }],
    ['pon un presupuesto semanal de 100 para comida', 'set_budget', { period: 'weekly', category: 'food' }],
    ['gasté 20 CHF en comida', 'log_expense', { amount: 20, currency: 'CHF' }],
    ["j'ai payé 30 francs suisses pour le musée", 'log_expense', { amount: 30, currency: 'CHF' }],
  ])('%s', (text, name, args) => {
    expect(callOf(text)).toMatchObject({ name, args });
  });

  it.each(['delete all my expenses', 'borra todos mis gastos', 'supprime toutes mes dépenses', 'clear my expenses'])(
    'still refuses the bulk delete with nothing to narrow it: %s',
    (text) => {
      expect(callOf(text)).toMatchObject({ kind: 'refuse', reason: 'bulk_delete' });
    },
  );

  it.each(['remove them', 'borra esos', 'supprime-les'])(
    'finds no record named by a pronoun alone, with nothing said before: %s',
    (text) => {
      expect(callOf(text)).toMatchObject({ kind: 'unknown' });
    },
  );

  it.each([
    ['dinner was 45', 'log_expense'],
    ['the oil change cost me $89', 'log_expense'],
    ['la compra fueron 64 euros hoy', 'log_expense'],
    ['change currency to euros', 'update_settings'],
    ['make my grocery budget 100 a week', 'set_budget'],
    ['cambiamos los neumáticos ayer por 600 euros', 'log_maintenance'],
  ])('leaves other requests alone: %s', (text, name) => {
    expect(callOf(text)).toMatchObject({ name });
  });
});

describe('corrections of the record just named', () => {
  const subject = { kind: 'expense', id: ID, label: 'the $40.00 food expense' };
  it.each([
    ['make that 45', { amount: 45 }],
    ['actually 52.30', { amount: 52.3 }],
    ['no, it was yesterday', { date: '2026-03-17' }],
    ['en euros', { currency: 'EUR' }],
    ["c'était avant-hier", { date: '2026-03-16' }],
    ['no, fueron 30', { amount: 30 }],
    ['change it to food', { category: 'food' }],
    ['oops, it was food not fuel', { category: 'food' }],
    ['en fait c’était 42', { amount: 42 }],
  ])('%s', (text, changes) => {
    expect(callOf(text, { subject })).toEqual({ name: 'update_record', args: { kind: 'expense', id: ID, changes } });
  });

  it.each(['delete it', 'bórralo', 'supprime-la', 'undo that'])('%s deletes it', (text) => {
    expect(callOf(text, { subject })).toEqual({ name: 'delete_record', args: { kind: 'expense', id: ID } });
  });

  it('leaves corrections of other families to them', () => {
    expect(callOf('make that 45', { subject: { kind: 'trip', id: ID, label: 'x' } })).not.toMatchObject({
      name: 'update_record',
    });
  });
});

describe('picks from the list Pam gave', () => {
  const previous = { name: 'delete_record', args: { kind: 'expense', text: 'museum' } } as const;
  it.each([
    ['the second one', { choice: 2 }],
    ['el segundo', { choice: 2 }],
    ['la deuxième', { choice: 2 }],
    ['number 3', { choice: 3 }],
    ['the 12 one', { amount: 12 }],
    ['the one from yesterday', { from: '2026-03-17', to: '2026-03-17' }],
    ['el de ayer', { from: '2026-03-17', to: '2026-03-17' }],
  ])('%s', (text, pick) => {
    expect(callOf(text, { previous })).toEqual({
      name: 'delete_record',
      args: { kind: 'expense', text: 'museum', ...pick },
    });
  });

  it('keeps the change asked for when the user picks', () => {
    const asked = {
      name: 'update_record',
      args: { kind: 'expense', text: 'diesel', changes: { amount: 52 } },
    } as const;
    expect(callOf('el primero', { previous: asked })).toEqual({
      name: 'update_record',
      args: { kind: 'expense', text: 'diesel', choice: 1, changes: { amount: 52 } },
    });
  });

  it('"non, laisse tomber" cancels', () => {
    expect(understand('non, laisse tomber', ctx)).toMatchObject({ kind: 'cancel' });
  });
});
