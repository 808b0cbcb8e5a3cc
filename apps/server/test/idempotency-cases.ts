// Every authenticated create of the API (POST answering 201), as the Idempotency-Key tests send it.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { gpx, trip, DATE, type Case, type idempotencySuite } from './idempotency-kit.ts';

/**
 * Each create: how to reach it (after making the rows it needs) and where its row lands. The test over the OpenAPI
 * document fails when one is missing here.
 */
export function idempotencyCases({
  world,
  as,
  created,
  photoForm,
}: ReturnType<typeof idempotencySuite>): Record<string, Case> {
  const bShare = async () => {
    const tripId = (await created(world.b, 'trips', trip('Shared loop'))).id!;
    return { share: (await created(world.b, 'social/trip-shares', { trip_id: tripId, audience: 'friends' })).id! };
  };

  return {
    'POST /expenses': {
      path: () => 'expenses',
      send: () => ({ json: { amount: 12.5, category: 'food', date: DATE } }),
      table: 'expenses',
    },
    'POST /income': {
      path: () => 'income',
      send: () => ({ json: { source: 'Harvest work', amount: 300, date: DATE } }),
      table: 'income',
    },
    'POST /budgets': {
      path: () => 'budgets',
      send: () => ({ json: { category: 'fuel', period: 'monthly', amount: 400 } }),
      table: 'budgets',
    },
    'POST /savings-goals': {
      path: () => 'savings-goals',
      send: () => ({ json: { name: 'Solar panels', target_amount: 1200 } }),
      table: 'savings_goals',
    },
    'POST /savings-goals/{id}/contributions': {
      prepare: async () => ({
        goal: (await created(world.a, 'savings-goals', { name: 'Tyres', target_amount: 800 })).id!,
      }),
      path: (ids) => `savings-goals/${ids.goal}/contributions`,
      send: () => ({ json: { amount: 50, date: DATE } }),
      table: 'savings_contributions',
    },
    'POST /side-income-sources': {
      path: () => 'side-income-sources',
      send: () => ({ json: { name: 'Photo prints', kind: 'crafts' } }),
      table: 'side_income_sources',
    },
    'POST /campgrounds': {
      path: () => 'campgrounds',
      send: () => ({ json: { name: 'Riverside meadow', lat: 56.1, lon: -3.9 } }),
      table: 'campgrounds',
    },
    'POST /campgrounds/{id}/reviews': {
      prepare: async () => ({
        site: (await created(world.a, 'campgrounds', { name: 'Loch view', lat: 56.3, lon: -4.2 })).id!,
      }),
      path: (ids) => `campgrounds/${ids.site}/reviews`,
      send: () => ({ json: { rating: 4, body: 'Quiet and level.' } }),
      table: 'campground_reviews',
    },
    'POST /trips': { path: () => 'trips', send: () => ({ json: trip('Moab loop') }), table: 'trips' },
    'POST /trips/import-gpx': {
      path: () => 'trips/import-gpx',
      send: () => ({ body: gpx, headers: { 'content-type': 'application/gpx+xml' } }),
      table: 'trips',
    },
    'POST /vehicles': {
      path: () => 'vehicles',
      send: () => ({ json: { name: 'Big Blue', kind: 'motorhome' } }),
      table: 'vehicles',
    },
    'POST /fuel-log': {
      path: () => 'fuel-log',
      send: () => ({ json: { filled_on: DATE, volume_l: 60, price_per_l: 1.5, odometer_km: 42000 } }),
      table: 'fuel_log',
    },
    'POST /maintenance/schedules': {
      path: () => 'maintenance/schedules',
      send: () => ({ json: { task: 'Oil change', every_months: 12 } }),
      table: 'maintenance_schedules',
    },
    'POST /maintenance': {
      path: () => 'maintenance',
      send: () => ({ json: { task: 'Wipers', date: DATE } }),
      table: 'maintenance_records',
    },
    'POST /storage-items': {
      path: () => 'storage-items',
      send: () => ({ json: { name: 'Levelling ramps', location: 'Rear locker', quantity: 2 } }),
      table: 'storage_items',
    },
    'POST /safety-checklists/runs': {
      path: () => 'safety-checklists/runs',
      send: () => ({ json: { template_key: 'pre_departure' } }),
      table: 'safety_checklist_runs',
    },
    'POST /safety-checklists': {
      path: () => 'safety-checklists',
      send: () => ({ json: { name: 'Winter hook-up', items: ['Drain water', 'Check gas'] } }),
      table: 'safety_checklists',
    },
    'POST /social/conversations': {
      prepare: async () => ({ user: (await world.t.signUp()).id }),
      path: () => 'social/conversations',
      send: (ids) => ({ json: { participant_ids: [world.b.id, ids.user], title: 'Route ideas' } }),
      table: 'conversations',
    },
    'POST /social/conversations/{id}/messages': {
      prepare: async () => ({
        conversation: (await created(world.a, 'social/conversations', { participant_ids: [world.b.id] })).id!,
      }),
      path: (ids) => `social/conversations/${ids.conversation}/messages`,
      send: () => ({ json: { body: 'Queued while offline' } }),
      table: 'messages',
    },
    'POST /social/groups': {
      prepare: async () => ({ name: `Solar fans ${randomUUID().slice(0, 8)}` }),
      path: () => 'social/groups',
      send: (ids) => ({ json: { name: ids.name, join_policy: 'open' } }),
      table: 'social_groups',
    },
    'POST /social/groups/{id}/join': {
      prepare: async () => ({
        group: (
          await created(world.b, 'social/groups', {
            name: `Boondockers ${randomUUID().slice(0, 8)}`,
            join_policy: 'open',
          })
        ).id!,
      }),
      path: (ids) => `social/groups/${ids.group}/join`,
      send: () => ({}),
      table: 'group_members',
    },
    'POST /social/listings': {
      path: () => 'social/listings',
      send: () => ({
        json: { title: 'Fiamma awning', price: 250, currency: 'USD', category: 'rv_parts', condition: 'good' },
      }),
      table: 'listings',
    },
    'POST /social/hustles': {
      path: () => 'social/hustles',
      send: () => ({ json: { title: 'Campground hosting', description: 'Free site for 20 hours a week.' } }),
      table: 'hustles',
    },
    'POST /social/hustles/{id}/comments': {
      prepare: async () => ({
        hustle: (await created(world.b, 'social/hustles', { title: 'Dog walking at parks' })).id!,
      }),
      path: (ids) => `social/hustles/${ids.hustle}/comments`,
      send: () => ({ json: { body: 'Worked for me in Utah.' } }),
      table: 'hustle_comments',
    },
    'POST /social/hustles/{id}/try': {
      prepare: async () => ({
        hustle: (await created(world.b, 'social/hustles', { title: 'Mobile bike repair' })).id!,
      }),
      path: (ids) => `social/hustles/${ids.hustle}/try`,
      send: () => ({}),
      table: 'side_income_sources',
    },
    'POST /social/reports': {
      prepare: async () => ({
        post: (await created(world.b, 'social/posts', { body: 'Selling cheap diesel, DM me' })).id!,
      }),
      path: () => 'social/reports',
      send: (ids) => ({ json: { target_type: 'post', target_id: ids.post, reason: 'Looks like a scam.' } }),
      table: 'content_reports',
    },
    'POST /social/moderation/reports/{id}/actions': {
      prepare: async () => {
        const post = (await created(world.b, 'social/posts', { body: 'Buy followers here' })).id!;
        const report = await created(world.a, 'social/reports', {
          target_type: 'post',
          target_id: post,
          reason: 'Spam.',
        });
        return { report: report.id! };
      },
      path: (ids) => `social/moderation/reports/${ids.report}/actions`,
      send: () => ({ json: { action: 'hide', reason: 'Spam.' } }),
      table: 'moderation_actions',
      as: 'admin',
    },
    'POST /social/moderation/actions': {
      path: () => 'social/moderation/actions',
      send: () => ({
        json: { target_type: 'user', target_id: world.b.id, action: 'warn', reason: 'Please keep it civil.' },
      }),
      table: 'moderation_actions',
      as: 'admin',
    },
    'POST /social/trip-shares': {
      prepare: async () => ({ trip: (await created(world.a, 'trips', trip('Coast road'))).id! }),
      path: () => 'social/trip-shares',
      send: (ids) => ({ json: { trip_id: ids.trip, audience: 'friends', description: 'Two days, easy driving.' } }),
      table: 'trip_shares',
    },
    'POST /social/trip-shares/{id}/copy': {
      prepare: bShare,
      path: (ids) => `social/trip-shares/${ids.share}/copy`,
      send: () => ({}),
      table: 'trips',
    },
    'POST /social/trip-shares/{id}/comments': {
      prepare: bShare,
      path: (ids) => `social/trip-shares/${ids.share}/comments`,
      send: () => ({ json: { body: 'Green River has a dump station.' } }),
      table: 'trip_share_comments',
    },
    'POST /social/trip-shares/{id}/suggestions': {
      prepare: bShare,
      path: (ids) => `social/trip-shares/${ids.share}/suggestions`,
      send: () => ({ json: { name: 'Goblin Valley', latitude: 38.56, longitude: -110.7 } }),
      table: 'trip_share_suggestions',
    },
    'POST /social/posts': {
      path: () => 'social/posts',
      send: () => ({ json: { body: 'Made it to the coast.' } }),
      table: 'posts',
    },
    'POST /social/posts/{id}/comments': {
      prepare: async () => ({ post: (await created(world.b, 'social/posts', { body: 'Anyone near Moab?' })).id! }),
      path: (ids) => `social/posts/${ids.post}/comments`,
      send: () => ({ json: { body: 'Two nights from now.' } }),
      table: 'post_comments',
    },
    'POST /social/photos': {
      path: () => 'social/photos',
      send: async () => ({ body: await photoForm() }),
      table: 'social_photos',
    },
    'POST /diagnostics/qa-checks': {
      path: () => 'diagnostics/qa-checks',
      send: () => {
        const form = new FormData();
        form.append('page', '/wheels');
        form.append('device', 'Pixel 7, Chrome');
        form.append('result', 'pass');
        return { body: form };
      },
      table: 'qa_checks',
      as: 'admin',
    },
    'POST /admin/products': {
      path: () => 'admin/products',
      send: () => ({
        json: { name: 'Hose', category: 'rv_parts', prices: [{ currency: 'USD', amount: 19.5 }], stock: 3 },
      }),
      table: 'shop_products',
      as: 'admin',
    },
    'POST /admin/products/photos': {
      path: () => 'admin/products/photos',
      send: async () => ({ body: await photoForm() }),
      table: async () => (await readdir(join(world.t.deps.dataDir, 'uploads', 'shop')).catch(() => [])).length,
      as: 'admin',
    },
    'POST /admin/lessons': {
      path: () => 'admin/lessons',
      send: () => ({ json: { position: 1, title: 'Levelling', video_url: 'https://video.test/1' } }),
      table: 'course_lessons',
      as: 'admin',
    },
    'POST /shop/checkout': {
      prepare: async () => {
        const product = await created(world.admin, 'admin/products', {
          name: 'Chocks',
          category: 'rv_parts',
          prices: [{ currency: 'USD', amount: 9 }],
          stock: 5,
        });
        expect(
          (await as(world.a, 'PUT', 'shop/cart/items', { json: { product_id: product.id, quantity: 1 } })).status,
        ).toBe(200);
        return {};
      },
      path: () => 'shop/checkout',
      send: () => ({ json: { method: 'manual' } }),
      table: 'shop_orders',
    },
    'POST /social/friends/requests': {
      prepare: async () => ({ user: (await world.t.signUp()).id }),
      path: () => 'social/friends/requests',
      send: (ids) => ({ json: { user_id: ids.user } }),
      table: 'friendships',
    },
    'POST /social/follows': {
      prepare: async () => ({ user: (await world.t.signUp()).id }),
      path: () => 'social/follows',
      send: (ids) => ({ json: { user_id: ids.user } }),
      table: 'follows',
    },
    'POST /social/blocks': {
      prepare: async () => ({ user: (await world.t.signUp()).id }),
      path: () => 'social/blocks',
      send: (ids) => ({ json: { user_id: ids.user } }),
      table: 'user_blocks',
    },
  };
}
