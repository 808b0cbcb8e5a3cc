// The community map as the app and other modules use it: its routes and service, and the wrapper a privacy-settings
// change runs in so the open maps learn at once that a traveller left them (or joined the public one).
import type { Tx } from '#db/with-user-tx.ts';
import { locationsRepository } from './locations.repository.ts';

export { changingLocationAudience } from './location-events.ts';
export { locationsRoutes } from './locations.routes.ts';
export { createLocationsService, type LocationsService } from './locations.service.ts';

/** A position shared this long ago still says where the traveller is, for ranking place searches (decision 052). */
const SHARED_POSITION_MS = 24 * 60 * 60 * 1000;

/** Where the user is by the live location they share on the map (active, recent), in their own transaction. */
export async function sharedPosition(tx: Tx, userId: string): Promise<{ lat: number; lon: number } | null> {
  const row = await locationsRepository.own(tx, userId);
  if (!row || row.status !== 'active' || row.current_latitude === null || row.current_longitude === null) return null;
  if (Date.now() - row.updated_at.getTime() > SHARED_POSITION_MS) return null;
  return { lat: row.current_latitude, lon: row.current_longitude };
}
