import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AUTH_LIMITS } from '@ww/contracts';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useFieldError } from '../lib/use-field-error.ts';

export interface NewPasswordFieldsProps {
  /** Label of the first field ('Password' when signing up, 'New password' when changing it). */
  passwordLabel: string;
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'password_confirmation'>;
  /** Validation message keys, as the form schema or the API reports them. */
  passwordError?: string;
  confirmationError?: string;
}

/** A new password and its confirmation, with the length hint and each field's error. */
export function NewPasswordFields({
  passwordLabel,
  password,
  confirmation,
  passwordError,
  confirmationError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  return (
    <>
      <Field
        label={passwordLabel}
        hint={t('fields.password_hint', { min: AUTH_LIMITS.passwordMinLength })}
        error={fieldError(passwordError)}
      >
        <Input type="password" autoComplete="new-password" {...password} />
      </Field>
      <Field label={t('fields.password_confirmation')} error={fieldError(confirmationError)}>
        <Input type="password" autoComplete="new-password" {...confirmation} />
      </Field>
    </>
  );
}
