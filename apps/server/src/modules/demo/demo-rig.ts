import {
  fuelEntryInputSchema,
  maintenanceRecordInputSchema,
  maintenanceScheduleInputSchema,
  pricePerVolumeFromPerLitre,
  vehicleInputSchema,
  volumeFromLitres,
} from '@ww/contracts';
import { HISTORY_MONTHS, type DemoContext } from './demo-context.ts';

const FUEL_STOPS = [
  'Flagstaff, AZ',
  'Page, AZ',
  'Moab, UT',
  'Grand Junction, CO',
  'Durango, CO',
  'Santa Fe, NM',
  'Las Cruces, NM',
  'Tucson, AZ',
  'Yuma, AZ',
];

/** The demo motorhome with its fill-ups and its maintenance log and schedules; returns the vehicle's id. */
export async function seedDemoRig(ctx: DemoContext): Promise<string> {
  const rig = await ctx.services.vehicles.create(
    ctx.userId,
    vehicleInputSchema.parse({
      name: 'Class C motorhome (demo)',
      kind: 'motorhome',
      height_m: 3.5,
      length_m: 9.4,
      width_m: 2.4,
      gross_mass_kg: 6350,
      empty_mass_kg: 5300,
      fuel_type: 'diesel',
      tank_l: 150,
      consumption_l_per_100km: 22.5,
    }),
  );
  await seedFillUps(ctx, rig.id);
  await seedMaintenance(ctx, rig.id);
  return rig.id;
}

/** Fill-ups every 9 to 12 days; every sixth one a top-up rather than a full tank. */
async function seedFillUps({ services, userId, units, daysAgo }: DemoContext, vehicleId: string) {
  let odometer = 48_200;
  for (let i = 0, ago = HISTORY_MONTHS * 30; ago > 0; i++, ago -= 9 + (i % 4)) {
    const legKm = 380 + ((i * 53) % 140);
    odometer += legKm;
    const full = i % 6 !== 5;
    const litres = ((legKm * (21.5 + ((i * 7) % 20) / 10)) / 100) * (full ? 1 : 0.6);
    const perLitre = 1.02 + ((i * 17) % 11) / 100;
    await services.fuelLog.create(
      userId,
      fuelEntryInputSchema.parse({
        vehicle_id: vehicleId,
        filled_on: daysAgo(ago),
        odometer_km: odometer,
        unit: units.volume_unit,
        // As a pump shows them: the volume to 0.01, the price per unit to 0.001.
        volume: Math.round(volumeFromLitres(litres, units.volume_unit) * 100) / 100,
        price_per_unit: Math.round(pricePerVolumeFromPerLitre(perLitre, units.volume_unit) * 1000) / 1000,
        full_tank: full,
        place: FUEL_STOPS[i % FUEL_STOPS.length],
        add_expense: true,
      }),
    );
  }
}

async function seedMaintenance({ services, userId, units, daysAgo }: DemoContext, vehicleId: string) {
  const { maintenance } = services;
  const repairs = [
    { ago: 150, task: 'Oil and filter change', cost: 189, km: 49_900, notes: 'Synthetic 15W-40, new fuel filter too.' },
    { ago: 95, task: 'Tyre rotation', cost: 60, km: 51_700, notes: '' },
    { ago: 40, task: 'Generator service', cost: 145, km: null, notes: 'Onan 4000: oil, spark plug, air filter.' },
  ];
  for (const s of repairs) {
    await maintenance.createRecord(
      userId,
      maintenanceRecordInputSchema.parse({
        vehicle_id: vehicleId,
        task: s.task,
        date: daysAgo(s.ago),
        cost: s.cost,
        odometer_km: s.km,
        notes: s.notes,
        add_expense: true,
      }),
    );
  }
  const schedules = [
    {
      task: 'Oil and filter change',
      every_distance: units.distance_unit === 'mi' ? 5000 : 8000,
      every_distance_unit: units.distance_unit,
      every_months: 6,
    },
    { task: 'Roof seal inspection', every_months: 6, last_done_on: daysAgo(172) },
    { task: 'Brake fluid', every_months: 24, last_done_on: daysAgo(745) },
  ];
  for (const s of schedules)
    await maintenance.createSchedule(userId, maintenanceScheduleInputSchema.parse({ vehicle_id: vehicleId, ...s }));
}
