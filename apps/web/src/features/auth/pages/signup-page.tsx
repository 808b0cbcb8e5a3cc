import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signupRequestSchema } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { setServerFieldErrors } from '#shared/lib/form.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { AuthLayout, authLinkClass } from '../components/auth-layout.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { useFormMessages } from '#shared/lib/form.ts';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  // SPEC §5's texts on the auth screens, then the server's reason.
  const authText = useErrorText({ ns: 'common', prefix: 'auth_failures' });
  const { field: fieldError } = useFormMessages('auth');
  const { status, signUp } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { email: '', password: '', password_confirmation: '', full_name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (status === 'signed_in' && !busy) return <Navigate to="/you" replace />;

  if (confirmationSentTo) {
    return (
      <AuthLayout
        title={t('signup.check_email_title')}
        footer={
          <Link to="/login" className={authLinkClass}>
            {t('signup.back_to_login')}
          </Link>
        }
      >
        <Alert variant="success">{tc('auth_failures.email_not_confirmed')}</Alert>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          {t('signup.check_email_sent_to', { email: confirmationSentTo })}
        </p>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const fullName = values.full_name?.trim();
      const { confirmationRequired } = await signUp({ ...values, full_name: fullName ? fullName : undefined });
      if (confirmationRequired) {
        setConfirmationSentTo(values.email);
        setBusy(false);
      } else {
        void navigate('/onboarding', { replace: true });
      }
    } catch (err) {
      if (!setServerFieldErrors(form, err)) setError(err);
      setBusy(false);
    }
  });

  return (
    <AuthLayout
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.have_account')}{' '}
          <Link to="/login" className={authLinkClass}>
            {t('signup.login_link')}
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {error !== null && (
          <Alert variant="error" title={t('signup.failed')}>
            {authText(error)}
          </Alert>
        )}
        <Field label={t('fields.full_name')} hint={t('fields.optional')} error={fieldError(errors.full_name?.message)}>
          <Input type="text" autoComplete="name" {...form.register('full_name')} />
        </Field>
        <Field label={t('fields.email')} error={fieldError(errors.email?.message)}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <NewPasswordFields passwordLabel={t('fields.password')} form={form} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">
          <Trans
            t={t}
            i18nKey="signup.terms_notice"
            components={{
              terms: <Link to="/terms" className={authLinkClass} />,
              privacy: <Link to="/privacy" className={authLinkClass} />,
            }}
          />
        </p>
      </form>
    </AuthLayout>
  );
}
