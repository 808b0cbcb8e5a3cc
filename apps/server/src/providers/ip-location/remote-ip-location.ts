import { z } from 'zod';
import { PROVIDER_USER_AGENT } from '#providers/geocoding/http-json.ts';
import { countryCode, IP_LOOKUP_TIMEOUT_MS, IpLocationUnavailableError, type CountryLookup } from './ip-location.ts';

/**
 * ipapi-style JSON: ipapi.co answers {country_code: "AU"} (or {country: "AU"} on its /country endpoint),
 * ip-api.com {countryCode: "AU", status: "success"}; an address they cannot place comes back as
 * {error: true, reason: ...} or {status: "fail", message: ...}.
 */
const ipApiAnswerSchema = z.looseObject({
  country_code: z.string().nullish(),
  countryCode: z.string().nullish(),
  country: z.string().nullish(),
  error: z.unknown().optional(),
  status: z.string().optional(),
});

export function parseIpApiAnswer(body: unknown): string | null {
  const parsed = ipApiAnswerSchema.safeParse(body);
  if (!parsed.success) throw new IpLocationUnavailableError('bad_response', 'IP lookup answer is not an object.');
  const answer = parsed.data;
  if (answer.error === true || answer.status === 'fail') return null;
  return countryCode(answer.country_code) ?? countryCode(answer.countryCode) ?? countryCode(answer.country);
}

/** CDN trace text (Cloudflare's /cdn-cgi/trace format): "key=value" lines, the country in "loc=AU". */
export function parseTraceAnswer(text: string): string | null {
  const line = text.split(/\r?\n/).find((l) => l.startsWith('loc='));
  if (line === undefined) throw new IpLocationUnavailableError('bad_response', 'IP trace answer has no loc= line.');
  return countryCode(line.slice(4));
}

export type RemoteCountryLookup = CountryLookup & { timeoutMs: number };

/** A 4 KB answer is plenty for either format; anything longer is not one of them. */
const MAX_ANSWER_CHARS = 4_096;

/**
 * An outside service asked for one address: `urlTemplate` with `{ip}` replaced. A JSON answer is read as ipapi-style
 * JSON, any other as CDN trace text. Unreachable, slower than `timeoutMs` (SPEC §9: 3 s), an HTTP error or an
 * unreadable answer throws IpLocationUnavailableError, so the next service is asked.
 */
export function createRemoteCountryLookup(options: { urlTemplate: string; timeoutMs?: number }): RemoteCountryLookup {
  const timeoutMs = options.timeoutMs ?? IP_LOOKUP_TIMEOUT_MS;
  const origin = new URL(options.urlTemplate.replaceAll('{ip}', '0.0.0.0')).origin;
  return {
    name: origin,
    timeoutMs,
    async country(ip: string) {
      const url = options.urlTemplate.replaceAll('{ip}', ip);
      let text: string;
      let contentType: string;
      try {
        // One signal for the whole exchange: a service that sends its headers and then stalls is cut off too.
        const signal = AbortSignal.timeout(timeoutMs);
        const res = await fetch(url, {
          headers: { accept: 'application/json, text/plain', 'user-agent': PROVIDER_USER_AGENT },
          signal,
        });
        text = await res.text();
        if (!res.ok) throw new IpLocationUnavailableError('bad_response', `${origin} answered HTTP ${res.status}`);
        contentType = res.headers.get('content-type') ?? '';
      } catch (err) {
        if (err instanceof IpLocationUnavailableError) throw err;
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new IpLocationUnavailableError(
          timedOut ? 'timeout' : 'unreachable',
          timedOut ? `${origin} gave no answer within ${timeoutMs} ms` : `${origin} could not be reached`,
        );
      }
      if (text.length > MAX_ANSWER_CHARS) throw new IpLocationUnavailableError('bad_response', `${origin}: too long`);
      const trimmed = text.trim();
      if (contentType.includes('json') || trimmed.startsWith('{')) {
        let body: unknown;
        try {
          body = JSON.parse(trimmed);
        } catch {
          throw new IpLocationUnavailableError('bad_response', `${origin} answered malformed JSON`);
        }
        return parseIpApiAnswer(body);
      }
      return parseTraceAnswer(trimmed);
    },
  };
}

/** REGION_LOOKUP_URLS's services, in the order given (SPEC §7: IP address service, geolocation, CDN trace). */
export function createRemoteCountryLookups(urlTemplates: readonly string[]): RemoteCountryLookup[] {
  return urlTemplates.map((urlTemplate) => createRemoteCountryLookup({ urlTemplate }));
}
