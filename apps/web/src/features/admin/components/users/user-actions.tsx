import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PAID_PLANS, SUSPEND_DAYS_MAX, type PaidPlan } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import type { AdminUserRow } from '../../api/queries.ts';
import { useGrantCourse, useGrantMembership, useSetAdmin, useSuspendUser } from '../../api/user-admin.ts';
import { Textarea } from '#shared/ui/textarea.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';

const MAX_GRANT_MONTHS = 120;

/** A whole number typed in a box, within bounds; null when it is not one. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

function ErrorLine({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {text}
    </p>
  );
}

/** One action's form: its title, its fields, the server's error if it failed, Cancel and the action's button. */
function ActionForm({
  title,
  onSubmit,
  error,
  onCancel,
  submit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  error: string | undefined;
  onCancel: () => void;
  submit: { label: string; pending: boolean; danger?: boolean };
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
    >
      <h4 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h4>
      {children}
      <ErrorLine text={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={submit.danger ? 'danger' : 'primary'} loading={submit.pending}>
          {submit.label}
        </Button>
      </div>
    </form>
  );
}

function GrantMembershipForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const grant = useGrantMembership();
  const [plan, setPlan] = useState<PaidPlan>('annual');
  const [months, setMonths] = useState('12');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = wholeNumber(months, 1, MAX_GRANT_MONTHS);
    setInvalid(count === null);
    if (count === null) return;
    grant.mutate(
      { id: user.id, plan, months: count },
      {
        onSuccess: () => {
          toast.success(t('users.membership_granted', { email: user.email }));
          onDone();
        },
      },
    );
  };

  return (
    <ActionForm
      title={t('users.grant_title', { email: user.email })}
      onSubmit={submit}
      error={grant.isError ? errorText(grant.error) : undefined}
      onCancel={onDone}
      submit={{ label: t('users.grant'), pending: grant.isPending }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('users.plan')}>
          <Select value={plan} onChange={(event) => setPlan(event.target.value === 'monthly' ? 'monthly' : 'annual')}>
            {PAID_PLANS.map((p) => (
              <option key={p} value={p}>
                {t(`users.plans.${p}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('users.months')}
          error={invalid ? t('users.months_invalid', { max: MAX_GRANT_MONTHS }) : undefined}
        >
          <Input inputMode="numeric" value={months} onChange={(event) => setMonths(event.target.value)} />
        </Field>
      </div>
    </ActionForm>
  );
}

function SuspendForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const suspend = useSuspendUser();
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ days?: boolean; reason?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = wholeNumber(days, 1, SUSPEND_DAYS_MAX);
    const next = { days: count === null, reason: reason.trim() === '' };
    setErrors(next);
    if (count === null || next.reason) return;
    suspend.mutate(
      { id: user.id, days: count, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('users.suspended', { email: user.email, count }));
          onDone();
        },
      },
    );
  };

  return (
    <ActionForm
      title={t('users.suspend_title', { email: user.email })}
      onSubmit={submit}
      error={suspend.isError ? errorText(suspend.error) : undefined}
      onCancel={onDone}
      submit={{ label: t('users.suspend'), pending: suspend.isPending, danger: true }}
    >
      <Field
        label={t('users.suspend_days')}
        error={errors.days ? t('users.days_invalid', { max: SUSPEND_DAYS_MAX }) : undefined}
      >
        <Input inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} />
      </Field>
      <Field
        label={t('users.suspend_reason')}
        hint={t('users.suspend_reason_hint')}
        error={errors.reason ? t('validation.required') : undefined}
      >
        <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </Field>
    </ActionForm>
  );
}

/** What an admin can change for one account: admin rights, a membership, the course, a suspension. */
export function UserActions({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const setAdmin = useSetAdmin();
  const grantCourse = useGrantCourse();
  const [open, setOpen] = useState<'membership' | 'suspend' | null>(null);
  const failed = setAdmin.error ?? grantCourse.error;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={setAdmin.isPending}
          aria-label={
            user.is_admin
              ? t('users.remove_admin_named', { email: user.email })
              : t('users.make_admin_named', { email: user.email })
          }
          onClick={() => {
            if (user.is_admin && !window.confirm(t('users.confirm_remove_admin', { email: user.email }))) return;
            setAdmin.mutate(
              { id: user.id, isAdmin: !user.is_admin },
              {
                onSuccess: () =>
                  toast.success(
                    user.is_admin
                      ? t('users.admin_removed', { email: user.email })
                      : t('users.admin_made', { email: user.email }),
                  ),
              },
            );
          }}
        >
          {user.is_admin ? t('users.remove_admin') : t('users.make_admin')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open === 'membership'}
          aria-label={t('users.grant_membership_named', { email: user.email })}
          onClick={() => setOpen(open === 'membership' ? null : 'membership')}
        >
          {t('users.grant_membership')}
        </Button>
        {!user.course_access && (
          <Button
            size="sm"
            variant="secondary"
            loading={grantCourse.isPending}
            aria-label={t('users.open_course_named', { email: user.email })}
            onClick={() =>
              grantCourse.mutate(user.id, {
                onSuccess: () => toast.success(t('users.course_granted', { email: user.email })),
              })
            }
          >
            {t('users.open_course')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open === 'suspend'}
          aria-label={t('users.suspend_named', { email: user.email })}
          onClick={() => setOpen(open === 'suspend' ? null : 'suspend')}
        >
          {t('users.suspend')}
        </Button>
      </div>
      <ErrorLine text={failed ? errorText(failed) : undefined} />
      {open === 'membership' && <GrantMembershipForm user={user} onDone={() => setOpen(null)} />}
      {open === 'suspend' && <SuspendForm user={user} onDone={() => setOpen(null)} />}
    </div>
  );
}
