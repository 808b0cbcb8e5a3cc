import { describe, expect, test } from 'vitest';
import { api, createAccount, TEST_PASSWORD, uniqueEmail } from '../support/api.ts';
import {
  avatarLink,
  expectHidden,
  expectPath,
  expectVisible,
  MAIN_NAV_LABELS,
  mainNav,
  signIn,
  signUp,
  storedAccessToken,
  storedValue,
} from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';
import { DEMO_ACCOUNT } from '../support/constants.ts';
import { waitForMailLink } from '../support/mail.ts';

const browser = useBrowser();

describe('signing up, in and out', () => {
  test('a new traveller signs up, goes through every onboarding step and lands in the personal area', async () => {
    const { page } = await browser.open();
    const email = uniqueEmail('newcomer');
    await signUp(page, email, TEST_PASSWORD);

    await expectVisible(page.getByRole('heading', { name: 'What should we call you?' }));
    await expectVisible(page.getByText('Step 1 of 5'));
    await page.getByLabel('Your name').fill('Alex Wanderer');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectVisible(page.getByRole('heading', { name: 'What do you travel in?' }));
    await page.getByText('Motorhome', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Motorhome' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Where do you mostly travel?' }));
    await page.getByText('Australia', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Units and currency come pre-filled from the region (SPEC §9: AU gives AUD; metric).
    await expectVisible(page.getByRole('heading', { name: 'Units and currency' }));
    expect(await page.getByRole('radio', { name: 'Metric' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Currency').inputValue()).toBe('AUD');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Choose your language' }));
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: 'Finish' }).click();

    await expectPath(page, '/you');
    await expectVisible(page.getByText("You're all set. Enjoy the road!"));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Hello, Alex Wanderer' }));
    await expectVisible(avatarLink(page));
    expect((await avatarLink(page).innerText()).trim()).toBe('N');
    expect(await page.getByText(/^Demo account:/).count()).toBe(0);
    for (const label of MAIN_NAV_LABELS) {
      await expectVisible(mainNav(page).getByRole('link', { name: label, exact: true }));
    }

    const profile = await api('/profile', { token: await storedAccessToken(page) });
    expect(profile.body).toMatchObject({
      data: { full_name: 'Alex Wanderer', rig_type: 'motorhome', region: 'AU', onboarding_completed: true },
    });

    // Back on the home page the trial is not offered again; the hero leads to the personal area.
    await page.getByRole('banner').getByRole('link', { name: 'Wheels & Wins home' }).click();
    await expectPath(page, '/');
    await expectVisible(page.getByRole('link', { name: 'Open your dashboard' }));
    expect(await page.getByRole('link', { name: 'Start Free for 30 Days' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Open your dashboard' }).click();
    await expectPath(page, '/you');
  });

  test('a wrong password on /login shows the invalid-credentials message', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-right-one');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expectVisible(page.getByText('Invalid email or password. Please check your credentials and try again.'));
    await expectPath(page, '/login');
    expect(await storedValue(page, 'ww_session')).toBeNull();
  });

  test('a visitor opening /wins signs in on /login and comes back to /wins', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await page.goto('/');
    await page.goto('/wins');
    await expectPath(page, '/login');

    // The redirect replaced the /wins entry: going back leads to the page before it, not to /wins again.
    await page.goBack();
    await expectPath(page, '/');
    await page.goForward();
    await expectPath(page, '/login');

    await signIn(page, account.email, account.password, { openLoginPage: false });
    await expectPath(page, '/wins');
    await expectVisible(page.getByRole('tab', { name: 'Make Money on the Road' }));
  });

  test('logging out shows Login again, closes protected pages and ends the session on the server', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await expectPath(page, '/you');
    const accessToken = await storedAccessToken(page);
    expect((await api('/auth/session', { token: accessToken })).status).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();

    await expectVisible(page.getByRole('banner').getByRole('link', { name: /^(Login|Sign In)$/ }));
    await expectHidden(avatarLink(page));
    expect(await storedValue(page, 'ww_session')).toBeNull();

    await page.goto('/you');
    await expectPath(page, '/login');
    expect((await api('/auth/session', { token: accessToken })).status).toBe(401);
  });

  test('a session ended from another device signs that browser out at once, without it doing anything', async () => {
    const account = await createAccount({ onboarded: true });
    const laptop = await browser.open();
    await signIn(laptop.page, account.email, account.password);
    await expectPath(laptop.page, '/you');
    const phone = await browser.open();
    await signIn(phone.page, account.email, account.password);
    await expectPath(phone.page, '/you');

    await laptop.page.goto('/profile');
    // The other browser's row (the account was also signed in through the API when it was created, not by Chrome).
    const otherDevice = laptop.page
      .getByRole('listitem')
      .filter({ hasText: 'Chrome' })
      .filter({ hasNotText: 'This device' })
      .filter({ has: laptop.page.getByRole('button', { name: 'End session' }) });
    await expectVisible(otherDevice);
    await otherDevice.getByRole('button', { name: 'End session' }).click();

    // The phone is told over its realtime connection: no click, no reload.
    await expectVisible(phone.page.getByText('Your session has expired. Please log in again.'));
    await expectPath(phone.page, '/login');
    expect(await storedValue(phone.page, 'ww_session')).toBeNull();
    // The laptop's own session goes on.
    await laptop.page.goto('/you');
    await expectPath(laptop.page, '/you');
  });

  test('the demo account from the README can sign in', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await expectPath(page, '/you');
    await expectVisible(page.getByRole('heading', { name: 'Hello, Demo Traveller' }));
    await expectVisible(avatarLink(page));
    await expectVisible(
      page.getByText('Demo account: everything you see here is demo data. Sign up to keep your own.'),
    );
  });

  test('a forgotten password is reset with the e-mailed link and the new password signs in', async () => {
    const account = await createAccount({ onboarded: true });
    const newPassword = 'fresh-tyres-2026';
    const { page } = await browser.open();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/reset-password');
    await expectVisible(page.getByRole('heading', { name: 'Reset your password' }));
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Check your email' }));

    const [link] = await waitForMailLink(account.email, /\/update-password\?token=[\w-]+/);
    await page.goto(link);
    await expectVisible(page.getByRole('heading', { name: 'Set a new password' }));
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Password updated' }));

    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expectPath(page, '/login');
    await signIn(page, account.email, newPassword, { openLoginPage: false });
    await expectPath(page, '/you');

    const oldPassword = await api('/auth/login', { json: { email: account.email, password: account.password } });
    expect(oldPassword.status).toBe(401);
  });
});
