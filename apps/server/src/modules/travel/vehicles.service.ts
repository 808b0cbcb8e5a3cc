import type { Vehicle } from '@ww/contracts';
import { TOWED_KINDS, vehicleInputSchema, vehiclePatchSchema, type VehicleKind } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { notFound, validationError } from '#platform/errors.ts';
import { vehiclesRepository as repo, type VehicleRow } from './vehicles.repository.ts';

const num = (v: string | number | null) => (v === null ? null : Number(v));

export const toVehicle = (r: VehicleRow): Vehicle => ({
  id: r.id,
  user_id: r.user_id,
  name: r.name,
  kind: r.kind as Vehicle['kind'],
  tow_vehicle_id: r.tow_vehicle_id,
  height_m: num(r.height_m),
  length_m: num(r.length_m),
  width_m: num(r.width_m),
  gross_mass_kg: num(r.gross_mass_kg),
  empty_mass_kg: num(r.empty_mass_kg),
  fuel_type: r.fuel_type as Vehicle['fuel_type'],
  tank_l: num(r.tank_l),
  consumption_l_per_100km: num(r.consumption_l_per_100km),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const isTowed = (kind: string) => TOWED_KINDS.includes(kind as VehicleKind);

/**
 * Only a caravan or fifth wheel names a tow vehicle, and what tows it cannot itself be towed. A tow vehicle this
 * user cannot see is left to the database's same-owner trigger, which refuses it with 42501.
 */
async function checkTowLink(
  t: Tx,
  id: string | null,
  kind: string,
  towVehicleId: string | null,
  emptyMass: number | null,
  grossMass: number | null,
) {
  if (emptyMass !== null && grossMass !== null && emptyMass > grossMass)
    throw validationError({ empty_mass_kg: 'above_gross_mass' });
  if (towVehicleId === null) return;
  if (!isTowed(kind)) throw validationError({ tow_vehicle_id: 'not_towed' });
  if (towVehicleId === id) throw validationError({ tow_vehicle_id: 'self' });
  const tow = await repo.get(t, towVehicleId);
  if (tow && isTowed(tow.kind)) throw validationError({ tow_vehicle_id: 'towed_kind' });
}

export function createVehiclesService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  return {
    /** Oldest first, so the first rig added stays on top. */
    list: (userId: string) => tx(userId, async (t) => (await repo.list(t)).map(toVehicle)),

    create: (userId: string, input: z.output<typeof vehicleInputSchema>) =>
      tx(userId, async (t) => {
        const values = {
          name: input.name,
          kind: input.kind,
          tow_vehicle_id: input.tow_vehicle_id ?? null,
          height_m: input.height_m ?? null,
          length_m: input.length_m ?? null,
          width_m: input.width_m ?? null,
          gross_mass_kg: input.gross_mass_kg ?? null,
          empty_mass_kg: input.empty_mass_kg ?? null,
          fuel_type: input.fuel_type ?? 'diesel',
          tank_l: input.tank_l ?? null,
          consumption_l_per_100km: input.consumption_l_per_100km ?? null,
        };
        await checkTowLink(t, null, values.kind, values.tow_vehicle_id, values.empty_mass_kg, values.gross_mass_kg);
        return toVehicle(await repo.insert(t, values));
      }),

    update: (userId: string, id: string, patch: z.output<typeof vehiclePatchSchema>) =>
      tx(userId, async (t) => {
        const current = await repo.get(t, id);
        if (!current) throw notFound();
        const pick = <K extends keyof typeof patch>(k: K, fallback: unknown) =>
          patch[k] !== undefined ? patch[k] : fallback;
        // What tows a caravan cannot itself become a towed kind.
        if (patch.kind && isTowed(patch.kind) && !isTowed(current.kind) && (await repo.tows(t, id)))
          throw validationError({ kind: 'tows_others' });
        await checkTowLink(
          t,
          id,
          pick('kind', current.kind) as string,
          pick('tow_vehicle_id', current.tow_vehicle_id) as string | null,
          num(pick('empty_mass_kg', current.empty_mass_kg) as string | number | null),
          num(pick('gross_mass_kg', current.gross_mass_kg) as string | number | null),
        );
        return toVehicle((await repo.update(t, id, patch))!);
      }),

    /** Its fill-ups and records stay (their vehicle becomes none); a caravan it towed loses the link. */
    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),
  };
}
export type VehiclesService = ReturnType<typeof createVehiclesService>;
