import { z } from '@hono/zod-openapi';
import { financeSummaryQuerySchema, financeSummarySchema, financeTipSchema, isoDateSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, listOf, signedInRouter } from '#platform/routes-kit.ts';
import type { FinanceSummaryService } from './finance-summary.service.ts';

const TIPS_DESCRIPTION = `Tips computed from the user's own data for the month containing \`date\` (default: today in the user's time zone).
Only tips whose figures exist are returned; the web words them from i18n by \`kind\`. Percentages are 0-100 with one decimal.

- \`fuel_share\` (id fuel_share): fuel's share of spending this month against its share of all spending in the three previous calendar months together.
  Figures: share_this_month, share_prev_3_months, currency. Needs spending in both ranges and fuel in at least one. Shares are within one currency:
  the settings currency when it was spent this month, else the currency with the most expenses this month.
- \`top_category\` (id top_category): the category with the most spending this month, same currency as above. Figures: category, amount, share, currency.
- \`budget_near_limit\` (id budget_near_limit:<budget id>): a budget at 80 % or more in its current period. Figures: category (null: overall), period, percent, spent, amount, currency.
- \`campground_nightly_average\` (id campground_nightly_average:<currency>): average campground expense over the last 30 days up to \`date\`, per currency.
  Figures: average, count (expenses), days (30), currency.
- \`savings_rate\` (id savings_rate): (income - spending) / income this month in the settings currency, when there is income and every currency has a rate.
  Figures: percent, income, spending, currency.`;

export function financeSummaryRoutes(deps: AppDeps, service: FinanceSummaryService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['finance']);

  router.openapi(
    routes.read('/summary', {
      description:
        "The calendar month or ISO week containing `date` (default: today in the user's time zone): spending by category and currency, spending and income per currency, totals converted into the settings currency with the user's rates (null when a currency lacks a rate), savings rate (income - spending) / income, budget status, the last 6 periods' spending per currency (oldest first) and the 5 largest expenses.",
      request: { query: financeSummaryQuerySchema },
      response: jsonResponse('The finance summary', dataOf(financeSummarySchema)),
    }),
    async (c) => {
      const { period, date } = c.req.valid('query');
      return c.json({ data: await service.summary(c.get('auth').userId, period, date) }, 200);
    },
  );

  router.openapi(
    routes.read('/tips', {
      description: TIPS_DESCRIPTION,
      request: { query: z.object({ date: isoDateSchema.optional() }) },
      response: jsonResponse('Tips computed from the user data', listOf(financeTipSchema)),
    }),
    async (c) => c.json({ data: await service.tips(c.get('auth').userId, c.req.valid('query').date) }, 200),
  );
  return router;
}
