import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CURRENCIES, DEFAULT_SETTINGS, todayIn, type BudgetAlert, type DateFormat, type Expense } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { signedInEachTest } from '#testing/signed-in.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import ExpensesTab from './expenses-tab.tsx';
import { listPage, makeExpense, TEST_USER } from '#testing/factories.ts';
import { periodRange } from './period-range.ts';
import { plain, expensesApi, rowNames, list, addForm, filterBar, addExpense } from '#testing/fixtures/expenses.ts';

signedInEachTest(TEST_USER, { outbox: true });

describe('expenses tab: the list, its filters, dates, alerts and export', () => {
  it('lists expenses newest first with the totals per currency', async () => {
    const diesel = makeExpense({ description: 'Diesel', amount: 82.4, category: 'fuel', date: '2026-11-21' });
    const tacos = makeExpense({ description: 'Tacos', amount: 350, currency: 'MXN', date: '2026-11-19' });
    expensesApi({ 'GET /expenses': () => jsonResponse(200, listPage([diesel, tacos])) });
    renderWithProviders(<ExpensesTab />);

    expect(screen.getByRole('status', { name: 'Loading expenses…' })).toBeTruthy();
    await screen.findByText('Diesel');
    expect(rowNames()).toEqual(['Diesel', 'Tacos']);
    expect(list().getByText('$82.40')).toBeTruthy();
    expect(list().getByText('11/21/2026')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Total spent' });
    expect(plain(totals.textContent)).toContain('$82.40 (1 entry)');
    expect(plain(totals.textContent)).toContain('MX$350.00 (1 entry)');
  });

  it("writes dates in the user's locale, or in the order they chose whatever the currency or language", async () => {
    const diesel = makeExpense({ description: 'Diesel', amount: 82.4, category: 'fuel', date: '2026-11-21' });
    const regional = (currency: (typeof CURRENCIES)[number], date_format: DateFormat) => ({
      ...DEFAULT_SETTINGS.regional_preferences,
      currency,
      date_format,
    });
    const cases = [
      // GBP used to turn MM/DD into DD/MM, and EUR used to flip a chosen DD/MM back.
      { language: 'en', regional: regional('GBP', 'MM/DD/YYYY'), shown: '11/21/2026' },
      { language: 'en', regional: regional('EUR', 'DD/MM/YYYY'), shown: '21/11/2026' },
      { language: 'fr', regional: regional('EUR', 'MM/DD/YYYY'), shown: '11/21/2026' },
      // 'auto' (the default): the language as the account's region writes it (issue 23).
      { language: 'en', regional: regional('GBP', 'auto'), shown: '21/11/2026' },
      { language: 'en', regional: regional('USD', 'auto'), shown: '11/21/2026' },
      { language: 'es', regional: regional('USD', 'auto'), shown: '21 nov 2026' },
      { language: 'fr', regional: regional('EUR', 'auto'), shown: '21 nov. 2026' },
    ] as const;
    for (const { language, regional: regional_preferences, shown } of cases) {
      await i18n.changeLanguage(language);
      expensesApi({
        'GET /expenses': () => jsonResponse(200, listPage([diesel])),
        'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER, { regional_preferences }) }),
      });
      const view = renderWithProviders(<ExpensesTab />);
      expect(await screen.findByText(shown), `${language} ${regional_preferences.currency}`).toBeTruthy();
      view.unmount();
    }
  });

  it('explains the empty list without showing any figures', async () => {
    expensesApi({ 'GET /expenses': () => jsonResponse(200, listPage([])) });
    renderWithProviders(<ExpensesTab />);
    expect(await screen.findByText(/No expenses yet\. Add what you spend as you go/)).toBeTruthy();
  });

  it('shows the classified error when the list cannot load, and tries again', async () => {
    let fail = true;
    expensesApi({
      'GET /expenses': () =>
        fail
          ? jsonResponse(500, { error: { class: 'server', message: 'boom' } })
          : jsonResponse(200, listPage([makeExpense({ description: 'Propane' })])),
    });
    renderWithProviders(<ExpensesTab />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your expenses could not be loaded.');
    expect(alert.textContent).toContain('Server error. Please try again in a few minutes.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Propane')).toBeTruthy();
  });

  it('records an expense in any currency code typed in', async () => {
    const calls = expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([])),
      'POST /expenses': ({ body }) =>
        jsonResponse(201, { data: makeExpense({ ...(body as Partial<Expense>) }), alerts: [] }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);
    fireEvent.change(addForm().getByLabelText('Currency'), { target: { value: 'mxn' } });
    addExpense('350', 'Tacos');
    expect(
      await within(await screen.findByRole('list', { name: 'Expenses, newest first' })).findByText('MX$350.00'),
    ).toBeTruthy();
    expect((calls.find((c) => c.method === 'POST')?.body as { currency: string }).currency).toBe('MXN');
  });

  it("dates a new expense today in the time zone of the user's settings, not the device's", async () => {
    // Half past midnight on 1 December in Kiribati (UTC+14), still 30 November in every device zone from UTC-12 to +13.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T10:30:00Z'));
    signInAs(TEST_USER);
    stubApi({
      'GET /auth/session': () => sessionResponse(TEST_USER),
      'GET /settings': () => {
        const settings = testSettings(TEST_USER);
        settings.regional_preferences.timezone = 'Pacific/Kiritimati';
        return jsonResponse(200, { data: settings });
      },
      'GET /expenses': () => jsonResponse(200, listPage([])),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);
    expect(addForm().getByLabelText<HTMLInputElement>('Date').value).toBe('2026-12-01');
  });

  it('sends the chosen filters with the list request', async () => {
    const calls = expensesApi({ 'GET /expenses': () => jsonResponse(200, listPage([])) });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);
    const lastQuery = () => new URLSearchParams(calls.filter((c) => c.path === '/expenses').at(-1)?.search);

    fireEvent.change(filterBar().getByLabelText('Period'), { target: { value: 'this_month' } });
    const month = periodRange('this_month', todayIn(DEFAULT_SETTINGS.regional_preferences.timezone));
    await waitFor(() => expect(lastQuery().get('from')).toBe(month.from));
    expect(lastQuery().get('to')).toBe(month.to);

    fireEvent.change(filterBar().getByLabelText('Category'), { target: { value: 'fuel' } });
    await waitFor(() => expect(lastQuery().get('category')).toBe('fuel'));

    fireEvent.change(filterBar().getByLabelText('Search descriptions'), { target: { value: ' diesel ' } });
    await waitFor(() => expect(lastQuery().get('q')).toBe('diesel'));
    expect(
      screen.getByText('No expenses match these filters. Try another period or category, or clear the search.'),
    ).toBeTruthy();

    fireEvent.change(filterBar().getByLabelText('Period'), { target: { value: 'custom' } });
    fireEvent.change(filterBar().getByLabelText('From'), { target: { value: '2026-06-01' } });
    await waitFor(() => expect(lastQuery().toString()).toBe('from=2026-06-01&category=fuel&q=diesel'));
  });

  it('loads the next page with the cursor', async () => {
    const first = makeExpense({ description: 'First page' });
    const second = makeExpense({ description: 'Second page', date: '2026-01-02' });
    const calls = expensesApi({
      'GET /expenses': ({ search }) =>
        jsonResponse(200, search.includes('cursor=c1') ? listPage([second]) : listPage([first], 'c1')),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText('First page');
    await waitFor(() => expect(rowNames()).toEqual(['First page', 'Second page']));
    expect(calls.some((c) => c.search === '?cursor=c1')).toBe(true);
  });

  it('tells the user when an expense takes a budget past 80 %', async () => {
    const alert: BudgetAlert = {
      budget_id: '00000000-0000-4000-8000-0000000000b1',
      category: 'fuel',
      period: 'monthly',
      threshold: 80,
      spent: 400,
      amount: 500,
      currency: 'USD',
      percent: 80,
    };
    const calls = expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([])),
      'POST /expenses': () =>
        jsonResponse(201, {
          data: makeExpense({ amount: 100, category: 'fuel', date: '2026-11-15' }),
          alerts: [alert],
        }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);
    addExpense('100', 'Diesel');
    expect(
      await screen.findByText('You have used 80% of your fuel budget for November 2026 ($400.00 of $500.00).'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('words the budget alert in French with French amounts and months', async () => {
    await i18n.changeLanguage('fr');
    const regional_preferences = { ...DEFAULT_SETTINGS.regional_preferences, date_format: 'DD/MM/YYYY' as const };
    expensesApi({
      'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER, { regional_preferences }) }),
      'GET /expenses': () => jsonResponse(200, listPage([])),
      'POST /expenses': () =>
        jsonResponse(201, {
          data: makeExpense({ amount: 120, category: 'food', date: '2026-11-22' }),
          alerts: [
            {
              budget_id: '00000000-0000-4000-8000-0000000000b2',
              category: null,
              period: 'weekly',
              threshold: 100,
              spent: 1250,
              amount: 1200,
              currency: 'EUR',
              percent: 104,
            },
          ],
        }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/Aucune dépense pour l'instant/);
    fireEvent.change(within(screen.getByRole('form', { name: 'Nouvelle dépense' })).getByLabelText('Montant'), {
      target: { value: '120' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter la dépense' }));
    await waitFor(() =>
      expect(plain(document.body.textContent)).toContain(
        'Vous avez utilisé 104 % de votre budget global pour la semaine du 16/11/2026 (1 250,00 € sur 1 200,00 €).',
      ),
    );
  });

  it('downloads the CSV export of the period and category shown, with the session token', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:export';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const calls = expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([])),
      'GET /expenses/export.csv': () =>
        new Response('date,category,amount,currency,description\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="expenses-2026.csv"' },
        }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);
    fireEvent.change(filterBar().getByLabelText('Category'), { target: { value: 'fuel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const exportCall = calls.find((c) => c.path === '/expenses/export.csv');
    expect(exportCall?.search).toBe('?category=fuel');
    expect(exportCall?.authorization).toBe('Bearer access-token');
    expect(await created[0]?.text()).toContain('date,category,amount');
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
  });
});
