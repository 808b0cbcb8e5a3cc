import {
  maintenanceRecordInputSchema,
  maintenanceRecordPatchSchema,
  maintenanceRecordSchema,
  maintenanceReminderSchema,
  maintenanceRemindersQuerySchema,
  maintenanceScheduleInputSchema,
  maintenanceSchedulePatchSchema,
  maintenanceScheduleSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, listOf, notFound, signedInRouter } from '#platform/routes-kit.ts';
import type { MaintenanceService } from './maintenance.service.ts';

export function maintenanceRoutes(deps: AppDeps, service: MaintenanceService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['maintenance'], notFound('No such record or schedule'));
  const record = dataOf(maintenanceRecordSchema);
  const schedule = dataOf(maintenanceScheduleSchema);

  // Fixed paths first, so that "schedules" and "reminders" are not read as record ids.
  router.openapi(
    routes.read('/reminders', {
      description:
        "Each schedule with its next due date and/or odometer reading and a status: `overdue` once the date has passed or the vehicle's highest known odometer (maintenance records and fuel log) has reached the due reading; `due_soon` within 30 days or 1,000 km (MAINTENANCE_DUE_SOON_DAYS, MAINTENANCE_DUE_SOON_KM); otherwise `ok`. The last time done is the later of the schedule's own value and the newest record with the same vehicle and task. Most urgent first.",
      request: { query: maintenanceRemindersQuerySchema },
      response: jsonResponse('The reminders', listOf(maintenanceReminderSchema)),
    }),
    async (c) => c.json({ data: await service.reminders(c.get('auth').userId, c.req.valid('query').date) }, 200),
  );

  router.openapi(
    routes.read('/schedules', {
      description: 'Maintenance schedules, oldest first.',
      response: jsonResponse('The schedules', listOf(maintenanceScheduleSchema)),
    }),
    async (c) => c.json({ data: await service.listSchedules(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.create('/schedules', {
      description:
        'Repeats every `every_distance` (in `every_distance_unit`, kept as typed) or `every_km`, and/or every ' +
        '`every_months` (at least one).',
      body: maintenanceScheduleInputSchema,
      response: jsonResponse('The new schedule', schedule),
    }),
    async (c) => c.json({ data: await service.createSchedule(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.patchById('/schedules/{id}', {
      body: maintenanceSchedulePatchSchema,
      response: jsonResponse('The updated schedule', schedule),
    }),
    async (c) =>
      c.json(
        { data: await service.updateSchedule(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );

  router.openapi(routes.deleteById('/schedules/{id}', { deleted: 'Schedule deleted' }), async (c) => {
    await service.removeSchedule(c.get('auth').userId, c.req.valid('param').id);
    return c.body(null, 204);
  });

  router.openapi(
    routes.read('/', {
      description: 'Maintenance records, newest first by date.',
      response: jsonResponse('The records', listOf(maintenanceRecordSchema)),
    }),
    async (c) => c.json({ data: await service.listRecords(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.create('/', {
      description:
        'Currency defaults to the settings currency. With `add_expense: true` (needs a cost) an expense of category maintenance is created in the same transaction; later edits of cost, currency, date or task update it. Deleting the record keeps the expense.',
      body: maintenanceRecordInputSchema,
      response: jsonResponse('The new record', record),
    }),
    async (c) => c.json({ data: await service.createRecord(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.patchById('/{id}', {
      description: IF_MATCH_DOC,
      body: maintenanceRecordPatchSchema,
      response: jsonResponse('The updated record', record),
      responses: preconditionResponses,
    }),
    async (c) =>
      c.json(
        {
          data: await service.updateRecord(
            c.get('auth').userId,
            c.req.valid('param').id,
            c.req.valid('json'),
            ifMatch(c),
          ),
        },
        200,
      ),
  );

  router.openapi(
    routes.deleteById('/{id}', {
      description: IF_MATCH_DOC,
      deleted: 'Record deleted',
      responses: preconditionResponses,
    }),
    async (c) => {
      await service.removeRecord(c.get('auth').userId, c.req.valid('param').id, ifMatch(c));
      return c.body(null, 204);
    },
  );
  return router;
}
