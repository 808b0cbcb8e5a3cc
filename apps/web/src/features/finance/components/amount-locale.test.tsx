import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Expense } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { signedInEachTest } from '#testing/signed-in.ts';
import { jsonResponse, type ApiHandler } from '#testing/api-stub.ts';
import { listPage, makeExpense, TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { winsApi } from './wins-test-api.ts';
import BudgetsTab from './budgets-tab.tsx';
import ExpensesTab from './expenses-tab.tsx';

/** The wording of an amount problem per language, as the user reads it under the field. */
const TOO_MANY_DECIMALS =
  'More than 2 decimals. Write cents after a point (12.35) and thousands with a comma (12,345).';

function financeApi(handlers: Record<string, ApiHandler> = {}) {
  return winsApi({
    'GET /expenses': () => jsonResponse(200, listPage([])),
    'POST /expenses': ({ body }) =>
      jsonResponse(201, { data: makeExpense({ ...(body as Partial<Expense>) }), alerts: [] }),
    ...handlers,
  });
}

/** Types an amount into the add-expense form (labels in the interface language) and submits it. */
function addExpense(labels: { form: string; amount: string; add: string }, amount: string) {
  const form = within(screen.getByRole('form', { name: labels.form }));
  fireEvent.change(form.getByLabelText(labels.amount), { target: { value: amount } });
  fireEvent.click(form.getByRole('button', { name: labels.add }));
  return form;
}

const EN = { form: 'New expense', amount: 'Amount', add: 'Add expense' };
const FR = { form: 'Nouvelle dépense', amount: 'Montant', add: 'Ajouter la dépense' };
const ES = { form: 'Nuevo gasto', amount: 'Importe', add: 'Añadir gasto' };

signedInEachTest(TEST_USER);

describe('amounts follow the language the user reads', () => {
  it('in English refuses 12.345 and 12,34 instead of reading thousands, and reads 12,345.60 as grouped', async () => {
    const calls = financeApi();
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);

    const form = addExpense(EN, '12.345');
    expect(await form.findByText(TOO_MANY_DECIMALS)).toBeTruthy();
    addExpense(EN, '12,34');
    expect(await form.findByText('Enter an amount, for example 12.50.')).toBeTruthy();
    addExpense(EN, '1.005');
    expect(await form.findByText(TOO_MANY_DECIMALS)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    addExpense(EN, '12,345.60');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amount: 12345.6 });
  });

  it('in French reads a decimal comma and space-grouped thousands, and refuses a point', async () => {
    await i18n.changeLanguage('fr');
    const calls = financeApi();
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/Aucune dépense/);

    const form = addExpense(FR, '1.234,5');
    expect(await form.findByText('Saisissez un montant, par exemple 12,50.')).toBeTruthy();
    addExpense(FR, '12,345');
    expect(
      await form.findByText(
        'Plus de 2 décimales. Écrivez les centimes après une virgule (12,35) et les milliers avec une espace (12 345).',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    addExpense(FR, '1 234,56');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amount: 1234.56 });
  });

  it('in Spanish reads 1.234,5 as one thousand two hundred and thirty-four and a half', async () => {
    await i18n.changeLanguage('es');
    const calls = financeApi();
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/Aún no hay gastos/);
    addExpense(ES, '1.234,5');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amount: 1234.5 });
  });

  it('shows an amount being edited in the language it is read in', async () => {
    await i18n.changeLanguage('fr');
    const saved = makeExpense({ description: 'Gasoil', amount: 1234.5, currency: 'EUR' });
    const calls = financeApi({
      'GET /expenses': () => jsonResponse(200, listPage([saved])),
      [`PATCH /expenses/${saved.id}`]: ({ body }) =>
        jsonResponse(200, { data: { ...saved, ...(body as object) }, alerts: [] }),
    });
    renderWithProviders(<ExpensesTab />);
    fireEvent.click(await screen.findByRole('button', { name: /Modifier.*Gasoil/ }));
    const edit = within(screen.getByRole('form', { name: 'Modifier la dépense' }));
    expect(edit.getByLabelText<HTMLInputElement>('Montant').value).toBe('1234,50');
    fireEvent.click(edit.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ amount: 1234.5 });
  });

  it('takes no decimals in a currency that has none', async () => {
    const calls = financeApi({
      'POST /budgets': ({ body }) => jsonResponse(201, { data: { id: 'b', ...(body as object) }, alerts: [] }),
    });
    renderWithProviders(<BudgetsTab />);
    const form = within(await screen.findByRole('form', { name: 'New budget' }));
    fireEvent.change(form.getByLabelText('Currency'), { target: { value: 'jpy' } });
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '15000.5' } });
    fireEvent.click(form.getByRole('button', { name: 'Create budget' }));
    expect(await form.findByText('This currency has no decimals: enter a whole amount.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('money errors that say what is wrong', () => {
  it('says an amount of 1e12 is too large, not that it must be above zero', async () => {
    const calls = financeApi();
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);
    const form = addExpense(EN, '1000000000000');
    expect(await form.findByText('That amount is too large: at most 9,999,999,999.99.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a GBP to GBP rate and a rate of 1e12 with the reason', async () => {
    const calls = financeApi();
    renderWithProviders(<BudgetsTab />);
    const form = within(await screen.findByRole('form', { name: 'New exchange rate' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: 'gbp' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: 'gbp' } });
    fireEvent.change(form.getByLabelText('Rate'), { target: { value: '1000000000000' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rate' }));
    expect(await form.findByText('That rate is too large: at most 1,000,000,000.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Rate'), { target: { value: '1' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rate' }));
    expect(
      await form.findByText('Choose two different currencies: a currency always converts to itself at 1.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
