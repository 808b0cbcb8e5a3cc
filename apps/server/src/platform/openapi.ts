import { OpenAPIHono, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@ww/contracts';
import type { AppEnv } from '#platform/app-env.ts';
import { AppError, errorBody, validationError } from '#platform/errors.ts';

/** Field -> message key, for forms: our schemas use keys such as 'invalid_email'; others become 'invalid'. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'unknown_field';
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    // zod 4 leaves the input out of issues; a missing value reads "... received undefined".
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    fields[field] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : missing ? 'required' : 'invalid';
  }
  return fields;
}

/**
 * The path of the first string holding U+0000 in a validated value ('_' for the value itself), else null.
 * PostgreSQL stores no NUL character in text or jsonb, so such input is refused at the boundary.
 */
export function nulBytePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object' || value instanceof Blob) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulBytePath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Why a validated request part (path, query, JSON body, form) is refused, or undefined when it is not: the fields zod
 * named, or the first text holding a NUL character. Also for a body a service validates itself (in a worker thread).
 */
export function validationRefusal(result: z.ZodSafeParseResult<unknown>): AppError | undefined {
  if (!result.success) return validationError(zodFields(result.error));
  const field = nulBytePath(result.data);
  if (!field) return undefined;
  return new AppError(400, 'validation', 'Text may not contain a NUL character (U+0000).', 'invalid_character', {
    [field]: 'invalid_character',
  });
}

/**
 * A router whose request validation failures answer with the API's error shape. Every validated part of a request
 * (path, query, JSON body, form) also passes here, so text with a NUL character is refused once for all routes.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      const refusal = validationRefusal(result);
      if (refusal) return c.json(errorBody(refusal), 400);
    },
  });
}

export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: apiErrorSchema } } },
  401: { description: 'Not signed in or session expired', content: { 'application/json': { schema: apiErrorSchema } } },
} as const;

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
export const jsonResponse = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
export const bearer = [{ bearerAuth: [] }];
