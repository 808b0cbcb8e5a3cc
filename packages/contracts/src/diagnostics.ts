import { z } from 'zod';
import { DIAGNOSTICS_LIMITS, PERFORMANCE_TARGETS } from './constants.ts';

/**
 * Web vitals the browser reports (SPEC §3): FID only where a browser still sends it; web-vitals 4 and later measure
 * INP, its successor, instead.
 */
export const VITAL_METRICS = ['FCP', 'LCP', 'INP', 'CLS', 'TTFB', 'FID'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

/** "Good" below these (SPEC §9; INP from web.dev: 200 ms). TTFB has no target in the spec. */
export const VITAL_TARGETS: Partial<Record<VitalMetric, number>> = {
  FCP: PERFORMANCE_TARGETS.fcpMs,
  LCP: PERFORMANCE_TARGETS.lcpMs,
  FID: PERFORMANCE_TARGETS.fidMs,
  INP: 200,
  CLS: PERFORMANCE_TARGETS.cls,
};

/** One measurement: the route pattern ('/social/travellers/:id', never the raw URL), no user and no address. */
export const vitalRecordSchema = z
  .object({
    route: z
      .string({ error: 'invalid' })
      .max(DIAGNOSTICS_LIMITS.vitalRouteMax, { error: 'too_long' })
      .regex(/^\/[^?#\s]*$/, { error: 'invalid_route' }),
    metric: z.enum(VITAL_METRICS, { error: 'invalid' }),
    value: z.number({ error: 'invalid' }).min(0, { error: 'invalid' }).max(DIAGNOSTICS_LIMITS.vitalMaxMs),
    rating: z.enum(VITAL_RATINGS, { error: 'invalid' }),
    navigation_type: z.enum(NAVIGATION_TYPES, { error: 'invalid' }).nullable().default(null),
    /** navigator.connection.effectiveType where the browser tells it ('4g', '3g', ...). */
    connection: z
      .string({ error: 'invalid' })
      .max(16, { error: 'too_long' })
      .regex(/^[a-z0-9-]*$/, { error: 'invalid' })
      .nullable()
      .default(null),
  })
  .strict()
  .refine((r) => r.metric !== 'CLS' || r.value <= DIAGNOSTICS_LIMITS.vitalMaxCls, {
    path: ['value'],
    error: 'invalid',
  });
export type VitalRecord = z.infer<typeof vitalRecordSchema>;

/** `POST /api/v1/diagnostics/vitals`: a beacon, as text/plain or application/json. */
export const vitalsBatchSchema = z
  .object({
    records: z
      .array(vitalRecordSchema)
      .min(1, { error: 'required' })
      .max(DIAGNOSTICS_LIMITS.vitalsPerRequest, { error: 'too_many' }),
  })
  .strict();
export type VitalsBatch = z.input<typeof vitalsBatchSchema>;

export const vitalsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(DIAGNOSTICS_LIMITS.vitalsKeepDays, { error: 'invalid' })
    .default(DIAGNOSTICS_LIMITS.vitalsDaysDefault),
});

export const vitalPercentilesSchema = z.object({
  route: z.string(),
  metric: z.enum(VITAL_METRICS),
  count: z.number().int(),
  p50: z.number(),
  p75: z.number(),
  p95: z.number(),
});
export type VitalPercentiles = z.infer<typeof vitalPercentilesSchema>;
export const vitalsSummaryResponseSchema = z.object({
  data: z.object({ days: z.number().int(), rows: z.array(vitalPercentilesSchema) }),
});

export const QA_RESULTS = ['pass', 'fail', 'blocked'] as const;
export type QaResult = (typeof QA_RESULTS)[number];

const trimmed = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });

/** The text fields of `POST /api/v1/diagnostics/qa-checks` (multipart, with an optional `screenshot` file). */
export const qaCheckInputSchema = z
  .object({
    page: trimmed(DIAGNOSTICS_LIMITS.qaPageMax),
    device: trimmed(DIAGNOSTICS_LIMITS.qaDeviceMax),
    result: z.enum(QA_RESULTS, { error: 'invalid' }),
    note: z.string({ error: 'invalid' }).trim().max(DIAGNOSTICS_LIMITS.qaNoteMax, { error: 'too_long' }).default(''),
  })
  .strict();
export type QaCheckInput = z.input<typeof qaCheckInputSchema>;
export type QaCheckValues = z.output<typeof qaCheckInputSchema>;

/** A check as admins see it; the screenshot is read from GET /diagnostics/qa-checks/{id}/screenshot. */
export const qaCheckSchema = z.object({
  id: z.uuid(),
  page: z.string(),
  device: z.string(),
  result: z.enum(QA_RESULTS),
  note: z.string(),
  has_screenshot: z.boolean(),
  created_by: z.uuid().nullable(),
  /** The author's profile name, or null (the web shows 'A traveller'). */
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type QaCheck = z.infer<typeof qaCheckSchema>;
export const qaCheckResponseSchema = z.object({ data: qaCheckSchema });
export const qaCheckListSchema = z.object({ data: z.array(qaCheckSchema), next_cursor: z.string().nullable() });
export const qaCheckListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(DIAGNOSTICS_LIMITS.qaPageSizeMax)
    .default(DIAGNOSTICS_LIMITS.qaPageSizeDefault),
  cursor: z.string().max(500).optional(),
});

/** What everyone may see: per page the last result and the last 30 days' counts; no notes, screenshots or authors. */
export const qaPageSummarySchema = z.object({
  page: z.string(),
  last_result: z.enum(QA_RESULTS),
  last_checked_at: z.string(),
  pass_30d: z.number().int(),
  fail_30d: z.number().int(),
  blocked_30d: z.number().int(),
});
export type QaPageSummary = z.infer<typeof qaPageSummarySchema>;
export const qaSummaryResponseSchema = z.object({ data: z.array(qaPageSummarySchema) });
