import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
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
import { requireAuth } from '#platform/auth/require-auth.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { MaintenanceService } from './maintenance.service.ts';

export function maintenanceRoutes(deps: AppDeps, service: MaintenanceService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['maintenance'];
  const params = z.object({ id: z.uuid() });
  const notFound = {
    404: { description: 'No such record or schedule', content: { 'application/json': { schema: apiErrorSchema } } },
  } as const;
  const record = z.object({ data: maintenanceRecordSchema });
  const schedule = z.object({ data: maintenanceScheduleSchema });

  // Fixed paths first, so that "schedules" and "reminders" are not read as record ids.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reminders',
      tags,
      security: bearer,
      description:
        "Each schedule with its next due date and/or odometer reading and a status: `overdue` once the date has passed or the vehicle's highest known odometer (maintenance records and fuel log) has reached the due reading; `due_soon` within 30 days or 1,000 km (MAINTENANCE_DUE_SOON_DAYS, MAINTENANCE_DUE_SOON_KM); otherwise `ok`. The last time done is the later of the schedule's own value and the newest record with the same vehicle and task. Most urgent first.",
      request: { query: maintenanceRemindersQuerySchema },
      responses: {
        200: jsonResponse('The reminders', z.object({ data: z.array(maintenanceReminderSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.reminders(c.get('auth').userId, c.req.valid('query').date) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/schedules',
      tags,
      security: bearer,
      description: 'Maintenance schedules, oldest first.',
      responses: {
        200: jsonResponse('The schedules', z.object({ data: z.array(maintenanceScheduleSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.listSchedules(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/schedules',
      tags,
      security: bearer,
      description:
        'Repeats every `every_distance` (in `every_distance_unit`, kept as typed) or `every_km`, and/or every ' +
        '`every_months` (at least one).',
      request: jsonBody(maintenanceScheduleInputSchema),
      responses: { 201: jsonResponse('The new schedule', schedule), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.createSchedule(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/schedules/{id}',
      tags,
      security: bearer,
      request: { params, ...jsonBody(maintenanceSchedulePatchSchema) },
      responses: { 200: jsonResponse('The updated schedule', schedule), ...notFound, ...errorResponses },
    }),
    async (c) =>
      c.json(
        { data: await service.updateSchedule(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/schedules/{id}',
      tags,
      security: bearer,
      request: { params },
      responses: { 204: { description: 'Schedule deleted' }, ...notFound, ...errorResponses },
    }),
    async (c) => {
      await service.removeSchedule(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description: 'Maintenance records, newest first by date.',
      responses: {
        200: jsonResponse('The records', z.object({ data: z.array(maintenanceRecordSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.listRecords(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      description:
        'Currency defaults to the settings currency. With `add_expense: true` (needs a cost) an expense of category maintenance is created in the same transaction; later edits of cost, currency, date or task update it. Deleting the record keeps the expense.',
      request: jsonBody(maintenanceRecordInputSchema),
      responses: { 201: jsonResponse('The new record', record), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.createRecord(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      description: IF_MATCH_DOC,
      request: { params, ...jsonBody(maintenanceRecordPatchSchema) },
      responses: {
        200: jsonResponse('The updated record', record),
        ...notFound,
        ...preconditionResponses,
        ...errorResponses,
      },
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
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      security: bearer,
      description: IF_MATCH_DOC,
      request: { params },
      responses: { 204: { description: 'Record deleted' }, ...notFound, ...preconditionResponses, ...errorResponses },
    }),
    async (c) => {
      await service.removeRecord(c.get('auth').userId, c.req.valid('param').id, ifMatch(c));
      return c.body(null, 204);
    },
  );
  return router;
}
