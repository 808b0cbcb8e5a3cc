import { describe, expect, test } from 'vitest';
import { api, createAccount, ownerAccount } from '../support/api.ts';
import { expectPath, expectVisible, signIn } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('memberships', () => {
  test('a trial user upgrades to annual through Stripe Checkout and opens the video course', async () => {
    const owner = await ownerAccount();
    const title = `Levelling on a slope ${Date.now()}`;
    const lesson = await api('/admin/lessons', {
      token: owner.accessToken,
      json: {
        position: 1,
        title,
        summary: 'Blocks, chocks and a spirit level',
        video_url: 'https://video.example/level',
      },
    });
    expect(lesson.status).toBe(201);

    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/you');
    await expectVisible(page.getByText('30 days left in your free trial'));

    // Locked before paying: the lesson is listed, its video is not.
    await page.goto('/course');
    await expectVisible(page.getByText(title));
    await expectVisible(page.getByRole('heading', { name: 'Unlock the lessons' }));
    expect(await page.getByRole('link', { name: /Watch/ }).count()).toBe(0);

    await page.goto('/you');
    await page.getByRole('link', { name: 'Upgrade' }).click();
    await expectPath(page, '/pricing');
    await page.getByRole('button', { name: 'Choose annual' }).click();

    // Stripe Checkout (the fake Stripe's page): pay there, and come back.
    await page.waitForURL(/\/pay\/cs_/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/payment-success/);
    await expectVisible(page.getByRole('heading', { name: 'Welcome to the annual membership' }));

    await page.goto('/you');
    await expectVisible(page.getByText(/Renews on/));
    await expectVisible(page.getByRole('button', { name: 'Manage billing' }));

    await page.goto('/course');
    await expectVisible(page.getByText(title));
    const watch = page.getByRole('link', { name: /Watch/ }).first();
    await expectVisible(watch);
    expect(await watch.getAttribute('href')).toBe('https://video.example/level');
    await page.getByRole('checkbox', { name: `Mark as watched: ${title}` }).check();
    await expectVisible(page.getByText(/1 of \d+ watched/));
  });
});
