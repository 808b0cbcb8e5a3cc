import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { LocationProbe, renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import { listPage, TEST_USER } from '#testing/factories.ts';
import WinsPage from './wins-page.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
  stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /expenses': () => jsonResponse(200, listPage([])),
    'GET /income': () => jsonResponse(200, listPage([])),
  });
});

afterEach(resetTestState);

function renderWins(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/wins" element={<WinsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    path,
  );
}

describe('/wins', () => {
  it('has the six tabs of SPEC §2 and opens the one named in ?tab=', async () => {
    renderWins('/wins?tab=expenses');
    expect(screen.getByRole('heading', { level: 1, name: 'Wins' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Expenses',
      'Income',
      'Budgets',
      'Tips',
      'Make Money on the Road',
    ]);
    expect(screen.getByRole('tab', { name: 'Expenses', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Add an expense' })).toBeTruthy();
  });

  it('keeps the chosen tab in the address', async () => {
    renderWins('/wins?tab=expenses');
    const income = screen.getByRole('tab', { name: 'Income' });
    fireEvent.mouseDown(income);
    fireEvent.click(income);
    expect(await screen.findByRole('heading', { name: 'Add income' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/wins?tab=income');
  });
});
