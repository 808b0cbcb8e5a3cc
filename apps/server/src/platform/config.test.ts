import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '#platform/config.ts';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig', () => {
  let dir: string;
  // The default DATA_DIR is relative to the working directory, so the suite pretends to run in a temporary one.
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ww-config-'));
    vi.spyOn(process, 'cwd').mockReturnValue(dir);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => rmSync(join(dir, '.data'), { recursive: true, force: true }));

  it('starts with defaults and an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      requireEmailConfirmation: false,
      seedDemo: true,
      trustProxy: false,
    });
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(join(dir, '.data'));
    expect(existsSync(join(dir, '.data', 'secrets', 'jwt-secret'))).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('generates the signing secret once and keeps it in DATA_DIR', () => {
    const dataDir = join(dir, 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const secretFile = join(dataDir, 'secrets', 'jwt-secret');
    expect(readFileSync(secretFile, 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: join(dir, 'other') }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('uses a given JWT_SECRET and writes no secret file', () => {
    const dataDir = join(dir, 'given');
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(existsSync(join(dataDir, 'secrets', 'jwt-secret'))).toBe(false);
  });

  it('stops in production without the secret and the public URL', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain('Missing required environment variable: JWT_SECRET');
    expect(problems).toContain('Missing required environment variable: PUBLIC_URL');

    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://wheels.example' })).toEqual([
      'Missing required environment variable: JWT_SECRET',
    ]);
    const ok = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://wheels.example/',
      JWT_SECRET: 's'.repeat(32),
      DATA_DIR: join(dir, 'prod'),
    });
    expect(ok).toMatchObject({
      nodeEnv: 'production',
      publicUrl: 'https://wheels.example',
      jwtSecret: 's'.repeat(32),
      seedDemo: false,
    });
    // A demo deployment can still ask for the demo account.
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://demo.example',
        JWT_SECRET: 's'.repeat(32),
        DATA_DIR: join(dir, 'prod'),
        SEED_DEMO: 'true',
      }).seedDemo,
    ).toBe(true);
  });

  it('stops on a malformed URL, naming the variable', () => {
    const problems = problemsOf({ DATABASE_URL: 'not a url' });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.startsWith('Invalid URL format')).toBe(true);
    expect(problems[0]).toContain('DATABASE_URL');

    expect(problemsOf({ DATABASE_URL: 'mysql://db/app' })[0]).toMatch(/^Invalid URL format/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', DATA_DIR: join(dir, 'pg') }).databaseUrl).toBe(
      'postgres://u@db:5432/app',
    );
  });

  it('loads the bundled campgrounds into the embedded database, into PostgreSQL only when asked', () => {
    const pg = { DATABASE_URL: 'postgres://u@db:5432/app', DATA_DIR: join(dir, 'pg') };
    expect(loadConfig({ DATA_DIR: join(dir, 'c1') }).seedCampgrounds).toBe(true);
    expect(loadConfig({ DATA_DIR: join(dir, 'c2'), SEED_CAMPGROUNDS: 'false' }).seedCampgrounds).toBe(false);
    expect(loadConfig(pg).seedCampgrounds).toBe(false);
    expect(loadConfig({ ...pg, SEED_CAMPGROUNDS: 'true' }).seedCampgrounds).toBe(true);
    expect(problemsOf({ SEED_CAMPGROUNDS: 'maybe' })[0]).toMatch(/^Invalid value for SEED_CAMPGROUNDS/);
  });

  it('stops on other malformed values', () => {
    expect(problemsOf({ PORT: 'eighty' })[0]).toMatch(/^Invalid value for PORT/);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([
      'Invalid value for JWT_SECRET: JWT_SECRET must be at least 32 characters',
    ]);
    expect(problemsOf({ OWNER_EMAIL: 'not-an-address' })[0]).toMatch(/^Invalid value for OWNER_EMAIL/);
  });

  it('takes card payments only with both Stripe secrets', () => {
    expect(loadConfig({ DATA_DIR: join(dir, 'p1') }).stripe).toBeUndefined();
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'Missing required environment variable: STRIPE_WEBHOOK_SECRET',
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual([
      'Missing required environment variable: STRIPE_SECRET_KEY',
    ]);
    expect(problemsOf({ STRIPE_API_URL: 'ftp://stripe.local' })).toEqual(['Invalid URL format: STRIPE_API_URL']);

    const keys = { DATA_DIR: join(dir, 'p2'), STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(keys).stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('only warns when an optional integration is missing', () => {
    const without = loadConfig({ DATA_DIR: join(dir, 'w1') });
    expect(without.warnings.some((w) => w.includes('MAP_STYLE_URL'))).toBe(true);
    expect(without.warnings.some((w) => w.includes('SENTRY_DSN'))).toBe(true);

    const withMap = loadConfig({ DATA_DIR: join(dir, 'w2'), MAP_STYLE_URL: 'https://tiles.example/style.json' });
    expect(withMap.warnings.some((w) => w.includes('MAP_STYLE_URL'))).toBe(false);
    expect(withMap.warnings.some((w) => w.includes('SENTRY_DSN'))).toBe(true);
  });

  it('confirms e-mail addresses by default on a production server that sends mail, and only there', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://wheels.example', JWT_SECRET: 'x'.repeat(40) };
    const mail = { SMTP_URL: 'smtp://mail.example:587' };
    const confirms = (env: NodeJS.ProcessEnv) =>
      loadConfig({ DATA_DIR: join(dir, 'c'), ...env }).requireEmailConfirmation;
    expect(confirms({ ...production, ...mail })).toBe(true);
    expect(confirms(production)).toBe(false);
    expect(confirms(mail)).toBe(false);
    expect(confirms({ ...production, ...mail, AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' })).toBe(false);
    expect(confirms({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true' })).toBe(true);
  });

  it('reads the switches and normalises the owner address, treating empty values as unset', () => {
    const config = loadConfig({
      DATA_DIR: join(dir, 's'),
      PORT: '8080',
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'yes',
      SEED_DEMO: '0',
      TRUST_PROXY: 'true',
      OWNER_EMAIL: ' Owner@Example.COM ',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      requireEmailConfirmation: true,
      seedDemo: false,
      trustProxy: true,
      ownerEmail: 'owner@example.com',
      logLevel: 'warn',
    });
    expect(config.smtpUrl).toBeUndefined();
  });
});
