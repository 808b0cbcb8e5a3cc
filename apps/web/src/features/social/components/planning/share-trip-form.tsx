import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { PLANNING_LIMITS, tripShareInputSchema, type TripShareInput } from '@ww/contracts';
import { showFormFailure } from '#shared/lib/form.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useShareTrip } from '../../api/planning.ts';
import { socialQueries } from '../../api/queries.ts';
import { textareaClasses } from '../groups/group-form.tsx';

const FRIENDS = 'friends';

/** The form as chosen (a trip, and 'friends' or a group's id), read into the contract's share input. */
const shareFormSchema = z
  .object({ trip_id: z.string(), audience: z.string(), description: z.string() })
  .transform(({ trip_id, audience, description }): TripShareInput =>
    audience === FRIENDS
      ? { trip_id, audience: 'friends', description }
      : { trip_id, audience: 'group', group_id: audience, description },
  )
  .pipe(tripShareInputSchema);
type ShareFormValues = z.input<typeof shareFormSchema>;

/** Shares one of the user's saved trips with their friends or one of their groups. */
export function ShareTripForm({ onShared, onCancel }: { onShared: (id: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('social_planning');
  const trips = useQuery(socialQueries.planning.myTrips());
  const groups = useInfiniteQuery(socialQueries.groups.list({ mine: true }));
  const myGroups = (groups.data?.pages ?? []).flatMap((page) => page.data).filter((g) => g.my_status === 'active');
  const share = useShareTrip();
  const form = useForm<ShareFormValues, unknown, z.output<typeof shareFormSchema>>({
    resolver: zodResolver(shareFormSchema),
    defaultValues: { trip_id: '', audience: FRIENDS, description: '' },
  });
  const { errors } = form.formState;
  // The contract's keys, and the server's refusal of a group the user is not in ('errors.not_group_member').
  const message = (key: string | undefined) => {
    if (!key) return undefined;
    if (key === 'required' || key === 'too_long') return t(`validation.${key}`);
    return key === 'not_group_member' ? t('errors.not_group_member') : t('validation.invalid');
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      const shared = await share.mutateAsync(input);
      toast.success(t('form.shared', { title: shared.snapshot.title }));
      onShared(shared.id);
    } catch (err) {
      showFormFailure(form, err, { ns: 'social_planning', fieldNames: { group_id: 'audience' } });
    }
  });

  if (trips.isPending) return <Spinner label={t('form.loading_trips')} />;
  if (trips.isError)
    return (
      <div role="alert" className="space-y-2 text-sm text-red-700 dark:text-red-400">
        <p>{t('form.trips_failed')}</p>
        <Button variant="secondary" onClick={() => void trips.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (trips.data.length === 0)
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('form.no_trips')}</p>
        <Button variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.title')} className="space-y-3">
      <Field label={t('form.trip')} error={errors.trip_id && t('form.trip_required')}>
        <Select {...form.register('trip_id')}>
          <option value="">{t('form.pick_trip')}</option>
          {trips.data.map((trip) => (
            <option key={trip.id} value={trip.id}>
              {trip.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('form.audience')} error={message(errors.audience?.message)}>
        <Select {...form.register('audience')}>
          <option value={FRIENDS}>{t('audience.friends')}</option>
          {myGroups.map((group) => (
            <option key={group.id} value={group.id}>
              {t('audience.group_named', { name: group.name })}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('form.description')}
        hint={t('form.description_hint')}
        error={message(errors.description?.message)}
      >
        <textarea
          rows={3}
          maxLength={PLANNING_LIMITS.descriptionMax}
          className={textareaClasses}
          {...form.register('description')}
        />
      </Field>
      <FormError control={form.control} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={share.isPending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
