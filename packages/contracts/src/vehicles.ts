import { z } from 'zod';

/** Rigs (issue 4): motorhomes, campervans, caravans and fifth wheels with their tow vehicles. Stored metric. */
export const VEHICLE_KINDS = ['motorhome', 'campervan', 'caravan', 'fifth_wheel', 'tow_vehicle'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];
/** Kinds that are towed and may name the vehicle that pulls them. */
export const TOWED_KINDS: readonly VehicleKind[] = ['caravan', 'fifth_wheel'];
export const FUEL_TYPES = ['diesel', 'petrol', 'lpg', 'electric', 'none'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

const positive = (max: number) =>
  z.number({ error: 'invalid' }).positive({ error: 'not_positive' }).max(max, { error: 'too_large' });

export const vehicleSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  kind: z.enum(VEHICLE_KINDS),
  tow_vehicle_id: z.uuid().nullable(),
  height_m: z.number().nullable(),
  length_m: z.number().nullable(),
  width_m: z.number().nullable(),
  gross_mass_kg: z.number().nullable(),
  empty_mass_kg: z.number().nullable(),
  fuel_type: z.enum(FUEL_TYPES),
  tank_l: z.number().nullable(),
  consumption_l_per_100km: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(120),
  kind: z.enum(VEHICLE_KINDS, { error: 'invalid' }),
  tow_vehicle_id: z.uuid().nullable().optional(),
  height_m: positive(20).nullable().optional(),
  length_m: positive(100).nullable().optional(),
  width_m: positive(10).nullable().optional(),
  gross_mass_kg: positive(100_000).nullable().optional(),
  empty_mass_kg: positive(100_000).nullable().optional(),
  fuel_type: z.enum(FUEL_TYPES).optional(),
  tank_l: positive(5_000).nullable().optional(),
  consumption_l_per_100km: positive(200).nullable().optional(),
});
export type VehicleInput = z.infer<typeof vehicleInputSchema>;
export const vehiclePatchSchema = vehicleInputSchema.partial();
