import { z } from '@hono/zod-openapi';
import { apiErrorSchema, geocodeCandidateSchema, geocodeQuerySchema, reverseGeocodeQuerySchema } from '@ww/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { withUserTx } from '#db/with-user-tx.ts';
import { sharedPosition } from '#modules/community-map/index.ts';
import { profileRegion } from '#modules/profile/index.ts';
import { readSettings } from '#modules/settings/index.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { AppError } from '#platform/errors.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { bearerRoutes, listOf, signedInRouter } from '#platform/routes-kit.ts';
import { GeocoderUnavailableError, type GeocodeBias } from '#providers/geocoding/geocoder.ts';
import { homeBias } from '#providers/geocoding/place-bias.ts';

/** Look-ups per user and minute: plenty for typing in a search box, and it shields a public Nominatim. */
export const GEOCODE_REQUESTS_PER_MINUTE = 60;

const unavailable = () =>
  new AppError(
    503,
    'network',
    'The place search service cannot be reached. Please try again in a few minutes.',
    'geocoder_unavailable',
  );

export function geocodeRoutes(deps: AppDeps) {
  const router = signedInRouter(deps);
  // Per instance; the service behind it (Nominatim's policy) is what needs sparing, not a shared budget.
  const limiter = new RateLimiterMemory({ keyPrefix: 'geocode', points: GEOCODE_REQUESTS_PER_MINUTE, duration: 60 });

  const guarded = async <T>(userId: string, fn: () => Promise<T>): Promise<T> => {
    if (!(await tryConsume(limiter, userId))) {
      throw new AppError(429, 'other', 'Too many place searches. Please wait a minute and try again.', 'rate_limited');
    }
    try {
      return await fn();
    } catch (err) {
      if (err instanceof GeocoderUnavailableError) {
        deps.logger.warn('geocoder failed', { reason: err.reason, error: err.message });
        throw unavailable();
      }
      throw err;
    }
  };

  const limitedResponses = {
    429: { description: 'Too many look-ups', content: { 'application/json': { schema: apiErrorSchema } } },
    503: { description: 'Geocoding service unreachable', content: { 'application/json': { schema: apiErrorSchema } } },
  } as const;
  const routes = bearerRoutes(['geocoding']);

  router.openapi(
    routes.get('/', {
      description:
        'Places matching a name, best first. A qualifier narrows it: "Inverness, Scotland", "Paris Texas", "Perth WA", "Keswick in the Lake District" (a country in English, Spanish or French, a US/CA/AU/UK region, a tourist area). near_lat/near_lon (the other stops, the map centre; by default the live location the user shares on the community map) and country (ISO code; by default the user\'s profile region, else their currency\'s country) rank nearer and home places higher without filtering. Offline (no GEOCODER_URL) it searches GeoNames towns of 1000+ people.',
      request: { query: geocodeQuerySchema },
      responses: { 200: jsonResponse('Matching places', listOf(geocodeCandidateSchema)), ...limitedResponses },
    }),
    async (c) => {
      const { q, limit, near_lat, near_lon, country } = c.req.valid('query');
      const near = near_lat !== undefined && near_lon !== undefined ? { lat: near_lat, lon: near_lon } : undefined;
      const userId = c.get('auth').userId;
      // What the client did not say is the user's: their live location on the map, their region or currency.
      const bias: GeocodeBias =
        country && near
          ? { country, near }
          : await withUserTx(deps.db, { userId }, async (t) => {
              const home = country
                ? { country }
                : homeBias({
                    region: await profileRegion(t, userId),
                    currency: (await readSettings(t)).regional_preferences.currency,
                  });
              const here = near ?? (await sharedPosition(t, userId));
              return here ? { ...home, near: here } : home;
            });
      const data = await guarded(userId, () => deps.providers.geocoder.search(q, { limit, ...bias }));
      return c.json({ data: data.slice(0, limit) }, 200);
    },
  );

  router.openapi(
    routes.get('/reverse', {
      description: 'The place at or nearest to a point; null when nothing named is close (open sea, wilderness).',
      request: { query: reverseGeocodeQuerySchema },
      responses: {
        200: jsonResponse('The nearest place', z.object({ data: geocodeCandidateSchema.nullable() })),
        ...limitedResponses,
      },
    }),
    async (c) => {
      const { lat, lon } = c.req.valid('query');
      const data = await guarded(c.get('auth').userId, () => deps.providers.geocoder.reverse({ lat, lon }));
      return c.json({ data }, 200);
    },
  );
  return router;
}
