import type { VitalPercentiles, VitalRecord } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { vitalsRepository as repo, withDiagnosticsTx } from './vitals.repository.ts';

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
        await repo.insert(tx, records);
        if (prune) await repo.prune(tx);
      });
    },

    /** Count and the 50th, 75th and 95th percentiles (continuous) per route and metric over the last `days` days. */
    async summary(days: number): Promise<VitalPercentiles[]> {
      const rows = await withDiagnosticsTx(deps.db, (tx) => repo.percentiles(tx, days));
      return rows.map((r) => ({ ...r, p50: Number(r.p50), p75: Number(r.p75), p95: Number(r.p95) }));
    },
  };
}
export type VitalsService = ReturnType<typeof createVitalsService>;
