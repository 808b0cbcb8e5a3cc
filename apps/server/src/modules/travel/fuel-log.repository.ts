import type { VolumeUnit } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { unchangedSince, type Expected } from '#platform/preconditions.ts';

const entryColumns = [
  'id',
  'user_id',
  'vehicle_id',
  'filled_on',
  'odometer_km',
  'volume_l',
  'price_per_l',
  'total_cost',
  'entered_unit',
  'entered_volume',
  'entered_price',
  'currency',
  'full_tank',
  'odometer_reset',
  'place',
  'expense_id',
  'created_at',
  'updated_at',
] as const;

export type FuelEntryValues = {
  vehicle_id: string | null;
  filled_on: string;
  odometer_km: number | null;
  volume_l: number;
  price_per_l: number;
  total_cost: number;
  entered_unit: VolumeUnit | null;
  entered_volume: number | null;
  entered_price: number | null;
  currency: string;
  full_tank: boolean;
  odometer_reset: boolean;
  place: string;
  expense_id: string | null;
};

export const fuelLogRepository = {
  /** Newest first: by date, then odometer, then entry time. */
  list: (tx: Tx, vehicleId?: string) =>
    tx
      .selectFrom('fuel_log')
      .select(entryColumns)
      .$if(vehicleId !== undefined, (qb) => qb.where('vehicle_id', '=', vehicleId!))
      .orderBy('filled_on', 'desc')
      .orderBy('odometer_km', (ob) => ob.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  /**
   * The same rig's fill-ups with a reading just before and just after `date` (other days only: two fills of one day
   * are ordered by their readings), leaving out the entry being edited.
   */
  async neighbours(tx: Tx, vehicleId: string | null, date: string, excludeId?: string) {
    const around = (op: '<' | '>') =>
      tx
        .selectFrom('fuel_log')
        .select(['filled_on', 'odometer_km', 'odometer_reset'])
        .where((eb) => (vehicleId === null ? eb('vehicle_id', 'is', null) : eb('vehicle_id', '=', vehicleId)))
        .where('odometer_km', 'is not', null)
        .where('filled_on', op, date)
        .$if(excludeId !== undefined, (qb) => qb.where('id', '<>', excludeId!))
        .orderBy('filled_on', op === '<' ? 'desc' : 'asc')
        .orderBy('odometer_km', op === '<' ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
    return { previous: await around('<'), next: await around('>') };
  },

  get: (tx: Tx, id: string) => tx.selectFrom('fuel_log').select(entryColumns).where('id', '=', id).executeTakeFirst(),

  insert: (tx: Tx, values: FuelEntryValues) =>
    tx.insertInto('fuel_log').values(values).returning(entryColumns).executeTakeFirstOrThrow(),

  /** Undefined when there is no such row, or (with `expected`) it is no longer the version the client saw. */
  update: (tx: Tx, id: string, values: Partial<FuelEntryValues>, expected?: Expected) =>
    tx
      .updateTable('fuel_log')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where(unchangedSince(expected))
      .returning(entryColumns)
      .executeTakeFirst(),

  remove: (tx: Tx, id: string, expected?: Expected) =>
    tx
      .deleteFrom('fuel_log')
      .where('id', '=', id)
      .where(unchangedSince(expected))
      .returning(['expense_id'])
      .executeTakeFirst(),
};
export type FuelEntryRow = Awaited<ReturnType<typeof fuelLogRepository.insert>>;
