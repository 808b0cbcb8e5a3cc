import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { useFormMessages } from '#shared/lib/form.ts';

/** What every offer (a listing, a hustle) is written with first: a title and a description. */
interface OfferText extends FieldValues {
  title: string;
  description: string;
}

interface OfferFormProps<T extends OfferText, V> {
  /** The tab whose words the form takes (`form.new_title`, `form.publish`, …). */
  ns: 'social_market' | 'social_hustles';
  /** Whether an offer is being edited (Save) rather than written anew (Publish). */
  editing: boolean;
  form: { register: UseFormRegister<T>; control: Control<T, unknown, V>; formState: { errors: FieldErrors<T> } };
  limits: { titleMaxChars: number; descriptionMaxChars: number };
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The fields of the kind of offer, between its description and its buttons. */
  children: ReactNode;
}

/**
 * Writing or editing an offer of a /social tab: its heading, title and description, the fields of its kind, why the
 * server refused it, and Cancel beside Publish (or Save).
 */
export function OfferForm<T extends OfferText, V>({
  ns,
  editing,
  form,
  limits,
  busy,
  onSubmit,
  onCancel,
  children,
}: OfferFormProps<T, V>) {
  const { t } = useTranslation(ns);
  const { field: fieldMessage } = useFormMessages(ns);
  const { errors } = form.formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? t('form.edit_label') : t('form.new_label')}
      className="space-y-4"
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {editing ? t('form.edit_title') : t('form.new_title')}
      </h2>
      <Field label={t('form.title')} error={fieldMessage(errors.title?.message as string | undefined)}>
        <Input maxLength={limits.titleMaxChars} {...form.register('title' as Path<T>)} />
      </Field>
      <Field label={t('form.description')} error={fieldMessage(errors.description?.message as string | undefined)}>
        <Textarea rows={5} maxLength={limits.descriptionMaxChars} {...form.register('description' as Path<T>)} />
      </Field>
      {children}
      <FormError control={form.control} title={t('form.save_failed')} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {editing ? t('form.save') : t('form.publish')}
        </Button>
      </div>
    </form>
  );
}
