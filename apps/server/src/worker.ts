import { implement, toRefusal, type TaskImplementation } from '#platform/worker-pool.ts';
import {
  nearestPlaces,
  nearestPlacesTask,
  optimizeOrderTask,
  orderStops,
  planDays,
  planDaysTask,
  readCampgroundBatches,
  readCampgroundBatchesTask,
  readGpx,
  readGpxTask,
  readNewTrip,
  readNewTripTask,
  readTripPatch,
  readTripPatchTask,
} from '#modules/travel/index.ts';
import { readStatement, readStatementTask, renderImport, renderImportTask } from '#modules/finance/index.ts';

/**
 * The worker threads' entry (platform/worker-pool.ts, decision 044): every task the pool may run, by name. Bundled as
 * dist/worker.js beside dist/main.js; a module declares its task with `workerTask` and its function here.
 */
const tasks = new Map<string, TaskImplementation[1]>([
  implement(optimizeOrderTask, orderStops),
  implement(planDaysTask, planDays),
  implement(readGpxTask, readGpx),
  implement(readNewTripTask, readNewTrip),
  implement(readTripPatchTask, readTripPatch),
  implement(readStatementTask, readStatement),
  implement(renderImportTask, renderImport),
  implement(readCampgroundBatchesTask, readCampgroundBatches),
  implement(nearestPlacesTask, nearestPlaces),
]);

export default async function runTask({ name, input }: { name: string; input: unknown }): Promise<unknown> {
  const run = tasks.get(name);
  if (!run) throw new Error(`No worker task named ${name}`);
  try {
    return await run(input as never);
  } catch (err) {
    const refusal = toRefusal(err);
    if (refusal) return refusal;
    throw err;
  }
}
