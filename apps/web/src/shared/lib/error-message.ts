import { AUTH_FAILURES, ERROR_CLASSES, type ErrorClass } from '@ww/contracts';
import { ApiRequestError } from './api-client.ts';

function isAuthFailureCode(code: string): code is keyof typeof AUTH_FAILURES {
  return Object.hasOwn(AUTH_FAILURES, code);
}

function isErrorClass(value: string): value is ErrorClass {
  return (ERROR_CLASSES as readonly string[]).includes(value);
}

/** A key of namespace 'common' wording an error; the typecheck holds common.json to having each of them. */
export type ErrorMessageKey = `auth_failures.${keyof typeof AUTH_FAILURES}` | `errors.${ErrorClass}`;

/**
 * The i18n key (namespace 'common') of the message a user should see for an error:
 * SPEC §5 texts for authentication failures ('auth_failures.<code>'), SPEC §8 classified texts otherwise ('errors.<class>').
 */
export function errorMessageKey(err: unknown): ErrorMessageKey {
  if (err instanceof ApiRequestError) {
    if (err.code && isAuthFailureCode(err.code)) return `auth_failures.${err.code}`;
    return `errors.${err.errorClass}`;
  }
  if (typeof err === 'object' && err !== null) {
    const { code, message } = err as { code?: unknown; message?: unknown };
    if (code === '42501') return 'errors.rls_permission';
    if (typeof message === 'string') {
      const text = message.toLowerCase();
      if (text.includes('permission denied')) return 'errors.rls_permission';
      if (text.includes('failed to fetch') || text.includes('networkerror') || text.includes('network request failed'))
        return 'errors.network';
      if (text.includes('unauthorized') || text.includes('jwt') || text.includes('token'))
        return 'errors.authentication';
    }
    const errorClass = (err as { errorClass?: unknown }).errorClass;
    if (typeof errorClass === 'string' && isErrorClass(errorClass)) return `errors.${errorClass}`;
  }
  return 'errors.other';
}
