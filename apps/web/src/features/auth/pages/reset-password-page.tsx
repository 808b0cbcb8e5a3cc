import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_LIMITS, passwordResetRequestSchema } from '@ww/contracts';
import { ApiRequestError, api } from '#shared/lib/api-client.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { AuthLayout, authLinkClass } from '../components/auth-layout.tsx';
import { useFormMessages } from '#shared/lib/form.ts';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  // SPEC §5's texts on the auth screens, then the server's reason.
  const authText = useErrorText({ ns: 'common', prefix: 'auth_failures' });
  const { field: fieldError } = useFormMessages('auth');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await api('POST /auth/password-reset', { json: { email }, auth: false });
      setSent(true);
    } catch (err) {
      setError(err);
    }
  });

  const footer = (
    <Link to="/login" className={authLinkClass}>
      {t('reset.back_to_login')}
    </Link>
  );

  if (sent) {
    return (
      <AuthLayout title={t('reset.sent_title')} footer={footer}>
        {/* The same answer whether or not the address has an account, so the page cannot be used to probe for accounts. */}
        <Alert variant="success">{t('reset.sent', { minutes: AUTH_LIMITS.resetTokenMinutes })}</Alert>
      </AuthLayout>
    );
  }

  const errorText =
    error instanceof ApiRequestError && error.code === 'too_many_attempts'
      ? t('reset.rate_limited')
      : error !== null
        ? authText(error)
        : null;

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')} footer={footer}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {errorText && <Alert variant="error">{errorText}</Alert>}
        <Field label={t('fields.email')} error={fieldError(errors.email?.message)}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
