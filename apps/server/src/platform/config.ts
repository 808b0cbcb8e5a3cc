import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Startup configuration. Required values that are missing or malformed stop the server with the
 * SPEC §5 texts; optional integrations that are absent only warn.
 */
const url = (protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, 'Invalid URL format');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An http(s) URL template with {ip} where the visitor's address goes, e.g. https://ipapi.co/{ip}/json/. */
const regionLookupUrl = z.string().refine((v) => {
  try {
    return v.includes('{ip}') && ['http:', 'https:'].includes(new URL(v.replaceAll('{ip}', '0.0.0.0')).protocol);
  } catch {
    return false;
  }
}, 'Invalid URL format');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  OWNER_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Wheels & Wins <no-reply@wheelsandwins.local>'),
  /**
   * Default: on for a production server that sends mail (SMTP_URL), off otherwise (a local machine without mail). On,
   * sign-up does not tell whether an address already has an account (decision 041).
   */
  AUTH_REQUIRE_EMAIL_CONFIRMATION: bool.optional(),
  /** Default: on, except with NODE_ENV=production (a public server must not carry an account whose password is in the README). */
  SEED_DEMO: bool.optional(),
  /** Default: on with the embedded database, off with DATABASE_URL (a shared server's data is its operator's choice). */
  SEED_CAMPGROUNDS: bool.optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  MAP_STYLE_URL: url(['http:', 'https:']).optional(),
  SENTRY_DSN: url(['http:', 'https:']).optional(),
  GEOCODER_URL: url(['http:', 'https:']).optional(),
  GEOCODER_KIND: z.enum(['nominatim', 'photon']).default('nominatim'),
  OSRM_URL: url(['http:', 'https:']).optional(),
  OVERPASS_URL: url(['http:', 'https:']).optional(),
  OPEN_METEO_URL: url(['http:', 'https:']).default('https://api.open-meteo.com'),
  REGION_LOOKUP_URLS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(regionLookupUrl).max(5, 'at most 5 services'))
    .optional(),
  PAM_LLM_PROVIDER: z.enum(['none', 'openai-compatible', 'anthropic']).default('none'),
  PAM_LLM_BASE_URL: url(['http:', 'https:']).optional(),
  PAM_LLM_API_KEY: z.string().optional(),
  PAM_LLM_MODEL: z.string().optional(),
  PAM_TTS_URL: url(['http:', 'https:']).optional(),
  PAM_TTS_API_KEY: z.string().optional(),
  PAM_TTS_MODEL: z.string().optional(),
  PAM_TTS_VOICE: z.string().optional(),
  PAM_STT_URL: url(['http:', 'https:']).optional(),
  PAM_STT_API_KEY: z.string().optional(),
  PAM_STT_MODEL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API origin, only to point the client at a fake one (tests, browser journeys). */
  STRIPE_API_URL: url(['http:', 'https:']).optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl?: string;
  jwtSecret: string;
  ownerEmail?: string;
  smtpUrl?: string;
  mailFrom: string;
  requireEmailConfirmation: boolean;
  seedDemo: boolean;
  /** Load the bundled UK and Ireland OpenStreetMap camp sites when the campgrounds table has none. */
  seedCampgrounds: boolean;
  trustProxy: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Nominatim or Photon; without it the bundled offline town list answers. */
  geocoderUrl?: string;
  geocoderKind: 'nominatim' | 'photon';
  /** OSRM for road distances; without it distances are straight-line estimates. */
  osrmUrl?: string;
  /** A MapLibre style for real tiles; without it the web draws its bundled offline basemap. */
  mapStyleUrl?: string;
  /** Overpass API for camp sites around searched places; without it only imported and user-added sites are searched. */
  overpassUrl?: string;
  openMeteoUrl: string;
  /**
   * Outside IP-to-country services asked in this order when the embedded table does not know an address (SPEC §7:
   * IP address service, geolocation service, CDN trace service); URL templates with {ip}. Empty: the table only.
   */
  regionLookupUrls: string[];
  /** Pam's outside services; each is off (the embedded default answers) unless configured. */
  pam: PamConfig;
  /** Card payments; without them the shop takes payment on collection or by bank transfer. */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  warnings: string[];
};

export type PamConfig = {
  /** A model for what the built-in engine does not understand: an OpenAI-compatible server or Anthropic. */
  llm:
    | { provider: 'openai-compatible' | 'anthropic'; baseUrl?: string; apiKey?: string; model?: string }
    | { provider: 'none' };
  /** An OpenAI-compatible /v1/audio/speech server (Piper, Kokoro, ...); without it the embedded voice speaks. */
  tts?: { url: string; apiKey?: string; model?: string; voice?: string };
  /** An OpenAI-compatible /v1/audio/transcriptions server (whisper.cpp, ...); without it only the browser listens. */
  stt?: { url: string; apiKey?: string; model?: string };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Variables required only in production, where generating a local secret would be wrong. */
const REQUIRED_IN_PRODUCTION = ['JWT_SECRET', 'PUBLIC_URL'] as const;
const OPTIONAL_WITH_WARNING = ['MAP_STYLE_URL', 'SENTRY_DSN'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const problems: string[] = [];
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      problems.push(
        issue.message === 'Invalid URL format'
          ? `Invalid URL format: ${name}`
          : `Invalid value for ${name}: ${issue.message}`,
      );
    }
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!e[name]) problems.push(`Missing required environment variable: ${name}`);
    }
  }
  if (e.PAM_LLM_PROVIDER !== 'none' && !e.PAM_LLM_MODEL)
    problems.push('Missing required environment variable: PAM_LLM_MODEL');
  if (e.PAM_LLM_PROVIDER === 'anthropic' && !e.PAM_LLM_API_KEY)
    problems.push('Missing required environment variable: PAM_LLM_API_KEY');
  // A key without the webhook secret would take payments the app never hears were made.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push('Missing required environment variable: STRIPE_WEBHOOK_SECRET');
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY)
    problems.push('Missing required environment variable: STRIPE_SECRET_KEY');
  if (problems.length) throw new ConfigError(problems);

  const warnings = OPTIONAL_WITH_WARNING.filter((name) => !e[name]).map(
    (name) => `Optional environment variable ${name} is not set; the feature it enables stays off.`,
  );
  const dataDir = resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir, 'jwt-secret'),
    ownerEmail: e.OWNER_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    requireEmailConfirmation: e.AUTH_REQUIRE_EMAIL_CONFIRMATION ?? (e.NODE_ENV === 'production' && !!e.SMTP_URL),
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    seedCampgrounds: e.SEED_CAMPGROUNDS ?? !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    geocoderUrl: e.GEOCODER_URL,
    geocoderKind: e.GEOCODER_KIND,
    osrmUrl: e.OSRM_URL,
    mapStyleUrl: e.MAP_STYLE_URL,
    overpassUrl: e.OVERPASS_URL,
    openMeteoUrl: e.OPEN_METEO_URL,
    regionLookupUrls: e.REGION_LOOKUP_URLS ?? [],
    pam: {
      llm:
        e.PAM_LLM_PROVIDER === 'none'
          ? { provider: 'none' }
          : {
              provider: e.PAM_LLM_PROVIDER,
              baseUrl: e.PAM_LLM_BASE_URL?.replace(/\/$/, ''),
              apiKey: e.PAM_LLM_API_KEY,
              model: e.PAM_LLM_MODEL,
            },
      ...(e.PAM_TTS_URL
        ? {
            tts: {
              url: e.PAM_TTS_URL.replace(/\/$/, ''),
              apiKey: e.PAM_TTS_API_KEY,
              model: e.PAM_TTS_MODEL,
              voice: e.PAM_TTS_VOICE,
            },
          }
        : {}),
      ...(e.PAM_STT_URL
        ? { stt: { url: e.PAM_STT_URL.replace(/\/$/, ''), apiKey: e.PAM_STT_API_KEY, model: e.PAM_STT_MODEL } }
        : {}),
    },
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
          },
        }
      : {}),
    warnings,
  };
}

/** In local mode a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** For a command's start (the server, the campground import): the configuration, or each problem printed and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const problem of err.problems) console.error(problem);
    process.exit(1);
  }
}
