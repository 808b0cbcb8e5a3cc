import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { expectCannotTouch, expectRlsRefused, sqlAs } from '#test/isolation.ts';

describe.each(DATABASE_KINDS)('vehicles on %s', (kind) => {
  const ctx = useTestApp(kind, { users: 2 });
  const { req } = ctx;

  it('creates, lists oldest first, updates and deletes rigs, all metric', async () => {
    const truck = await req('POST', 'vehicles', {
      name: 'Ram 2500',
      kind: 'tow_vehicle',
      fuel_type: 'diesel',
      consumption_l_per_100km: 14.5,
    });
    expect(truck.status).toBe(201);
    const van = await req('POST', 'vehicles', {
      name: 'Airstream',
      kind: 'caravan',
      tow_vehicle_id: truck.body.data.id,
      length_m: 7.62,
      height_m: 2.9,
      width_m: 2.44,
      gross_mass_kg: 3500,
      empty_mass_kg: 2700,
      fuel_type: 'none',
    });
    expect(van.status).toBe(201);
    expect(van.body.data).toMatchObject({
      kind: 'caravan',
      tow_vehicle_id: truck.body.data.id,
      length_m: 7.62,
      gross_mass_kg: 3500,
      tank_l: null,
    });

    const list = (await req('GET', 'vehicles')).body.data;
    expect(list.map((v: { name: string }) => v.name)).toEqual(['Ram 2500', 'Airstream']);
    expect(list[0]).toMatchObject({ fuel_type: 'diesel', consumption_l_per_100km: 14.5 });

    const patched = await req('PATCH', `vehicles/${van.body.data.id}`, { name: 'Airstream Classic', length_m: 8.1 });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      name: 'Airstream Classic',
      length_m: 8.1,
      tow_vehicle_id: truck.body.data.id,
    });

    // Deleting the tow vehicle leaves the caravan without one.
    expect((await req('DELETE', `vehicles/${truck.body.data.id}`)).status).toBe(204);
    expect((await req('GET', 'vehicles')).body.data).toMatchObject([
      { name: 'Airstream Classic', tow_vehicle_id: null },
    ]);
    expect((await req('DELETE', `vehicles/${truck.body.data.id}`)).status).toBe(404);
  });

  it('refuses invalid rigs with the field at fault', async () => {
    const noName = await req('POST', 'vehicles', { name: ' ', kind: 'motorhome', height_m: -1 });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toMatchObject({ class: 'validation' });
    expect(noName.body.error.fields).toMatchObject({ name: 'required', height_m: 'not_positive' });

    const moho = (await req('POST', 'vehicles', { name: 'Moho', kind: 'motorhome' })).body.data;
    const towedMoho = await req('POST', 'vehicles', { name: 'Odd', kind: 'motorhome', tow_vehicle_id: moho.id });
    expect(towedMoho.status).toBe(400);
    expect(towedMoho.body.error.fields).toEqual({ tow_vehicle_id: 'not_towed' });

    const caravan = (await req('POST', 'vehicles', { name: 'Van', kind: 'caravan' })).body.data;
    const byCaravan = await req('POST', 'vehicles', { name: 'Fifth', kind: 'fifth_wheel', tow_vehicle_id: caravan.id });
    expect(byCaravan.body.error.fields).toEqual({ tow_vehicle_id: 'towed_kind' });
    expect((await req('PATCH', `vehicles/${caravan.id}`, { tow_vehicle_id: caravan.id })).body.error.fields).toEqual({
      tow_vehicle_id: 'self',
    });

    const truck = (await req('POST', 'vehicles', { name: 'Truck', kind: 'tow_vehicle' })).body.data;
    await req('PATCH', `vehicles/${caravan.id}`, { tow_vehicle_id: truck.id });
    expect((await req('PATCH', `vehicles/${truck.id}`, { kind: 'caravan' })).body.error.fields).toEqual({
      kind: 'tows_others',
    });

    const heavy = await req('POST', 'vehicles', {
      name: 'Heavy',
      kind: 'motorhome',
      gross_mass_kg: 3500,
      empty_mass_kg: 3600,
    });
    expect(heavy.body.error.fields).toEqual({ empty_mass_kg: 'above_gross_mass' });
  });

  it("user B cannot read, change or delete user A's rig; cross-user links fail with 42501", async () => {
    const mine = (await req('POST', 'vehicles', { name: 'Private truck', kind: 'tow_vehicle' })).body.data;
    await expectCannotTouch(ctx.t, ctx.b, {
      lists: ['vehicles'],
      attempts: [
        ['PATCH', `vehicles/${mine.id}`, { name: 'Stolen' }],
        ['DELETE', `vehicles/${mine.id}`],
      ],
    });
    expect((await req('GET', 'vehicles')).body.data.some((v: { name: string }) => v.name === 'Private truck')).toBe(
      true,
    );

    const linked = await req(
      'POST',
      'vehicles',
      { name: 'B caravan', kind: 'caravan', tow_vehicle_id: mine.id },
      ctx.b,
    );
    expectRlsRefused(linked);

    expect(
      await sqlAs(ctx.t, ctx.b, `insert into vehicles (user_id, name, kind) values ('${ctx.a.id}', 'x', 'motorhome')`),
    ).toBe('42501');
  });
});
