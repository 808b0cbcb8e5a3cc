import { fromMinorUnits, type FuelEntry, type FuelInterval, type FuelStats } from '@ww/contracts';

/*
 * Sums run on integers (centilitres, cents, tenths of a km: the columns' own precision) so totals are exact; only
 * the final ratios are rounded.
 */
const cl = (litres: number) => Math.round(litres * 100);
const cents = (money: number) => Math.round(money * 100);
const dkm = (km: number) => Math.round(km * 10);
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
/** L/100 km from centilitres and tenths of a km: (cl / 100) / (dkm / 10) × 100. */
const l100 = (volumeCl: number, distanceDkm: number) => round((volumeCl * 10) / distanceDkm, 2);
/** Cost per km from cents and tenths of a km. */
const perKm = (costCents: number, distanceDkm: number) => round(costCents / (10 * distanceDkm), 4);

/** Chronological: date, then odometer (a fill without one last that day), then entry time. */
export function chronological(a: FuelEntry, b: FuelEntry): number {
  if (a.filled_on !== b.filled_on) return a.filled_on < b.filled_on ? -1 : 1;
  if (a.odometer_km !== b.odometer_km) {
    if (a.odometer_km === null) return 1;
    if (b.odometer_km === null) return -1;
    return a.odometer_km - b.odometer_km;
  }
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1;
}

/**
 * The full-to-full method: after a full fill with an odometer reading, every litre put in up to and including the
 * next full fill was burnt over the distance between the two readings. Only consistent chains count: a full fill
 * without a reading ends the chain (its distance cannot be known), a fill marked as an odometer reset or new rig
 * starts a new segment, and a reading lower than one before it in the chain (a record from before the server
 * checked readings) drops the chain rather than measuring a made-up distance.
 */
export function fuelIntervals(entries: FuelEntry[]): FuelInterval[] {
  const byVehicle = new Map<string | null, FuelEntry[]>();
  for (const e of entries) byVehicle.set(e.vehicle_id, [...(byVehicle.get(e.vehicle_id) ?? []), e]);
  const intervals: FuelInterval[] = [];
  for (const [vehicleId, fills] of byVehicle) {
    let anchor: FuelEntry | null = null;
    /** The segment's last reading. */
    let last: number | null = null;
    let volume = 0;
    let cost = 0;
    let currencies = new Set<string>();
    for (const fill of [...fills].sort(chronological)) {
      const reading = fill.odometer_km;
      if (fill.odometer_reset) last = null;
      const backwards = reading !== null && last !== null && reading < last;
      if (fill.odometer_reset || backwards) anchor = null;
      if (reading !== null) last = reading;
      if (anchor) {
        volume += cl(fill.volume_l);
        cost += cents(fill.total_cost);
        currencies.add(fill.currency);
      }
      if (!fill.full_tank) continue;
      if (anchor && reading !== null && anchor.odometer_km !== null && reading > anchor.odometer_km) {
        const distance = dkm(reading) - dkm(anchor.odometer_km);
        const currency = currencies.size === 1 ? [...currencies][0]! : null;
        intervals.push({
          vehicle_id: vehicleId,
          from_entry_id: anchor.id,
          to_entry_id: fill.id,
          from_date: anchor.filled_on,
          to_date: fill.filled_on,
          distance_km: distance / 10,
          volume_l: volume / 100,
          l_per_100km: l100(volume, distance),
          cost: currency ? fromMinorUnits(cost) : null,
          currency,
          cost_per_km: currency ? perKm(cost, distance) : null,
        });
      }
      anchor = reading !== null && !backwards ? fill : null;
      volume = 0;
      cost = 0;
      currencies = new Set();
    }
  }
  return intervals.sort((a, b) => (a.to_date < b.to_date ? -1 : a.to_date > b.to_date ? 1 : 0));
}

export function fuelStats(entries: FuelEntry[]): FuelStats {
  const intervals = fuelIntervals(entries);
  let volume = 0;
  let distance = 0;
  const costByCurrency = new Map<string, { cost: number; distance: number }>();
  for (const i of intervals) {
    volume += cl(i.volume_l);
    distance += dkm(i.distance_km);
    if (i.currency && i.cost !== null) {
      const c = costByCurrency.get(i.currency) ?? { cost: 0, distance: 0 };
      costByCurrency.set(i.currency, { cost: c.cost + cents(i.cost), distance: c.distance + dkm(i.distance_km) });
    }
  }

  const totals = new Map<string, { volume: number; cost: number; count: number }>();
  const months = new Map<
    string,
    { volume: number; costs: Map<string, number>; intervalVolume: number; intervalDistance: number }
  >();
  const month = (key: string) => {
    let m = months.get(key);
    if (!m) months.set(key, (m = { volume: 0, costs: new Map(), intervalVolume: 0, intervalDistance: 0 }));
    return m;
  };
  for (const e of entries) {
    const t = totals.get(e.currency) ?? { volume: 0, cost: 0, count: 0 };
    totals.set(e.currency, {
      volume: t.volume + cl(e.volume_l),
      cost: t.cost + cents(e.total_cost),
      count: t.count + 1,
    });
    const m = month(e.filled_on.slice(0, 7));
    m.volume += cl(e.volume_l);
    m.costs.set(e.currency, (m.costs.get(e.currency) ?? 0) + cents(e.total_cost));
  }
  for (const i of intervals) {
    const m = month(i.to_date.slice(0, 7));
    m.intervalVolume += cl(i.volume_l);
    m.intervalDistance += dkm(i.distance_km);
  }

  const byKey = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    intervals,
    average_l_per_100km: distance > 0 ? l100(volume, distance) : null,
    measured_distance_km: distance / 10,
    cost_per_km: byKey(costByCurrency).map(([currency, c]) => ({ currency, cost_per_km: perKm(c.cost, c.distance) })),
    totals: byKey(totals).map(([currency, t]) => ({
      currency,
      volume_l: t.volume / 100,
      total_cost: fromMinorUnits(t.cost),
      count: t.count,
    })),
    monthly: byKey(months).map(([key, m]) => ({
      month: key,
      volume_l: m.volume / 100,
      costs: byKey(m.costs).map(([currency, c]) => ({ currency, total_cost: c / 100 })),
      l_per_100km: m.intervalDistance > 0 ? l100(m.intervalVolume, m.intervalDistance) : null,
    })),
  };
}

/** total = round(volume × price, 2), half up, on integers: volume has 2 decimals and the price 3. */
export function totalFromPrice(volumeL: number, pricePerL: number): number {
  const product = BigInt(cl(volumeL)) * BigInt(Math.round(pricePerL * 1000));
  return Number((product + 500n) / 1000n) / 100;
}

/** price = round(total ÷ volume, 3), half up. */
export function priceFromTotal(volumeL: number, total: number): number {
  const volume = BigInt(cl(volumeL));
  return Number((BigInt(cents(total)) * 2000n + volume) / (2n * volume)) / 1000;
}
