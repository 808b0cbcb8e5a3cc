import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { expectCannotTouch, expectRlsRefused, sqlAs } from '#test/isolation.ts';
import { addVehicle } from '#test/travel-kit.ts';

describe.each(DATABASE_KINDS)('storage items on %s', (kind) => {
  const ctx = useTestApp(kind);
  const { req } = ctx;
  let van: string;

  beforeAll(async () => {
    // 3,500 kg gross, 2,900 kg empty: 600 kg of payload.
    van = await addVehicle(ctx.t, ctx.a, 'Big Blue', { gross_mass_kg: 3500, empty_mass_kg: 2900 });
  });

  it('adds items, lists them by location and searches name, location and notes', async () => {
    const created = await req('POST', 'storage-items', {
      vehicle_id: van,
      name: 'Levelling ramps',
      location: 'Rear locker',
      quantity: 2,
      unit_weight_kg: 3.5,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Levelling ramps',
      location: 'Rear locker',
      quantity: 2,
      unit_weight_kg: 3.5,
      vehicle_id: van,
    });
    await req('POST', 'storage-items', {
      vehicle_id: van,
      name: 'Gas bottle',
      location: 'Gas locker',
      unit_weight_kg: 18.5,
      notes: 'Propane 6 kg',
    });
    await req('POST', 'storage-items', {
      vehicle_id: van,
      name: 'First aid kit',
      location: 'Drawer 2',
      notes: 'by the door',
    });
    await req('POST', 'storage-items', { name: 'Bikes', location: '100%_rack', quantity: 2, unit_weight_kg: 14 });

    const all = (await req('GET', 'storage-items')).body.data.map((i: { name: string }) => i.name);
    expect(all).toEqual(['Bikes', 'First aid kit', 'Gas bottle', 'Levelling ramps']);
    const names = async (q: string) =>
      (await req('GET', `storage-items?q=${encodeURIComponent(q)}`)).body.data.map((i: { name: string }) => i.name);
    expect(await names('LOCKER')).toEqual(['Gas bottle', 'Levelling ramps']);
    expect(await names('propane')).toEqual(['Gas bottle']);
    expect(await names('%_')).toEqual(['Bikes']);
    expect((await req('GET', `storage-items?vehicle_id=${van}`)).body.data).toHaveLength(3);
  });

  it('sums quantity × weight per location against the rig payload and flags going over it', async () => {
    const summary = async () => (await req('GET', `storage-items/summary?vehicle_id=${van}`)).body.data;
    expect(await summary()).toEqual({
      vehicle_id: van,
      item_count: 3,
      unweighed_count: 1,
      total_weight_kg: 25.5,
      by_location: [
        { location: 'Gas locker', quantity: 1, weight_kg: 18.5 },
        { location: 'Rear locker', quantity: 2, weight_kg: 7 },
        { location: 'Drawer 2', quantity: 1, weight_kg: 0 },
      ],
      payload_kg: 600,
      payload_used_pct: 4.3,
      over_limit: false,
    });
    const heavy = (
      await req('POST', 'storage-items', {
        vehicle_id: van,
        name: 'Water (fresh tank)',
        location: 'Under bench',
        quantity: 100,
        unit_weight_kg: 5.8,
      })
    ).body.data;
    expect(await summary()).toMatchObject({ total_weight_kg: 605.5, payload_used_pct: 100.9, over_limit: true });

    const edited = await req('PATCH', `storage-items/${heavy.id}`, { quantity: 40 });
    expect(edited.body.data.quantity).toBe(40);
    expect(await summary()).toMatchObject({ total_weight_kg: 257.5, over_limit: false });
    expect((await req('DELETE', `storage-items/${heavy.id}`)).status).toBe(204);
    expect((await req('DELETE', `storage-items/${heavy.id}`)).status).toBe(404);

    // Without a vehicle: every item, no payload to compare with.
    expect((await req('GET', 'storage-items/summary')).body.data).toMatchObject({
      vehicle_id: null,
      item_count: 4,
      total_weight_kg: 53.5,
      payload_kg: null,
      payload_used_pct: null,
      over_limit: false,
    });
  });

  it('refuses a zero quantity and a negative weight', async () => {
    const zero = await req('POST', 'storage-items', { name: 'Chairs', quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields).toMatchObject({ quantity: 'not_positive' });
    expect((await req('POST', 'storage-items', { name: 'Chairs', unit_weight_kg: -1 })).status).toBe(400);
  });
});

describe.each(DATABASE_KINDS)('storage isolation between users on %s', (kind) => {
  const ctx = useTestApp(kind, { users: 2 });
  let vehicle: string;
  let item: string;

  beforeAll(async () => {
    vehicle = await addVehicle(ctx.t, ctx.a, 'A van', { gross_mass_kg: 3500, empty_mass_kg: 3000 });
    item = (
      await ctx.t.request('POST', 'storage-items', {
        token: ctx.a.token,
        json: { name: 'Awning', location: 'Front locker', unit_weight_kg: 20, vehicle_id: vehicle },
      })
    ).body.data.id;
  });

  it("user B cannot read, change or delete user A's items", async () => {
    await expectCannotTouch(ctx.t, ctx.b, {
      lists: ['storage-items'],
      attempts: [
        ['GET', `storage-items/summary?vehicle_id=${vehicle}`],
        ['PATCH', `storage-items/${item}`, { name: 'mine' }],
        ['DELETE', `storage-items/${item}`],
      ],
    });
    expect((await ctx.t.request('GET', 'storage-items/summary', { token: ctx.b.token })).body.data).toMatchObject({
      item_count: 0,
      total_weight_kg: 0,
    });
    expect((await ctx.t.request('GET', 'storage-items', { token: ctx.a.token })).body.data).toMatchObject([
      { id: item, name: 'Awning' },
    ]);

    const foreign = await ctx.t.request('POST', 'storage-items', {
      token: ctx.b.token,
      json: { name: 'x', vehicle_id: vehicle },
    });
    expectRlsRefused(foreign);
  });

  it('a cross-user insert fails with 42501 in the database', async () => {
    expect(await sqlAs(ctx.t, ctx.b, `insert into storage_items (user_id, name) values ('${ctx.a.id}', 'x')`)).toBe(
      '42501',
    );
    expect(await sqlAs(ctx.t, ctx.b, `update storage_items set name = 'mine' where id = '${item}'`)).toBe('ok');
    expect((await ctx.t.request('GET', 'storage-items', { token: ctx.a.token })).body.data[0].name).toBe('Awning');
  });
});
