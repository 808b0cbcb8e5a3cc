import { OpenAPIHono, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@ww/contracts';
import type { AppEnv } from './app-env.ts';
import { errorBody, validationError } from './errors.ts';

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

/** A router whose request validation failures answer with the API's error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody(validationError(zodFields(result.error))), 400);
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
