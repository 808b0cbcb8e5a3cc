import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SAFETY_TEMPLATES, type SafetyRun } from '@ww/contracts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { renderWithOutbox } from '#testing/render-with-outbox.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, settingsAnswer } from '#testing/test-account.ts';
import SafetyTab from './safety-tab.tsx';
import { setOnline } from '#testing/network.ts';

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
    updated_at: '2026-06-01T08:00:00.000Z',
  })),
};
const { items: _items, ...RUN_SUMMARY } = RUN;

/** The tick answers: 200 with the item, 409 (the run was completed meanwhile) or 500 (a server hiccup). */
type TickAnswer = 200 | 409 | 500;

function stubSafetyApi({
  tick = 200,
  runs = [RUN_SUMMARY],
  tickGate = Promise.resolve(),
}: { tick?: TickAnswer; runs?: (typeof RUN_SUMMARY)[]; tickGate?: Promise<void> } = {}) {
  // The run as the server keeps it: a tick it took is in the run it sends next.
  const stored = structuredClone(RUN);
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, 'metric'),
    'GET /vehicles': () => jsonResponse(200, { data: [] }),
    'GET /safety-checklists': () => jsonResponse(200, { data: [] }),
    'GET /safety-checklists/runs': () => jsonResponse(200, { data: runs }),
    [`GET /safety-checklists/runs/${RUN_ID}`]: () => jsonResponse(200, { data: stored }),
    'POST /safety-checklists/runs': () => jsonResponse(201, { data: RUN }),
    [`PATCH /safety-checklists/runs/${RUN_ID}/items/${itemId(0)}`]: async (call) => {
      await tickGate;
      if (tick === 409)
        return jsonResponse(409, {
          error: { class: 'validation', message: 'This checklist run is already complete.', code: 'run_completed' },
        });
      if (tick === 500) return jsonResponse(500, { error: { class: 'server', message: 'Server error' } });
      const { checked } = call.body as { checked: boolean };
      stored.items[0] = { ...stored.items[0]!, checked, ticked_at: checked ? '2026-06-01T08:01:00Z' : null };
      stored.checked_count = stored.items.filter((i) => i.checked).length;
      return jsonResponse(200, { data: stored.items[0] });
    },
  });
}

signedInEachTest(USER, { outbox: true });

describe('caravan safety tab', () => {
  it('brings back the open run with its translated items and saves each tick', async () => {
    const calls = stubSafetyApi();
    renderWithOutbox(<SafetyTab />);
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
    stubSafetyApi({ tick: 409, tickGate: new Promise<void>((resolve) => (answer = resolve)) });
    renderWithOutbox(<SafetyTab />);
    const coupling = await screen.findByRole<HTMLInputElement>('checkbox', { name: /^Coupling head fully locked/ });
    fireEvent.click(coupling);
    expect(coupling.checked).toBe(true);
    answer();
    expect(await screen.findByText(/^The tick was not saved/)).toBeTruthy();
    await waitFor(() => expect(coupling.checked).toBe(false));
  });

  it('keeps a tick the server could not take yet on screen, waiting to be sent again', async () => {
    const calls = stubSafetyApi({ tick: 500 });
    renderWithOutbox(<SafetyTab />);
    const run = within(await screen.findByRole('region', { name: 'Checklist run: Hitching' }));
    fireEvent.click(run.getByRole('checkbox', { name: /^Coupling head fully locked/ }));

    expect(await run.findByText('Tick waiting to send')).toBeTruthy();
    expect(run.getByRole<HTMLInputElement>('checkbox', { name: /^Coupling head fully locked/ }).checked).toBe(true);
    expect(run.getByText(`1 of ${RUN.items.length} ticked`)).toBeTruthy();
    expect(screen.queryByText(/^The tick was not saved/)).toBeNull();
    // Completing now would refuse the tick on its way: it waits for the tick.
    expect(run.getByRole<HTMLButtonElement>('button', { name: 'Complete checklist' }).disabled).toBe(true);
    expect(run.getByText('The run can be completed once its ticks are sent.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('ticks offline at once, queues each tick once, and sends them in order when back online', async () => {
    setOnline(false);
    const calls = stubSafetyApi();
    renderWithOutbox(<SafetyTab />);
    const run = within(await screen.findByRole('region', { name: 'Checklist run: Hitching' }));
    const coupling = run.getByRole<HTMLInputElement>('checkbox', { name: /^Coupling head fully locked/ });

    fireEvent.click(coupling);
    expect(coupling.checked).toBe(true);
    expect(await run.findByText('Tick waiting to send')).toBeTruthy();
    expect(run.getByText(`1 of ${RUN.items.length} ticked`)).toBeTruthy();
    // Unticked and ticked again, still offline: three writes of one item, in order, none sent yet.
    fireEvent.click(coupling);
    await waitFor(() => expect(coupling.checked).toBe(false));
    fireEvent.click(coupling);
    await waitFor(() => expect(coupling.checked).toBe(true));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(run.queryByText('Tick waiting to send')).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { checked: true },
      { checked: false },
      { checked: true },
    ]);
    expect(coupling.checked).toBe(true);
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
