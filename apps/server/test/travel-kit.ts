// The travel tests' shared ground: rigs and fill-ups inserted as their owner, under RLS as a request would.
import { sql, type Insertable } from 'kysely';
import { withUserTx } from '#db/with-user-tx.ts';
import type { Database } from '#db/schema.ts';
import type { TestApp } from './harness.ts';

type Owner = { id: string };

/** A rig of `user`'s, a motorhome unless `values` say otherwise: its id. */
export const addVehicle = (
  t: TestApp,
  user: Owner,
  name: string,
  values: Partial<Omit<Insertable<Database['vehicles']>, 'name'>> = {},
) =>
  withUserTx(t.db, { userId: user.id }, (tx) =>
    tx
      .insertInto('vehicles')
      .values({ name, kind: 'motorhome', ...values })
      .returning('id')
      .executeTakeFirstOrThrow(),
  ).then((r) => r.id);

/** A full tank of 60 L at 1.5 GBP for `vehicleId` on `date`, read at `odometerKm`. */
export const addFill = (t: TestApp, user: Owner, vehicleId: string, date: string, odometerKm: number) =>
  withUserTx(t.db, { userId: user.id }, (tx) =>
    sql`insert into fuel_log (vehicle_id, filled_on, odometer_km, volume_l, price_per_l, total_cost, currency, full_tank)
        values (${vehicleId}, ${date}, ${odometerKm}, 60, 1.5, 90, 'GBP', true)`.execute(tx),
  );
