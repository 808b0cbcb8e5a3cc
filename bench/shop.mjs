// Issue 14's figures: catalogue search latency with 20,000 products, and 50 buyers checking out the last 10 units of
// one product at once (exactly 10 orders, stock never below zero), through the real HTTP server on PGlite and, when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on a fresh database there too.
// Usage: npx tsx bench/shop.mjs [requests=200] [products=20000] [buyers=50]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { benchServerEnv, getJson, onEachDatabase, timeCalls } from './support.mjs';

const REQUESTS = Number(process.argv[2] ?? 200);
const PRODUCTS = Number(process.argv[3] ?? 20_000);
const BUYERS = Number(process.argv[4] ?? 50);
const LAST_UNITS = 10;
const WARM_UP = 20;

const CATEGORIES = ['rv_parts', 'camping_gear', 'electronics', 'accessories'];
const BRANDS = [
  'Dometic',
  'Camco',
  'Thetford',
  'Renogy',
  'Victron',
  'Coleman',
  'Fiamma',
  'Truma',
  'Lippert',
  'Weboost',
];
const THINGS = [
  'Solar Panel',
  'Water Pump',
  'Sewer Hose',
  'Awning Light',
  'Levelling Blocks',
  'Surge Protector',
  'Folding Chair',
  'Camp Stove',
  'Cargo Net',
  'Tyre Gauge',
  'Water Filter',
  'Cell Booster',
  'Inverter',
  'Battery Monitor',
  'Wheel Chocks',
  'Door Mat',
];
const SPECS = ['12V', '24V', '100W', '200W', 'Heavy Duty', 'Compact', 'Pro', 'XL', 'Lite', 'Marine'];

/** Deterministic products: brand × thing × spec, prices in USD (all) and AUD (every other one), a tenth sold out. */
function products() {
  return Array.from({ length: PRODUCTS }, (_, i) => {
    const name = `${BRANDS[i % BRANDS.length]} ${THINGS[Math.floor(i / 7) % THINGS.length]} ${SPECS[Math.floor(i / 3) % SPECS.length]} #${i}`;
    return {
      name,
      category: CATEGORIES[i % CATEGORIES.length],
      description: `${name}: built for life on the road, tested by full-time travellers.`,
      stock: i % 10 === 0 ? 0 : (i % 40) + 1,
      prices: JSON.stringify({
        USD: (((i * 7919) % 50_000) + 500) / 100,
        ...(i % 2 === 0 ? { AUD: (Math.round(((i * 7919) % 50_000) / 0.66) + 800) / 100 } : {}),
      }),
    };
  });
}

async function signUp(url, i) {
  const password = 'correct horse battery';
  const res = await fetch(`${url}/api/v1/auth/signup`, {
    method: 'POST',
    // Each buyer comes from its own address (TRUST_PROXY), as real buyers do: the per-address sign-up limit holds.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i >> 8}.${(i & 255) + 1}` },
    body: JSON.stringify({ email: `buyer-${i}@bench.example`, password, password_confirmation: password }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  return (await res.json()).session.access_token;
}

async function run(kind, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-shop-'));
  const server = await startServer(loadConfig({ ...benchServerEnv(dataDir, databaseUrl), TRUST_PROXY: 'true' }));
  try {
    const db = server.deps.db;
    const seeding = performance.now();
    const rows = products();
    for (let i = 0; i < rows.length; i += 1000) {
      await db
        .insertInto('shop_products')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
    await sql`analyze shop_products`.execute(db);
    const seedMs = performance.now() - seeding;

    const cases = [
      ['first page, by name', '/api/v1/shop/products'],
      ['q=solar (one word)', '/api/v1/shop/products?q=solar'],
      ['q=renogy solar pan (three words, prefix)', '/api/v1/shop/products?q=renogy%20solar%20pan'],
      [
        'electronics, in stock, price 20–120, cheapest first, AUD',
        '/api/v1/shop/products?category=electronics&in_stock=true&min_price=20&max_price=120&sort=price_asc&currency=AUD',
      ],
      ['q=pump, most expensive first, page 3', '/api/v1/shop/products?q=pump&sort=price_desc&offset=48'],
      ['q=zzzz (no match)', '/api/v1/shop/products?q=zzzz'],
    ];
    const search = [];
    for (const [label, path] of cases) {
      const get = () => getJson(server.url, path);
      const { p50, p95, last: page } = await timeCalls(get, { warmUp: WARM_UP, requests: REQUESTS });
      search.push({ database: kind, request: label, matched: page.total, p50: p50.toFixed(1), p95: p95.toFixed(1) });
    }

    // The last units of one product: every buyer has one in the cart, then all check out at once.
    const [last] = await db
      .insertInto('shop_products')
      .values({ name: 'Last Units Hose', category: 'rv_parts', stock: LAST_UNITS, prices: JSON.stringify({ USD: 30 }) })
      .returning('id')
      .execute();
    const tokens = [];
    for (let i = 0; i < BUYERS; i++) tokens.push(await signUp(server.url, i));
    for (const token of tokens) {
      const res = await fetch(`${server.url}/api/v1/shop/cart/items`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ product_id: last.id, quantity: 1 }),
      });
      if (!res.ok) throw new Error(`cart: ${res.status}`);
    }
    const started = performance.now();
    const statuses = await Promise.all(
      tokens.map(async (token) => {
        const res = await fetch(`${server.url}/api/v1/shop/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ method: 'manual' }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const checkoutMs = performance.now() - started;
    const { stock } = await db
      .selectFrom('shop_products')
      .select('stock')
      .where('id', '=', last.id)
      .executeTakeFirstOrThrow();
    const { orders } = await db
      .selectFrom('shop_order_items')
      .select((eb) => eb.fn.countAll().as('orders'))
      .where('product_id', '=', last.id)
      .executeTakeFirstOrThrow();
    const checkout = {
      database: kind,
      buyers: BUYERS,
      created: statuses.filter((s) => s === 201).length,
      refused: statuses.filter((s) => s === 409).length,
      other: statuses.filter((s) => s !== 201 && s !== 409).length,
      orders: Number(orders),
      stock,
      ms: checkoutMs.toFixed(0),
    };
    return { search, checkout, seedMs };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await onEachDatabase(run);
for (const r of results)
  console.log(`${r.checkout.database}: seeded ${PRODUCTS} products in ${(r.seedMs / 1000).toFixed(1)} s`);
console.log(`\nCatalogue: ${REQUESTS} sequential requests per row after ${WARM_UP} warm-up requests (anonymous), ms\n`);
console.log('| database | request | matched | p50 ms | p95 ms |');
console.log('|---|---|---:|---:|---:|');
for (const r of results.flatMap((x) => x.search)) {
  console.log(`| ${r.database} | ${r.request} | ${r.matched} | ${r.p50} | ${r.p95} |`);
}
console.log(`\nCheckout: ${BUYERS} buyers of the last ${LAST_UNITS} units, all at once\n`);
console.log(
  '| database | 201 | 409 out of stock | other | orders with the product | stock after | all answered in ms |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const { checkout: c } of results) {
  console.log(`| ${c.database} | ${c.created} | ${c.refused} | ${c.other} | ${c.orders} | ${c.stock} | ${c.ms} |`);
}
