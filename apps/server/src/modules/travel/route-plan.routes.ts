import { apiErrorSchema, planEnvelopeSchema, planRequestSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, signedInRouter } from '#platform/routes-kit.ts';
import type { RoutePlanService } from './route-plan.service.ts';

export function routePlanRoutes(deps: AppDeps, service: RoutePlanService) {
  const router = signedInRouter(deps);
  const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
  const routes = bearerRoutes(['trips']);

  router.openapi(
    routes.post('/plan', {
      description: [
        'Plans a trip: geocodes `{query}` stops (first match), orders them (`none` keeps the request order; `fixed_ends` keeps the first and last;',
        '`round_trip` returns to the first stop, which then appears again as the last stop), routes them with OSRM when OSRM_URL is set,',
        "else with the offline estimate (`estimated: true`; also when OSRM fails, with a note). `input_index` is each stop's position in the request.",
        'Days end at a chosen night (`nights`: a stop or a campground), else at the stop nearest the daily limit (request, travel preferences, else 300 km / 190 mi) within ±25 %, else at the limit, the night at the nearest campground; overnight points inside a leg',
        'are interpolated along the geometry. A daily limit is 50-2,000 km; a route over 40,000 km (code route_too_long) or a plan of more',
        "than 365 days at its daily limit (code too_many_days) is refused with 400. Fuel uses the vehicle (a caravan's tow vehicle) consumption and the price from travel preferences,",
        "the fuel log's 90-day average, or the region default. Weather is Open-Meteo's daily forecast for each overnight place and the destination;",
        '`available: false` with a reason when there is none.',
      ].join(' '),
      request: jsonBody(planRequestSchema),
      responses: {
        200: jsonResponse('The planned trip', planEnvelopeSchema),
        400: error(
          'Invalid input (a night naming an unknown stop or campground: fields nights.N), a route over 40,000 km (code route_too_long), a plan over 365 days (code too_many_days), or a leg over open sea (code leg_over_sea, fields stops.N of its two stops)',
        ),
        404: error('The vehicle is not found'),
        422: error(
          'A stop cannot be found (code stop_not_found, field stops.N), a typed stop names several places (code stop_ambiguous, fields stops.N), or no road joins the stops (code no_route)',
        ),
        429: error('Too many plans in a minute, counting those Pam made for the user'),
        503: error('The place search service is unreachable'),
      },
    }),
    async (c) => c.json({ data: await service.plan(c.get('auth').userId, c.req.valid('json')) }, 200),
  );
  return router;
}
