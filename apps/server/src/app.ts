import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { LANGUAGE_COOKIE } from '@ww/contracts';
import { apiDocs } from '#platform/api-docs.ts';
import type { AppDeps, AppEnv } from '#platform/app-env.ts';
import { apiBodyLimit } from '#platform/body-limit.ts';
import { AppError, errorBody, errorHandler } from '#platform/errors.ts';
import { IDEMPOTENCY_DOC } from '#platform/idempotency.ts';
import { createRouter } from '#platform/openapi.ts';
import { securityHeaders } from '#platform/security-headers.ts';
import { adminRoutes } from '#modules/admin/admin.routes.ts';
import { createAdminService } from '#modules/admin/admin.service.ts';
import { authRoutes } from '#modules/auth/auth.routes.ts';
import { createAuthService } from '#modules/auth/auth.service.ts';
import { healthRoutes } from '#modules/health/health.routes.ts';
import { createProfileImageStore } from '#modules/profile/profile-image-store.ts';
import { profileRoutes } from '#modules/profile/profile.routes.ts';
import { createProfileService } from '#modules/profile/profile.service.ts';
import { budgetsRoutes } from '#modules/finance/budgets.routes.ts';
import { categoryRulesRoutes } from '#modules/finance/category-rules.routes.ts';
import { createCategoryRulesService } from '#modules/finance/category-rules.service.ts';
import { createBudgetsService } from '#modules/finance/budgets.service.ts';
import { exchangeRatesRoutes } from '#modules/finance/exchange-rates.routes.ts';
import { createExchangeRatesService } from '#modules/finance/exchange-rates.service.ts';
import { expensesRoutes } from '#modules/finance/expenses.routes.ts';
import { createExpensesService } from '#modules/finance/expenses.service.ts';
import { financeSummaryRoutes } from '#modules/finance/finance-summary.routes.ts';
import { createFinanceSummaryService } from '#modules/finance/finance-summary.service.ts';
import { financeImportRoutes } from '#modules/finance/import/import.routes.ts';
import { incomeRoutes } from '#modules/finance/income.routes.ts';
import { createIncomeService } from '#modules/finance/income.service.ts';
import { notificationsRoutes } from '#modules/finance/notifications.routes.ts';
import { createNotificationsService } from '#modules/finance/notifications.service.ts';
import { savingsGoalsRoutes } from '#modules/finance/savings-goals.routes.ts';
import { createSavingsGoalsService } from '#modules/finance/savings-goals.service.ts';
import { sideIncomeRoutes } from '#modules/finance/side-income.routes.ts';
import { createSideIncomeService } from '#modules/finance/side-income.service.ts';
import { geocodeRoutes } from '#modules/geocode/geocode.routes.ts';
import { publicConfigRoutes } from '#modules/config/public-config.routes.ts';
import { campgroundsRoutes } from '#modules/travel/campgrounds.routes.ts';
import { createCampgroundsService } from '#modules/travel/campgrounds.service.ts';
import { settingsRoutes } from '#modules/settings/settings.routes.ts';
import { overnightCampgrounds } from '#modules/travel/route-plan.campgrounds.ts';
import { routePlanRoutes } from '#modules/travel/route-plan.routes.ts';
import { createRoutePlanService } from '#modules/travel/route-plan.service.ts';
import { travelPreferencesRoutes } from '#modules/travel/travel-preferences.routes.ts';
import { createTravelPreferencesService } from '#modules/travel/travel-preferences.service.ts';
import { fuelLogRoutes } from '#modules/travel/fuel-log.routes.ts';
import { createFuelLogService } from '#modules/travel/fuel-log.service.ts';
import { maintenanceRoutes } from '#modules/travel/maintenance.routes.ts';
import { createMaintenanceService } from '#modules/travel/maintenance.service.ts';
import { vehiclesRoutes } from '#modules/travel/vehicles.routes.ts';
import { createVehiclesService } from '#modules/travel/vehicles.service.ts';
import { storageItemsRoutes } from '#modules/travel/storage-items.routes.ts';
import { createStorageItemsService } from '#modules/travel/storage-items.service.ts';
import { safetyChecklistsRoutes } from '#modules/travel/safety-checklists.routes.ts';
import { createSafetyChecklistsService } from '#modules/travel/safety-checklists.service.ts';
import { tripsRoutes } from '#modules/travel/trips.routes.ts';
import { createTripsService } from '#modules/travel/trips.service.ts';
import { createSettingsService } from '#modules/settings/settings.service.ts';
import { assistantRoutes, assistantServiceFor, pamSimpleRoutes } from '#modules/assistant/index.ts';
import { voiceRoutes } from '#modules/assistant/voice.routes.ts';
import { createLocationsService, locationsRoutes } from '#modules/community-map/index.ts';
import { createSocialServices, socialRoutes } from '#modules/social/index.ts';
import { createRegionService, regionRoutes } from '#modules/region/index.ts';
import { createDiagnosticsServices, diagnosticsRoutes } from '#modules/diagnostics/index.ts';
import { billingAdminRoutes, billingRoutes, createBillingService } from '#modules/billing/index.ts';
import { createShopServices, shopAdminRoutes, shopRoutes } from '#modules/shop/index.ts';
import { batchRoutes } from '#platform/batch.ts';
import { landingLanguage, readLandingPages } from './web-landing.ts';

export function buildServices(deps: AppDeps) {
  const locations = createLocationsService(deps);
  const payments = deps.providers.payments ? { payments: deps.providers.payments } : {};
  const publicUrl = deps.publicUrl ? { publicUrl: deps.publicUrl } : {};
  const region = createRegionService({ lookups: deps.providers.ipCountry, logger: deps.logger });
  const admin = createAdminService(deps);
  const shop = createShopServices({
    db: deps.db,
    logger: deps.logger,
    mailer: deps.mailer,
    ...payments,
    ...publicUrl,
    dataDir: deps.dataDir,
    isAdmin: admin.isAdmin,
  });
  return {
    auth: createAuthService({
      ...deps,
      onSignedOut: (userId) => locations.signedOut(userId),
      countryOf: (ip) => region.countryOf(ip),
    }),
    region,
    settings: createSettingsService(deps),
    profile: createProfileService({ db: deps.db, images: createProfileImageStore(deps.dataDir) }),
    admin,
    expenses: createExpensesService(deps),
    income: createIncomeService(deps),
    budgets: createBudgetsService(deps),
    savingsGoals: createSavingsGoalsService(deps),
    exchangeRates: createExchangeRatesService(deps),
    categoryRules: createCategoryRulesService(deps),
    sideIncome: createSideIncomeService(deps),
    notifications: createNotificationsService(deps),
    financeSummary: createFinanceSummaryService(deps),
    campgrounds: createCampgroundsService({ db: deps.db, logger: deps.logger, overpass: deps.providers.campgrounds }),
    routePlan: createRoutePlanService({ ...deps, overnight: overnightCampgrounds }),
    trips: createTripsService(deps),
    vehicles: createVehiclesService(deps),
    fuelLog: createFuelLogService(deps),
    maintenance: createMaintenanceService(deps),
    storageItems: createStorageItemsService(deps),
    safetyChecklists: createSafetyChecklistsService(deps),
    travelPreferences: createTravelPreferencesService(deps),
    assistant: assistantServiceFor(deps),
    locations,
    social: createSocialServices(deps),
    diagnostics: createDiagnosticsServices({ db: deps.db, dataDir: deps.dataDir, admin }),
    shop,
    billing: createBillingService({
      db: deps.db,
      logger: deps.logger,
      orders: shop.orders,
      isAdmin: admin.isAdmin,
      ...payments,
      ...publicUrl,
    }),
  };
}

const cacheForever = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
});
const notFoundText = (c: Context<AppEnv>) => c.text('Not found', 404);
const revalidate = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('cache-control', 'no-cache');
});

export function createApp(deps: AppDeps) {
  const services = buildServices(deps);
  const api = createRouter()
    .route('/health', healthRoutes(deps))
    .route('/auth', authRoutes(deps, services.auth))
    .route('/settings', settingsRoutes(deps, services.settings))
    .route('/profile', profileRoutes(deps, services.profile))
    .route('/admin', adminRoutes(deps, services.admin))
    .route('/admin', shopAdminRoutes(deps, { ...services.shop, isAdmin: services.admin.isAdmin }))
    .route('/admin', billingAdminRoutes(deps, services.billing, services.admin.isAdmin))
    .route('/shop', shopRoutes(deps, services.shop))
    .route('/billing', billingRoutes(deps, services.billing, services.shop.settings.userCurrency))
    // Before /expenses and /income, so that /expenses/import and the exports are not read as ids.
    .route('/', financeImportRoutes(deps))
    .route('/expenses', expensesRoutes(deps, services.expenses))
    .route('/income', incomeRoutes(deps, services.income))
    .route('/budgets', budgetsRoutes(deps, services.budgets))
    .route('/savings-goals', savingsGoalsRoutes(deps, services.savingsGoals))
    .route('/exchange-rates', exchangeRatesRoutes(deps, services.exchangeRates))
    .route('/category-rules', categoryRulesRoutes(deps, services.categoryRules))
    .route('/side-income-sources', sideIncomeRoutes(deps, services.sideIncome))
    .route('/notifications', notificationsRoutes(deps, services.notifications))
    .route('/finance', financeSummaryRoutes(deps, services.financeSummary))
    .route('/geocode', geocodeRoutes(deps))
    .route('/config', publicConfigRoutes(deps))
    .route('/region', regionRoutes(deps, services.region))
    .route('/campgrounds', campgroundsRoutes(deps, services.campgrounds))
    .route('/routes', routePlanRoutes(deps, services.routePlan))
    .route('/trips', tripsRoutes(deps, services.trips))
    .route('/vehicles', vehiclesRoutes(deps, services.vehicles))
    .route('/fuel-log', fuelLogRoutes(deps, services.fuelLog))
    .route('/maintenance', maintenanceRoutes(deps, services.maintenance))
    .route('/storage-items', storageItemsRoutes(deps, services.storageItems))
    .route('/safety-checklists', safetyChecklistsRoutes(deps, services.safetyChecklists))
    .route('/pam-simple', pamSimpleRoutes(deps, services.assistant))
    .route('/pam', assistantRoutes(deps, services.assistant))
    .route('/travel-preferences', travelPreferencesRoutes(deps, services.travelPreferences))
    .route('/locations', locationsRoutes(deps, services.locations))
    .route('/social', socialRoutes(deps, services.social))
    .route('/diagnostics', diagnosticsRoutes(deps, services.diagnostics))
    .route('/pam', voiceRoutes(deps))
    // Each write of a batch runs through the whole app again, as if it had come alone.
    .route(
      '/batch',
      batchRoutes(deps, (request, env) => app.fetch(request, env)),
    );

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: IDEMPOTENCY_DOC,
  });
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Wheels & Wins API', version: deps.version },
    servers: [{ url: '/api/v1' }],
  });
  api.notFound((c) => c.json(errorBody(new AppError(404, 'other', 'Not found.', 'not_found')), 404));

  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.logger));
  // API JSON, CSV exports and the SPA's HTML; the built assets are sent precompressed (below) and left alone here.
  // Answers carrying tokens (auth) are never compressed, so their length cannot leak a secret (BREACH), whatever
  // way of sending credentials comes later.
  const compressAnswer: MiddlewareHandler<AppEnv> = compress();
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- Hono types a '*' route's input as any
  app.use('*', (c, next) => (c.req.path.startsWith('/api/v1/auth/') ? next() : compressAnswer(c, next)));
  app.use(
    '*',
    ...securityHeaders({
      publicUrl: deps.publicUrl ?? 'http://localhost',
      mapStyleUrl: deps.mapStyleUrl,
      trustProxy: deps.trustProxy,
    }),
  );
  // Before any route reads a body: 32 anonymous 100 MB sign-ins must not fill the memory.
  app.use('/api/*', apiBodyLimit());
  app.route('/api/v1', api);
  app.route('/api/docs', apiDocs('/api/v1/openapi.json'));
  // Avatars and built assets have content-hashed names, so a browser may keep them for good; a missing one is a 404,
  // never the SPA's page (a stale chunk answered with HTML would fail far from its cause).
  app.use('/uploads/avatars/*', cacheForever, serveStatic({ root: deps.dataDir }));
  // Social photos are named by a random uuid (unguessable) and never change once stored.
  app.use('/uploads/social/*', cacheForever, serveStatic({ root: deps.dataDir }));
  // Product photos likewise (admins upload them; random names, never changed).
  app.use('/uploads/shop/*', cacheForever, serveStatic({ root: deps.dataDir }));
  app.get('/uploads/*', notFoundText);
  app.all('/api/*', (c) => c.json(errorBody(new AppError(404, 'other', 'Not found.', 'not_found')), 404));

  if (deps.webDistDir && existsSync(join(deps.webDistDir, 'index.html'))) {
    const indexHtml = readFileSync(join(deps.webDistDir, 'index.html'), 'utf8');
    const landingPages = readLandingPages(deps.webDistDir);
    app.use('/assets/*', cacheForever, serveStatic({ root: deps.webDistDir, precompressed: true }));
    app.get('/assets/*', notFoundText);
    // The build's manifest (which source file became which chunk) is for bench/bundle-size.mjs, not for browsers.
    app.get('/.vite/*', notFoundText);
    // The service worker and the app's manifest are asked for again on every check, so a new build is found at once;
    // the Workbox runtime they load is content-hashed (decision 031).
    app.use('/sw.js', revalidate, serveStatic({ root: deps.webDistDir, precompressed: true }));
    app.use('/manifest.webmanifest', revalidate, serveStatic({ root: deps.webDistDir, precompressed: true }));
    app.use('/workbox-*', cacheForever, serveStatic({ root: deps.webDistDir, precompressed: true }));
    // An older build's runtime is gone: a 404, not the SPA's page kept for a year under its name.
    app.get('/workbox-*', notFoundText);
    // The SPA's HTML is never cached, so a new build reaches every browser on its next visit.
    const spa = (c: Context<AppEnv>) => c.html(indexHtml, 200, { 'cache-control': 'no-cache' });
    // A visitor's / is the prerendered landing page in their language (decision 031): the app loads from there only
    // for a signed-in user, or when a link leads into it.
    const landing = landingPages
      ? (c: Context<AppEnv>) => {
          const language = landingLanguage(getCookie(c, LANGUAGE_COOKIE.name), c.req.header('accept-language'));
          return c.html(landingPages[language], 200, {
            'cache-control': 'no-cache',
            'content-language': language,
            vary: 'Cookie, Accept-Language',
          });
        }
      : spa;
    app.get('/', landing);
    app.get('/index.html', spa);
    app.use('*', serveStatic({ root: deps.webDistDir, precompressed: true }));
    // Client-side routes: every other GET gets the SPA, which renders its own 404.
    app.get('*', spa);
  }
  return app;
}
