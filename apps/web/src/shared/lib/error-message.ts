import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlatNamespace } from 'i18next';
import { toast } from 'sonner';
import { AUTH_FAILURES, ERROR_CLASSES, ERROR_MESSAGES, type ErrorClass } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { ApiRequestError } from './api-client.ts';

function isAuthFailureCode(code: string): code is keyof typeof AUTH_FAILURES {
  return Object.hasOwn(AUTH_FAILURES, code);
}

function isErrorClass(value: string): value is ErrorClass {
  return (ERROR_CLASSES as readonly string[]).includes(value);
}

/** A key of namespace 'common' wording an error; the typecheck holds common.json to having each of them. */
type ErrorMessageKey = `auth_failures.${keyof typeof AUTH_FAILURES}` | `errors.${ErrorClass}`;

/**
 * The i18n key (namespace 'common') of the classified text for an error: SPEC §5 texts for authentication failures
 * ('auth_failures.<code>'), SPEC §8 texts otherwise ('errors.<class>'). What a user reads for a failed request is
 * `errorText`, which prefers the server's own reason; this is its last resort.
 */
function errorMessageKey(err: unknown): ErrorMessageKey {
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

export interface ErrorTextOptions {
  /**
   * A namespace that words this screen's refusals by code, as `<prefix>.<code>` (prefix 'errors' unless given): its
   * words win, e.g. a text naming the stops a plan refused. A network failure is looked up there as code 'network'.
   */
  ns?: FlatNamespace;
  prefix?: string;
  /** Values the namespace's text takes (e.g. `{ from, to }`). */
  values?: Record<string, unknown>;
}

const GENERIC_MESSAGES = new Set<string>(Object.values(ERROR_MESSAGES));
/** The namespace wording the server's codes (and field message keys) that mean the same wherever they come from. */
const API_ERRORS: FlatNamespace = 'api_errors';

/** The text of `key` in `ns`, if that namespace has one (in the language in use or the fallback). */
function lookup(ns: FlatNamespace, key: string, values?: Record<string, unknown>): string | undefined {
  if (!i18n.exists(key, { ns })) return undefined;
  return (i18n.t as unknown as (key: string, options: object) => string)(key, { ns, ...values });
}

/** A refusal with only the generic message and field message keys: the first key the app words for any screen. */
function fieldsText(err: ApiRequestError): string | undefined {
  if (!GENERIC_MESSAGES.has(err.message)) return undefined;
  for (const key of Object.values(err.fields ?? {})) {
    const text = lookup(API_ERRORS, `fields.${key}`);
    if (text) return text;
  }
  return undefined;
}

/**
 * What a user reads for a failed request, in their language where the app knows the server's code, else in the
 * server's own words, and SPEC §8's classified text only when the server said nothing more:
 * 1. the screen's namespace (`options.ns`) wording the code;
 * 2. SPEC §5's authentication texts; the app's wording of codes that mean the same everywhere (`api_errors`);
 * 3. a refusal (4xx other than 401) with a message of its own: that message, as the server wrote it;
 * 4. the classified text (which also translates the server's generic messages).
 */
export function errorText(err: unknown, options: ErrorTextOptions = {}): string {
  const classified = () => i18n.t(errorMessageKey(err));
  if (!(err instanceof ApiRequestError)) return classified();
  const { ns, prefix = 'errors', values } = options;
  const code = err.code ?? (err.errorClass === 'network' ? 'network' : undefined);
  const screen = ns && code ? lookup(ns, `${prefix}.${code}`, values) : undefined;
  if (screen) return screen;
  if (err.code && isAuthFailureCode(err.code)) return classified();
  const known = (err.code ? lookup(API_ERRORS, err.code) : undefined) ?? fieldsText(err);
  if (known) return known;
  const refusal = err.status >= 400 && err.status < 500 && err.status !== 401;
  if (refusal && err.message.trim() !== '' && !GENERIC_MESSAGES.has(err.message)) return err.message;
  return classified();
}

/**
 * `errorText` for a component: the returned function words a failure (with values for the screen's text), and the
 * component renders again in a new language. The codes' namespace loads in the background, never holding a page:
 * until it has, a refusal reads in the server's own words.
 */
export function useErrorText(options: Omit<ErrorTextOptions, 'values'> = {}) {
  const { ns, prefix } = options;
  const namespaces = useMemo((): FlatNamespace[] => (ns ? [API_ERRORS, ns] : [API_ERRORS]), [ns]);
  const { i18n: instance } = useTranslation(namespaces, { useSuspense: false });
  const language = instance.resolvedLanguage;
  return useCallback(
    (err: unknown, values?: Record<string, unknown>) =>
      errorText(err, { ...(ns ? { ns } : {}), ...(prefix ? { prefix } : {}), ...(values ? { values } : {}) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errorText reads i18n's language: a new one, a new function
    [ns, prefix, language],
  );
}

/** For an action without a form (a button, a toggle, a drag): its failure, worded by `errorText`, in a toast. */
export function useErrorToast(options: Omit<ErrorTextOptions, 'values'> = {}) {
  const text = useErrorText(options);
  return useCallback((err: unknown) => void toast.error(text(err)), [text]);
}
