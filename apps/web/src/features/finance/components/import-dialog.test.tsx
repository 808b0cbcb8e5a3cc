import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CategoryRule, ImportResult } from '@ww/contracts';
import { jsonResponse, routeJson, stubApi, type RecordedCall } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import { ImportDialog } from './import-dialog.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000033', email: 'lea@example.com' };
const RULE: CategoryRule = {
  id: '00000000-0000-4000-8000-0000000000c1',
  pattern: 'hardware store',
  category: 'maintenance',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

const CSV =
  'Datum;Omschrijving;Bedrag\n14/03/2026;SHELL 123;-45,10\n15/03/2026;Salary;1200,00\n16/03/2026;Camping du Lac;-28,00\n';

function preview(overrides: Partial<ImportResult> = {}): ImportResult {
  return {
    format: 'csv',
    dry_run: true,
    detected: {
      delimiter: ';',
      decimal: ',',
      date_format: 'DD/MM/YYYY',
      has_header: true,
      header: ['Datum', 'Omschrijving', 'Bedrag'],
      columns: { date: 0, description: 1, amount: 2, debit: null, credit: null, category: null },
    },
    rows: [
      {
        line: 2,
        date: '2026-03-14',
        description: 'SHELL 123',
        amount: 45.1,
        currency: 'EUR',
        kind: 'expense',
        category: 'fuel',
        pattern: 'shell',
        suggestion: { category: 'fuel', source: 'keyword' },
        duplicate: false,
      },
      {
        line: 3,
        date: '2026-03-15',
        description: 'Salary',
        amount: 1200,
        currency: 'EUR',
        kind: 'income',
        category: 'other',
        pattern: 'salary',
        suggestion: null,
        duplicate: false,
      },
      {
        line: 4,
        date: '2026-03-16',
        description: 'Camping du Lac',
        amount: 28,
        currency: 'EUR',
        kind: 'expense',
        category: 'campground',
        pattern: 'camping du lac',
        suggestion: { category: 'campground', source: 'keyword' },
        duplicate: true,
      },
    ],
    errors: [],
    imported: { expenses: 0, income: 0 },
    skipped_duplicates: 1,
    alerts: [],
    ...overrides,
  };
}

function form(call: RecordedCall) {
  const body = call.body as FormData;
  return {
    dryRun: body.get('dry_run'),
    options: JSON.parse(String(body.get('options'))) as Record<string, unknown>,
    file: body.get('file'),
  };
}

function api(answer: (dryRun: boolean, call: RecordedCall) => ImportResult, rules: CategoryRule[] = []) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
    'GET /category-rules': () => routeJson('GET /category-rules', { data: rules }),
    [`DELETE /category-rules/${RULE.id}`]: () => {
      rules = [];
      return jsonResponse(204);
    },
    'POST /expenses/import': (call) => {
      const dryRun = form(call).dryRun === 'true';
      return jsonResponse(200, { data: answer(dryRun, call) });
    },
  });
}

function chooseFile(name = 'statement.csv', text = CSV) {
  const input = screen.getByLabelText('Bank file (.csv, .ofx, .qfx)');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

beforeEach(() => {
  signInAs(USER);
});
afterEach(async () => {
  vi.useRealTimers();
  await resetTestState();
});

describe('import dialog', () => {
  it('previews the file with what was detected, and names the lines with problems while keeping Import disabled', async () => {
    const calls = api(() =>
      preview({
        errors: [
          { line: 17, code: 'invalid_date', message: 'Line 17: "31/02/2026" is not a valid date' },
          { line: 20, code: 'something_new', message: 'Line 20: the amount has letters in it' },
        ],
      }),
    );
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    chooseFile();

    const dialog = await screen.findByRole('dialog', { name: 'Import a bank file' });
    expect(await within(dialog).findByText('What we detected')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Column separator').value).toBe(';');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Decimal separator').value).toBe(',');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Date format').value).toBe('DD/MM/YYYY');
    expect(within(dialog).getByLabelText<HTMLInputElement>('First row holds column names').checked).toBe(true);
    const amountColumn = within(dialog).getByLabelText<HTMLSelectElement>('Amount');
    expect(amountColumn.selectedOptions[0]?.textContent).toBe('Bedrag (column 3)');

    const problems = within(dialog).getByRole('alert');
    expect(problems.textContent).toContain('Nothing will be imported until these are fixed.');
    expect(
      within(problems).getByText('Line 17: the date is missing or does not match the chosen date format'),
    ).toBeTruthy();
    expect(within(problems).getByText('Line 20: the amount has letters in it')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: /^Import \d+ rows$/ }).disabled).toBe(true);

    expect(
      within(dialog).getByText('Rows in the file: 3 · expenses: 1 · income: 1 · duplicates skipped: 1'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Already imported, skipped')).toBeTruthy();
    expect(form(calls.find((c) => c.path === '/expenses/import')!).dryRun).toBe('true');
  });

  it('runs the preview again with the changed settings', async () => {
    const calls = api(() => preview());
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    chooseFile();
    const dateFormat = await screen.findByLabelText<HTMLSelectElement>('Date format');

    fireEvent.change(dateFormat, { target: { value: 'MM/DD/YYYY' } });

    await waitFor(() => expect(calls.filter((c) => c.path === '/expenses/import')).toHaveLength(2));
    const rerun = form(calls.filter((c) => c.path === '/expenses/import')[1]!);
    expect(rerun.dryRun).toBe('true');
    expect(rerun.options).toMatchObject({
      delimiter: ';',
      decimal: ',',
      date_format: 'MM/DD/YYYY',
      columns: { date: 0, description: 1, amount: 2 },
    });
  });

  it('imports with dry_run=false and the categories changed in the preview, then shows what was imported', async () => {
    const calls = api((dryRun) =>
      dryRun ? preview() : preview({ dry_run: false, imported: { expenses: 1, income: 1 }, skipped_duplicates: 1 }),
    );
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    chooseFile();

    const category = await screen.findByLabelText<HTMLSelectElement>('Category for "SHELL 123"');
    fireEvent.change(category, { target: { value: 'food' } });
    expect(screen.getByText('Changed: remembered as a rule')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));

    expect(await screen.findByText('Import finished')).toBeTruthy();
    expect(screen.getByText('Expenses imported: 1')).toBeTruthy();
    expect(screen.getByText('Income imported: 1')).toBeTruthy();
    expect(screen.getByText('Duplicates skipped: 1')).toBeTruthy();

    const sent = calls.filter((c) => c.path === '/expenses/import').map(form);
    expect(sent.map((s) => s.dryRun)).toEqual(['true', 'false']);
    expect(sent[0]?.options).not.toHaveProperty('category_overrides');
    expect(sent[1]?.options).toMatchObject({
      category_overrides: { shell: 'food' },
      delimiter: ';',
      date_format: 'DD/MM/YYYY',
    });
    expect((sent[1]?.file as File).name).toBe('statement.csv');
  });

  it("shows each row's suggested category, accepted unless changed, with where it came from", async () => {
    const row = preview().rows[0]!;
    const rows: ImportResult['rows'] = [
      { ...row, line: 2, description: 'CARD 4411 SHELL GAS STATION', pattern: 'shell gas station' },
      {
        ...row,
        line: 3,
        description: 'Hardware store 12',
        pattern: 'hardware store',
        category: 'maintenance',
        suggestion: { category: 'maintenance', source: 'rule' },
      },
      {
        ...row,
        line: 4,
        description: 'KOA Tucson',
        pattern: 'koa tucson',
        category: 'campground',
        suggestion: { category: 'campground', source: 'history' },
      },
      {
        ...row,
        line: 5,
        description: 'Hardware store 7',
        pattern: 'hardware store',
        category: 'maintenance',
        suggestion: { category: 'maintenance', source: 'rule' },
      },
      { ...row, line: 6, description: 'Mystery 1', pattern: 'mystery', category: 'other', suggestion: null },
    ];
    const calls = api((dryRun) => preview({ rows, dry_run: dryRun, skipped_duplicates: 0 }));
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    chooseFile();

    const select = async (description: string) =>
      await screen.findByLabelText<HTMLSelectElement>(`Category for "${description}"`);
    const note = (el: HTMLSelectElement) =>
      document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
    const shell = await select('CARD 4411 SHELL GAS STATION');
    expect(shell.value).toBe('fuel');
    expect(shell.selectedOptions[0]?.textContent).toBe('Fuel');
    expect(note(shell)).toBe('From the shop name');
    expect([(await select('Hardware store 12')).value, note(await select('Hardware store 12'))]).toEqual([
      'maintenance',
      'From your rule',
    ]);
    expect([(await select('KOA Tucson')).value, note(await select('KOA Tucson'))]).toEqual([
      'campground',
      'From your past expenses',
    ]);
    expect([(await select('Mystery 1')).value, note(await select('Mystery 1'))]).toEqual(['other', null]);

    // A change applies to every row of the same merchant and is marked; choosing the suggestion again unmarks it.
    fireEvent.change(await select('Hardware store 12'), { target: { value: 'entertainment' } });
    expect((await select('Hardware store 7')).value).toBe('entertainment');
    expect(note(await select('Hardware store 7'))).toBe('Changed: remembered as a rule');
    fireEvent.change(await select('Hardware store 7'), { target: { value: 'maintenance' } });
    expect(note(await select('Hardware store 12'))).toBe('From your rule');
    fireEvent.change(shell, { target: { value: 'food' } });

    fireEvent.click(screen.getByRole('button', { name: 'Import 5 rows' }));
    expect(await screen.findByText('Import finished')).toBeTruthy();
    const sent = calls.filter((c) => c.path === '/expenses/import').map(form);
    expect(sent[1]?.options['category_overrides']).toEqual({
      'shell gas station': 'food',
      'hardware store': 'maintenance',
    });
  });

  it('lists the remembered category rules before a file is chosen, and forgets one', async () => {
    const calls = api(() => preview(), [RULE]);
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);

    fireEvent.click(await screen.findByText('Your category rules (1)'));
    expect(screen.getByText('“hardware store” → Maintenance')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Forget the rule for “hardware store”' }));

    await waitFor(() => expect(screen.queryByText('“hardware store” → Maintenance')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/category-rules/${RULE.id}`)).toBe(true);
  });

  it('tells the user when the imported expenses take a budget past 100 % this period', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00'), toFake: ['Date'] });
    api((dryRun) =>
      dryRun
        ? preview()
        : preview({
            dry_run: false,
            imported: { expenses: 1, income: 1 },
            alerts: [
              {
                budget_id: '00000000-0000-4000-8000-0000000000b2',
                category: null,
                period: 'monthly',
                threshold: 100,
                spent: 512.4,
                amount: 500,
                currency: 'USD',
                percent: 102,
              },
            ],
          }),
    );
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));

    expect(await screen.findByText('Import finished')).toBeTruthy();
    expect(
      await screen.findByText('You have used 102% of your overall budget for November 2026 ($512.40 of $500.00).'),
    ).toBeTruthy();
  });

  it("says why the server refused the file: a limit or fair use in the app's words, anything else in the server's", async () => {
    const refusals = [
      [429, 'import_in_progress', 'Your previous statement is still being read.'],
      [429, 'rate_limited', 'You have sent many statements in the last minute. Please try again in 42 seconds.'],
      [400, 'too_many_lines', 'Line 100001: the file has more than 100000 lines'],
      [400, 'something_new', 'Line 3: the file says something new'],
    ] as const;
    let answered = 0;
    stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
      'GET /category-rules': () => routeJson('GET /category-rules', { data: [] }),
      'POST /expenses/import': () => {
        const [status, code, message] = refusals[answered++]!;
        return jsonResponse(status, { error: { class: status === 429 ? 'other' : 'validation', code, message } });
      },
    });
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    for (const text of [
      'Your previous file is still being read. Wait for it to finish, then try again.',
      'You have sent several files in the last minute. Please wait a minute, then try again.',
      'The file has far more lines than a bank statement, even one with blank lines. Check that it is the statement you exported, or split it.',
      'Line 3: the file says something new',
    ]) {
      chooseFile();
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('refuses a file that is not a bank statement without sending it', async () => {
    const calls = api(() => preview());
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    chooseFile('photo.jpg', 'not a statement');

    expect(await screen.findByText('Choose a .csv, .ofx or .qfx file.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/expenses/import')).toBe(false);
  });
});
