import type { SafetyChecklist, SafetyRun, SafetyRunItem, SafetyRunSummary } from '@ww/contracts';
import {
  SAFETY_TEMPLATES,
  type safetyChecklistInputSchema,
  type safetyChecklistPatchSchema,
  type safetyRunStartSchema,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { throwIfChanged, type Expected } from '#platform/preconditions.ts';
import {
  safetyChecklistsRepository as repo,
  type SafetyChecklistRow,
  type SafetyRunItemRow,
  type SafetyRunRow,
} from './safety-checklists.repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toChecklist = (r: SafetyChecklistRow): SafetyChecklist => ({
  id: r.id,
  user_id: r.user_id,
  name: r.name,
  items: r.items,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const toRunSummary = (r: SafetyRunRow): SafetyRunSummary => ({
  id: r.id,
  template_key: r.template_key,
  checklist_id: r.checklist_id,
  name: r.name,
  vehicle_id: r.vehicle_id,
  started_at: iso(r.started_at)!,
  completed_at: iso(r.completed_at),
  item_count: Number(r.item_count),
  checked_count: Number(r.checked_count),
});

const toRunItem = (r: SafetyRunItemRow): SafetyRunItem => ({
  id: r.id,
  position: r.position,
  item_key: r.item_key,
  text: r.text,
  checked: r.checked,
  ticked_at: iso(r.ticked_at),
  updated_at: r.updated_at.toISOString(),
});

const runCompleted = () => new AppError(409, 'validation', 'This checklist run is already complete.', 'run_completed');

async function loadRun(t: Tx, runId: string): Promise<SafetyRun> {
  const [run] = await repo.listRuns(t, 1, runId);
  if (!run) throw notFound();
  return { ...toRunSummary(run), items: (await repo.runItems(t, runId)).map(toRunItem) };
}

export function createSafetyChecklistsService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);

  return {
    list: (userId: string) => tx(userId, async (t) => (await repo.list(t)).map(toChecklist)),

    create: (userId: string, input: z.output<typeof safetyChecklistInputSchema>) =>
      tx(userId, async (t) => toChecklist(await repo.insert(t, input))),

    update: (userId: string, id: string, patch: z.output<typeof safetyChecklistPatchSchema>) =>
      tx(userId, async (t) => {
        const row = await repo.update(t, id, patch);
        if (!row) throw notFound();
        return toChecklist(row);
      }),

    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),

    listRuns: (userId: string, limit: number) =>
      tx(userId, async (t) => (await repo.listRuns(t, limit)).map(toRunSummary)),

    getRun: (userId: string, runId: string) => tx(userId, (t) => loadRun(t, runId)),

    /** Copies the template's keys or the checklist's texts into the run, so later edits leave it as it was. */
    startRun: (userId: string, input: z.output<typeof safetyRunStartSchema>) =>
      tx(userId, async (t) => {
        const vehicle_id = input.vehicle_id ?? null;
        let runId: string;
        if (input.template_key) {
          const items = SAFETY_TEMPLATES[input.template_key].map((item_key) => ({ item_key, text: '' }));
          runId = await repo.insertRun(
            t,
            { template_key: input.template_key, checklist_id: null, name: '', vehicle_id },
            items,
          );
        } else {
          const list = await repo.get(t, input.checklist_id!);
          if (!list) throw validationError({ checklist_id: 'not_found' });
          const items = list.items.map((text) => ({ item_key: null, text }));
          runId = await repo.insertRun(
            t,
            { template_key: null, checklist_id: list.id, name: list.name, vehicle_id },
            items,
          );
        }
        return loadRun(t, runId);
      }),

    /** With `expected` (If-Match), only while the item is still the version the client saw: else 412. */
    tick: (userId: string, runId: string, itemId: string, checked: boolean, expected?: Expected) =>
      tx(userId, async (t) => {
        const run = await repo.runState(t, runId);
        if (!run) throw notFound();
        if (run.completed_at) throw runCompleted();
        const item = await repo.tickItem(t, runId, itemId, checked, expected);
        if (!item) {
          await throwIfChanged(t, 'safety_run_items', { id: itemId, run_id: runId }, expected);
          throw notFound();
        }
        return toRunItem(item);
      }),

    complete: (userId: string, runId: string) =>
      tx(userId, async (t) => {
        const run = await repo.runState(t, runId);
        if (!run) throw notFound();
        if (run.completed_at) throw runCompleted();
        await repo.completeRun(t, runId);
        return loadRun(t, runId);
      }),

    removeRun: (userId: string, runId: string) =>
      tx(userId, async (t) => {
        if (!(await repo.removeRun(t, runId))) throw notFound();
      }),
  };
}
export type SafetyChecklistsService = ReturnType<typeof createSafetyChecklistsService>;
