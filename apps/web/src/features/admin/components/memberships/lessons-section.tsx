import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Plus } from 'lucide-react';
import { lessonInputSchema, type LessonInput } from '@ww/contracts';
import { showFormFailure, submitFormOptions } from '#shared/lib/form.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { useCourseLessons, useDeleteLesson, useSaveLesson } from '../../api/membership-admin.ts';
import type { CourseLesson } from '../../api/queries.ts';
import { useFormMessages } from '#shared/lib/form.ts';
import { useAdminFormat } from '../../lib/format.ts';
import { AdminQueryState } from '../admin-query-state.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';

const rawSchema = z.object({
  position: z.string(),
  title: z.string(),
  summary: z.string(),
  duration_minutes: z.string(),
  video_url: z.string(),
});
type LessonValues = z.infer<typeof rawSchema>;

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

const lessonFormSchema = rawSchema
  .transform((raw): z.input<typeof lessonInputSchema> => ({
    position: wholeNumber(raw.position),
    title: raw.title,
    summary: raw.summary,
    duration_minutes: raw.duration_minutes.trim() === '' ? null : wholeNumber(raw.duration_minutes),
    video_url: raw.video_url.trim(),
  }))
  .pipe(lessonInputSchema);

function LessonForm({
  lesson,
  nextPosition,
  onDone,
}: {
  lesson: CourseLesson | null;
  nextPosition: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const { field: fieldMessage } = useFormMessages('admin');
  const save = useSaveLesson();
  const form = useForm<LessonValues, unknown, LessonInput>({
    ...submitFormOptions,
    resolver: zodResolver(lessonFormSchema),
    defaultValues: {
      position: String(lesson?.position ?? nextPosition),
      title: lesson?.title ?? '',
      summary: lesson?.summary ?? '',
      duration_minutes: lesson?.duration_minutes === null || !lesson ? '' : String(lesson.duration_minutes),
      video_url: lesson?.video_url ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    save.mutateAsync({ id: lesson?.id ?? null, input }).then(
      () => {
        toast.success(t('memberships.lessons.saved', { title: input.title }));
        onDone();
      },
      (err: unknown) => showFormFailure(form, err),
    ),
  );

  return (
    <Card>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="lesson-form-title"
        className="space-y-3"
      >
        <h3 id="lesson-form-title" className="font-semibold text-slate-900 dark:text-slate-50">
          {lesson ? t('memberships.lessons.edit_title', { title: lesson.title }) : t('memberships.lessons.new_title')}
        </h3>
        <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
          <Field label={t('memberships.lessons.position')} error={fieldMessage(errors.position?.message)}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('position')} />
          </Field>
          <Field label={t('memberships.lessons.title_field')} error={fieldMessage(errors.title?.message)}>
            <Input maxLength={200} {...form.register('title')} />
          </Field>
        </div>
        <Field label={t('memberships.lessons.summary')} error={fieldMessage(errors.summary?.message)}>
          <Textarea rows={3} maxLength={2000} {...form.register('summary')} />
        </Field>
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <Field label={t('memberships.lessons.duration')} error={fieldMessage(errors.duration_minutes?.message)}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('duration_minutes')} />
          </Field>
          <Field
            label={t('memberships.lessons.video_url')}
            hint={t('memberships.lessons.video_url_hint')}
            error={fieldMessage(errors.video_url?.message)}
          >
            <Input type="url" inputMode="url" autoComplete="off" {...form.register('video_url')} />
          </Field>
        </div>
        <FormError control={form.control} title={t('memberships.lessons.save_failed')} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {lesson ? t('common.save') : t('memberships.lessons.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The video course's lessons in their order, with their links (only admins and members see them). */
export function LessonsSection() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const errorText = useErrorText();
  const lessons = useCourseLessons();
  const remove = useDeleteLesson();
  const [editing, setEditing] = useState<CourseLesson | 'new' | null>(null);
  const sorted = useMemo(
    () => [...(lessons.data ?? [])].sort((a, b) => a.position - b.position || a.title.localeCompare(b.title)),
    [lessons.data],
  );
  const nextPosition = (sorted[sorted.length - 1]?.position ?? 0) + 1;

  return (
    <HeadedSection
      id="admin-lessons"
      title={t('memberships.lessons.title')}
      intro={t('memberships.lessons.intro')}
      actions={
        editing === null && (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('memberships.lessons.add')}
          </Button>
        )
      }
    >
      {editing !== null && (
        <LessonForm
          key={editing === 'new' ? 'new' : editing.id}
          lesson={editing === 'new' ? null : editing}
          nextPosition={nextPosition}
          onDone={() => setEditing(null)}
        />
      )}
      {remove.isError && (
        <Alert variant="error" title={t('memberships.lessons.delete_failed')}>
          <p>{errorText(remove.error)}</p>
        </Alert>
      )}
      <AdminQueryState
        query={lessons}
        loadingLabel={t('memberships.lessons.loading')}
        errorTitle={t('memberships.lessons.load_failed')}
        isEmpty={(data) => data.length === 0}
        empty={t('memberships.lessons.empty')}
      >
        {() => (
          <ol aria-labelledby="admin-lessons" className="space-y-3">
            {sorted.map((lesson) => (
              <li key={lesson.id}>
                <Card className="space-y-2">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 font-semibold break-words text-slate-900 dark:text-slate-50">
                      {t('memberships.lessons.heading', { position: lesson.position, title: lesson.title })}
                    </h3>
                    <div className="flex gap-1">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('memberships.lessons.edit_named', { title: lesson.title })}
                        onClick={() => setEditing(lesson)}
                      >
                        {t('memberships.lessons.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        loading={remove.isPending && remove.variables === lesson.id}
                        aria-label={t('memberships.lessons.delete_named', { title: lesson.title })}
                        onClick={() => {
                          if (!window.confirm(t('memberships.lessons.confirm_delete', { title: lesson.title }))) return;
                          remove.mutate(lesson.id, {
                            onSuccess: () => toast.success(t('memberships.lessons.deleted', { title: lesson.title })),
                          });
                        }}
                      >
                        {t('memberships.lessons.delete')}
                      </Button>
                    </div>
                  </div>
                  {lesson.duration_minutes !== null && (
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      {t('memberships.lessons.minutes', {
                        count: lesson.duration_minutes,
                        minutes: format.number(lesson.duration_minutes),
                      })}
                    </p>
                  )}
                  {lesson.summary && (
                    <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
                      {lesson.summary}
                    </p>
                  )}
                  {lesson.video_url && (
                    <p className="text-sm break-all text-slate-600 dark:text-slate-400">{lesson.video_url}</p>
                  )}
                </Card>
              </li>
            ))}
          </ol>
        )}
      </AdminQueryState>
    </HeadedSection>
  );
}
