import { ApiRequestError } from '#shared/lib/api-client.ts';
import { errorMessageKey, type ErrorMessageKey } from '#shared/lib/error-message.ts';

/**
 * The common-namespace key for an error on an auth screen: SPEC §5 uses its own network text on these screens,
 * and the codes the API sends (invalid credentials, unconfirmed e-mail, rate limit) map to SPEC §5 texts.
 */
/** A common-namespace key of an auth screen's error text. */
export type AuthErrorKey = ErrorMessageKey | 'auth_failures.too_many_attempts';

export function authErrorKey(err: unknown): AuthErrorKey {
  if (err instanceof ApiRequestError && err.errorClass === 'network') return 'auth_failures.network';
  // Sign-up, reset requests and password changes past their limit: not a sign-in, so not the login text.
  if (err instanceof ApiRequestError && err.code === 'too_many_attempts') return 'auth_failures.too_many_attempts';
  return errorMessageKey(err);
}

/** Field errors the API reports (`fields`: name -> message key), for react-hook-form's setError. */
export function apiFieldErrors(err: unknown): Array<[string, string]> {
  if (err instanceof ApiRequestError && err.fields) return Object.entries(err.fields);
  return [];
}
