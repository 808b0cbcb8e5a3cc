import { addDays, todayIn } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch, expectRlsRefused, expectSqlRefused } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('fuel log on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let b: User;
  let van: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await t.signUp();
    b = await t.signUp();
    van = (
      await t.request('POST', 'vehicles', {
        token: a.token,
        json: { name: 'Hymer', kind: 'motorhome', consumption_l_per_100km: 12 },
      })
    ).body.data.id;
  }, 60_000);
  afterAll(() => t.close());

  const req = (method: string, path: string, json?: unknown, user = a) =>
    t.request(method, path, { token: user.token, json });

  it('computes the total from the price or the price from the total, exactly', async () => {
    const byPrice = await req('POST', 'fuel-log', {
      vehicle_id: van,
      filled_on: '2026-01-05',
      volume_l: 45.67,
      price_per_l: 1.899,
      place: 'Calais',
    });
    expect(byPrice.status).toBe(201);
    // 45.67 × 1.899 = 86.72733 → 86.73; the currency follows the settings.
    expect(byPrice.body.data).toMatchObject({
      volume_l: 45.67,
      price_per_l: 1.899,
      total_cost: 86.73,
      currency: 'USD',
      full_tank: true,
      expense_id: null,
    });

    const byTotal = await req('POST', 'fuel-log', {
      filled_on: '2026-01-06',
      volume_l: 30,
      total_cost: 50,
      currency: 'eur',
      full_tank: false,
    });
    expect(byTotal.body.data).toMatchObject({
      price_per_l: 1.667,
      total_cost: 50,
      currency: 'EUR',
      full_tank: false,
      vehicle_id: null,
    });

    const both = await req('POST', 'fuel-log', {
      filled_on: '2026-01-06',
      volume_l: 30,
      total_cost: 50,
      price_per_l: 1.5,
    });
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toMatchObject({ price_per_l: 'price_or_total' });
    const neither = await req('POST', 'fuel-log', { filled_on: '2026-01-06', volume_l: 30 });
    expect(neither.body.error.fields).toMatchObject({ price_per_l: 'price_or_total' });

    // A new volume keeps the price per litre; a new total recomputes it.
    const patched = await req('PATCH', `fuel-log/${byPrice.body.data.id}`, { volume_l: 50 });
    expect(patched.body.data).toMatchObject({ price_per_l: 1.899, total_cost: 94.95 });
    expect((await req('PATCH', `fuel-log/${byPrice.body.data.id}`, { total_cost: 100 })).body.data).toMatchObject({
      price_per_l: 2,
      total_cost: 100,
    });

    for (const id of [byPrice.body.data.id, byTotal.body.data.id])
      expect((await req('DELETE', `fuel-log/${id}`)).status).toBe(204);
    expect((await req('GET', 'fuel-log')).body.data).toEqual([]);
  });

  it('lists newest first and measures consumption between full fills', async () => {
    const fill = (
      filled_on: string,
      odometer_km: number | null,
      volume_l: number,
      full_tank: boolean,
      price_per_l = 2,
    ) =>
      req('POST', 'fuel-log', {
        vehicle_id: van,
        filled_on,
        odometer_km,
        volume_l,
        price_per_l,
        full_tank,
        currency: 'GBP',
      });
    await fill('2026-02-01', 10_000, 50, true);
    await fill('2026-02-10', 10_300, 20, false);
    await fill('2026-02-20', 10_800, 40, true);
    await fill('2026-03-05', 11_400.5, 66.06, true);

    const list = (await req('GET', `fuel-log?vehicle_id=${van}`)).body.data;
    expect(list.map((e: { filled_on: string }) => e.filled_on)).toEqual([
      '2026-03-05',
      '2026-02-20',
      '2026-02-10',
      '2026-02-01',
    ]);

    const stats = (await req('GET', `fuel-log/stats?vehicle_id=${van}`)).body.data;
    // (20 + 40) L over 800 km = 7.5 L/100 km; 66.06 L over 600.5 km = 11.0008... → 11.
    expect(stats.intervals).toMatchObject([
      {
        from_date: '2026-02-01',
        to_date: '2026-02-20',
        distance_km: 800,
        volume_l: 60,
        l_per_100km: 7.5,
        cost: 120,
        currency: 'GBP',
        cost_per_km: 0.15,
      },
      {
        from_date: '2026-02-20',
        to_date: '2026-03-05',
        distance_km: 600.5,
        volume_l: 66.06,
        l_per_100km: 11,
        cost: 132.12,
        currency: 'GBP',
      },
    ]);
    // 126.06 L over 1,400.5 km.
    expect(stats.average_l_per_100km).toBe(9);
    expect(stats.measured_distance_km).toBe(1400.5);
    expect(stats.cost_per_km).toEqual([{ currency: 'GBP', cost_per_km: 0.18 }]);
    expect(stats.totals).toEqual([{ currency: 'GBP', volume_l: 176.06, total_cost: 352.12, count: 4 }]);
    expect(stats.monthly).toEqual([
      { month: '2026-02', volume_l: 110, costs: [{ currency: 'GBP', total_cost: 220 }], l_per_100km: 7.5 },
      { month: '2026-03', volume_l: 66.06, costs: [{ currency: 'GBP', total_cost: 132.12 }], l_per_100km: 11 },
    ]);
  });

  it('refuses a reading out of step with the fill-ups either side, unless it is marked as a reset or new rig', async () => {
    const u = await t.signUp();
    const rig = (await req('POST', 'vehicles', { name: 'Rig', kind: 'motorhome', consumption_l_per_100km: 12 }, u)).body
      .data.id;
    const fill = (json: Record<string, unknown>) =>
      req('POST', 'fuel-log', { vehicle_id: rig, volume_l: 50, price_per_l: 2, currency: 'GBP', ...json }, u);
    const first = (await fill({ filled_on: '2026-06-01', odometer_km: 10_000 })).body.data;
    const third = (await fill({ filled_on: '2026-06-20', odometer_km: 11_000 })).body.data;

    const backwards = await fill({ filled_on: '2026-06-25', odometer_km: 9_000 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ odometer_km: 'odometer_below_previous' });
    const aboveNext = await fill({ filled_on: '2026-06-10', odometer_km: 11_500 });
    expect(aboveNext.body.error.fields).toEqual({ odometer_km: 'odometer_above_next' });
    // Another rig's readings, and fills without a reading, are not compared.
    expect(
      (await req('POST', 'fuel-log', { filled_on: '2026-06-25', odometer_km: 50, volume_l: 5, price_per_l: 2 }, u))
        .status,
    ).toBe(201);
    const second = await fill({ filled_on: '2026-06-10', odometer_km: 10_500 });
    expect(second.status).toBe(201);

    // An edit is checked against its new neighbours.
    const edited = await req('PATCH', `fuel-log/${third.id}`, { odometer_km: 10_400 }, u);
    expect(edited.body.error.fields).toEqual({ odometer_km: 'odometer_below_previous' });
    expect((await req('PATCH', `fuel-log/${first.id}`, { filled_on: '2026-06-15' }, u)).body.error.fields).toEqual({
      odometer_km: 'odometer_below_previous',
    });

    // A reset is accepted and starts a new segment: no interval across it.
    const reset = await fill({ filled_on: '2026-06-25', odometer_km: 9_000, odometer_reset: true });
    expect(reset.status).toBe(201);
    expect(reset.body.data).toMatchObject({ odometer_km: 9_000, odometer_reset: true });
    await fill({ filled_on: '2026-06-30', odometer_km: 9_400, volume_l: 40 });
    const stats = async () => (await req('GET', `fuel-log/stats?vehicle_id=${rig}`, undefined, u)).body.data;
    expect(
      (await stats()).intervals.map((i: { from_date: string; to_date: string; distance_km: number }) => [
        i.from_date,
        i.to_date,
        i.distance_km,
      ]),
    ).toEqual([
      ['2026-06-01', '2026-06-10', 500],
      ['2026-06-10', '2026-06-20', 500],
      ['2026-06-25', '2026-06-30', 400],
    ]);
    expect((await stats()).average_l_per_100km).toBe(10);

    // A later edit recomputes: the middle fill's reading moves, and so do both intervals around it.
    expect((await req('PATCH', `fuel-log/${second.body.data.id}`, { odometer_km: 10_250 }, u)).status).toBe(200);
    expect(
      (await stats()).intervals.map((i: { distance_km: number; l_per_100km: number }) => [
        i.distance_km,
        i.l_per_100km,
      ]),
    ).toEqual([
      [250, 20],
      [750, 6.67],
      [400, 10],
    ]);
  });

  it("refuses a fill-up dated after today in the settings' time zone", async () => {
    const u = await t.signUp();
    await req('PATCH', 'settings', { regional_preferences: { timezone: 'Pacific/Kiritimati' } }, u);
    const today = todayIn('Pacific/Kiritimati');
    const ahead = await req(
      'POST',
      'fuel-log',
      { filled_on: addDays(today, 1), volume_l: 40, price_per_l: 2, add_expense: true },
      u,
    );
    expect(ahead.status).toBe(400);
    expect(ahead.body.error.fields).toEqual({ filled_on: 'date_in_future' });
    const todays = await req('POST', 'fuel-log', { filled_on: today, volume_l: 40, price_per_l: 2 }, u);
    expect(todays.status).toBe(201);
    const moved = await req('PATCH', `fuel-log/${todays.body.data.id}`, { filled_on: addDays(today, 7) }, u);
    expect(moved.body.error.fields).toEqual({ filled_on: 'date_in_future' });
    expect(
      (await req('GET', 'fuel-log', undefined, u)).body.data.map((e: { filled_on: string }) => e.filled_on),
    ).toEqual([today]);
    expect((await req('GET', 'expenses', undefined, u)).body.data).toEqual([]);
  });

  it('adds a fuel expense in the same request, keeps it in step and deletes it only when asked', async () => {
    const expenses = async () => (await req('GET', 'expenses?category=fuel')).body.data;
    const created = await req('POST', 'fuel-log', {
      filled_on: '2026-04-01',
      volume_l: 40,
      price_per_l: 1.75,
      place: 'Dover',
      currency: 'GBP',
      add_expense: true,
    });
    expect(created.status).toBe(201);
    const entry = created.body.data;
    expect(entry.expense_id).toEqual(expect.any(String));
    expect(await expenses()).toMatchObject([
      {
        id: entry.expense_id,
        amount: 70,
        currency: 'GBP',
        category: 'fuel',
        date: '2026-04-01',
        description: 'Fuel: Dover',
      },
    ]);

    await req('PATCH', `fuel-log/${entry.id}`, { volume_l: 42, place: 'Folkestone' });
    expect(await expenses()).toMatchObject([{ id: entry.expense_id, amount: 73.5, description: 'Fuel: Folkestone' }]);

    expect((await req('DELETE', `fuel-log/${entry.id}`)).status).toBe(204);
    expect(await expenses()).toHaveLength(1);

    const second = (
      await req('POST', 'fuel-log', { filled_on: '2026-04-02', volume_l: 10, total_cost: 20, add_expense: true })
    ).body.data;
    expect(await expenses()).toHaveLength(2);
    expect((await req('DELETE', `fuel-log/${second.id}?delete_expense=true`)).status).toBe(204);
    expect((await expenses()).map((e: { id: string }) => e.id)).toEqual([entry.expense_id]);
  });

  it.each([
    ['es', 'Repsol', 'Combustible: Repsol', 'Combustible'],
    ['fr', 'Total', 'Carburant : Total', 'Carburant'],
  ])("%s: the Fuel Log's expense is described in the user's language", async (language, place, atPlace, alone) => {
    const u = await t.signUp();
    await req('PATCH', 'settings', { display_preferences: { language } }, u);
    const fill = async (json: object) =>
      (await req('POST', 'fuel-log', { filled_on: '2026-04-03', volume_l: 40, total_cost: 70, ...json }, u)).body.data;
    const atStation = await fill({ place, add_expense: true });
    const plain = await fill({ add_expense: true });
    const descriptions = async () =>
      Object.fromEntries(
        (await req('GET', 'expenses', undefined, u)).body.data.map((e: { id: string; description: string }) => [
          e.id,
          e.description,
        ]),
      );
    expect(await descriptions()).toEqual({ [atStation.expense_id]: atPlace, [plain.expense_id]: alone });
    await req('PATCH', `fuel-log/${plain.id}`, { place: 'Lyon' }, u);
    expect((await descriptions())[plain.expense_id]).toBe(`${alone}${language === 'fr' ? ' : ' : ': '}Lyon`);
  });

  it("user B cannot read, change or delete user A's fill-ups; cross-user insert fails with 42501", async () => {
    const mine = (
      await req('POST', 'fuel-log', { filled_on: '2026-05-01', volume_l: 10, price_per_l: 1.5, place: 'Secret' })
    ).body.data;
    await expectCannotTouch(t, b, {
      lists: ['fuel-log'],
      attempts: [
        ['PATCH', `fuel-log/${mine.id}`, { place: 'Changed' }],
        ['DELETE', `fuel-log/${mine.id}`],
      ],
    });
    expect((await req('GET', 'fuel-log/stats', undefined, b)).body.data.totals).toEqual([]);
    expect((await req('GET', 'fuel-log')).body.data.find((e: { id: string }) => e.id === mine.id)).toMatchObject({
      place: 'Secret',
    });

    const onAVan = await req(
      'POST',
      'fuel-log',
      { vehicle_id: van, filled_on: '2026-05-01', volume_l: 10, price_per_l: 1.5 },
      b,
    );
    expectRlsRefused(onAVan);

    const cols = '(filled_on, volume_l, price_per_l, total_cost, currency';
    await expectSqlRefused(t, b, [
      `insert into fuel_log (user_id, ${cols.slice(1)}) values ('${a.id}', '2026-05-01', 1, 1, 1, 'USD')`,
      `insert into fuel_log ${cols}, vehicle_id) values ('2026-05-01', 1, 1, 1, 'USD', '${van}')`,
      `insert into fuel_log ${cols}, expense_id) values ('2026-05-01', 1, 1, 1, 'USD', '${mine.expense_id ?? (await req('GET', 'expenses')).body.data[0].id}')`,
    ]);
  });
});
