import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AUTH_LIMITS } from '@ww/contracts';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useFormMessages } from '#shared/lib/form.ts';

interface PasswordValues {
  password: string;
  password_confirmation: string;
}

export interface NewPasswordFieldsProps<T extends FieldValues & PasswordValues, V> {
  /** Label of the first field ('Password' when signing up, 'New password' when changing it). */
  passwordLabel: string;
  /** The form holding `password` and `password_confirmation`; their errors are message keys (schema or API). */
  form: Pick<UseFormReturn<T, unknown, V>, 'register' | 'formState'>;
}

/** A new password and its confirmation, with the length hint and each field's error. */
export function NewPasswordFields<T extends FieldValues & PasswordValues, V>({
  passwordLabel,
  form,
}: NewPasswordFieldsProps<T, V>) {
  const { t } = useTranslation('auth');
  const { field: fieldError } = useFormMessages('auth');
  const errors = form.formState.errors as FieldErrors<PasswordValues>;
  return (
    <>
      <Field
        label={passwordLabel}
        hint={t('fields.password_hint', { min: AUTH_LIMITS.passwordMinLength })}
        error={fieldError(errors.password?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password' as Path<T>)} />
      </Field>
      <Field label={t('fields.password_confirmation')} error={fieldError(errors.password_confirmation?.message)}>
        <Input type="password" autoComplete="new-password" {...form.register('password_confirmation' as Path<T>)} />
      </Field>
    </>
  );
}
