/** SPEC §9: each IP lookup service gets 3 s before the next one is asked. */
export const IP_LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Something that knows which country an address is in: the embedded table or an outside service. Answers an
 * ISO 3166-1 alpha-2 code in capitals, or null when it does not know; an unusable service throws
 * IpLocationUnavailableError.
 */
export type CountryLookup = {
  name: string;
  country(ip: string): Promise<string | null>;
};

export class IpLocationUnavailableError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'bad_response',
    message: string,
  ) {
    super(message);
    this.name = 'IpLocationUnavailableError';
  }
}

/** Two capital letters, and not one of the placeholders services use for "unknown" (XX, ZZ) or Tor (T1). */
export function countryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'ZZ' ? code : null;
}
