import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS, SAFETY_TEMPLATES, type SafetyRun } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import SafetyTab from './safety-tab.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000071', email: 'alex@example.com' };
const RUN_ID = '00000000-0000-4000-8000-0000000007a1';
const itemId = (i: number) => `00000000-0000-4000-8000-0000000007${String(i).padStart(2, '0')}`;
const RUN: SafetyRun = {
  id: RUN_ID,
  template_key: 'hitching',
  checklist_id: null,
  name: '',
  vehicle_id: null,
  started_at: '2026-06-01T08:00:00Z',
  completed_at: null,
  item_count: SAFETY_TEMPLATES.hitching.length,
  checked_count: 0,
  items: SAFETY_TEMPLATES.hitching.map((item_key, i) => ({
    id: itemId(i),
    position: i,
    item_key,
    text: '',
    checked: false,
    ticked_at: null,
  })),
};
const { items: _items, ...RUN_SUMMARY } = RUN;

function stubSafetyApi({ tickFails = false, runs = [RUN_SUMMARY], tickGate = Promise.resolve() } = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () =>
      jsonResponse(200, {
        data: testSettings(USER, {
          regional_preferences: { ...DEFAULT_SETTINGS.regional_preferences, units: 'metric' },
        }),
      }),
    'GET /vehicles': () => jsonResponse(200, { data: [] }),
    'GET /safety-checklists': () => jsonResponse(200, { data: [] }),
    'GET /safety-checklists/runs': () => jsonResponse(200, { data: runs }),
    [`GET /safety-checklists/runs/${RUN_ID}`]: () => jsonResponse(200, { data: RUN }),
    'POST /safety-checklists/runs': () => jsonResponse(201, { data: RUN }),
    [`PATCH /safety-checklists/runs/${RUN_ID}/items/${itemId(0)}`]: async (call) => {
      await tickGate;
      return tickFails
        ? jsonResponse(500, { error: { class: 'server', message: 'Server error' } })
        : jsonResponse(200, {
            data: {
              ...RUN.items[0],
              checked: (call.body as { checked: boolean }).checked,
              ticked_at: '2026-06-01T08:01:00Z',
            },
          });
    },
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(USER);
});
afterEach(resetTestState);

describe('caravan safety tab', () => {
  it('brings back the open run with its translated items and saves each tick', async () => {
    const calls = stubSafetyApi();
    renderWithProviders(<SafetyTab />);
    const run = within(await screen.findByRole('region', { name: 'Checklist run: Hitching' }));
    const coupling = run.getByRole('checkbox', {
      name: 'Coupling head fully locked on the tow ball (indicator shows locked)',
    });
    expect(run.getByText(`0 of ${RUN.items.length} ticked`)).toBeTruthy();

    fireEvent.click(coupling);
    expect((coupling as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ checked: true }));
    expect(run.getByText(`1 of ${RUN.items.length} ticked`)).toBeTruthy();
  });

  it('unticks the item again when the server refuses the tick', async () => {
    // The server answers only once the optimistic tick has been seen.
    let answer = () => {};
    stubSafetyApi({ tickFails: true, tickGate: new Promise<void>((resolve) => (answer = resolve)) });
    renderWithProviders(<SafetyTab />);
    const coupling = await screen.findByRole<HTMLInputElement>('checkbox', { name: /^Coupling head fully locked/ });
    fireEvent.click(coupling);
    expect(coupling.checked).toBe(true);
    answer();
    expect(await screen.findByText(/^The tick was not saved/)).toBeTruthy();
    await waitFor(() => expect(coupling.checked).toBe(false));
  });

  it('starts the chosen built-in checklist', async () => {
    const calls = stubSafetyApi({ runs: [] });
    renderWithProviders(<SafetyTab />);
    fireEvent.change(await screen.findByLabelText('Checklist'), { target: { value: 'template:hitching' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ template_key: 'hitching', vehicle_id: null }),
    );
    expect(await screen.findByRole('checkbox', { name: 'Jockey wheel fully raised and clamped' })).toBeTruthy();
  });

  it('works out the ball weight share and warns about sway, with the disclaimer', async () => {
    stubSafetyApi({ runs: [] });
    renderWithProviders(<SafetyTab />);
    expect(await screen.findByText(/^Guidance only\./)).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Caravan loaded mass (kg)'), { target: { value: '1400' } });
    fireEvent.change(screen.getByLabelText('Measured ball weight (kg)'), { target: { value: '84' } });
    fireEvent.change(screen.getByLabelText('Max tow-ball load (kg)'), { target: { value: '75' } });
    expect(screen.getByText('Ball weight: 6 % of the caravan’s mass')).toBeTruthy();
    expect(screen.getByText(/^UK\/EU guidance, 7–10 %: 98 kg to 140 kg\./)).toBeTruthy();
    expect(screen.getByText('The ball weight is over the tow ball’s maximum load.')).toBeTruthy();
    expect(
      screen.getByText('Under 7 % ball weight makes snaking (sway) more likely: move weight forward.'),
    ).toBeTruthy();
  });
});

describe('safety checklist texts', () => {
  it('has every built-in item translated in every language', async () => {
    for (const lng of ['en', 'es', 'fr']) {
      await i18n.changeLanguage(lng);
      await i18n.loadNamespaces('wheels_safety');
      for (const [template, keys] of Object.entries(SAFETY_TEMPLATES)) {
        expect(i18n.exists(`wheels_safety:templates.${template}.name`), `${lng} ${template}`).toBe(true);
        for (const key of keys)
          expect(i18n.exists(`wheels_safety:templates.${template}.items.${key}`), `${lng} ${template}.${key}`).toBe(
            true,
          );
      }
    }
  });
});
