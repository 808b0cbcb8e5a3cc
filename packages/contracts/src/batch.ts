import { z } from 'zod';

/**
 * POST /batch (decision 035): writes an offline outbox replays, sent together and run by the server one after another,
 * in order, each exactly as if it had come alone (sign-in, rate limits, Idempotency-Key, If-Match).
 */
export const BATCH = {
  /** Writes in one batch. */
  maxRequests: 25,
  /** The JSON of a batch's bodies, together; a larger write is sent on its own. */
  maxBodyChars: 256 * 1024,
} as const;

export const BATCH_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const batchItemSchema = z.object({
  method: z.enum(BATCH_METHODS),
  /** The path under /api/v1, with its query if any: '/expenses', '/expenses/<id>'. */
  path: z
    .string()
    .min(2)
    .max(2048)
    .regex(/^\/[^/]/, 'Must be a path under /api/v1, such as /expenses.'),
  idempotency_key: z.string().trim().min(1).max(200),
  /** Sent as `If-Match: "<if_match>"`: the version the edit or delete was based on. */
  if_match: z.string().min(1).max(200).optional(),
  body: z.unknown().optional(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

export const batchRequestSchema = z.object({
  requests: z.array(batchItemSchema).min(1).max(BATCH.maxRequests),
});
export type BatchRequest = z.infer<typeof batchRequestSchema>;

/**
 * Whether a write's answer says to try it again later (5xx, 408, 429, 401, or 409 idempotency_request_in_progress):
 * a batch stops after it, so no write behind it overtakes it. `body` is the write's JSON answer.
 */
export function isTryLaterAnswer(status: number, body: unknown): boolean {
  if (status >= 500 || status === 408 || status === 429 || status === 401) return true;
  if (status !== 409 || typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: { code?: unknown } | null };
  return error?.code === 'idempotency_request_in_progress';
}

export const batchResultSchema = z.object({
  /** The status the write answered with on its own. */
  status: z.number().int(),
  /** Its JSON answer (null for 204 or an answer that is not JSON). */
  body: z.unknown(),
});

export const batchResponseSchema = z.object({
  data: z.object({
    /**
     * One per write, in order, up to the first that says to try again later (5xx, 408, 429, 401, or 409
     * idempotency_request_in_progress): the writes after it were not run.
     */
    results: z.array(batchResultSchema),
  }),
});
export type BatchResponse = z.infer<typeof batchResponseSchema>;
