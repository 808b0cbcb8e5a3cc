// The social module as the server uses it: its services, built once by the composition root (src/services.ts) from
// the app's dependencies and the admin check and trips it needs from other modules, and every /social route.
import type { AdminService } from '#modules/admin/index.ts';
import type { TravelServices } from '#modules/travel/index.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { createRouter } from '#platform/openapi.ts';
import { feedRoutes } from './feed.routes.ts';
import { createFeedService } from './feed.service.ts';
import { groupsRoutes } from './groups.routes.ts';
import { createGroupsService } from './groups.service.ts';
import { hustleCommentsRoutes, hustlesRoutes } from './hustles.routes.ts';
import { createHustlesService } from './hustles.service.ts';
import { listingsRoutes } from './listings.routes.ts';
import { createListingsService } from './listings.service.ts';
import { messagesRoutes } from './messages.routes.ts';
import { createMessagesService } from './messages.service.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService } from './moderation.service.ts';
import { networkRoutes } from './network.routes.ts';
import { createNetworkService } from './network.service.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';
import { createSocialPhotosService } from './social-photos.service.ts';
import { createSocialPhotoStore } from './social-photos.store.ts';
import { tripSharesRoutes } from './trip-shares.routes.ts';
import { createTripSharesService } from './trip-shares.service.ts';

export function createSocialServices(
  deps: AppDeps,
  uses: { isAdmin: AdminService['isAdmin']; trips: Pick<TravelServices['trips'], 'create'> },
) {
  return {
    feed: createFeedService(deps),
    photos: createSocialPhotosService({ db: deps.db, store: createSocialPhotoStore(deps.dataDir) }),
    network: createNetworkService(deps),
    messages: createMessagesService(deps),
    groups: createGroupsService(deps),
    tripShares: createTripSharesService({ ...deps, trips: uses.trips }),
    listings: createListingsService(deps),
    hustles: createHustlesService(deps),
    reports: createReportsService(deps),
    moderation: createModerationService({ ...deps, isAdmin: uses.isAdmin }),
  };
}
export type SocialServices = ReturnType<typeof createSocialServices>;

/** Every route under /social. The last three share the root, each guarding only its own paths. */
export function socialRoutes(deps: AppDeps, services: SocialServices) {
  return createRouter()
    .route('/conversations', messagesRoutes(deps, services.messages))
    .route('/groups', groupsRoutes(deps, services.groups))
    .route('/listings', listingsRoutes(deps, services.listings))
    .route('/hustles', hustlesRoutes(deps, services.hustles))
    .route('/hustle-comments', hustleCommentsRoutes(deps, services.hustles))
    .route('/reports', reportsRoutes(deps, services.reports))
    .route('/moderation', moderationRoutes(deps, services.moderation))
    .route('/', tripSharesRoutes(deps, services.tripShares))
    .route('/', feedRoutes(deps, services.feed, services.photos))
    .route('/', networkRoutes(deps, services.network));
}
