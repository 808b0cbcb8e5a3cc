import { LOCATION } from '@ww/contracts';
import { distanceKm, type LatLng } from './geo.ts';

/** Why tracking is not running; each has the SPEC §8 text (community_map `tracking.errors.*`). */
export type TrackingFailure =
  'unsupported' | 'permission_denied' | 'permission_check_failed' | 'not_authenticated' | 'sharing_disabled' | 'failed';

export type TrackingStatus =
  /** Not asked to track (signed out, sharing off, or stopped). */
  | 'idle'
  | 'starting'
  /** Sharing is on but the browser has not been given permission yet: tracking starts once it is. */
  | 'waiting_permission'
  | 'tracking'
  | 'failed';

export interface TrackedPosition extends LatLng {
  accuracy: number | null;
  /** When the reading was taken (ms since the epoch). */
  at: number;
}

export interface TrackerState {
  status: TrackingStatus;
  /** The latest reading the page accepted: the user's own position on the map. */
  position: TrackedPosition | null;
  failure: TrackingFailure | null;
}

/** What the page asks the browser for (SPEC §9): on /wheels high accuracy, 300 m and 120 s; elsewhere 500 m, 180 s. */
export interface PageTracking {
  minDistanceM: number;
  minIntervalMs: number;
  highAccuracy: boolean;
}

export function pageTrackingFor(pathname: string): PageTracking {
  return pathname === '/wheels' || pathname.startsWith('/wheels/')
    ? LOCATION.trackingOnWheels
    : LOCATION.trackingElsewhere;
}

/** Thrown by `send` when the server refuses the update because sharing is off (code location_sharing_disabled). */
export class SharingDisabledError extends Error {
  constructor() {
    super('Location sharing is disabled');
    this.name = 'SharingDisabledError';
  }
}

/** Thrown by `send` when the server no longer accepts the user's session. */
export class NotAuthenticatedError extends Error {
  constructor() {
    super('User not authenticated');
    this.name = 'NotAuthenticatedError';
  }
}

export interface LocationTrackerDeps {
  geolocation: Pick<Geolocation, 'watchPosition' | 'clearWatch'> | undefined;
  /** The Permissions API, when the browser has one. */
  permissions: Pick<Permissions, 'query'> | undefined;
  /** Sends the position to the server (`PUT /locations/me`). */
  send(position: LatLng): Promise<void>;
  /** Tells the server the user stopped sharing from here (`DELETE /locations/me`). */
  markOffline(): void;
  onChange(state: TrackerState): void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const PERMISSION_DENIED = 1;

/**
 * SPEC §4 location tracking as a small state machine, free of React and of the network so it can be tested with a
 * fake clock and a fake geolocation:
 * - it starts for a signed-in user, with geolocation supported and permission granted (a permission still to be
 *   asked waits until it is granted; the browser is not made to prompt on its own);
 * - the page filter (SPEC §9) decides which readings move the user's own marker;
 * - the service rule decides what is sent: the first position at once, later ones at most every 5 minutes and only
 *   after a move of 0.5 km or more from the last one sent. A move made within the 5 minutes is sent when they are
 *   up, even if the device reports nothing more meanwhile (parked after a short drive);
 * - stopping marks the user offline, if this tracker told the server anything.
 */
export function createLocationTracker(deps: LocationTrackerDeps) {
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let state: TrackerState = { status: 'idle', position: null, failure: null };
  let page: PageTracking = LOCATION.trackingElsewhere;
  let watchId: number | null = null;
  let permission: PermissionStatus | null = null;
  let lastSent: { position: LatLng; at: number } | null = null;
  let sending = false;
  let pending: TrackedPosition | null = null;
  let pendingTimer: unknown = null;
  /** Bumped by every start and stop: answers from an earlier run are ignored. */
  let run = 0;

  const update = (next: Partial<TrackerState>) => {
    state = { ...state, ...next };
    deps.onChange(state);
  };

  const clearPending = () => {
    if (pendingTimer !== null) clearTimer(pendingTimer);
    pendingTimer = null;
    pending = null;
  };

  const stopWatching = () => {
    if (watchId !== null) deps.geolocation?.clearWatch(watchId);
    watchId = null;
    if (permission) permission.onchange = null;
    permission = null;
    clearPending();
  };

  const fail = (failure: TrackingFailure) => {
    stopWatching();
    run += 1;
    update({ status: 'failed', failure });
  };

  const trySend = (position: TrackedPosition, thisRun: number) => {
    if (thisRun !== run || sending) {
      pending = position;
      return;
    }
    if (lastSent) {
      if (distanceKm(lastSent.position, position) < LOCATION.updateMinDistanceKm) {
        // Back near the last position sent: nothing to tell, and nothing left waiting.
        clearPending();
        return;
      }
      const wait = lastSent.at + LOCATION.updateMinIntervalMs - now();
      if (wait > 0) {
        pending = position;
        if (pendingTimer === null) {
          pendingTimer = setTimer(() => {
            pendingTimer = null;
            const latest = pending;
            pending = null;
            if (latest) trySend(latest, thisRun);
          }, wait);
        }
        return;
      }
    }
    clearPending();
    sending = true;
    const sent = { latitude: position.latitude, longitude: position.longitude };
    deps.send(sent).then(
      () => {
        sending = false;
        if (thisRun !== run) return;
        lastSent = { position: sent, at: now() };
        if (state.status !== 'tracking') update({ status: 'tracking', failure: null });
        const waiting = pending;
        pending = null;
        if (waiting) trySend(waiting, thisRun);
      },
      (err: unknown) => {
        sending = false;
        if (thisRun !== run) return;
        if (err instanceof SharingDisabledError) fail('sharing_disabled');
        else if (err instanceof NotAuthenticatedError) fail('not_authenticated');
        // The very first update failing means tracking did not start; later ones are tried again on the next move.
        else if (!lastSent) fail('failed');
      },
    );
  };

  const accept = (reading: GeolocationPosition, thisRun: number) => {
    if (thisRun !== run) return;
    const position: TrackedPosition = {
      latitude: reading.coords.latitude,
      longitude: reading.coords.longitude,
      accuracy: Number.isFinite(reading.coords.accuracy) ? reading.coords.accuracy : null,
      at: reading.timestamp || now(),
    };
    const previous = state.position;
    if (
      previous &&
      (distanceKm(previous, position) * 1000 < page.minDistanceM || position.at - previous.at < page.minIntervalMs)
    ) {
      return;
    }
    update({ position });
    trySend(position, thisRun);
  };

  const watch = (thisRun: number) => {
    if (thisRun !== run || !deps.geolocation) return;
    if (watchId !== null) deps.geolocation.clearWatch(watchId);
    watchId = deps.geolocation.watchPosition(
      (reading) => accept(reading, thisRun),
      (error) => {
        // Unavailable or timed out are passing states (a tunnel, a cold GPS): the watch goes on.
        if (thisRun === run && error.code === PERMISSION_DENIED) fail('permission_denied');
      },
      { enableHighAccuracy: page.highAccuracy, maximumAge: page.minIntervalMs, timeout: LOCATION.lookupTimeoutMs },
    );
    if (state.status !== 'tracking') update({ status: lastSent ? 'tracking' : 'starting', failure: null });
  };

  return {
    getState: () => state,

    /** Starts tracking for this user; a second start while running changes nothing. */
    async start(userId: string | null): Promise<void> {
      if (state.status === 'starting' || state.status === 'tracking' || state.status === 'waiting_permission') return;
      run += 1;
      const thisRun = run;
      if (!userId) return fail('not_authenticated');
      if (typeof deps.geolocation?.watchPosition !== 'function') return fail('unsupported');
      update({ status: 'starting', failure: null });
      if (deps.permissions) {
        let status: PermissionStatus;
        try {
          status = await deps.permissions.query({ name: 'geolocation' });
        } catch {
          if (thisRun === run) fail('permission_check_failed');
          return;
        }
        if (thisRun !== run) return;
        if (status.state === 'denied') return fail('permission_denied');
        permission = status;
        status.onchange = () => {
          if (thisRun !== run) return;
          if (status.state === 'granted') watch(thisRun);
          else if (status.state === 'denied') fail('permission_denied');
        };
        if (status.state === 'prompt') return update({ status: 'waiting_permission' });
      }
      // Granted, or a browser without the Permissions API: sharing was the user's opt-in, the browser asks if needed.
      watch(thisRun);
    },

    /** The page changed: the browser is asked again with that page's accuracy and intervals. */
    setPage(next: PageTracking): void {
      if (next === page) return;
      page = next;
      if (watchId !== null) watch(run);
    },

    /**
     * Stops tracking and, if this tracker told the server anything, marks the user offline: with `deps.markOffline`
     * by default, with `markOffline` when given (the page-hide request), not at all with null.
     */
    stop({ markOffline = () => deps.markOffline() }: { markOffline?: (() => void) | null } = {}): void {
      // An update still on its way counts: the server may already have stored it.
      const toldServer = lastSent !== null || sending;
      run += 1;
      stopWatching();
      lastSent = null;
      if (markOffline && toldServer) markOffline();
      if (state.status !== 'idle' || state.failure || state.position) {
        update({ status: 'idle', failure: null, position: null });
      }
    },
  };
}

export type LocationTracker = ReturnType<typeof createLocationTracker>;
