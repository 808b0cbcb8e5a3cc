import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)('fuel log units as typed on %s', (kind) => {
  const { req } = useTestApp(kind);
  /** A fill on 1 March unless told otherwise, created (201): the entry as answered. */
  const fill = async (json: Record<string, unknown>) => {
    const res = await req('POST', 'fuel-log', { filled_on: '2026-03-01', ...json });
    expect(res.status).toBe(201);
    return res.body.data;
  };

  it('keeps 6.40 per gallon as typed and computes litres for the statistics', async () => {
    const created = await fill({ unit: 'gal', volume: 12.5, price_per_unit: 6.4, currency: 'USD' });
    expect(created).toMatchObject({
      entered_unit: 'gal',
      entered_volume: 12.5,
      entered_price: 6.4,
      total_cost: 80,
      volume_l: 47.32,
      price_per_l: 1.691,
    });
    const listed = (await req('GET', 'fuel-log')).body.data.find((e: { id: string }) => e.id === created.id);
    expect(listed).toMatchObject({ entered_unit: 'gal', entered_volume: 12.5, entered_price: 6.4 });

    const stats = (await req('GET', 'fuel-log/stats')).body.data;
    expect(stats.totals).toEqual([{ currency: 'USD', volume_l: 47.32, total_cost: 80, count: 1 }]);
  });

  it('keeps a fill typed in imperial gallons as typed, with its litres and price per litre', async () => {
    const created = await fill({ unit: 'imp_gal', volume: 10, price_per_unit: 7.5, currency: 'GBP' });
    expect(created).toMatchObject({
      entered_unit: 'imp_gal',
      entered_volume: 10,
      entered_price: 7.5,
      total_cost: 75,
      volume_l: 45.46,
      price_per_l: 1.65,
    });
    // A new volume in the same unit keeps the price per imperial gallon as typed.
    const patched = await req('PATCH', `fuel-log/${created.id}`, { unit: 'imp_gal', volume: 8 });
    expect(patched.body.data).toMatchObject({
      entered_unit: 'imp_gal',
      entered_price: 7.5,
      total_cost: 60,
      volume_l: 36.37,
    });
  });

  it('keeps the typed price when only the volume changes, and a typed total without a price', async () => {
    const { id } = await fill({ filled_on: '2026-03-02', unit: 'gal', volume: 10, price_per_unit: 3.459 });
    const patched = await req('PATCH', `fuel-log/${id}`, { unit: 'gal', volume: 11.25 });
    expect(patched.body.data).toMatchObject({ entered_volume: 11.25, entered_price: 3.459, total_cost: 38.91 });

    const byTotal = await req('PATCH', `fuel-log/${id}`, { total_cost: 40 });
    expect(byTotal.body.data).toMatchObject({ entered_unit: 'gal', entered_volume: 11.25, entered_price: null });
    expect(byTotal.body.data.total_cost).toBe(40);

    const metric = await fill({ filled_on: '2026-03-03', volume_l: 40, price_per_l: 1.899 });
    expect(metric).toMatchObject({ entered_unit: 'L', entered_volume: 40, entered_price: 1.899 });
  });

  it('refuses a fill typed both in litres and in a unit, or a unit without its volume', async () => {
    const both = await req('POST', 'fuel-log', {
      filled_on: '2026-03-04',
      unit: 'gal',
      volume: 10,
      volume_l: 37.85,
      price_per_unit: 3,
    });
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toMatchObject({ unit: 'unit_or_litres' });
    const noVolume = await req('POST', 'fuel-log', { filled_on: '2026-03-04', unit: 'gal', price_per_unit: 3 });
    expect(noVolume.body.error.fields).toMatchObject({ volume: 'required' });
    const unitless = await req('PATCH', `fuel-log/00000000-0000-4000-8000-000000000000`, { volume: 3 });
    expect(unitless.body.error.fields).toMatchObject({ unit: 'required' });
  });
});
