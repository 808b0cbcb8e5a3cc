// The diagnostics module's public entry: web vitals and the site QA log.
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { AdminService } from '#modules/admin/index.ts';
import { createQaChecksService } from './qa-checks.service.ts';
import { createQaScreenshotStore } from './qa-screenshots.store.ts';
import { createVitalsService } from './vitals.service.ts';

export { diagnosticsRoutes } from './diagnostics.routes.ts';

export function createDiagnosticsServices(deps: { db: Kysely<Database>; dataDir: string; admin: AdminService }) {
  return {
    vitals: createVitalsService(deps),
    qa: createQaChecksService({ db: deps.db, admin: deps.admin, store: createQaScreenshotStore(deps.dataDir) }),
  };
}
