import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SHOP_CURRENCIES } from '@ww/contracts';
import type { ApiResponse } from '#shared/lib/api-client.ts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState } from '#testing/test-account.ts';
import type { CourseLesson } from '../../api/queries.ts';
import { testLesson, testPlans } from '#testing/fixtures/billing.ts';
import MembershipsTab from './memberships-tab.tsx';

/** Prices set in USD and AUD only: the other currencies answer with the USD price, as the server does. */
const SET: Record<string, { monthly: number; annual: number; course: number }> = {
  USD: { monthly: 9.99, annual: 99, course: 97 },
  AUD: { monthly: 14.99, annual: 149, course: 147 },
};

function plans(currency: string): ApiResponse<'GET /billing/plans'> {
  const own = SET[currency];
  const set = own ?? SET['USD']!;
  return testPlans(own ? currency : 'USD', { ...set, annualMonthly: set.annual / 12 });
}

const lesson = (overrides: Partial<CourseLesson>) =>
  testLesson({ title: 'Lesson', video_url: 'https://videos.example.com/1', ...overrides });

const lessons = [
  lesson({
    id: '00000000-0000-4000-8000-0000000000c2',
    position: 2,
    title: 'Budgeting on the road',
    duration_minutes: 12,
  }),
  lesson({ id: '00000000-0000-4000-8000-0000000000c1', position: 1, title: 'Choosing a rig', duration_minutes: 1 }),
];

function membershipsApi(extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /billing/plans': (call) =>
      routeJson('GET /billing/plans', plans(new URLSearchParams(call.search).get('currency') ?? 'USD')),
    'GET /billing/course': () =>
      routeJson('GET /billing/course', { data: { access: true, lessons, completed_count: 0 } }),
    ...extra,
  });
}

afterEach(resetTestState);

describe('memberships tab', () => {
  it('shows each price in its own currency and leaves unset ones empty', async () => {
    membershipsApi();
    renderWithProviders(<MembershipsTab />);
    const monthlyAud = await screen.findByLabelText<HTMLInputElement>('Monthly membership in AUD');
    expect(monthlyAud.value).toBe('14.99');
    expect(screen.getByLabelText<HTMLInputElement>('Video course on its own in USD').value).toBe('97.00');
    expect(screen.getByLabelText<HTMLInputElement>('Annual membership (with the course) in EUR').value).toBe('');
    expect(screen.getAllByText('Uses the USD price')).toHaveLength(3 * (SHOP_CURRENCIES.length - 2));
  });

  it('saves the prices that changed, and refuses to empty a set one', async () => {
    const calls = membershipsApi({ 'PUT /admin/plan-prices': () => jsonResponse(204) });
    renderWithProviders(<MembershipsTab />);
    const eur = await screen.findByLabelText('Monthly membership in EUR');
    fireEvent.change(eur, { target: { value: '8.99' } });
    fireEvent.change(screen.getByLabelText('Annual membership (with the course) in AUD'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('A price that is set can be changed but not removed.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('Annual membership (with the course) in AUD'), {
      target: { value: '155' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        prices: [
          { item: 'monthly', currency: 'EUR', amount: 8.99 },
          { item: 'annual', currency: 'AUD', amount: 155 },
        ],
      }),
    );
  });

  it('lists the lessons in position order and adds one at the next position', async () => {
    const calls = membershipsApi({
      'POST /admin/lessons': () => routeJson('POST /admin/lessons', { data: { id: 'new' } }, 201),
    });
    renderWithProviders(<MembershipsTab />);
    const list = await screen.findByRole('list', { name: 'Video course lessons' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['1. Choosing a rig', '2. Budgeting on the road']);
    expect(screen.getByText('1 minute')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add lesson' }));
    const form = screen.getByRole('form', { name: 'Add a lesson' });
    expect(within(form).getByLabelText<HTMLInputElement>('Position').value).toBe('3');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Staying connected' } });
    fireEvent.change(within(form).getByLabelText('Video link'), { target: { value: 'not a link' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add lesson' }));
    expect(await within(form).findByText('Enter a full web address starting with https://.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Video link'), { target: { value: 'https://videos.example.com/3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add lesson' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        position: 3,
        title: 'Staying connected',
        summary: '',
        duration_minutes: null,
        video_url: 'https://videos.example.com/3',
      }),
    );
  });
});
