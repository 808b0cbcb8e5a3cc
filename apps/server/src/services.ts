// The composition root: every service of the server, each built exactly once from the app's dependencies. The HTTP
// routes, Pam's tools and greeting, Pam's WebSocket and the demo account all receive these instances, so a rule or a
// limit a service holds (the trip plans per minute, say) applies whichever way a user asks (decision 039).
import { createAdminService } from '#modules/admin/index.ts';
import { createPamServices } from '#modules/assistant/index.ts';
import { createAuthService } from '#modules/auth/index.ts';
import { createBillingService } from '#modules/billing/index.ts';
import { createLocationsService, type LocationsService } from '#modules/community-map/index.ts';
import { createDemoSeeder } from '#modules/demo/index.ts';
import { createDiagnosticsServices } from '#modules/diagnostics/index.ts';
import { createFinanceServices, type FinanceServices } from '#modules/finance/index.ts';
import { createProfileImageStore, createProfileService } from '#modules/profile/index.ts';
import { createRegionService } from '#modules/region/index.ts';
import { createSettingsService } from '#modules/settings/index.ts';
import { createShopServices, type ShopServices } from '#modules/shop/index.ts';
import { createSocialServices, type SocialServices } from '#modules/social/index.ts';
import { createTravelServices, type TravelServices } from '#modules/travel/index.ts';
import type { AppDeps } from '#platform/app-env.ts';
import type { Providers } from '#providers/providers.ts';

export type ServicesOptions = {
  /** The providers the demo account's trips are planned with (server.ts: offline ones); the app's own when absent. */
  demoProviders?: Providers;
};

export function createServices(deps: AppDeps, options: ServicesOptions = {}) {
  const admin = createAdminService(deps);
  const region = createRegionService({ lookups: deps.providers.ipCountry, logger: deps.logger });
  const locations = createLocationsService(deps);
  const finance = createFinanceServices(deps);
  const travel = createTravelServices(deps, options);
  const shop = createShopServices({ ...commerceDeps(deps), mailer: deps.mailer, isAdmin: admin.isAdmin });
  const settings = createSettingsService(deps);
  const profile = createProfileService({ db: deps.db, images: createProfileImageStore(deps.dataDir) });
  const social = createSocialServices(deps, { isAdmin: admin.isAdmin, trips: travel.trips });
  const pamUses = { finance, travel, social, shop, locations, settings, profile };
  return {
    auth: createAuthService({
      ...deps,
      onSignedOut: (userId) => locations.signedOut(userId),
      countryOf: (ip) => region.countryOf(ip),
    }),
    region,
    settings,
    profile,
    admin,
    finance,
    travel,
    pam: createPamServices(deps, { tools: pamToolServices(pamUses), trips: travel.trips }),
    locations,
    social,
    diagnostics: createDiagnosticsServices({ db: deps.db, dataDir: deps.dataDir, admin }),
    shop,
    billing: createBillingService({ ...commerceDeps(deps), orders: shop.orders, isAdmin: admin.isAdmin }),
    demo: createDemoSeeder(deps.db, { ...finance, ...travel, planner: travel.demoPlan }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** What the shop and billing take from the app: card payments and the public address only when configured. */
function commerceDeps(deps: AppDeps) {
  return {
    db: deps.db,
    logger: deps.logger,
    dataDir: deps.dataDir,
    ...(deps.providers.payments ? { payments: deps.providers.payments } : {}),
    ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}),
  };
}

/** Pam's tools under the names the tool families use: the same instances the routes use. */
function pamToolServices({
  finance,
  travel,
  social,
  shop,
  locations,
  settings,
  profile,
}: {
  finance: FinanceServices;
  travel: TravelServices;
  social: SocialServices;
  shop: ShopServices;
  locations: LocationsService;
  settings: ReturnType<typeof createSettingsService>;
  profile: ReturnType<typeof createProfileService>;
}) {
  return {
    expenses: finance.expenses,
    budgets: finance.budgets,
    income: finance.income,
    savings: finance.savingsGoals,
    categoryRules: finance.categoryRules,
    notifications: finance.notifications,
    summary: finance.summary,
    exchangeRates: finance.exchangeRates,
    sideIncome: finance.sideIncome,
    vehicles: travel.vehicles,
    fuelLog: travel.fuelLog,
    maintenance: travel.maintenance,
    storage: travel.storageItems,
    travelPreferences: travel.travelPreferences,
    campgrounds: travel.campgrounds,
    planner: travel.routePlan,
    router: travel.routeOnly,
    trips: travel.trips,
    safetyChecklists: travel.safetyChecklists,
    social,
    shop: { catalogue: shop.catalogue, orders: shop.orders },
    locations,
    settings,
    profile,
  };
}
