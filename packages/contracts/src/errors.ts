import { z } from 'zod';

/** The classified errors of SPEC §8; every API error carries one of these classes. */
export const ERROR_CLASSES = ['rls_permission', 'authentication', 'network', 'validation', 'server', 'other'] as const;
export type ErrorClass = (typeof ERROR_CLASSES)[number];

export const ERROR_MESSAGES: Record<ErrorClass, string> = {
  rls_permission: 'Access denied. Please check your permissions or contact support.',
  authentication: 'Your session has expired. Please sign in again.',
  network: 'Connection problem. Please check your internet connection and try again.',
  validation: 'Invalid data. Please check your input and try again.',
  server: 'Server error. Please try again in a few minutes.',
  other: 'Something went wrong. Please try again.',
};

/** Authentication failure texts of SPEC §5, keyed by the `code` the API sends. */
export const AUTH_FAILURES = {
  invalid_credentials: 'Invalid email or password. Please check your credentials and try again.',
  email_not_confirmed: 'Please check your email and click the confirmation link to verify your account.',
  rate_limited: 'Too many login attempts. Please wait a few minutes and try again.',
  network: 'Network connection issue. Please check your internet connection and try again.',
  session_expired: 'Your session has expired. Please log in again.',
} as const;
export type AuthFailureCode = keyof typeof AUTH_FAILURES;

/** The 429 of sign-up and reset requests (code `too_many_attempts`): not sign-ins, so not SPEC §5's login text. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export const apiErrorSchema = z.object({
  error: z.object({
    class: z.enum(ERROR_CLASSES),
    message: z.string(),
    code: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
