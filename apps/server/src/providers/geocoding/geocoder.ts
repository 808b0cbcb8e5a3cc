import type { LatLon } from './geo.ts';

export interface GeocodeCandidate {
  lat: number;
  lon: number;
  name: string;
  country: string;
  region: string | null;
  population: number | null;
}

export interface Geocoder {
  readonly kind: 'offline' | 'nominatim' | 'photon';
  search(query: string, options?: { limit?: number; near?: LatLon }): Promise<GeocodeCandidate[]>;
  reverse(point: LatLon): Promise<GeocodeCandidate | null>;
}

/**
 * The configured geocoding service failed: 'unreachable' (network, timeout, not JSON) or 'bad_response'
 * (an HTTP error or a document of the wrong shape). The offline geocoder never throws it.
 */
export class GeocoderUnavailableError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'bad_response',
    message: string,
  ) {
    super(message);
    this.name = 'GeocoderUnavailableError';
  }
}

const englishRegions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** English name of an ISO 3166-1 alpha-2 code ("GB" -> "United Kingdom"); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return englishRegions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
