import type { Tx } from '#db/with-user-tx.ts';

const vehicleColumns = [
  'id',
  'user_id',
  'name',
  'kind',
  'tow_vehicle_id',
  'height_m',
  'length_m',
  'width_m',
  'gross_mass_kg',
  'empty_mass_kg',
  'fuel_type',
  'tank_l',
  'consumption_l_per_100km',
  'created_at',
  'updated_at',
] as const;

export type VehicleValues = {
  name: string;
  kind: string;
  tow_vehicle_id: string | null;
  height_m: number | null;
  length_m: number | null;
  width_m: number | null;
  gross_mass_kg: number | null;
  empty_mass_kg: number | null;
  fuel_type: string;
  tank_l: number | null;
  consumption_l_per_100km: number | null;
};

export const vehiclesRepository = {
  list: (tx: Tx) => tx.selectFrom('vehicles').select(vehicleColumns).orderBy('created_at').orderBy('id').execute(),

  get: (tx: Tx, id: string) => tx.selectFrom('vehicles').select(vehicleColumns).where('id', '=', id).executeTakeFirst(),

  /** Whether any rig names this one as its tow vehicle. */
  async tows(tx: Tx, id: string) {
    return (
      (await tx.selectFrom('vehicles').select('id').where('tow_vehicle_id', '=', id).limit(1).executeTakeFirst()) !==
      undefined
    );
  },

  insert: (tx: Tx, values: VehicleValues) =>
    tx.insertInto('vehicles').values(values).returning(vehicleColumns).executeTakeFirstOrThrow(),

  update: (tx: Tx, id: string, values: Partial<VehicleValues>) =>
    tx
      .updateTable('vehicles')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returning(vehicleColumns)
      .executeTakeFirst(),

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('vehicles').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type VehicleRow = Awaited<ReturnType<typeof vehiclesRepository.insert>>;
