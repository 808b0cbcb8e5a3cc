import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { UrlTabs } from './url-tabs.tsx';

const TABS = ['Trip Planner', 'Trips', 'Fuel Log', 'Vehicle Maintenance', 'RV Storage', 'Caravan Safety'].map(
  (label, index) => ({ id: `tab-${index}`, label, content: <p>{label} content</p> }),
);

/**
 * happy-dom lays nothing out: the tab row is given a width of its own and of its tabs, as a browser would measure
 * them, and scrolls as far as they allow.
 */
function measureRow(rowWidth: number, tabsWidth: number) {
  let left = 0;
  const list = screen.getByRole('tablist');
  Object.defineProperties(list, {
    clientWidth: { configurable: true, get: () => rowWidth },
    scrollWidth: { configurable: true, get: () => tabsWidth },
    scrollLeft: {
      configurable: true,
      get: () => left,
      set: (value: number) => {
        left = Math.max(0, Math.min(value, tabsWidth - rowWidth));
      },
    },
  });
  list.scrollBy = ((options: ScrollToOptions) => {
    list.scrollLeft = left + (options.left ?? 0);
    list.dispatchEvent(new Event('scroll'));
  }) as typeof list.scrollBy;
  list.dispatchEvent(new Event('scroll'));
  return list;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UrlTabs', () => {
  it('says that a row wider than its box scrolls, and its buttons scroll it by most of its width', async () => {
    renderWithProviders(<UrlTabs label="Wheels sections" tabs={TABS} />, '/wheels');
    const list = measureRow(390, 700);

    const more = await screen.findByRole('button', { name: 'Show more tabs' });
    expect(screen.queryByRole('button', { name: 'Show earlier tabs' })).toBeNull();

    fireEvent.click(more);
    expect(list.scrollLeft).toBe(310);
    expect(await screen.findByRole('button', { name: 'Show earlier tabs' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more tabs' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Show earlier tabs' }));
    expect(list.scrollLeft).toBe(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show earlier tabs' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Show more tabs' })).toBeTruthy();
  });

  it('adds nothing to a row that fits', async () => {
    renderWithProviders(<UrlTabs label="Wheels sections" tabs={TABS} />, '/wheels');
    measureRow(1024, 700);
    expect(await screen.findByText('Trip Planner content')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /tabs$/ })).toBeNull();
  });
});
