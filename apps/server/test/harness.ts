import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_LIMITS, type AuthResponse } from '@ww/contracts';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { createServices } from '../src/services.ts';
import { createServerWorkers } from '../src/workers.ts';
import { openDatabase, type AppDatabase, type DatabaseKind } from '#db/database.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { createAccessTokens } from '#platform/auth/tokens.ts';
import { createLogger } from '#platform/logger.ts';
import { createRateLimits, type RateLimitSettings } from '#platform/rate-limits.ts';
import { createMailer } from '#providers/mail/mailer.ts';
import { createOfflineGeocoder } from '#providers/geocoding/offline-geocoder.ts';
import type { Providers } from '#providers/providers.ts';
import { createEstimatedRouting } from '#providers/routing/routing.ts';
import { createEspeakTts } from '#providers/speech/espeak-tts.ts';
import { WeatherUnavailableError } from '#providers/weather/weather.ts';

/** One offline town index per test file: it takes ~0.4 s and ~80 MB to load. */
const sharedGeocoder = createOfflineGeocoder();
/**
 * One worker pool per test file, as one per server process: its threads start on the first task and end when idle.
 */
const sharedWorkers = createServerWorkers();
/** The embedded voice; its worker thread starts only when a suite asks it to speak. */
const sharedTts = createEspeakTts();

/**
 * Tests never reach the internet: offline geocoding and routing, and weather that is unreachable unless a
 * suite passes e.g. `providers: { weather: createOpenMeteoWeather({ baseUrl: fake.url }) }`.
 */
function testProviders(overrides: Partial<Providers> = {}): Providers {
  return {
    geocoder: sharedGeocoder,
    routing: createEstimatedRouting(),
    weather: {
      daily: async () => {
        throw new WeatherUnavailableError('unreachable', 'No weather service in tests.');
      },
    },
    tts: sharedTts,
    ...overrides,
  };
}

/** The databases the integration suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server, each a copy of the
 * database test/global-setup.ts migrated once for the run.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<AppDatabase> {
  if (kind === 'pglite') {
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ww_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a test database, called in-process through app.request. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<
    Pick<AppDeps, 'ownerEmail' | 'requireEmailConfirmation' | 'publicUrl' | 'mapStyleUrl' | 'webDistDir' | 'trustProxy'>
  > & {
    rateLimits?: Partial<RateLimitSettings>;
    providers?: Partial<Providers>;
  } = {},
) {
  const database = await openTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-test-'));
  const logger = createLogger('silent');
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    logger,
    mailer: createMailer({ db: database.db, logger, from: 'test@example.com' }),
    providers: testProviders(overrides.providers),
    rateLimits: createRateLimits(undefined, {
      ...AUTH_LIMITS,
      signupsPerHourPerIp: 1000,
      resetRequestsPerHourPerIp: 1000,
      ...overrides.rateLimits,
    }),
    workers: sharedWorkers,
    accessTokens: createAccessTokens(randomBytes(32).toString('hex'), AUTH_LIMITS.accessTokenSeconds),
    version: 'test',
    dataDir,
    publicUrl: overrides.publicUrl ?? 'http://app.test',
    ownerEmail: overrides.ownerEmail,
    requireEmailConfirmation: overrides.requireEmailConfirmation ?? false,
    trustProxy: overrides.trustProxy ?? false,
    mapStyleUrl: overrides.mapStyleUrl,
    webDistDir: overrides.webDistDir,
  };
  const services = createServices(deps);
  const app = createApp(deps, services);

  const request = async (
    method: string,
    path: string,
    opts: { token?: string; json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.json !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(path.startsWith('/') ? path : `/api/v1/${path}`, {
      method,
      headers,
      body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };

  /** The newest mail in the outbox for an address. */
  const lastMailTo = async (address: string) =>
    database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();

  let counter = 0;
  /**
   * Signs up a new user and returns its id, e-mail and tokens. When the sign-up mails a confirmation link (always
   * for the owner address), the link is followed, as the user would.
   */
  const signUp = async (
    email = `user${++counter}-${randomBytes(3).toString('hex')}@example.com`,
    password = 'correct horse battery',
  ) => {
    const res = await request('POST', 'auth/signup', { json: { email, password, password_confirmation: password } });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
    let body = res.body as AuthResponse;
    if (!body.session) {
      const mail = await lastMailTo(body.user.email);
      const token = /confirm=([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1];
      const confirmed = await request('POST', 'auth/confirm-email', { json: { token } });
      if (confirmed.status !== 200)
        throw new Error(`confirmation failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
      body = confirmed.body as AuthResponse;
    }
    return {
      id: body.user.id,
      email,
      password,
      token: body.session!.access_token,
      refresh: body.session!.refresh_token,
    };
  };

  /** `a` asks `b` to be friends and `b` accepts, through the API as the two users would. */
  const befriend = async (a: { token: string }, b: { id: string; token: string }) => {
    const sent = await request('POST', 'social/friends/requests', { token: a.token, json: { user_id: b.id } });
    if (sent.status !== 201) throw new Error(`friend request failed: ${sent.status} ${JSON.stringify(sent.body)}`);
    const id = (sent.body as { data: { id: string } }).data.id;
    const accepted = await request('POST', `social/friends/requests/${id}/accept`, { token: b.token });
    if (accepted.status !== 200)
      throw new Error(`accepting failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  };

  return {
    app,
    deps,
    /** The composition root's services, the very instances the app's routes use. */
    services,
    /**
     * Another composition root on the same database with some providers replaced (a fake weather service, say): its
     * services share no in-memory state (limits, caches) with the app's.
     */
    servicesWith: (providers: Partial<Providers>) =>
      createServices({ ...deps, providers: { ...deps.providers, ...providers } }),
    db: database.db,
    request,
    signUp,
    befriend,
    lastMailTo,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user signed up through `signUp`: its id, e-mail, password and tokens. */
export type TestUser = Awaited<ReturnType<TestApp['signUp']>>;

/**
 * The app of one describe: created on `kind` before its tests, with `users` (0, 1 or 2) users signed up, A then B, and
 * closed after them. Read `t`, `a` and `b` inside tests or later hooks; `req` speaks as A unless given another user.
 */
export function useTestApp(
  kind: DatabaseKind,
  { users = 1, ...options }: { users?: 0 | 1 | 2 } & Parameters<typeof createTestApp>[1] = {},
) {
  const suite = {} as { t: TestApp; a: TestUser; b: TestUser };
  beforeAll(async () => {
    suite.t = await createTestApp(kind, options);
    if (users >= 1) suite.a = await suite.t.signUp();
    if (users === 2) suite.b = await suite.t.signUp();
  }, 60_000);
  afterAll(() => suite.t?.close());
  const req = (method: string, path: string, json?: unknown, user: { token: string } = suite.a) =>
    suite.t.request(method, path, { token: user.token, json });
  return Object.assign(suite, { req });
}
