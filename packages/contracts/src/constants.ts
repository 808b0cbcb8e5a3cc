/** Business constants and limits of SPEC §9, kept once with the spec's names. */
export const SESSION = {
  refreshThresholdSeconds: 300,
  refreshCheckIntervalMs: 60_000,
  authEventDebounceMs: 300,
} as const;

export const REALTIME = {
  pingIntervalMs: 20_000,
  pongTimeoutMs: 10_000,
  maxMissedPongs: 3,
  maxReconnectAttempts: 5,
  reconnectBaseDelayMs: 2_000,
  eventsPerSecond: 10,
} as const;

export const INTERFACE = {
  toastsVisible: 3,
  toastDurationMs: 4_000,
  toastGapPx: 14,
  headerScrolledAfterPx: 50,
  scrollResetRepeatMs: 50,
  rapidRouteChangeMs: 1_000,
  translationLoadRetries: 5,
  translationLoadRetryBaseMs: 350,
} as const;

export const STORAGE_KEYS = {
  language: 'i18nextLng',
  locationConsentSeen: 'loc_consent_seen',
} as const;

/** The interface language as a cookie too, so the server sends the prerendered home page in it (decision 031). */
export const LANGUAGE_COOKIE = { name: 'i18next', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

export const SETTINGS_SAVE = {
  /** Network failures are retried after 1, 2 and 4 s. */
  networkRetryDelaysMs: [1_000, 2_000, 4_000],
  retryToastDurationMs: 5_000,
} as const;

export const RETRY_POLICIES = {
  default: { tries: 3, baseDelayMs: 1_000, capMs: 30_000, factor: 2 },
  permission: { tries: 1, baseDelayMs: 5_000 },
  network: { tries: 5, baseDelayMs: 2_000, capMs: 120_000 },
  server: { tries: 5, baseDelayMs: 2_000, capMs: 120_000 },
  authentication: { tries: 2 },
  validation: { tries: 1 },
} as const;

export const PERFORMANCE_TARGETS = {
  lcpMs: 2_500,
  fidMs: 100,
  cls: 0.1,
  fcpMs: 1_800,
  reportAfterLoadMs: 3_000,
  slowComponentLoadMs: 1_000,
} as const;

/** Where travellers write to a person: bank details, collections, billing questions. */
export const SUPPORT_EMAIL = 'support@wheelsandwins.app';

export const COMMERCIAL = {
  freeTrialDays: 30,
  videoCourseUsd: 97,
  annualPerMonthUsd: 8.25,
} as const;

export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const REGIONS = ['AU', 'NZ', 'US', 'CA', 'GB', 'ROW'] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_DEFAULTS: Record<Region, { currency: string; units: 'imperial' | 'metric' }> = {
  AU: { currency: 'AUD', units: 'metric' },
  NZ: { currency: 'NZD', units: 'metric' },
  US: { currency: 'USD', units: 'imperial' },
  CA: { currency: 'CAD', units: 'metric' },
  GB: { currency: 'GBP', units: 'imperial' },
  ROW: { currency: 'USD', units: 'metric' },
};

export const CURRENCIES = ['USD', 'EUR', 'CAD', 'AUD', 'NZD', 'GBP'] as const;

export const RIG_TYPES = [
  'motorhome',
  'campervan',
  'caravan',
  'fifth_wheel',
  'truck_camper',
  'tent_trailer',
  'other',
] as const;

export const PROFILE_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'] as const,
} as const;

export const AUTH_LIMITS = {
  /** Failed sign-ins allowed per e-mail and address before 'Too many login attempts'. */
  loginFailures: 5,
  loginWindowSeconds: 15 * 60,
  /** Failed sign-ins allowed per e-mail from all addresses together in the same window. */
  loginFailuresPerAccount: 10,
  signupsPerHourPerIp: 10,
  resetRequestsPerHourPerIp: 5,
  passwordMinLength: 8,
  accessTokenSeconds: 3_600,
  refreshTokenDays: 30,
  resetTokenMinutes: 60,
} as const;

/** SPEC §9, Pam connection: the WebSocket client's timings and the message timeout server and client share. */
export const PAM_CONNECTION = {
  maxReconnectAttempts: 5,
  reconnectBaseDelayMs: 2_000,
  pingIntervalMs: 20_000,
  pongTimeoutMs: 10_000,
  maxMissedPongs: 3,
  connectionTimeoutMs: 15_000,
  messageTimeoutMs: 30_000,
  healthCheckIntervalMs: 60_000,
  coldStartWarningMs: 3_000,
  tokenRefreshBeforeExpiryMs: 5 * 60_000,
} as const;

/** SPEC §9, the offline queue (persistent browser store). */
export const PAM_QUEUE = {
  maxRetries: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  maxJitterMs: 1_000,
  processIntervalMs: 5_000,
} as const;

/** SPEC §9, voice and audio. */
export const PAM_VOICE = {
  pauseThresholdMs: 1_000,
  interruptThresholdMs: 300,
  maxPauseWaitMs: 3_000,
  audioPoolMax: 5,
} as const;

/** SPEC §9, chat storage in the browser. */
export const PAM_CHAT_STORAGE = {
  keptMessages: 10,
  historyRead: 5,
  historySent: 3,
  keptFeedback: 50,
} as const;

/** Limits of ours (not in the spec) that keep one user's messages from holding the server. */
export const PAM_LIMITS = {
  messageMaxChars: 2_000,
  /** Messages one user may send per minute, WebSocket and HTTP together. */
  messagesPerMinute: 30,
  ttsMaxChars: 1_000,
  sttMaxBytes: 10 * 1024 * 1024,
  /** Tool rounds one LLM reply may take before Pam answers with what it has. */
  llmMaxToolRounds: 5,
  /** A destructive action waits this long for its confirmation. */
  confirmationTtlMs: 5 * 60_000,
} as const;

/** SPEC §9, location. */
export const LOCATION = {
  contextGpsTimeoutMs: 5_000,
  contextCacheMs: 60 * 60_000,
  lookupTimeoutMs: 10_000,
  lookupMaxAgeMs: 300_000,
  trackingOnWheels: { minDistanceM: 300, minIntervalMs: 120_000, highAccuracy: true },
  trackingElsewhere: { minDistanceM: 500, minIntervalMs: 180_000, highAccuracy: false },
  updateMinIntervalMs: 5 * 60_000,
  updateMinDistanceKm: 0.5,
  coordinateDecimals: 4,
} as const;

/** SPEC §9: a message with one of these is a location-based question. */
export const LOCATION_QUERY_KEYWORDS = [
  'weather',
  'forecast',
  'temperature',
  'near me',
  'nearby',
  'restaurant',
  'food',
  'gas station',
  'hotel',
  'attraction',
  'next town',
  'distance to',
  'how far',
  'directions to',
] as const;

/**
 * Web vitals and QA log limits (decision 030). Here rather than in diagnostics.ts, a module of zod schemas, so the
 * landing page's vitals reporting does not bring zod with it (decision 031).
 */
export const DIAGNOSTICS_LIMITS = {
  /** A beacon's body, and the records in one. */
  vitalsBodyBytes: 8 * 1024,
  vitalsPerRequest: 10,
  /** Beacons per address per minute: a page load sends one to three. */
  vitalsRequestsPerMinute: 30,
  /** A timing above 10 minutes, or a layout shift score above 100, is not a measurement. */
  vitalMaxMs: 600_000,
  vitalMaxCls: 100,
  vitalRouteMax: 200,
  /** Rows are kept this long; the summary looks back at most as far. */
  vitalsKeepDays: 30,
  vitalsDaysDefault: 7,
  /** Route and metric pairs in the summary, the most measured first. */
  vitalSummaryRowsMax: 300,
  qaPageMax: 200,
  qaDeviceMax: 100,
  qaNoteMax: 2_000,
  qaScreenshotMaxBytes: 5 * 1024 * 1024,
  qaScreenshotMaxSidePx: 2_560,
  qaPageSizeDefault: 20,
  qaPageSizeMax: 100,
  qaSummaryDays: 30,
} as const;
