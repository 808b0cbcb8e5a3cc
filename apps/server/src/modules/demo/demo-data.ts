import {
  budgetInputSchema,
  DAY_MS,
  expenseInputSchema,
  fuelEntryInputSchema,
  incomeInputSchema,
  maintenanceRecordInputSchema,
  maintenanceScheduleInputSchema,
  planRequestSchema,
  pricePerVolumeFromPerLitre,
  savingsContributionInputSchema,
  savingsGoalInputSchema,
  sideIncomeSourceInputSchema,
  storageItemInputSchema,
  tripInputSchema,
  type UnitPreferences,
  vehicleInputSchema,
  volumeFromLitres,
  roundAmount,
} from '@ww/contracts';
import type { FinanceServices } from '#modules/finance/index.ts';
import type { RoutePlanService, TravelServices } from '#modules/travel/index.ts';

/** The services the demo account is filled through: the app's own, so its records obey every rule a user's do. */
export type DemoServices = Pick<FinanceServices, 'expenses' | 'income' | 'sideIncome' | 'budgets' | 'savingsGoals'> &
  Pick<TravelServices, 'vehicles' | 'fuelLog' | 'maintenance' | 'trips' | 'storageItems'> & {
    planner: Pick<RoutePlanService, 'plan'>;
  };

/** A month of a full-timer's spending in the American Southwest (fuel and maintenance come from the rig's logs). */
const MONTHLY_SPENDING = [
  { day: 1, category: 'campground', amount: 245, description: 'Riverside RV Park, 7 nights' },
  { day: 2, category: 'food', amount: 132.4, description: 'Groceries' },
  { day: 5, category: 'other', amount: 18.75, description: 'Laundromat' },
  { day: 8, category: 'campground', amount: 140, description: 'State park campground, 5 nights' },
  { day: 9, category: 'food', amount: 64.8, description: "Farmers' market" },
  { day: 12, category: 'entertainment', amount: 35, description: 'National park entry' },
  { day: 15, category: 'campground', amount: 228, description: 'Desert Oasis RV Resort, 6 nights' },
  { day: 16, category: 'food', amount: 118.25, description: 'Groceries' },
  { day: 19, category: 'other', amount: 42.6, description: 'Propane refill' },
  { day: 20, category: 'other', amount: 65, description: 'Phone and hotspot data plan' },
  { day: 22, category: 'campground', amount: 15, description: 'Dump station fee' },
  { day: 23, category: 'food', amount: 46.5, description: 'Dinner out' },
  { day: 25, category: 'entertainment', amount: 28, description: 'Museum tickets' },
  { day: 27, category: 'food', amount: 97.1, description: 'Groceries' },
] as const;

/** Towns of the demo trips, by coordinates: the names come from the geocoder like any clicked point's. */
const PLACES = {
  flagstaff: { lat: 35.1983, lon: -111.6513 },
  page: { lat: 36.9147, lon: -111.4558 },
  moab: { lat: 38.5733, lon: -109.5498 },
  durango: { lat: 37.2753, lon: -107.8801 },
  santaFe: { lat: 35.687, lon: -105.9378 },
  lasCruces: { lat: 32.3199, lon: -106.7637 },
  tucson: { lat: 32.2226, lon: -110.9747 },
  yuma: { lat: 32.6927, lon: -114.6277 },
};

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

/** Months of history the demo account gets, ending today. */
const HISTORY_MONTHS = 6;

/**
 * The demo account's records: a motorhome with six months of fill-ups and services, spending, income from remote
 * work and campground hosting, budgets, savings goals and what is stowed where. Written through the same services
 * (and validated by the same schemas) as a user's own entries, dated back from `today`, and the same on every
 * machine. Only the demo account gets them; the app labels everything in it as demo data. Fill-ups and intervals are
 * typed in the account's own units, as its traveller would type them ("every 5,000 mi", gallons at $/gal).
 */
export async function seedDemoData(
  services: DemoServices,
  userId: string,
  today: Date,
  units: Pick<UnitPreferences, 'distance_unit' | 'volume_unit'>,
): Promise<void> {
  const { vehicles, fuelLog, maintenance, expenses, income, sideIncome, budgets, trips, planner } = services;
  const { savingsGoals: goals, storageItems: storage } = services;
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const daysAgo = (n: number) => iso(new Date(today.getTime() - n * DAY_MS));
  /** Day `day` of the month `monthsAgo` months back, or null when that is still to come. */
  const inMonth = (monthsAgo: number, day: number) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, day));
    return d.getTime() > today.getTime() ? null : iso(d);
  };

  const rig = await vehicles.create(
    userId,
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
  const vehicleId = rig.id;

  // Fill-ups every 9 to 12 days; every sixth one a top-up rather than a full tank.
  let odometer = 48_200;
  for (let i = 0, ago = HISTORY_MONTHS * 30; ago > 0; i++, ago -= 9 + (i % 4)) {
    const legKm = 380 + ((i * 53) % 140);
    odometer += legKm;
    const full = i % 6 !== 5;
    const litres = ((legKm * (21.5 + ((i * 7) % 20) / 10)) / 100) * (full ? 1 : 0.6);
    const perLitre = 1.02 + ((i * 17) % 11) / 100;
    await fuelLog.create(
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

  for (let monthsAgo = HISTORY_MONTHS - 1; monthsAgo >= 0; monthsAgo--) {
    for (const [i, entry] of MONTHLY_SPENDING.entries()) {
      const date = inMonth(monthsAgo, entry.day);
      if (!date) continue;
      // The same places cost a little more or less from month to month.
      const amount = roundAmount(entry.amount * (1 + (((monthsAgo * 7 + i * 3) % 9) - 4) / 40));
      await expenses.create(
        userId,
        expenseInputSchema.parse({ amount, category: entry.category, date, description: entry.description }),
      );
    }
  }

  const hosting = await sideIncome.create(
    userId,
    sideIncomeSourceInputSchema.parse({
      name: 'Campground host, Riverside RV Park',
      kind: 'workamping',
      notes: '20 hours a week for a free site and a stipend.',
    }),
  );
  for (let monthsAgo = HISTORY_MONTHS - 1; monthsAgo >= 0; monthsAgo--) {
    const payday = inMonth(monthsAgo, 1);
    if (payday)
      await income.create(
        userId,
        incomeInputSchema.parse({
          source: 'Remote bookkeeping clients',
          amount: 2850,
          date: payday,
          recurrence: 'monthly',
        }),
      );
    const stipend = monthsAgo < 3 ? inMonth(monthsAgo, 15) : null;
    if (stipend) {
      await income.create(
        userId,
        incomeInputSchema.parse({
          source: 'Campground host stipend',
          amount: 600,
          date: stipend,
          recurrence: 'monthly',
          side_income_source_id: hosting.id,
        }),
      );
    }
  }

  for (const b of [
    { category: null, period: 'monthly', amount: 3200 },
    { category: 'fuel', period: 'monthly', amount: 650 },
    { category: 'campground', period: 'monthly', amount: 900 },
    { category: 'food', period: 'weekly', amount: 140 },
  ]) {
    await budgets.create(userId, budgetInputSchema.parse(b));
  }

  const solar = await goals.create(
    userId,
    savingsGoalInputSchema.parse({
      name: 'Lithium battery and solar upgrade',
      target_amount: 4800,
      target_date: iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 8, 1))),
    }),
  );
  for (let monthsAgo = 4; monthsAgo >= 1; monthsAgo--) {
    await goals.addContribution(
      userId,
      solar.id,
      savingsContributionInputSchema.parse({ amount: 400, date: inMonth(monthsAgo, 2), note: 'Monthly transfer' }),
    );
  }
  const emergency = await goals.create(
    userId,
    savingsGoalInputSchema.parse({ name: 'Emergency fund', target_amount: 6000, target_date: null }),
  );
  await goals.addContribution(
    userId,
    emergency.id,
    savingsContributionInputSchema.parse({ amount: 1000, date: inMonth(5, 3), note: 'Tax refund' }),
  );
  await goals.addContribution(
    userId,
    emergency.id,
    savingsContributionInputSchema.parse({ amount: 500, date: inMonth(2, 3), note: '' }),
  );

  // A finished loop (its actual cost comes from the spending dated within it) and the next trip, planned by the
  // same planner as the Trip Planner tab; no start date is sent, so planning asks no weather service.
  for (const trip of [
    {
      name: 'Four Corners loop',
      status: 'completed',
      from: 75,
      to: 58,
      budget: 1400,
      stops: [PLACES.flagstaff, PLACES.page, PLACES.moab, PLACES.durango, PLACES.santaFe],
    },
    {
      name: 'Snowbird run to Yuma',
      status: 'planned',
      from: -20,
      to: -26,
      budget: 900,
      stops: [PLACES.santaFe, PLACES.lasCruces, PLACES.tucson, PLACES.yuma],
    },
  ]) {
    const plan = await planner.plan(
      userId,
      planRequestSchema.parse({ stops: trip.stops, vehicle_id: vehicleId, budget: trip.budget }),
    );
    await trips.create(
      userId,
      tripInputSchema.parse({
        name: trip.name,
        status: trip.status,
        start_date: daysAgo(trip.from),
        end_date: daysAgo(trip.to),
        stops: plan.stops.map((stop) => ({ lat: stop.lat, lon: stop.lon, name: stop.name })),
        geometry: plan.geometry,
        total_distance_km: plan.total_distance_km,
        estimated: plan.estimated,
        plan,
        budget: trip.budget,
        currency: plan.budget.currency,
        vehicle_id: vehicleId,
      }),
    );
  }

  for (const item of [
    { name: 'Levelling blocks', location: 'Rear exterior bay', quantity: 4, unit_weight_kg: 1.1 },
    { name: 'Tool kit', location: 'Rear exterior bay', quantity: 1, unit_weight_kg: 9 },
    { name: 'Fresh-water hose, 15 m', location: 'Wet bay', quantity: 1, unit_weight_kg: 2.3 },
    { name: 'Camp chairs', location: 'Curb-side bay', quantity: 2, unit_weight_kg: 4.5 },
    { name: 'Cast-iron skillet', location: 'Kitchen drawer 2', quantity: 1, unit_weight_kg: 2.7 },
    { name: 'First-aid kit', location: 'Cab overhead', quantity: 1, unit_weight_kg: 1.2 },
  ]) {
    await storage.create(userId, storageItemInputSchema.parse({ vehicle_id: vehicleId, ...item }));
  }
}
