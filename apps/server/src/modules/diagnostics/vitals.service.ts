import { DIAGNOSTICS_LIMITS, type VitalPercentiles, type VitalRecord } from '@ww/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';

/**
 * Diagnostics rows belong to no user: the beacon and the public summaries run as the role app_diagnostics, whose
 * policies (migration 0025) allow inserting vitals, reading them, deleting those past the kept 30 days, and reading
 * only the page, result and time of QA checks.
 */
export function withDiagnosticsTx<T>(db: Kysely<Database>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`set local role app_diagnostics`.execute(tx);
    return fn(tx);
  });
}

/** Old rows are removed at most this often, by the insert that comes first after the interval. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export function createVitalsService(deps: { db: Kysely<Database>; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let lastPrune = Number.NEGATIVE_INFINITY;
  return {
    async record(records: VitalRecord[]): Promise<void> {
      const prune = now() - lastPrune >= PRUNE_INTERVAL_MS;
      if (prune) lastPrune = now();
      await withDiagnosticsTx(deps.db, async (tx) => {
        await tx
          .insertInto('web_vitals')
          .values(
            records.map((r) => ({
              route: r.route,
              metric: r.metric,
              value: r.value,
              rating: r.rating,
              navigation_type: r.navigation_type,
              connection_type: r.connection,
            })),
          )
          .execute();
        if (prune) {
          await tx
            .deleteFrom('web_vitals')
            .where('created_at', '<', sql<Date>`now() - make_interval(days => ${DIAGNOSTICS_LIMITS.vitalsKeepDays})`)
            .execute();
        }
      });
    },

    /** Count and the 50th, 75th and 95th percentiles (continuous) per route and metric over the last `days` days. */
    async summary(days: number): Promise<VitalPercentiles[]> {
      const { rows } = await withDiagnosticsTx(deps.db, (tx) =>
        sql<VitalPercentiles>`
          select route, metric, count(*)::int as count,
                 percentile_cont(0.5) within group (order by value) as p50,
                 percentile_cont(0.75) within group (order by value) as p75,
                 percentile_cont(0.95) within group (order by value) as p95
          from web_vitals
          where created_at >= now() - make_interval(days => ${days}::int)
          group by route, metric
          order by count(*) desc, route, metric
          limit ${DIAGNOSTICS_LIMITS.vitalSummaryRowsMax}`.execute(tx),
      );
      return rows.map((r) => ({ ...r, p50: Number(r.p50), p75: Number(r.p75), p95: Number(r.p95) }));
    },
  };
}
export type VitalsService = ReturnType<typeof createVitalsService>;
