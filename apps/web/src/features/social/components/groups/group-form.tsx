import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import type { z } from 'zod';
import { GROUP_JOIN_POLICIES, GROUP_LIMITS, groupInputSchema, type GroupInput } from '@ww/contracts';
import { showFormFailure } from '#shared/lib/form.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Field } from '#shared/ui/field.tsx';
import { fieldControlClasses, Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import type { GroupItem } from '../../api/groups.ts';

type GroupValues = z.input<typeof groupInputSchema>;

export const textareaClasses = clsx(fieldControlClasses, 'min-h-20 border-slate-300 dark:border-slate-600');

interface GroupFormProps {
  /** The group being edited; a new group without it. */
  group?: GroupItem;
  busy: boolean;
  /** Resolves when saved; rejects with the server's error (its field errors land on the fields). */
  onSubmit: (input: GroupInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Name, description, rules and join policy of a group, checked by the contract's own schema. */
export function GroupForm({ group, busy, onSubmit, onCancel }: GroupFormProps) {
  const { t } = useTranslation('social_groups');
  const form = useForm<GroupValues, unknown, GroupInput>({
    resolver: zodResolver(groupInputSchema),
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      rules: group?.rules ?? '',
      join_policy: group?.join_policy ?? 'open',
    },
  });
  const { errors } = form.formState;
  // The contract's message keys ('required', 'too_long', ...), worded here; an unknown one reads as 'invalid'.
  const message = (key: string | undefined) =>
    key ? t(`validation.${key === 'required' || key === 'too_long' ? key : 'invalid'}`) : undefined;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      if (!group) form.reset();
    } catch (err) {
      showFormFailure(form, err, { ns: 'social_groups' });
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={group ? t('form.edit_label', { name: group.name }) : t('form.create_label')}
      className="space-y-3"
    >
      <Field label={t('form.name')} error={message(errors.name?.message)}>
        <Input maxLength={GROUP_LIMITS.nameMax} autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={t('form.description')} error={message(errors.description?.message)}>
        <textarea
          rows={3}
          maxLength={GROUP_LIMITS.descriptionMax}
          className={textareaClasses}
          {...form.register('description')}
        />
      </Field>
      <Field label={t('form.rules')} hint={t('form.rules_hint')} error={message(errors.rules?.message)}>
        <textarea rows={4} maxLength={GROUP_LIMITS.rulesMax} className={textareaClasses} {...form.register('rules')} />
      </Field>
      <Field label={t('form.join_policy')} error={message(errors.join_policy?.message)}>
        <Select {...form.register('join_policy')}>
          {GROUP_JOIN_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {t(`policy.${policy}`)}
            </option>
          ))}
        </Select>
      </Field>
      <FormError control={form.control} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {group ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
