import { describe, expect, it } from 'vitest';
import type { TravellerLocation } from '@ww/contracts';
import { applyLocationEvent, boxContains, indexTravellers, normalizeBox } from './map-travellers.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function traveller(n: number, latitude: number, longitude: number, extra: Partial<TravellerLocation> = {}) {
  return {
    user_id: id(n),
    latitude,
    longitude,
    approximate: true,
    destination_latitude: null,
    destination_longitude: null,
    distance_km: null,
    updated_at: '2026-12-01T10:00:00.000Z',
    user: { id: id(n), display_name: `Traveller ${n}`, avatar_url: null },
    is_friend: false,
    ...extra,
  } satisfies TravellerLocation;
}

const entry = (n: number, latitude: number | null, longitude: number | null, extra: object = {}) => ({
  user_id: id(n),
  latitude,
  longitude,
  approximate: true,
  status: latitude === null ? ('offline' as const) : ('active' as const),
  updated_at: '2026-12-01T10:05:00.000Z',
  ...extra,
});

const ALPS = { west: 5, south: 44, east: 8, north: 47 };

describe('map box', () => {
  it('rounds outwards, wraps longitudes and clamps latitudes', () => {
    expect(normalizeBox(5.123, 44.001, 7.991, 46.5)).toEqual({ west: 5.12, south: 44, east: 8, north: 46.5 });
    expect(normalizeBox(-200, -10, 200, 10)).toEqual({ west: -180, south: -10, east: 180, north: 10 });
    expect(normalizeBox(170, -50, 190, -30)).toEqual({ west: 170, south: -50, east: -170, north: -30 });
    expect(normalizeBox(10, -95, 20, 95)).toEqual({ west: 10, south: -90, east: 20, north: 90 });
    expect(normalizeBox(170, 0, 180, 10).east).toBe(180);
  });

  it('knows what lies inside, across the antimeridian too', () => {
    expect(boxContains(ALPS, 45, 6)).toBe(true);
    expect(boxContains(ALPS, 45, 9)).toBe(false);
    const pacific = { west: 170, south: -50, east: -170, north: -30 };
    expect(boxContains(pacific, -40, 175)).toBe(true);
    expect(boxContains(pacific, -40, -175)).toBe(true);
    expect(boxContains(pacific, -40, 0)).toBe(false);
  });
});

describe('live location events on the map', () => {
  it('removes an offline traveller at once and moves a known one', () => {
    const list = [traveller(1, 45, 6), traveller(2, 46, 7)];
    const { travellers, newcomers } = applyLocationEvent(
      list,
      { locations: [entry(1, null, null), entry(2, 46.01, 7.01)] },
      { selfId: null, box: ALPS },
    );
    expect(newcomers).toBe(false);
    expect(travellers).toEqual([
      { ...list[1], latitude: 46.01, longitude: 7.01, updated_at: entry(2, 0, 0).updated_at },
    ]);
  });

  it('adds a newcomer inside the view (nameless until refetched), not one outside, never the user', () => {
    const { travellers, newcomers } = applyLocationEvent(
      [],
      { locations: [entry(3, 45.5, 6.5), entry(4, 10, 10), entry(5, 45.2, 6.2)] },
      { selfId: id(5), box: ALPS },
    );
    expect(newcomers).toBe(true);
    expect(travellers).toHaveLength(1);
    expect(travellers[0]).toMatchObject({ user_id: id(3), user: { display_name: null }, is_friend: false });
  });

  it('never lets an older event undo a newer position, and keeps a friend’s destination', () => {
    const friend = traveller(6, 45, 6, {
      approximate: false,
      is_friend: true,
      destination_latitude: 46,
      destination_longitude: 7,
      updated_at: '2026-12-01T10:10:00.000Z',
    });
    const stale = applyLocationEvent([friend], { locations: [entry(6, 44.5, 5.5)] }, { selfId: null, box: ALPS });
    expect(stale.travellers).toEqual([friend]);

    const moved = applyLocationEvent(
      [friend],
      { locations: [entry(6, 45.1, 6.1, { approximate: false, updated_at: '2026-12-01T10:20:00.000Z' })] },
      { selfId: null, box: ALPS },
    );
    expect(moved.travellers[0]).toMatchObject({ latitude: 45.1, destination_latitude: 46, destination_longitude: 7 });
  });
});

describe('clustering travellers', () => {
  it('groups travellers close together at a low zoom and shows them apart when zoomed in', () => {
    const list = [traveller(1, 45, 6), traveller(2, 45.01, 6.01), traveller(3, 45.02, 6.02), traveller(4, 46.9, 7.9)];
    const index = indexTravellers(list);
    const far = index.items(ALPS, 6);
    const cluster = far.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(far.filter((item) => item.kind === 'traveller')).toEqual([{ kind: 'traveller', traveller: list[3] }]);

    const zoom = index.expansionZoom(cluster!.kind === 'cluster' ? cluster!.id : -1);
    expect(zoom).toBeGreaterThan(6);
    const near = index.items(ALPS, 15);
    expect(near.every((item) => item.kind === 'traveller')).toBe(true);
    expect(near).toHaveLength(4);
  });
});
