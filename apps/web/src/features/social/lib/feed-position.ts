export interface Position {
  latitude: number;
  longitude: number;
}

export type PositionResult = { ok: true; position: Position } | { ok: false; reason: 'unsupported' | 'unavailable' };

/** How long one lookup may take, and how old a position the browser may answer with. */
const LOOKUP = { timeout: 15_000, maximumAge: 120_000 } as const;

/** Rounds to 4 decimals (about 11 m): what the feed is asked with and a place is stored with (SPEC §9). */
function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** The browser's current position, once; why there is none when the browser cannot or may not tell. */
export function currentPosition(): Promise<PositionResult> {
  if (typeof navigator === 'undefined' || typeof navigator.geolocation?.getCurrentPosition !== 'function') {
    return Promise.resolve({ ok: false, reason: 'unsupported' });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ ok: true, position: { latitude: round4(coords.latitude), longitude: round4(coords.longitude) } }),
      () => resolve({ ok: false, reason: 'unavailable' }),
      { enableHighAccuracy: false, ...LOOKUP },
    );
  });
}
