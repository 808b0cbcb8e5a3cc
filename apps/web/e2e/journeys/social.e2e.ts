import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount, ownerAccount, type Account } from '../support/api.ts';
import { expectHidden, expectVisible, signIn } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

type Traveller = Account & { id: string; name: string };

async function traveller(name: string): Promise<Traveller> {
  const account = await createAccount({ onboarded: true, fullName: name });
  const profile = await api('/profile', { token: account.accessToken });
  return { ...account, id: (profile.body as { data: { user_id: string } }).data.user_id, name };
}

async function befriend(a: Traveller, b: Traveller): Promise<void> {
  const request = await api('/social/friends/requests', { token: a.accessToken, json: { user_id: b.id } });
  const id = (request.body as { data: { id: string } }).data.id;
  const accepted = await api(`/social/friends/requests/${id}/accept`, { token: b.accessToken, method: 'POST' });
  if (request.status !== 201 || accepted.status !== 200)
    throw new Error(`friendship failed: ${request.status} ${accepted.status}`);
}

/**
 * Resolves once the page's realtime socket has asked for `channel` (it only asks once the hub said ready): from then
 * on an event on that channel reaches the page. Must be called before the page opens the screen that subscribes.
 */
function subscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/v1/ws')) return;
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"subscribe"') && payload.includes(channel)) resolve();
      });
    });
  });
}

/** Resolves once the page's realtime socket is ready: events on the user's own channel reach it from then on. */
function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/v1/ws')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"ready"')) resolve();
      });
    });
  });
}

describe('Social', () => {
  test("a post reaches a friend's open feed live, and their comment comes back live", async () => {
    const [alma, ben] = [await traveller('Alma Westbrook'), await traveller('Ben Okafor')];
    await befriend(alma, ben);
    // Ben's feed has a post on screen when the next arrives, so it offers the new one (an empty feed shows it at once).
    const earlier = await api('/social/posts', {
      token: alma.accessToken,
      json: { body: 'Packing up at Moab this morning', visibility: 'friends' },
    });
    expect(earlier.status).toBe(201);
    const { page: almaPage } = await browser.open();
    const { page: benPage } = await browser.open();
    const almaListening = subscribed(almaPage, 'public:feed');
    const benListening = subscribed(benPage, 'public:feed');
    for (const [page, who] of [
      [almaPage, alma],
      [benPage, ben],
    ] as const) {
      await signIn(page, who.email, who.password);
      await page.goto('/social?tab=feed');
      await expectVisible(page.getByRole('form', { name: 'New post' }));
    }
    await Promise.all([almaListening, benListening]);

    const composer = almaPage.getByRole('form', { name: 'New post' });
    await composer.getByRole('combobox', { name: 'New post' }).fill('Sunset over the Bonneville Salt Flats tonight');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expectVisible(almaPage.getByText('Posted.'));

    // Ben's feed offers the new post without jumping the list under him.
    const newPosts = benPage.getByRole('status').filter({ hasText: 'New posts' });
    await expectVisible(newPosts);
    await newPosts.getByRole('button', { name: 'Show' }).click();
    const benPost = benPage.getByRole('article').filter({ hasText: 'Sunset over the Bonneville Salt Flats tonight' });
    await expectVisible(benPost);
    await expectVisible(benPost.getByRole('link', { name: 'Alma Westbrook' }));

    await benPost.getByRole('button', { name: '0 comments' }).click();
    const commentForm = benPost.getByRole('form', { name: 'Write a comment' });
    await commentForm.getByRole('combobox', { name: 'Write a comment' }).fill('Which campground are you at?');
    await commentForm.getByRole('button', { name: 'Comment', exact: true }).click();
    await expectVisible(benPost.getByText('Which campground are you at?'));

    // Alma never reloads: the comment count moves on its own, and the comment is there when she opens them.
    const almaPost = almaPage.getByRole('article').filter({ hasText: 'Sunset over the Bonneville Salt Flats tonight' });
    const almaComments = almaPost.getByRole('button', { name: '1 comment' });
    await expectVisible(almaComments);
    await almaComments.click();
    await expectVisible(almaPost.getByText('Which campground are you at?'));
  });

  test('two friends message each other live: unread count, the reply, and a read receipt', async () => {
    const [alma, ben] = [await traveller('Alma Westbrook'), await traveller('Ben Okafor')];
    await befriend(alma, ben);
    const { page: almaPage } = await browser.open();
    const { page: benPage } = await browser.open();
    const [almaReady, benReady] = [realtimeReady(almaPage), realtimeReady(benPage)];

    await signIn(benPage, ben.email, ben.password);
    await benPage.goto('/social?tab=messages');
    await expectVisible(benPage.getByText('No conversations yet. Start one with a friend.'));
    // From a profile or the map, "Message" opens the direct conversation with that traveller.
    await signIn(almaPage, alma.email, alma.password);
    await almaPage.goto(`/social?tab=messages&to=${ben.id}`);
    await expectVisible(almaPage.getByText('No messages yet. Say hello!'));
    await Promise.all([almaReady, benReady]);

    const almaBox = almaPage.getByLabel('Message', { exact: true });
    await almaBox.fill('Is there space at Goose Island tonight?');
    await almaBox.press('Enter');
    const almaHistory = almaPage.getByRole('list', { name: 'Messages' });
    await expectVisible(almaHistory.getByText('Is there space at Goose Island tonight?'));

    // Ben's list gains the conversation live, counted as unread, without a reload.
    await expectVisible(benPage.getByRole('tab', { name: 'Messages (1)' }));
    const conversation = benPage
      .getByRole('list', { name: 'Conversations' })
      .getByRole('listitem')
      .filter({ hasText: 'Alma Westbrook' });
    await expectVisible(conversation.getByText('Is there space at Goose Island tonight?'));
    await conversation.getByRole('button').first().click();
    const benHistory = benPage.getByRole('list', { name: 'Messages' });
    await expectVisible(benHistory.getByText('Is there space at Goose Island tonight?'));
    await expectVisible(benPage.getByRole('tab', { name: 'Messages', exact: true }));

    const benBox = benPage.getByLabel('Message', { exact: true });
    await benBox.fill('Yes, site 12 is free. Come on over!');
    await benBox.press('Enter');

    // Alma sees the reply and that Ben read her message, live.
    await expectVisible(almaHistory.getByText('Yes, site 12 is free. Come on over!'));
    await expectVisible(almaHistory.getByText('Seen', { exact: true }));
    const stored = await api(`/social/conversations`, { token: alma.accessToken });
    expect((stored.body as { data: unknown[] }).data).toHaveLength(1);
  });

  test("a reported post reaches the moderators' queue, and hiding it takes it out of everyone's feed but its author's", async () => {
    const [alma, ben] = [await traveller('Alma Westbrook'), await traveller('Ben Okafor')];
    const admin = await ownerAccount();
    const text = 'Cheap generator for sale, pay by gift card only';
    const post = await api('/social/posts', { token: alma.accessToken, json: { body: text, visibility: 'public' } });
    expect(post.status).toBe(201);

    const { page: benPage } = await browser.open();
    await signIn(benPage, ben.email, ben.password);
    await benPage.goto('/social?tab=feed');
    const benPost = benPage.getByRole('article').filter({ hasText: text });
    await expectVisible(benPost);
    await benPost.getByRole('button', { name: 'Report' }).click();
    const dialog = benPage.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByLabel('Reason').selectOption({ label: 'Scam or fraud' });
    await dialog.getByLabel('Details').fill('Asks for gift cards');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectVisible(benPage.getByText('Thanks — a moderator will look at it'));

    const { page: adminPage } = await browser.open();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto('/social?tab=moderation');
    const report = adminPage.getByRole('listitem').filter({ hasText: text });
    await expectVisible(report);
    await expectVisible(report.getByText('Asks for gift cards', { exact: false }));
    await report.getByRole('group', { name: 'Moderation actions' }).getByRole('button', { name: 'Hide' }).click();
    await report.getByLabel('Reason (the author is told)').fill('Scam: payment by gift card');
    await report.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(adminPage.getByText('The content is hidden.'));

    await benPage.reload();
    await expectVisible(benPage.getByRole('form', { name: 'New post' }));
    await expectHidden(benPage.getByRole('article').filter({ hasText: text }));

    // Its author still sees it, and is told why.
    const { page: almaPage } = await browser.open();
    await signIn(almaPage, alma.email, alma.password);
    await almaPage.goto('/social?tab=feed');
    const almaPost = almaPage.getByRole('article').filter({ hasText: text });
    await expectVisible(almaPost.getByText('Hidden by a moderator: Scam: payment by gift card'));
  });

  test("a shared location appears on a friend's map and vanishes from it when sharing is turned off", async () => {
    const [alma, ben] = [await traveller('Alma Westbrook'), await traveller('Ben Okafor')];
    await befriend(alma, ben);
    // Moab, Utah: Ben is parked a few kilometres from where Alma is.
    const moab = { latitude: 38.5733, longitude: -109.5498 };
    const { page: almaPage } = await browser.open({ geolocation: moab, permissions: ['geolocation'] });
    const { page: benPage } = await browser.open({
      geolocation: { latitude: 38.6, longitude: -109.5 },
      permissions: ['geolocation'],
    });
    // Ben shares too, so his map opens on his own position, near Alma.
    await api('/settings', {
      token: ben.accessToken,
      method: 'PATCH',
      json: { privacy_preferences: { location_sharing: true } },
    });

    const benReady = realtimeReady(benPage);
    await signIn(benPage, ben.email, ben.password);
    await benPage.goto('/social?tab=network');
    const benMap = benPage.getByRole('region', { name: 'Community map' });
    // The map loads when it scrolls into view.
    await benMap.getByRole('heading', { name: 'Community map' }).scrollIntoViewIfNeeded();
    await expectVisible(benMap.getByRole('button', { name: 'You are here' }));
    await benReady;

    await signIn(almaPage, alma.email, alma.password);
    await almaPage.goto('/you');
    const sharing = almaPage.getByRole('switch', { name: 'Share my location on the map' });
    await sharing.click();
    await expectVisible(almaPage.getByText('Sharing your location.'));

    // Ben is her friend: her exact position appears on his map, live.
    const almaOnBensMap = benMap.getByRole('button', { name: 'Alma Westbrook' });
    await expectVisible(almaOnBensMap);

    await sharing.click();
    await expectVisible(almaPage.getByText('Not sharing your location.'));
    await expectHidden(almaOnBensMap);
    const nearby = await api('/locations/nearby?lat=38.6&lon=-109.5&radius_km=25', { token: ben.accessToken });
    expect((nearby.body as { data: { user_id: string }[] }).data.map((l) => l.user_id)).not.toContain(alma.id);
  });
});
