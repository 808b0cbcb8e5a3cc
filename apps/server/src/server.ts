import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { AUTH_LIMITS } from '@ww/contracts';
import pkg from '../package.json' with { type: 'json' };
import { createApp } from './app.ts';
import { createServerWorkers } from './workers.ts';
import { openDatabase, type AppDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { attachPamSocket, type PamSocket } from '#modules/assistant/index.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { verifyAccessToken } from '#platform/auth/require-auth.ts';
import { createAccessTokens } from '#platform/auth/tokens.ts';
import type { Config } from '#platform/config.ts';
import { createLogger, type Logger } from '#platform/logger.ts';
import { createPubSub, type PubSub } from '#platform/pubsub/pubsub.ts';
import { createLimiterRedis, createRateLimits, type RateLimitSettings } from '#platform/rate-limits.ts';
import { pubsubChannel } from '#platform/realtime/channels.ts';
import { attachRealtimeHub, publishSessionsEnded, userChannel, type RealtimeHub } from '#platform/realtime/hub.ts';
import { createMailer } from '#providers/mail/mailer.ts';
import { createProviders } from '#providers/providers.ts';
import { createCampgroundDataLoader } from '#modules/travel/index.ts';
import { createProfileImageStore, reencodeLegacyAvatars } from '#modules/profile/index.ts';
import { createServices } from './services.ts';

export type RunningServer = {
  url: string;
  deps: AppDeps;
  hub: RealtimeHub;
  /** Pam's WebSocket, /api/v1/pam/ws/{userId}. */
  pam: PamSocket;
  database: AppDatabase;
  /** The HTTP server itself, e.g. to see a request arrive. */
  server: Server;
  /** The demo account's sign-in while it exists with the README's password (for the start-up box), else null. */
  demoSignIn(): Promise<{ email: string; password: string } | null>;
  close(): Promise<void>;
};

/** The built SPA, looked up beside the server bundle first and in the workspace second. */
function findWebDist(): string | undefined {
  const candidates = [process.env.WEB_DIST_DIR, fileURLToPath(new URL('../../web/dist', import.meta.url))];
  return candidates.find((dir): dir is string => !!dir && existsSync(dir));
}

/** The bundled campgrounds (`npm run build:campground-data`, apps/server/data), beside src/ and dist/ alike. */
const CAMPGROUND_DATA_DIR = fileURLToPath(new URL('../data', import.meta.url));

/** Shorter than main.ts's hard-exit limit, so the database is always closed properly after the drain. */
const DRAIN_LIMIT_MS = 5_000;

/**
 * Returns the drain: it stops accepting connections at once and lets requests already being handled finish (their
 * database work included) before the caller closes the database, so a shutdown or deploy loses nothing. Their
 * responses, and those of requests still arriving on open connections, say `Connection: close`, so no client sends
 * another request on a connection about to be cut. Keep-alive connections are closed as soon as they fall idle;
 * whatever still runs after DRAIN_LIMIT_MS is cut.
 */
function drainableConnections(server: Server): () => Promise<void> {
  const unanswered = new Set<ServerResponse>();
  let draining = false;
  // Ahead of Hono's listener, so the header is set before any response can be written.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) return void res.setHeader('connection', 'close');
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
  });
  return async () => {
    draining = true;
    for (const res of unanswered) if (!res.headersSent) res.setHeader('connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idleSweep = setInterval(() => server.closeIdleConnections(), 25);
    const limit = setTimeout(() => server.closeAllConnections(), DRAIN_LIMIT_MS);
    server.closeIdleConnections();
    try {
      await closed;
    } finally {
      clearInterval(idleSweep);
      clearTimeout(limit);
    }
  };
}

/** Opens the database, migrates, seeds the demo account and serves app, API and realtime hub on one port. */
export async function startServer(
  config: Config,
  options: {
    logger?: Logger;
    database?: AppDatabase;
    rateLimits?: RateLimitSettings;
    webDistDir?: string;
    /** Where the bundled campgrounds are (tests: a small set); apps/server/data when absent. */
    campgroundDataDir?: string;
    /** The console of `npm start`: mail that is not sent shows its links here, one per line. */
    print?: (line: string) => void;
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  for (const warning of config.warnings) logger.warn(warning);

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            url: config.databaseUrl,
            onIdleClientError: (err) => logger.warn(`Database connection lost: ${err.message}`),
          }
        : { dataDir: `${config.dataDir}/pglite` },
    ));
  await migrateToLatest(database.db);
  const providers = createProviders(config);
  const redis = config.redisUrl ? createLimiterRedis(config.redisUrl) : undefined;
  const workers = createServerWorkers();
  const pubsub: PubSub = createPubSub(config.redisUrl, { logger });
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    logger,
    mailer: createMailer({
      db: database.db,
      logger,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      ...(options.print ? { print: options.print } : {}),
    }),
    providers,
    rateLimits: createRateLimits(redis, options.rateLimits ?? AUTH_LIMITS),
    workers,
    accessTokens: createAccessTokens(config.jwtSecret, AUTH_LIMITS.accessTokenSeconds),
    version: pkg.version,
    dataDir: config.dataDir,
    // Corrected to the port actually bound once listening (PORT=0 picks one).
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    redis,
    ownerEmail: config.ownerEmail,
    requireEmailConfirmation: config.requireEmailConfirmation,
    trustProxy: config.trustProxy,
    onSessionsEnded: (userId, sessionIds) => publishSessionsEnded(pubsub, userId, sessionIds),
    publishToUser: (userId, event, payload) =>
      pubsub.publish(pubsubChannel(userChannel(userId)), { event, payload: payload ?? null }),
    publishToChannel: (channel, event, payload, options) =>
      pubsub.publish(pubsubChannel(channel), {
        event,
        payload: payload ?? null,
        ...(options?.excludeUserIds?.length ? { exclude: options.excludeUserIds } : {}),
      }),
    webDistDir: options.webDistDir ?? findWebDist(),
    mapStyleUrl: config.mapStyleUrl,
  };
  // The demo account's trips are planned offline: a first start never waits on a geocoding or routing service, and
  // seeds the same everywhere.
  const demoProviders =
    config.seedDemo && (config.geocoderUrl || config.osrmUrl)
      ? createProviders({ geocoderKind: config.geocoderKind, openMeteoUrl: config.openMeteoUrl })
      : undefined;
  const services = createServices(deps, demoProviders ? { demoProviders } : {});
  try {
    // Before listening: PGlite's one connection would otherwise hold the first requests.
    if (config.seedDemo && (await services.demo.seedAccount())) logger.info('demo account created');
  } catch (err) {
    await Promise.all([pubsub.close(), workers.close()]);
    redis?.disconnect();
    throw err;
  }
  const app = createApp(deps, services);

  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s)) as Server;
  });
  const drainConnections = drainableConnections(server);
  const hub = attachRealtimeHub(server, {
    pubsub,
    logger,
    verifyAccessToken: (token) => verifyAccessToken(deps, token),
  });
  const pam = attachPamSocket(server, {
    service: services.pam.assistant,
    pubsub,
    logger,
    verifyAccessToken: (token) => verifyAccessToken(deps, token),
  });
  // The offline gazetteer takes most of a second of parsing: done now, in the background, rather than inside the
  // first place or trip question, where it would hold every other request and every open socket. (The land polygons
  // of the sea check load on a worker thread, with the first plan that needs them.)
  Promise.resolve(providers.geocoder.ready?.()).catch((err: unknown) =>
    logger.warn('travel data not preloaded', { error: (err as Error).message }),
  );
  // Avatars stored byte for byte before issue 22 (EXIF position included) are re-encoded once, one user at a time.
  reencodeLegacyAvatars({ db: database.db, images: createProfileImageStore(config.dataDir), logger }).catch(
    (err: unknown) => logger.warn('stored avatars not re-encoded', { error: (err as Error).message }),
  );
  // After listening, in the background: ~80,000 sites in short batches that requests interleave with (decision 047).
  const campgroundData = config.seedCampgrounds
    ? createCampgroundDataLoader({ db: database.db, workers, dir: options.campgroundDataDir ?? CAMPGROUND_DATA_DIR })
    : undefined;
  const loadStarted = performance.now();
  campgroundData
    ?.start()
    .then((sites) => {
      if (sites) logger.info('campgrounds loaded', { sites, ms: Math.round(performance.now() - loadStarted) });
    })
    .catch((err: unknown) => logger.error('bundled campgrounds not loaded', { error: (err as Error).message }));
  const { port } = server.address() as AddressInfo;
  if (!config.publicUrl) deps.publicUrl = `http://localhost:${port}`;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    deps,
    hub,
    pam,
    database,
    server,
    demoSignIn: () => services.demo.signIn(),
    close: () =>
      (closing ??= (async () => {
        // Stops accepting before its first await, so once close() returns nothing new gets in; the realtime
        // sockets' closing handshakes then overlap the drain of the requests in flight.
        const drained = drainConnections();
        await Promise.all([hub.close(), pam.close(), campgroundData?.stop()]);
        await drained;
        await Promise.all([pubsub.close(), workers.close()]);
        redis?.disconnect();
        if (!options.database) await database.close();
      })()),
  };
}
