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
import { adminRoutes } from '#modules/admin/index.ts';
import { assistantRoutes, pamSimpleRoutes, voiceRoutes } from '#modules/assistant/index.ts';
import { authRoutes } from '#modules/auth/index.ts';
import { billingAdminRoutes, billingRoutes } from '#modules/billing/index.ts';
import { locationsRoutes } from '#modules/community-map/index.ts';
import { publicConfigRoutes } from '#modules/config/index.ts';
import { diagnosticsRoutes } from '#modules/diagnostics/index.ts';
import {
  budgetsRoutes,
  categoryRulesRoutes,
  exchangeRatesRoutes,
  expensesRoutes,
  financeImportRoutes,
  financeSummaryRoutes,
  incomeRoutes,
  notificationsRoutes,
  savingsGoalsRoutes,
  sideIncomeRoutes,
} from '#modules/finance/index.ts';
import { geocodeRoutes } from '#modules/geocode/index.ts';
import { healthRoutes } from '#modules/health/index.ts';
import { profileRoutes } from '#modules/profile/index.ts';
import { regionRoutes } from '#modules/region/index.ts';
import { settingsRoutes } from '#modules/settings/index.ts';
import { shopAdminRoutes, shopRoutes } from '#modules/shop/index.ts';
import { socialRoutes } from '#modules/social/index.ts';
import {
  campgroundsRoutes,
  fuelLogRoutes,
  maintenanceRoutes,
  routePlanRoutes,
  safetyChecklistsRoutes,
  storageItemsRoutes,
  travelPreferencesRoutes,
  tripsRoutes,
  vehiclesRoutes,
} from '#modules/travel/index.ts';
import { batchRoutes, type DispatchRequest } from '#platform/batch.ts';
import type { Services } from './services.ts';
import { landingLanguage, readLandingPages } from './web-landing.ts';

const cacheForever = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
});
const notFoundText = (c: Context<AppEnv>) => c.text('Not found', 404);
const revalidate = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('cache-control', 'no-cache');
});

/** Every module's routes under /api/v1, each given its services; `fetch` is the whole app, for /batch. */
function apiRoutes(deps: AppDeps, services: Services, fetch: DispatchRequest) {
  const { finance, travel, pam, shop, admin } = services;
  return (
    createRouter()
      .route('/health', healthRoutes(deps))
      .route('/auth', authRoutes(deps, services.auth))
      .route('/settings', settingsRoutes(deps, services.settings))
      .route('/profile', profileRoutes(deps, services.profile))
      .route('/admin', adminRoutes(deps, admin))
      .route('/admin', shopAdminRoutes(deps, { ...shop, isAdmin: admin.isAdmin }))
      .route('/admin', billingAdminRoutes(deps, services.billing, admin.isAdmin))
      .route('/shop', shopRoutes(deps, shop))
      .route('/billing', billingRoutes(deps, services.billing, shop.settings.userCurrency))
      // Before /expenses and /income, so that /expenses/import and the exports are not read as ids.
      .route('/', financeImportRoutes(deps, finance.statementImport))
      .route('/expenses', expensesRoutes(deps, finance.expenses))
      .route('/income', incomeRoutes(deps, finance.income))
      .route('/budgets', budgetsRoutes(deps, finance.budgets))
      .route('/savings-goals', savingsGoalsRoutes(deps, finance.savingsGoals))
      .route('/exchange-rates', exchangeRatesRoutes(deps, finance.exchangeRates))
      .route('/category-rules', categoryRulesRoutes(deps, finance.categoryRules))
      .route('/side-income-sources', sideIncomeRoutes(deps, finance.sideIncome))
      .route('/notifications', notificationsRoutes(deps, finance.notifications))
      .route('/finance', financeSummaryRoutes(deps, finance.summary))
      .route('/geocode', geocodeRoutes(deps))
      .route('/config', publicConfigRoutes(deps))
      .route('/region', regionRoutes(deps, services.region))
      .route('/campgrounds', campgroundsRoutes(deps, travel.campgrounds))
      .route('/routes', routePlanRoutes(deps, travel.routePlan))
      .route('/trips', tripsRoutes(deps, travel.trips))
      .route('/vehicles', vehiclesRoutes(deps, travel.vehicles))
      .route('/fuel-log', fuelLogRoutes(deps, travel.fuelLog))
      .route('/maintenance', maintenanceRoutes(deps, travel.maintenance))
      .route('/storage-items', storageItemsRoutes(deps, travel.storageItems))
      .route('/safety-checklists', safetyChecklistsRoutes(deps, travel.safetyChecklists))
      .route('/pam-simple', pamSimpleRoutes(deps, pam.assistant))
      .route('/pam', assistantRoutes(deps, pam.assistant))
      .route('/travel-preferences', travelPreferencesRoutes(deps, travel.travelPreferences))
      .route('/locations', locationsRoutes(deps, services.locations))
      .route('/social', socialRoutes(deps, services.social))
      .route('/diagnostics', diagnosticsRoutes(deps, services.diagnostics))
      .route('/pam', voiceRoutes(deps, pam.voice))
      // Each write of a batch runs through the whole app again, as if it had come alone.
      .route('/batch', batchRoutes(deps, fetch))
  );
}

/** The Hono app over the services of the composition root (src/services.ts): middleware, the API, the SPA's files. */
export function createApp(deps: AppDeps, services: Services) {
  const api = apiRoutes(deps, services, (request, env) => app.fetch(request, env));
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

  if (deps.webDistDir && existsSync(join(deps.webDistDir, 'index.html'))) serveWeb(app, deps.webDistDir);
  return app;
}

/** The built SPA: hashed assets kept for good, the service worker revalidated, every other GET the app's page. */
function serveWeb(app: Hono<AppEnv>, webDistDir: string) {
  const indexHtml = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const landingPages = readLandingPages(webDistDir);
  app.use('/assets/*', cacheForever, serveStatic({ root: webDistDir, precompressed: true }));
  app.get('/assets/*', notFoundText);
  // The build's manifest (which source file became which chunk) is for bench/bundle-size.mjs, not for browsers.
  app.get('/.vite/*', notFoundText);
  // The service worker and the app's manifest are asked for again on every check, so a new build is found at once;
  // the Workbox runtime they load is content-hashed (decision 031).
  app.use('/sw.js', revalidate, serveStatic({ root: webDistDir, precompressed: true }));
  app.use('/manifest.webmanifest', revalidate, serveStatic({ root: webDistDir, precompressed: true }));
  app.use('/workbox-*', cacheForever, serveStatic({ root: webDistDir, precompressed: true }));
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
  app.use('*', serveStatic({ root: webDistDir, precompressed: true }));
  // Client-side routes: every other GET gets the SPA, which renders its own 404.
  app.get('*', spa);
}
