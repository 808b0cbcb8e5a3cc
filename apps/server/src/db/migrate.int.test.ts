import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { UNIT_PRESETS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from './database.ts';
import { MIGRATIONS_DIR, migrateToLatest } from './migrate.ts';

/** A database migrated up to `last` only, as a server of that release left it. */
async function migratedUpTo(last: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ww-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f <= last)) {
    cpSync(join(MIGRATIONS_DIR, file), join(dir, file));
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(database.db, dir);
  rmSync(dir, { recursive: true });
  return database;
}

describe('0027: prices move onto the product', () => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await migratedUpTo('0026_shop_billing.sql');
    await sql`
      insert into shop_products (id, name, category, stock) values
        ('00000000-0000-4000-8000-000000000001', 'Sewer Hose', 'rv_parts', 3),
        ('00000000-0000-4000-8000-000000000002', 'Unpriced Lamp', 'accessories', 1)`.execute(database.db);
    await sql`
      insert into shop_product_prices (product_id, currency, amount) values
        ('00000000-0000-4000-8000-000000000001', 'USD', 29.99),
        ('00000000-0000-4000-8000-000000000001', 'AUD', 45.10),
        ('00000000-0000-4000-8000-000000000002', 'EUR', 12.00)`.execute(database.db);
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('keeps every amount exactly, and takes a product without a USD price off sale instead of losing it', async () => {
    const { rows } = await sql<{ name: string; active: boolean; prices: Record<string, string> }>`
      select name, active, jsonb_object_agg(e.key, e.value::text) as prices
      from shop_products p, jsonb_each(p.prices) e group by p.id order by name`.execute(database.db);
    expect(rows).toEqual([
      { name: 'Sewer Hose', active: true, prices: { USD: '29.99', AUD: '45.10' } },
      { name: 'Unpriced Lamp', active: false, prices: { USD: '0', EUR: '12.00' } },
    ]);
  });

  it('refuses prices without USD, in another currency, negative or finer than a cent', async () => {
    for (const prices of ['{"AUD": 5}', '{"USD": 5, "JPY": 500}', '{"USD": -1}', '{"USD": 1.005}', '{"USD": "5"}']) {
      await expect(
        sql`insert into shop_products (name, category, prices) values ('Bad', 'rv_parts', ${prices}::jsonb)`.execute(
          database.db,
        ),
      ).rejects.toThrow(/shop_products_prices_check/);
    }
    await sql`insert into shop_products (name, category, prices) values ('Good', 'rv_parts', '{"USD": 5, "GBP": 3.5}')`.execute(
      database.db,
    );
  });
});

describe('0034: units become separate preferences', () => {
  let database: AppDatabase;
  const user = (n: number) => `00000000-0000-4000-8000-00000000003${n}`;
  beforeAll(async () => {
    database = await migratedUpTo('0033_campground_near_place.sql');
    const old = [
      [1, 'imperial', 'GBP', null],
      [2, 'imperial', 'USD', null],
      [3, 'metric', 'AUD', null],
      [4, 'imperial', 'EUR', 'GB'],
      [5, 'metric', 'GBP', 'GB'],
    ] as const;
    for (const [n, units, currency, region] of old) {
      await sql`insert into users (id, email, password_hash) values (${user(n)}, ${`u${n}@example.com`}, 'x')`.execute(
        database.db,
      );
      await sql`insert into profiles (user_id, region) values (${user(n)}, ${region})`.execute(database.db);
      const regional = JSON.stringify({ currency, units, timezone: 'UTC', date_format: 'auto' });
      await sql`
        insert into user_settings (user_id, notification_preferences, privacy_preferences, display_preferences,
          regional_preferences, pam_preferences, integration_preferences, location_preferences)
        values (${user(n)}, '{}', '{}', '{}', ${regional}::jsonb, '{}', '{}', '{}')`.execute(database.db);
    }
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  const regionalOf = async (n: number) =>
    (
      await sql<{ regional: Record<string, string> }>`
        select regional_preferences as regional from user_settings where user_id = ${user(n)}`.execute(database.db)
    ).rows[0]!.regional;

  it('moves imperial in pounds to the UK set, imperial in dollars to the US set and metric to metric', async () => {
    const kept = { timezone: 'UTC', date_format: 'auto' };
    expect(await regionalOf(1)).toEqual({ ...kept, currency: 'GBP', units: 'imperial', ...UNIT_PRESETS.uk });
    expect(await regionalOf(2)).toEqual({ ...kept, currency: 'USD', units: 'imperial', ...UNIT_PRESETS.us });
    expect(await regionalOf(3)).toEqual({ ...kept, currency: 'AUD', units: 'metric', ...UNIT_PRESETS.metric });
  });

  it('takes a British region for the UK set, and never turns metric into miles', async () => {
    expect(await regionalOf(4)).toMatchObject({ units: 'imperial', ...UNIT_PRESETS.uk });
    expect(await regionalOf(5)).toMatchObject({ units: 'metric', ...UNIT_PRESETS.metric });
  });
});
