import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testProfile } from '#testing/test-account.ts';
import { useProfile } from './profile.ts';

const USER = { id: '00000000-0000-4000-8000-000000000006', email: 'lou@example.com' };

function profileApi() {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /profile': () => jsonResponse(200, { data: testProfile(USER, { full_name: 'Lou Park' }) }),
  });
}

function ProfileName() {
  const { data, fetchStatus } = useProfile();
  return <p>{data?.full_name ?? `no profile (${fetchStatus})`}</p>;
}

function renderName() {
  return renderWithProviders(<ProfileName />);
}

afterEach(resetTestState);

describe('useProfile', () => {
  it('loads the profile of the signed-in user', async () => {
    signInAs(USER);
    profileApi();
    renderName();
    expect(await screen.findByText('Lou Park')).toBeTruthy();
  });

  it('asks nothing of the server for a visitor', async () => {
    const calls = profileApi();
    renderName();
    expect(await screen.findByText('no profile (idle)')).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/profile');
  });
});
