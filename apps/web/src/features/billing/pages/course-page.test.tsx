import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lesson } from '@ww/contracts';
import { jsonResponse, routeJson, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import { testLesson } from '#testing/fixtures/billing.ts';
import { billingApi } from '../testing/billing-fixtures.ts';
import CoursePage from './course-page.tsx';

function lessons(): Lesson[] {
  return [
    testLesson({
      position: 1,
      title: 'Setting up camp',
      summary: 'Levelling, <b>chocks</b> and power.',
      duration_minutes: 12,
      video_url: 'https://videos.example.com/setting-up',
      completed: true,
    }),
    testLesson({
      position: 2,
      title: 'Budgeting on the road',
      duration_minutes: 18,
      video_url: 'https://videos.example.com/budgeting',
    }),
    testLesson({ position: 3, title: 'Winter storage', video_url: 'https://videos.example.com/storage' }),
  ];
}

function showCourse(access: boolean, list: Lesson[], handlers: Record<string, ApiHandler> = {}) {
  const withAccess = access ? list : list.map((lesson) => ({ ...lesson, video_url: null, completed: false }));
  const calls = billingApi({
    'GET /billing/course': () =>
      routeJson('GET /billing/course', {
        data: { access, lessons: withAccess, completed_count: withAccess.filter((l) => l.completed).length },
      }),
    ...handlers,
  });
  renderWithProviders(<CoursePage />, '/course');
  return calls;
}

const lesson = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => signInAs(TEST_USER));
afterEach(async () => {
  vi.restoreAllMocks();
  await resetTestState();
});

describe('course page', () => {
  it('lists the lessons in order with a Watch link and progress for a member', async () => {
    const list = lessons();
    // Stored before links were held to http(s): shown without a link.
    list[2] = { ...list[2]!, video_url: 'javascript:alert(document.cookie)' };
    showCourse(true, list);
    expect(await screen.findByText('1 of 3 watched')).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Setting up camp', 'Budgeting on the road', 'Winter storage']);

    const first = lesson('Setting up camp');
    expect(within(first).getByText('Lesson 1 · 12 min')).toBeTruthy();
    expect(within(first).getByText('Levelling, <b>chocks</b> and power.')).toBeTruthy();
    expect(within(first).getByText('Watched')).toBeTruthy();
    const watch = within(first).getByRole('link', { name: 'Watch Setting up camp (opens in a new tab)' });
    expect(watch.getAttribute('href')).toBe('https://videos.example.com/setting-up');
    expect(watch.getAttribute('target')).toBe('_blank');
    expect(watch.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(first).getByRole<HTMLInputElement>('checkbox', { name: /Mark as watched/ }).checked).toBe(true);

    expect(within(lesson('Winter storage')).getByText('Lesson 3')).toBeTruthy();
    expect(within(lesson('Winter storage')).queryByText('Watched')).toBeNull();
    expect(within(lesson('Winter storage')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unlock the lessons' })).toBeNull();
  });

  it('marks a lesson watched on the server and counts it', async () => {
    const list = lessons();
    const second = list[1]!;
    let saved = false;
    const calls = showCourse(true, list, {
      [`PUT /billing/course/lessons/${second.id}/progress`]: () => {
        saved = true;
        return jsonResponse(204);
      },
      'GET /billing/course': () => {
        const now = list.map((l) => (l.id === second.id ? { ...l, completed: saved } : l));
        return routeJson('GET /billing/course', {
          data: { access: true, lessons: now, completed_count: now.filter((l) => l.completed).length },
        });
      },
    });
    const box = await within(await screen.findByRole('article', { name: 'Budgeting on the road' })).findByRole(
      'checkbox',
      { name: 'Mark as watched: Budgeting on the road' },
    );
    fireEvent.click(box);
    // The tick moves in the click itself, before any answer or cache update.
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('2 of 3 watched')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: `/billing/course/lessons/${second.id}/progress`,
        body: { completed: true },
      }),
    );
    expect(within(lesson('Budgeting on the road')).getByText('Watched')).toBeTruthy();
  });

  it('puts the tick back when the server refuses it', async () => {
    const list = lessons();
    showCourse(true, list, {
      [`PUT /billing/course/lessons/${list[2]!.id}/progress`]: () =>
        jsonResponse(403, {
          error: {
            class: 'rls_permission',
            message: 'The course is part of the annual membership.',
            code: 'course_locked',
          },
        }),
    });
    const box = await within(await screen.findByRole('article', { name: 'Winter storage' })).findByRole('checkbox');
    fireEvent.click(box);
    expect(await screen.findByText('Your progress could not be saved.')).toBeTruthy();
    expect(screen.getByText('The course is part of the annual membership.')).toBeTruthy();
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    expect(screen.getByText('1 of 3 watched')).toBeTruthy();
  });

  it('shows the lessons without videos and offers the annual plan or the course to a user without access', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = showCourse(false, lessons(), {
      'POST /billing/checkout': () =>
        routeJson('POST /billing/checkout', { data: { url: 'https://checkout.stripe.test/c/pay/cs_9' } }),
    });
    const offer = await screen.findByRole('region', { name: 'Unlock the lessons' });
    expect(
      within(offer).getByText('The video course comes with the annual membership, or you can buy it on its own.'),
    ).toBeTruthy();
    expect(await within(offer).findByText('The course on its own: $97.00')).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'See all plans' }).getAttribute('href')).toBe('/pricing');
    expect(within(offer).getByRole('button', { name: 'Choose annual' })).toBeTruthy();

    expect(screen.getByRole('article', { name: 'Budgeting on the road' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Watch/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/watched$/)).toBeNull();

    fireEvent.click(within(offer).getByRole('button', { name: 'Buy the course' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_9'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ item: 'course' });
  });

  it('says when no lessons are published yet', async () => {
    showCourse(true, []);
    expect(await screen.findByText('No lessons are published yet.')).toBeTruthy();
    expect(screen.queryByText(/watched/)).toBeNull();
  });
});
