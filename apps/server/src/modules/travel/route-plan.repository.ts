import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';

/** How far back fill-ups count towards the fuel price the planner uses. */
export const FUEL_LOG_PRICE_DAYS = 90;

export const routePlanRepository = {
  /** The vehicle, and the tow vehicle it names, when both are the user's (RLS hides anyone else's). */
  async vehicleWithTow(tx: Tx, id: string) {
    const cols = [
      'id',
      'kind',
      'tow_vehicle_id',
      'length_m',
      'fuel_type',
      'tank_l',
      'consumption_l_per_100km',
    ] as const;
    const vehicle = await tx.selectFrom('vehicles').select(cols).where('id', '=', id).executeTakeFirst();
    if (!vehicle) return undefined;
    const tow = vehicle.tow_vehicle_id
      ? await tx.selectFrom('vehicles').select(cols).where('id', '=', vehicle.tow_vehicle_id).executeTakeFirst()
      : undefined;
    return { vehicle, tow };
  },

  /**
   * Volume-weighted average price per litre the user paid over the last FUEL_LOG_PRICE_DAYS days, in the
   * currency most of those fill-ups used. The fuel log is another module's table: a database without it yet
   * simply has no average.
   */
  async fuelLogAverage(tx: Tx) {
    const exists = await sql<{ present: boolean }>`select to_regclass('fuel_log') is not null as present`.execute(tx);
    if (!exists.rows[0]?.present) return undefined;
    const res = await sql<{ currency: string; price: string; fills: number }>`
      select currency, (sum(total_cost) / nullif(sum(volume_l), 0))::numeric(8, 3)::text as price, count(*)::int as fills
      from fuel_log
      where filled_on >= current_date - ${FUEL_LOG_PRICE_DAYS}::int and volume_l > 0
      group by currency
      order by count(*) desc, currency
      limit 1`.execute(tx);
    const row = res.rows[0];
    return row?.price ? { currency: row.currency.trim(), price_per_l: Number(row.price), fills: row.fills } : undefined;
  },
};
