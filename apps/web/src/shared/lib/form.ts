import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrayPath, FieldValues, Path, Resolver, UseFormProps, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from './api-client.ts';
import { errorText, useErrorText, type ErrorTextOptions } from './error-message.ts';
import { amountDecimals, AUTH_LIMITS, readNumber, type NumberSeparators } from '@ww/contracts';

/**
 * The one form pattern: a form's values as typed are piped into the contract's input schema (its rules and message
 * keys apply, nothing is re-spelled here), so a form the contract refuses is never sent; a refused submit goes to
 * `showFormFailure`, which puts the server's field errors on the same fields and any other reason at the form's
 * `FormError`; `useFormMessages(namespace).field(key)` words the field messages.
 */

/**
 * An amount as typed in the user's locale ('12.50' en, '12,50' fr, '1.234,50' es): its number with the decimals
 * typed, which the contracts' amount rule refuses past 2 ('too_many_decimals'); text that is no number in the locale
 * is NaN ('invalid_amount'). Nothing is guessed: '12.345' in English has 3 decimals, it is not twelve thousand.
 */
export function amountFromText(text: string, separators: NumberSeparators): number {
  const reading = readNumber(text, separators, Number.MAX_SAFE_INTEGER);
  return reading.ok ? reading.value : Number.NaN;
}

/** A measure typed in the user's locale: '' is null (not given), otherwise as `amountFromText` reads it. */
export function optionalNumberFromText(text: string, separators: NumberSeparators): number | null {
  return text.trim() === '' ? null : amountFromText(text, separators);
}

/**
 * Whether an amount has no more decimals than its currency is written with (none in JPY): a form's refinement after
 * the contract's amount rule, worded 'no_decimals'.
 */
export function amountFitsCurrency(amount: number | null | undefined, currency: string): boolean {
  const decimals = amountDecimals(currency);
  return amount == null || Number(amount.toFixed(decimals)) === amount;
}

/**
 * The server's rule for what is recorded once it has happened (a fill-up, work done): a date the form sets is not
 * after `today` in the user's time zone ('date_in_future'); an edit that keeps its saved date is not asked again.
 */
export const notAfterToday = (today: string, saved?: string) => (date: string) => date === saved || date <= today;

/** Check on submit only, and keep the messages until the next submit (focus stays where it is). */
export const submitFormOptions = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
} as const satisfies UseFormProps;

/** The field message keys the server sent with a 400, if any. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiRequestError && err.fields ? err.fields : {};
}

/**
 * API field name → the form field that holds it, where the names differ (e.g. odometer_km → odometer); a rule on a
 * whole list goes to the list's own message ('prices.root').
 */
export type FieldNames<T extends FieldValues> = Partial<Record<string, Path<T> | `${ArrayPath<T>}.root`>>;

/**
 * Shows the field errors of a server 400 on the form's fields (message keys, worded by `useFormMessages(ns).field`;
 * a path inside a list, e.g. 'prices.0.amount', lands on that item), and says whether every one of them is shown: on
 * its field, or by the form itself (`elsewhere`: API fields it shows outside react-hook-form, e.g. its photos, with
 * the paths inside them). False when there were none.
 */
export function setServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  err: unknown,
  fieldNames: FieldNames<T> = {},
  elsewhere: readonly string[] = [],
): boolean {
  const values: Record<string, unknown> = form.getValues();
  const fields = Object.entries(serverFieldErrors(err));
  let shown = 0;
  for (const [name, key] of fields) {
    const field = fieldNames[name] ?? name;
    if (elsewhere.some((outside) => name === outside || name.startsWith(`${outside}.`))) {
      shown += 1;
      continue;
    }
    if (!(field.split('.')[0]! in values)) continue;
    form.setError(field as Path<T>, { type: 'server', message: key });
    shown += 1;
  }
  return fields.length > 0 && shown === fields.length;
}

/**
 * A refused submit, shown once where the user is looking: the server's field errors on the fields that hold them;
 * when no field of this form can say it (no fields, or fields this form does not have), the reason in words
 * (`errorText`) at the form's `FormError`, cleared by the next submit.
 */
export function showFormFailure<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  err: unknown,
  options: Omit<ErrorTextOptions, 'values'> & { fieldNames?: FieldNames<T>; elsewhere?: readonly string[] } = {},
): void {
  const { fieldNames, elsewhere, ...wording } = options;
  if (setServerFieldErrors(form, err, fieldNames, elsewhere)) return;
  form.setError('root.server', { type: 'server', message: errorText(err, wording) });
}

/** The namespaces whose `validation` block words the contracts' message keys. */
export type FormNamespace =
  | 'admin'
  | 'auth'
  | 'social_hustles'
  | 'social_market'
  | 'wins'
  | 'wheels_fuel'
  | 'wheels_maintenance'
  | 'wheels_storage'
  | 'wheels_vehicles';

/**
 * A resolver whose errors land where `setServerFieldErrors` puts the server's: on the form field that holds each API
 * field whose name differs (e.g. a contract issue at 'odometer_km' under the 'odometer' box).
 */
export function withFieldNames<T extends FieldValues, C, V>(
  resolver: Resolver<T, C, V>,
  fieldNames: FieldNames<T>,
): Resolver<T, C, V> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = {};
    for (const [name, error] of Object.entries(result.errors)) errors[fieldNames[name] ?? name] ??= error;
    return { ...result, errors } as typeof result;
  };
}

/** The contract limit a message key's text names ("at least {{min}} characters"). */
const LIMIT_OF: Partial<Record<string, Record<string, number>>> = {
  password_too_short: { min: AUTH_LIMITS.passwordMinLength },
};

/**
 * Texts for form problems in a namespace whose `validation` block words the message keys: `field(key)` words a
 * field's message key (e.g. 'amount_not_positive'), `failure(err)` words a failed request (`errorText`).
 */
export function useFormMessages(ns: FormNamespace) {
  const { t } = useTranslation(ns);
  // Message keys exist only at run time (set by a contract rule or sent by the server): they are looked up by name;
  // one the namespace does not word reads as the app words it anywhere (api_errors), else as 'validation.invalid'.
  const lookup = t as unknown as (
    key: string,
    options?: { defaultValue?: string; ns?: string } & Record<string, unknown>,
  ) => string;
  const failure = useErrorText();
  const field = useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      const anywhere = lookup(`fields.${key}`, { ns: 'api_errors', defaultValue: lookup('validation.invalid') });
      return lookup(`validation.${key}`, { ...LIMIT_OF[key], defaultValue: anywhere });
    },
    [lookup],
  );
  return { field, failure };
}
