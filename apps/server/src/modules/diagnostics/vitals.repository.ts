import { sql, type Kysely } from 'kysely';
import { DIAGNOSTICS_LIMITS, type VitalPercentiles, type VitalRecord } from '@ww/contracts';
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

export const vitalsRepository = {
  insert: (tx: Tx, records: readonly VitalRecord[]) =>
    tx
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
      .execute(),

  /** Removes the reports older than the days kept (DIAGNOSTICS_LIMITS.vitalsKeepDays). */
  prune: (tx: Tx) =>
    tx
      .deleteFrom('web_vitals')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${DIAGNOSTICS_LIMITS.vitalsKeepDays})`)
      .execute(),

  /** Count and the 50th, 75th and 95th percentiles (continuous) per route and metric over the last `days` days. */
  percentiles: async (tx: Tx, days: number) =>
    (
      await sql<VitalPercentiles>`
        select route, metric, count(*)::int as count,
               percentile_cont(0.5) within group (order by value) as p50,
               percentile_cont(0.75) within group (order by value) as p75,
               percentile_cont(0.95) within group (order by value) as p95
        from web_vitals
        where created_at >= now() - make_interval(days => ${days}::int)
        group by route, metric
        order by count(*) desc, route, metric
        limit ${DIAGNOSTICS_LIMITS.vitalSummaryRowsMax}`.execute(tx)
    ).rows,
};
