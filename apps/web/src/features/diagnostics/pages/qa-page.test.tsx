import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs } from '#testing/test-account.ts';
import QaPage from './qa-page.tsx';

const ADMIN = { id: '00000000-0000-4000-8000-000000000041', email: 'admin@example.com', is_admin: true };
const USER = { id: '00000000-0000-4000-8000-000000000042', email: 'user@example.com', is_admin: false };

const health: ApiHandler = () =>
  jsonResponse(200, { status: 'ok', database: 'postgres', version: '1.2.3', dependencies: { database: 'ok' } });
const summary: ApiHandler = () =>
  routeJson('GET /diagnostics/qa-summary', {
    data: [
      {
        page: '/wins',
        last_result: 'fail',
        last_checked_at: '2026-11-27T10:00:00.000Z',
        pass_30d: 3,
        fail_30d: 1,
        blocked_30d: 0,
      },
    ],
  });
const check = {
  id: '00000000-0000-4000-8000-0000000000a1',
  page: '/wins',
  device: 'Chrome on Android, 412×915',
  result: 'fail' as const,
  note: 'Total overlaps the chart',
  has_screenshot: false,
  created_by: ADMIN.id,
  author_name: 'Sam',
  created_at: '2026-11-27T10:00:00.000Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(resetTestState);

describe('/qa', () => {
  it('shows a signed-in non-admin the live state and the summary only: no form, no history', async () => {
    signInAs(USER);
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /health': health,
      'GET /diagnostics/qa-summary': summary,
    });
    renderWithProviders(<QaPage />, '/qa');
    expect(await screen.findByText('1.2.3')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /\/wins/ });
    expect(within(row).getByText('Fail')).toBeTruthy();
    expect(within(row).getByText('3 passed · 1 failed · 0 blocked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save check' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(calls.some((c) => c.path === '/diagnostics/qa-checks')).toBe(false);
  });

  it('lets an admin record a check (device prefilled) and see it in the history with its note', async () => {
    signInAs(ADMIN);
    const history = [] as (typeof check)[];
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(ADMIN),
      'GET /health': health,
      'GET /diagnostics/qa-summary': summary,
      'GET /diagnostics/qa-checks': () => routeJson('GET /diagnostics/qa-checks', { data: history, next_cursor: null }),
      'POST /diagnostics/qa-checks': () => {
        history.unshift(check);
        return routeJson('POST /diagnostics/qa-checks', { data: check }, 201);
      },
    });
    renderWithProviders(<QaPage />, '/qa');
    expect(await screen.findByText('No checks recorded yet.')).toBeTruthy();

    const device = screen.getByLabelText<HTMLInputElement>('Device');
    expect(device.value).toMatch(/×/);
    fireEvent.click(screen.getByRole('button', { name: 'Save check' }));
    expect(await screen.findByText('Fill in this field.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Page'), { target: { value: '/wins' } });
    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'fail' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Total overlaps the chart' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save check' }));

    expect(await screen.findByText('Check recorded.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    const form = post.body as FormData;
    expect([form.get('page'), form.get('result'), form.get('note'), form.get('device')]).toEqual([
      '/wins',
      'fail',
      'Total overlaps the chart',
      device.value,
    ]);
    expect(await screen.findByText('Total overlaps the chart')).toBeTruthy();
    expect(screen.getByText(/by Sam/)).toBeTruthy();
  });

  it("puts the server's field errors on their fields", async () => {
    signInAs(ADMIN);
    stubApi({
      'GET /auth/session': () => sessionResponse(ADMIN),
      'GET /health': health,
      'GET /diagnostics/qa-summary': summary,
      'GET /diagnostics/qa-checks': () => routeJson('GET /diagnostics/qa-checks', { data: [], next_cursor: null }),
      'POST /diagnostics/qa-checks': () =>
        jsonResponse(400, {
          error: {
            class: 'validation',
            message: 'Invalid',
            code: 'invalid_input',
            fields: { screenshot: 'unsupported_image_type' },
          },
        }),
    });
    renderWithProviders(<QaPage />, '/qa');
    fireEvent.change(await screen.findByLabelText('Page'), { target: { value: '/you' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save check' }));
    expect(await screen.findByText('Use a PNG, JPEG, WebP or HEIF image.')).toBeTruthy();
  });
});
