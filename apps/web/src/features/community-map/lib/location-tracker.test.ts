import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION } from '@ww/contracts';
import {
  createLocationTracker,
  NotAuthenticatedError,
  pageTrackingFor,
  SharingDisabledError,
  type LocationTrackerDeps,
  type TrackerState,
} from './location-tracker.ts';
import { circlePolygon, distanceKm, formatCoordinate, type LatLng } from './geo.ts';

/** A geolocation the test moves: readings and errors on demand, with the options each watch asked for. */
class FakeGeolocation {
  watches = new Map<number, { onReading: PositionCallback; onError?: PositionErrorCallback | null }>();
  options: PositionOptions[] = [];
  private nextId = 1;
  watchPosition(onReading: PositionCallback, onError?: PositionErrorCallback | null, options?: PositionOptions) {
    const id = this.nextId++;
    this.watches.set(id, { onReading, onError });
    this.options.push(options ?? {});
    return id;
  }
  clearWatch(id: number) {
    this.watches.delete(id);
  }
  /** The device reports a position at the fake clock's time. */
  moveTo({ latitude, longitude }: LatLng) {
    const reading = { coords: { latitude, longitude, accuracy: 12 }, timestamp: Date.now() } as GeolocationPosition;
    for (const watch of this.watches.values()) watch.onReading(reading);
  }
  fails(code: number) {
    for (const watch of this.watches.values()) watch.onError?.({ code, message: '' } as GeolocationPositionError);
  }
}

/** A permission status the test can change, like the browser's after the user answers or edits site settings. */
function permissionStatus(state: PermissionState) {
  const status = { state, onchange: null as (() => void) | null };
  return {
    status: status as unknown as PermissionStatus,
    change(next: PermissionState) {
      status.state = next;
      status.onchange?.();
    },
  };
}

/** 0.01° of latitude is about 1.11 km; these points are about that far apart, due north. */
const HOME = { latitude: 45, longitude: 6 };
const north = (km: number): LatLng => ({ latitude: HOME.latitude + km / 111.2, longitude: HOME.longitude });
const MINUTE = 60_000;

function setup(
  overrides: Partial<LocationTrackerDeps> = {},
  permission: PermissionState | 'none' | 'throws' = 'granted',
) {
  const geolocation = new FakeGeolocation();
  const sent: LatLng[] = [];
  const states: TrackerState[] = [];
  const markOffline = vi.fn();
  const perm = permission === 'none' || permission === 'throws' ? null : permissionStatus(permission);
  const tracker = createLocationTracker({
    geolocation,
    permissions:
      permission === 'none'
        ? undefined
        : {
            query: () =>
              permission === 'throws' ? Promise.reject(new Error('not allowed')) : Promise.resolve(perm!.status),
          },
    send: async (position) => {
      sent.push(position);
    },
    markOffline,
    onChange: (state) => states.push(state),
    ...overrides,
  });
  return { geolocation, sent, states, markOffline, tracker, permission: perm };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('starting location tracking', () => {
  it('needs a signed-in user', async () => {
    const { tracker, geolocation } = setup();
    await tracker.start(null);
    expect(tracker.getState()).toMatchObject({ status: 'failed', failure: 'not_authenticated' });
    expect(geolocation.watches.size).toBe(0);
  });

  it('needs browser geolocation', async () => {
    const { tracker } = setup({ geolocation: undefined });
    await tracker.start('user-1');
    expect(tracker.getState().failure).toBe('unsupported');
  });

  it('reports a denied permission, and a permission check that failed', async () => {
    const denied = setup({}, 'denied');
    await denied.tracker.start('user-1');
    expect(denied.tracker.getState().failure).toBe('permission_denied');
    expect(denied.geolocation.watches.size).toBe(0);

    const broken = setup({}, 'throws');
    await broken.tracker.start('user-1');
    expect(broken.tracker.getState().failure).toBe('permission_check_failed');
  });

  it('does not make the browser prompt: it waits until permission is granted, then starts by itself', async () => {
    const { tracker, geolocation, permission, sent } = setup({}, 'prompt');
    await tracker.start('user-1');
    expect(tracker.getState().status).toBe('waiting_permission');
    expect(geolocation.watches.size).toBe(0);

    permission!.change('granted');
    expect(geolocation.watches.size).toBe(1);
    geolocation.moveTo(HOME);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([HOME]);
    expect(tracker.getState().status).toBe('tracking');

    permission!.change('denied');
    expect(tracker.getState().failure).toBe('permission_denied');
    expect(geolocation.watches.size).toBe(0);
  });

  it('watches with the page thresholds: high accuracy on /wheels, and again when the page changes', async () => {
    expect(pageTrackingFor('/wheels')).toBe(LOCATION.trackingOnWheels);
    expect(pageTrackingFor('/wheels/trips')).toBe(LOCATION.trackingOnWheels);
    expect(pageTrackingFor('/wheelsy')).toBe(LOCATION.trackingElsewhere);
    expect(pageTrackingFor('/you')).toBe(LOCATION.trackingElsewhere);

    const { tracker, geolocation } = setup({}, 'none');
    tracker.setPage(pageTrackingFor('/wheels'));
    await tracker.start('user-1');
    tracker.setPage(pageTrackingFor('/you'));
    expect(geolocation.options).toEqual([
      { enableHighAccuracy: true, maximumAge: 120_000, timeout: LOCATION.lookupTimeoutMs },
      { enableHighAccuracy: false, maximumAge: 180_000, timeout: LOCATION.lookupTimeoutMs },
    ]);
    expect(geolocation.watches.size).toBe(1);
  });

  it('fails with the default reason when the first update is refused for another cause', async () => {
    const { tracker, geolocation } = setup({ send: () => Promise.reject(new Error('HTTP 500')) });
    await tracker.start('user-1');
    geolocation.moveTo(HOME);
    await vi.advanceTimersByTimeAsync(0);
    expect(tracker.getState()).toMatchObject({ status: 'failed', failure: 'failed' });
    expect(geolocation.watches.size).toBe(0);
  });
});

describe('sending positions', () => {
  it('sends the first position at once, then at most every 5 minutes and only after a move of 0.5 km', async () => {
    const { tracker, geolocation, sent } = setup();
    await tracker.start('user-1');
    geolocation.moveTo(HOME);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([HOME]);

    // 4 minutes on, 1 km further: the page takes the reading (its own marker moves) but the server hears later.
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    geolocation.moveTo(north(1));
    expect(tracker.getState().position).toMatchObject(north(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    // The device reports nothing more (parked); the move is sent when the 5 minutes are up.
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([HOME, north(1)]);

    // 10 minutes later but only 0.4 km on: nothing is sent.
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    geolocation.moveTo(north(1.4));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(sent).toHaveLength(2);

    // 0.6 km from the last one sent, more than 5 minutes after it: sent at once.
    geolocation.moveTo(north(1.6));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([HOME, north(1), north(1.6)]);
  });

  it('drops a move waiting for its 5 minutes when the traveller comes back before then', async () => {
    const { tracker, geolocation, sent } = setup();
    // On /wheels the page takes a reading every 2 minutes: out at 2, back at 4, before the 5 are up.
    tracker.setPage(pageTrackingFor('/wheels'));
    await tracker.start('user-1');
    geolocation.moveTo(HOME);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    geolocation.moveTo(north(1));
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    geolocation.moveTo(north(0.1));
    expect(tracker.getState().position).toMatchObject(north(0.1));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(sent).toEqual([HOME]);
  });

  it('ignores readings the page did not ask for: under its distance or before its interval', async () => {
    const { tracker, geolocation } = setup();
    await tracker.start('user-1');
    geolocation.moveTo(HOME);
    // Elsewhere than /wheels: 500 m and 180 s.
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    geolocation.moveTo(north(2));
    expect(tracker.getState().position).toMatchObject(HOME);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    geolocation.moveTo(north(0.4));
    expect(tracker.getState().position).toMatchObject(HOME);
    geolocation.moveTo(north(0.6));
    expect(tracker.getState().position).toMatchObject(north(0.6));
  });

  it('keeps watching through an unavailable position or a timeout', async () => {
    const { tracker, geolocation } = setup();
    await tracker.start('user-1');
    geolocation.fails(2);
    geolocation.fails(3);
    expect(tracker.getState().status).toBe('starting');
    expect(geolocation.watches.size).toBe(1);
    geolocation.fails(1);
    expect(tracker.getState().failure).toBe('permission_denied');
  });

  it('stops when the server says sharing is off, without marking offline', async () => {
    const { tracker, geolocation, markOffline } = setup({ send: () => Promise.reject(new SharingDisabledError()) });
    await tracker.start('user-1');
    geolocation.moveTo(HOME);
    await vi.advanceTimersByTimeAsync(0);
    expect(tracker.getState()).toMatchObject({ status: 'failed', failure: 'sharing_disabled' });
    expect(geolocation.watches.size).toBe(0);
    tracker.stop();
    expect(markOffline).not.toHaveBeenCalled();
  });

  it('marks offline the way it is told to, or not at all', async () => {
    const { tracker, geolocation, markOffline } = setup();
    await tracker.start('user-1');
    geolocation.moveTo(HOME);
    await vi.advanceTimersByTimeAsync(0);
    const onPageHide = vi.fn();
    tracker.stop({ markOffline: onPageHide });
    expect(onPageHide).toHaveBeenCalledTimes(1);
    expect(markOffline).not.toHaveBeenCalled();

    await tracker.start('user-1');
    geolocation.moveTo(north(1));
    await vi.advanceTimersByTimeAsync(0);
    tracker.stop({ markOffline: null });
    expect(markOffline).not.toHaveBeenCalled();
  });

  it('stops when the session is no longer accepted', async () => {
    const { tracker, geolocation } = setup({ send: () => Promise.reject(new NotAuthenticatedError()) });
    await tracker.start('user-1');
    geolocation.moveTo(HOME);
    await vi.advanceTimersByTimeAsync(0);
    expect(tracker.getState().failure).toBe('not_authenticated');
  });

  it('keeps tracking after a later update fails, and sends on the next move', async () => {
    let failNext = false;
    const sent: LatLng[] = [];
    const { tracker, geolocation } = setup({
      send: async (position) => {
        if (failNext) {
          failNext = false;
          throw new Error('offline');
        }
        sent.push(position);
      },
    });
    await tracker.start('user-1');
    geolocation.moveTo(HOME);
    await vi.advanceTimersByTimeAsync(6 * MINUTE);
    failNext = true;
    geolocation.moveTo(north(1));
    await vi.advanceTimersByTimeAsync(6 * MINUTE);
    expect(tracker.getState().status).toBe('tracking');
    geolocation.moveTo(north(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([HOME, north(2)]);
  });
});

describe('stopping location tracking', () => {
  it('stops watching, forgets the position and marks the user offline once it had shared', async () => {
    const { tracker, geolocation, markOffline, sent } = setup();
    await tracker.start('user-1');
    geolocation.moveTo(HOME);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    geolocation.moveTo(north(1)); // ignored by the page (under 180 s)
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    geolocation.moveTo(north(1));
    tracker.stop();
    expect(markOffline).toHaveBeenCalledTimes(1);
    expect(geolocation.watches.size).toBe(0);
    expect(tracker.getState()).toEqual({ status: 'idle', position: null, failure: null });
    // The move waiting for its 5 minutes is not sent after the stop.
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(sent).toEqual([HOME]);
  });

  it('marks nobody offline when it never told the server anything', async () => {
    const { tracker, markOffline } = setup({}, 'prompt');
    await tracker.start('user-1');
    tracker.stop();
    expect(markOffline).not.toHaveBeenCalled();
  });

  it('ignores a permission answer that arrives after a stop', async () => {
    let answer: (status: PermissionStatus) => void = () => undefined;
    const { tracker, geolocation } = setup({
      permissions: { query: () => new Promise<PermissionStatus>((resolve) => (answer = resolve)) },
    });
    const starting = tracker.start('user-1');
    tracker.stop();
    answer(permissionStatus('granted').status);
    await starting;
    expect(geolocation.watches.size).toBe(0);
    expect(tracker.getState().status).toBe('idle');
  });
});

describe('geography helpers', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(HOME, north(1))).toBeCloseTo(1, 2);
    expect(distanceKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 })).toBeCloseTo(
      343.6,
      0,
    );
  });

  it('shows coordinates with 4 decimals in the reader’s format', () => {
    expect(formatCoordinate(-33.868822, 'en')).toBe('-33.8688');
    expect(formatCoordinate(2, 'fr')).toBe('2,0000');
  });

  it('draws a ~1 km circle that stays round on the ground at any latitude', () => {
    for (const latitude of [0, 60]) {
      const center = { latitude, longitude: 10 };
      const ring = circlePolygon(center, 1_000, 8);
      expect(ring).toHaveLength(9);
      for (const [longitude, lat] of ring) {
        expect(distanceKm(center, { latitude: lat, longitude })).toBeCloseTo(1, 1);
      }
    }
  });
});
