import {
  LOCATION,
  pamLocationContextSchema,
  usesCurrentLocation,
  type PamLocationContext,
  type UserSettingsValues,
} from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { getSession } from '#shared/lib/session.ts';

/** Dispatched on window to open the location-consent dialog (SPEC §4: a location question without a location). */
export const REQUEST_LOCATION_EVENT = 'pam:request-location';

const CACHE_KEY = 'pam_location_context';
const TYPED_KEY_PREFIX = 'pam_typed_location:';

type LocationSettings = Pick<UserSettingsValues, 'location_preferences'> | null | undefined;
export type LocationFailure = GeolocationPositionError | 'unsupported';

interface CachedPosition {
  userId: string | null;
  context: PamLocationContext;
  at: number;
}

let memory: CachedPosition | null = null;
let knownSettings: LocationSettings;

// The error texts may be asked for from the chat before any page has loaded this namespace.
void i18n.loadNamespaces('pam_voice').catch(() => undefined);

export function requestLocationConsent(): void {
  window.dispatchEvent(new Event(REQUEST_LOCATION_EVENT));
}

/**
 * Records the signed-in user's settings for getPamLocationContext calls that do not pass them (the consent dialog,
 * mounted for every signed-in user, keeps it current).
 */
export function setLocationSettings(settings: LocationSettings): void {
  knownSettings = settings;
}

function currentUserId(): string | null {
  return getSession()?.user.id ?? null;
}

function timezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function contextFromPosition(position: GeolocationPosition): PamLocationContext {
  const zone = timezone();
  return {
    latitude: position.coords.latitude,
    longitude: position.coords.longitude,
    accuracy: position.coords.accuracy,
    source: 'gps',
    timestamp: position.timestamp,
    ...(zone ? { timezone: zone } : {}),
  };
}

function isFresh(entry: CachedPosition | null, userId: string | null): entry is CachedPosition {
  return entry !== null && entry.userId === userId && Date.now() - entry.at < LOCATION.contextCacheMs;
}

function readCache(userId: string | null): PamLocationContext | null {
  if (isFresh(memory, userId)) return memory.context;
  try {
    const raw = sessionStorage.getItem(CACHE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<CachedPosition>;
    const context = pamLocationContextSchema.safeParse(stored.context);
    if (!context.success || typeof stored.at !== 'number') return null;
    const entry: CachedPosition = { userId: stored.userId ?? null, context: context.data, at: stored.at };
    if (!isFresh(entry, userId)) return null;
    memory = entry;
    return entry.context;
  } catch {
    return null;
  }
}

/** Keeps a browser position for an hour (SPEC §9), in memory and for this tab's session. */
export function cachePosition(context: PamLocationContext): void {
  memory = { userId: currentUserId(), context, at: Date.now() };
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or blocked: the memory copy still serves this page.
  }
}

/** Forgets the cached browser position (e.g. the user turned location off). */
export function clearCachedPosition(): void {
  memory = null;
  try {
    sessionStorage.removeItem(CACHE_KEY);
  } catch {
    // Nothing stored.
  }
}

export function geolocationSupported(): boolean {
  // Read as a value, not with `in`: some browsers (and privacy modes) keep the property but leave it empty.
  return typeof navigator !== 'undefined' && typeof navigator.geolocation?.getCurrentPosition === 'function';
}

async function geolocationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    // No Permissions API: the browser would prompt in the middle of a chat, which is the consent dialog's job.
    return false;
  }
}

/** The context's lookup (SPEC §9: 5 s, a reading up to an hour old is fine). */
export const CONTEXT_LOOKUP: PositionOptions = {
  enableHighAccuracy: false,
  timeout: LOCATION.contextGpsTimeoutMs,
  maximumAge: LOCATION.contextCacheMs,
};
/** The one-time lookup (SPEC §9: high accuracy, 10 s, a reading up to 5 minutes old). */
export const ONE_TIME_LOOKUP: PositionOptions = {
  enableHighAccuracy: true,
  timeout: LOCATION.lookupTimeoutMs,
  maximumAge: LOCATION.lookupMaxAgeMs,
};

export function lookUpPosition(options: PositionOptions = CONTEXT_LOOKUP): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, options);
  });
}

export function rememberTypedLocation(loc: PamLocationContext): void {
  const context: PamLocationContext = {
    ...loc,
    source: loc.source ?? 'manual',
    timestamp: loc.timestamp ?? Date.now(),
  };
  try {
    localStorage.setItem(`${TYPED_KEY_PREFIX}${currentUserId() ?? 'anonymous'}`, JSON.stringify(context));
  } catch {
    // Blocked storage: the city is simply asked for again next time.
  }
}

function typedLocation(userId: string | null): PamLocationContext | null {
  try {
    const raw = localStorage.getItem(`${TYPED_KEY_PREFIX}${userId ?? 'anonymous'}`);
    if (!raw) return null;
    const parsed = pamLocationContextSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface LocationContextOptions {
  /** The user's settings; defaults to those the consent dialog last saw. */
  settings?: LocationSettings;
  /** Told why the browser position could not be read (then the typed city, if any, is used). */
  onError?: (error: LocationFailure) => void;
}

/**
 * Where the user is, for Pam (SPEC §3, §4): the browser's position when permission is granted and the settings do
 * not turn current location off (cached for an hour), else the city the user typed, else null.
 */
export async function getPamLocationContext(options: LocationContextOptions = {}): Promise<PamLocationContext | null> {
  const userId = currentUserId();
  const settings = 'settings' in options ? options.settings : knownSettings;
  if (usesCurrentLocation(settings)) {
    const cached = readCache(userId);
    if (cached) return cached;
    if (!geolocationSupported()) {
      options.onError?.('unsupported');
    } else if (await geolocationGranted()) {
      try {
        const context = contextFromPosition(await lookUpPosition());
        cachePosition(context);
        return context;
      } catch (err) {
        options.onError?.(err as GeolocationPositionError);
      }
    }
  }
  return typedLocation(userId);
}

const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** Pam's words when the location could not be read: 'I couldn't access your location.' and the cause (SPEC §8). */
export function locationErrorText(error: LocationFailure): string {
  const cause =
    error === 'unsupported'
      ? 'manual'
      : error.code === PERMISSION_DENIED
        ? 'permission_denied'
        : error.code === POSITION_UNAVAILABLE
          ? 'unavailable'
          : error.code === TIMEOUT
            ? 'timeout'
            : 'manual';
  return i18n.t(`location.errors.${cause}`, { ns: 'pam_voice' });
}
