import { AUTH_FAILURES, ERROR_MESSAGES, type ApiError, type AuthFailureCode, type ErrorClass } from '@ww/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '#platform/logger.ts';

/** An error meant for the client: its class, status and message follow SPEC §8 and DESIGN §4. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorClass: ErrorClass,
    message?: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? ERROR_MESSAGES[errorClass]);
    this.name = 'AppError';
  }
}

const AUTH_FAILURE_STATUS: Record<AuthFailureCode, ContentfulStatusCode> = {
  invalid_credentials: 401,
  email_not_confirmed: 403,
  rate_limited: 429,
  network: 503,
  session_expired: 401,
};

export function authFailure(code: AuthFailureCode): AppError {
  const errorClass: ErrorClass = code === 'rate_limited' ? 'other' : 'authentication';
  return new AppError(AUTH_FAILURE_STATUS[code], errorClass, AUTH_FAILURES[code], code);
}

export const notFound = () => new AppError(404, 'other', 'Not found.', 'not_found');
export const validationError = (fields: Record<string, string>, code = 'invalid_input') =>
  new AppError(400, 'validation', undefined, code, fields);

/**
 * PostgreSQL errors caused by the request's data or by a concurrent change (SQLSTATE classes 22 and 23, and a value
 * too large for an index), answered as 4xx with a message a user understands: no constraint or data error is a 500.
 */
function databaseError(code: string, message: string): AppError | null {
  const invalid = (text: string) => new AppError(400, 'validation', text, code);
  switch (code) {
    case '23503':
      // A parent deleted while its child was added (or a child still using what is being deleted).
      return /^update or delete on/.test(message)
        ? new AppError(409, 'validation', 'This item is still used by other items; remove those first.', 'conflict')
        : new AppError(
            409,
            'validation',
            'Something this refers to no longer exists. Reload and try again.',
            'conflict',
          );
    case '23505':
      return new AppError(409, 'validation', 'This already exists.', 'conflict');
    case '23514':
    case '23502':
      return invalid('A value is missing or outside what is allowed.');
    case '23P01':
      return new AppError(409, 'validation', 'This overlaps with something that already exists.', 'conflict');
    case '22001':
      return invalid('A text is too long.');
    case '22003':
      return invalid('A number is too large.');
    case '22007':
    case '22008':
      return invalid('A date or time is not valid or out of range.');
    case '22P02':
    case '22P05':
    case '22021':
      return invalid('A value is not in a valid form.');
    case '54000':
      return invalid('A value is too large to store.');
    default:
      return code.startsWith('22') ? invalid(ERROR_MESSAGES.validation) : null;
  }
}

/** Postgres errors that mean "the database said no" map to the spec's classes; anything else is a 500. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    const status = err.status;
    const errorClass: ErrorClass =
      status === 401 ? 'authentication' : status >= 500 ? 'server' : status === 400 ? 'validation' : 'other';
    return new AppError(status, errorClass, status >= 500 ? undefined : err.message || undefined);
  }
  const code = (err as { code?: unknown } | null)?.code;
  if (code === '42501') return new AppError(403, 'rls_permission', undefined, '42501');
  if (code === '42P01')
    return new AppError(500, 'server', 'Database table not found. Please contact support.', '42P01');
  if (typeof code === 'string') {
    const mapped = databaseError(code, (err as Error).message ?? '');
    if (mapped) return mapped;
  }
  return new AppError(500, 'server');
}

export function errorBody(err: AppError): ApiError {
  return {
    error: {
      class: err.errorClass,
      message: err.message,
      ...(err.code ? { code: err.code } : {}),
      ...(err.fields ? { fields: err.fields } : {}),
    },
  };
}

export function errorHandler(logger: Logger) {
  return (err: unknown, c: Context) => {
    const appError = toAppError(err);
    if (appError.status >= 500) {
      logger.error('request failed', {
        method: c.req.method,
        path: c.req.path,
        error: err instanceof Error ? err.message : String(err),
        stack: err instanceof Error ? err.stack : undefined,
      });
    }
    return c.json(errorBody(appError), appError.status);
  };
}
