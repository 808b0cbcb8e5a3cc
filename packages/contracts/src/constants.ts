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
