import { planRequestSchema, storageItemInputSchema, tripInputSchema } from '@ww/contracts';
import type { DemoContext } from './demo-context.ts';

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

/**
 * A finished loop (its actual cost comes from the spending dated within it) and the next trip, planned by the same
 * planner as the Trip Planner tab; no start date is sent, so planning asks no weather service.
 */
export async function seedDemoTrips({ services, userId, daysAgo }: DemoContext, vehicleId: string): Promise<void> {
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
    const plan = await services.planner.plan(
      userId,
      planRequestSchema.parse({ stops: trip.stops, vehicle_id: vehicleId, budget: trip.budget }),
    );
    await services.trips.create(
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
}

/** What is stowed where in the demo rig. */
export async function seedDemoStorage({ services, userId }: DemoContext, vehicleId: string): Promise<void> {
  for (const item of [
    { name: 'Levelling blocks', location: 'Rear exterior bay', quantity: 4, unit_weight_kg: 1.1 },
    { name: 'Tool kit', location: 'Rear exterior bay', quantity: 1, unit_weight_kg: 9 },
    { name: 'Fresh-water hose, 15 m', location: 'Wet bay', quantity: 1, unit_weight_kg: 2.3 },
    { name: 'Camp chairs', location: 'Curb-side bay', quantity: 2, unit_weight_kg: 4.5 },
    { name: 'Cast-iron skillet', location: 'Kitchen drawer 2', quantity: 1, unit_weight_kg: 2.7 },
    { name: 'First-aid kit', location: 'Cab overhead', quantity: 1, unit_weight_kg: 1.2 },
  ]) {
    await services.storageItems.create(userId, storageItemInputSchema.parse({ vehicle_id: vehicleId, ...item }));
  }
}
