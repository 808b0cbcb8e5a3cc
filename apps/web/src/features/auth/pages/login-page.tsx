import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { returnPathFrom } from '#shared/lib/safe-redirect.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { AuthLayout, authLinkClass } from '../components/auth-layout.tsx';
import { useFormMessages } from '#shared/lib/form.ts';
import { usePostSignIn } from '../lib/use-post-sign-in.ts';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  // SPEC §5's texts on the auth screens, then the server's reason.
  const authText = useErrorText({ ns: 'common', prefix: 'auth_failures' });
  const { field: fieldError } = useFormMessages('auth');
  const { status, signIn, confirmEmail } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const confirmToken = params.get('confirm');
  const finishSignIn = usePostSignIn();
  // While a sign-in is being finished, this page decides where to go (onboarding or the requested page).
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  const confirmStarted = useRef<string | null>(null);

  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    // A confirmation token works once: guard against effects running twice (StrictMode, re-renders).
    if (!confirmToken || confirmStarted.current === confirmToken) return;
    confirmStarted.current = confirmToken;
    setBusy(true);
    confirmEmail(confirmToken)
      .then(() => finishSignIn())
      .catch((err: unknown) => {
        setConfirmError(err);
        setBusy(false);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('confirm');
            return next;
          },
          { replace: true, state: location.state as unknown },
        );
      });
  }, [confirmToken, confirmEmail, finishSignIn, setParams, location.state]);

  if (status === 'signed_in' && !busy && !confirmToken) {
    return <Navigate to={returnPathFrom(location.state, location.search) ?? '/you'} replace />;
  }

  if (confirmToken && !confirmError) {
    return (
      <AuthLayout title={t('login.confirming_title')}>
        <div role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-200">
          <Spinner />
          {t('login.confirming')}
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    setBusy(true);
    try {
      await signIn(email, password);
      await finishSignIn();
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  });

  const confirmMessage = !confirmError
    ? null
    : confirmError instanceof ApiRequestError && confirmError.code === 'invalid_confirmation_token'
      ? t('login.confirm_invalid')
      : authText(confirmError);

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.no_account')}{' '}
          <Link to="/signup" className={authLinkClass}>
            {t('login.signup_link')}
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {confirmMessage && <Alert variant="error">{confirmMessage}</Alert>}
        {error !== null && <Alert variant="error">{authText(error)}</Alert>}
        <Field label={t('fields.email')} error={fieldError(errors.email?.message)}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label={t('fields.password')} error={fieldError(errors.password?.message)}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <div className="flex justify-end">
          <Link to="/reset-password" className={`${authLinkClass} text-sm`}>
            {t('login.forgot_password')}
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
