import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SideIncomeSource } from '@ww/contracts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import MakeMoneyTab from './make-money-tab.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000034', email: 'rui@example.com' };
const SOURCE_ID = '00000000-0000-4000-8000-000000000301';

function source(totals: SideIncomeSource['totals']): SideIncomeSource {
  return {
    id: SOURCE_ID,
    name: 'Campground host, Lake Mead',
    kind: 'workamping',
    notes: 'Oct–Mar',
    created_at: '2026-01-02T00:00:00Z',
    totals,
  };
}

beforeEach(() => signInAs(USER));
afterEach(resetTestState);

describe('make money on the road tab', () => {
  it("lists the user's side-income sources with their 12-month totals and the guide", async () => {
    stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
      'GET /side-income-sources': () =>
        jsonResponse(200, { data: [source([{ currency: 'USD', total: 1450, count: 3 }])] }),
    });
    renderWithProviders(<MakeMoneyTab />, '/wins?tab=make-money');

    const item = (await screen.findByRole('heading', { name: 'Campground host, Lake Mead' })).closest('li')!;
    expect(within(item).getByText('Workamping')).toBeTruthy();
    expect(within(item).getByText('$1,450.00')).toBeTruthy();
    for (const title of [
      'Remote work',
      'Workamping',
      'Seasonal work',
      'Selling crafts and goods',
      'Content creation',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
  });

  it('records income for a source through Add income, linked to the source so it feeds Income', async () => {
    let sources = [source([])];
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
      'GET /side-income-sources': () => jsonResponse(200, { data: sources }),
      'POST /income': (call) => {
        sources = [source([{ currency: 'USD', total: 320.5, count: 1 }])];
        return jsonResponse(201, {
          data: {
            id: '00000000-0000-4000-8000-000000000401',
            user_id: USER.id,
            recurrence: 'none',
            created_at: '2026-03-20T00:00:00Z',
            updated_at: '2026-03-20T00:00:00Z',
            ...(call.body as object),
          },
        });
      },
    });
    renderWithProviders(<MakeMoneyTab />, '/wins?tab=make-money');

    fireEvent.click(await screen.findByRole('button', { name: 'Add income to Campground host, Lake Mead' }));
    const form = screen.getByRole('form', { name: 'Add income to Campground host, Lake Mead' });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '320.50' } });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-03-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add income' }));

    expect(await screen.findByText('$320.50')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/income');
    expect(post?.body).toEqual({
      source: 'Campground host, Lake Mead',
      amount: 320.5,
      date: '2026-03-20',
      currency: 'USD',
      side_income_source_id: SOURCE_ID,
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/side-income-sources')).toHaveLength(2));
  });

  it('checks income for a source before sending it', async () => {
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
      'GET /side-income-sources': () => jsonResponse(200, { data: [source([])] }),
    });
    renderWithProviders(<MakeMoneyTab />, '/wins?tab=make-money');

    fireEvent.click(await screen.findByRole('button', { name: 'Add income to Campground host, Lake Mead' }));
    const form = within(screen.getByRole('form', { name: 'Add income to Campground host, Lake Mead' }));
    fireEvent.click(form.getByRole('button', { name: 'Add income' }));
    expect(await form.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '12.3456' } });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Add income' }));
    expect(
      await form.findByText(
        'More than 2 decimals. Write cents after a point (12.35) and thousands with a comma (12,345).',
      ),
    ).toBeTruthy();
    expect(form.getByText('Enter a valid date.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a new source', async () => {
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
      'GET /side-income-sources': () => jsonResponse(200, { data: [] }),
      'POST /side-income-sources': () =>
        jsonResponse(201, { data: { ...source([]), name: 'Etsy shop', kind: 'crafts', notes: '' } }),
    });
    renderWithProviders(<MakeMoneyTab />, '/wins?tab=make-money');

    expect(await screen.findByText('No side-income sources yet. Add the first one below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Etsy shop' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'crafts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Etsy shop', kind: 'crafts', notes: '' }),
    );
  });
});
