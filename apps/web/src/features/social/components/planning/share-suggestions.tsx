import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { PLANNING_LIMITS, tripSuggestionInputSchema, type TripSuggestionInput } from '@ww/contracts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { withFieldNames } from '#shared/lib/form.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import {
  useDecideSuggestion,
  useSuggestStop,
  type TripShareItem,
  type TripSuggestionItem,
} from '../../api/planning.ts';
import { socialQueries } from '../../api/queries.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { TravellerLink } from '../feed/traveller-chip.tsx';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MIN_CHARS = 2;

/** SPEC §9: coordinates are shown with 4 decimals. */
const coordinate = (value: number) => value.toFixed(4);

const statusClasses: Record<TripSuggestionItem['status'], string> = {
  open: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  accepted: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  dismissed: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

/** Stops suggested for a shared trip; the owner accepts them into the trip or dismisses them, others suggest. */
export function ShareSuggestions({ share }: { share: TripShareItem }) {
  const { t } = useTranslation('social_planning');
  const suggestions = useInfiniteQuery(socialQueries.planning.suggestions(share.id));
  return (
    <section aria-labelledby="share-suggestions" className="space-y-3">
      <SectionHeading id="share-suggestions" title={t('suggestions.title')} intro={t('suggestions.intro')} />
      {!share.is_owner && <SuggestionForm shareId={share.id} />}
      <QueryState
        query={suggestions}
        variant="inline"
        loadingLabel={t('suggestions.loading')}
        errorTitle={t('suggestions.load_failed')}
        retryLabel={t('retry')}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={t('suggestions.empty')}
      >
        {(data) => (
          <div className="space-y-2">
            <ul className="space-y-2">
              {data.pages.flatMap((page) =>
                page.data.map((suggestion) => (
                  <SuggestionRow key={suggestion.id} suggestion={suggestion} isOwner={share.is_owner} />
                )),
              )}
            </ul>
            {suggestions.hasNextPage && (
              <Button
                variant="secondary"
                loading={suggestions.isFetchingNextPage}
                onClick={() => void suggestions.fetchNextPage()}
              >
                {t('load_more')}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function SuggestionRow({ suggestion, isOwner }: { suggestion: TripSuggestionItem; isOwner: boolean }) {
  const { t } = useTranslation('social_planning');
  const { formatDateTime } = useDateFormat();
  const name = useTravellerName();
  const showError = useErrorToast({ ns: 'social_planning' });
  const decide = useDecideSuggestion();
  const busy = (decision: 'accept' | 'dismiss') =>
    decide.isPending && decide.variables.id === suggestion.id && decide.variables.decision === decision;
  const onDecide = (decision: 'accept' | 'dismiss') =>
    decide.mutate(
      { id: suggestion.id, decision },
      {
        onSuccess: () =>
          toast.success(
            decision === 'accept'
              ? t('suggestions.accepted_toast', { name: suggestion.name })
              : t('suggestions.dismissed_toast', { name: suggestion.name }),
          ),
        onError: showError,
      },
    );
  return (
    <li className="space-y-1 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">{suggestion.name}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusClasses[suggestion.status]}`}>
          {t(`suggestions.status.${suggestion.status}`)}
        </span>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('suggestions.coordinates', { lat: coordinate(suggestion.latitude), lon: coordinate(suggestion.longitude) })}
      </p>
      {suggestion.note && (
        <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{suggestion.note}</p>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <TravellerLink user={suggestion.author} className="font-medium hover:underline" /> ·{' '}
        {formatDateTime(suggestion.created_at)}
      </p>
      {isOwner && suggestion.status === 'open' && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            loading={busy('accept')}
            aria-label={t('suggestions.accept_label', { name: suggestion.name, who: name(suggestion.author) })}
            onClick={() => onDecide('accept')}
          >
            {t('suggestions.accept')}
          </Button>
          <Button
            variant="secondary"
            loading={busy('dismiss')}
            aria-label={t('suggestions.dismiss_label', { name: suggestion.name, who: name(suggestion.author) })}
            onClick={() => onDecide('dismiss')}
          >
            {t('suggestions.dismiss')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The suggestion as entered: a place picked from the geocoder (its position) and a name and note as typed. */
const suggestionFormSchema = z
  .object({ name: z.string(), place: z.object({ lat: z.number(), lon: z.number() }).nullable(), note: z.string() })
  .transform(({ name, place, note }): TripSuggestionInput => ({
    name,
    latitude: place?.lat ?? Number.NaN,
    longitude: place?.lon ?? Number.NaN,
    note,
  }))
  .pipe(tripSuggestionInputSchema);
type SuggestionValues = z.input<typeof suggestionFormSchema>;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

function SuggestionForm({ shareId }: { shareId: string }) {
  const { t } = useTranslation('social_planning');
  const actionError = useErrorText({ ns: 'social_planning' });
  const showError = useErrorToast({ ns: 'social_planning' });
  const suggest = useSuggestStop(shareId);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const places = useQuery({ ...socialQueries.planning.geocode(q), enabled: q.length >= SEARCH_MIN_CHARS });
  const form = useForm<SuggestionValues, unknown, z.output<typeof suggestionFormSchema>>({
    // A place not chosen is refused at latitude/longitude: the message goes under the place search.
    resolver: withFieldNames(zodResolver(suggestionFormSchema), { latitude: 'place', longitude: 'place' }),
    defaultValues: { name: '', place: null, note: '' },
  });
  const place = useWatch({ control: form.control, name: 'place' });
  const { errors } = form.formState;
  const message = (key: string | undefined) =>
    key ? t(`validation.${key === 'required' || key === 'too_long' ? key : 'invalid'}`) : undefined;

  const submit = form.handleSubmit(async (input) => {
    try {
      await suggest.mutateAsync(input);
      toast.success(t('suggestions.sent', { name: input.name }));
      form.reset();
      setSearch('');
    } catch (err) {
      showError(err);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('suggestions.form_label')}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <Field
        label={t('suggestions.search')}
        hint={place ? t('suggestions.picked', { lat: coordinate(place.lat), lon: coordinate(place.lon) }) : undefined}
        error={errors.place ? t('suggestions.pick_place') : undefined}
      >
        <Input
          type="search"
          autoComplete="off"
          placeholder={t('suggestions.search_placeholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            form.setValue('place', null);
          }}
        />
      </Field>
      {!place && q.length >= SEARCH_MIN_CHARS && (
        <div aria-live="polite">
          {places.isPending ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('suggestions.searching')}</p>
          ) : places.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {actionError(places.error)}
            </p>
          ) : places.data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('suggestions.no_places', { q })}</p>
          ) : (
            <ul aria-label={t('suggestions.places')} className="space-y-1">
              {places.data.map((candidate) => {
                const label = [candidate.name, candidate.region, candidate.country].filter(Boolean).join(', ');
                return (
                  <li key={`${candidate.lat},${candidate.lon}`}>
                    <Button
                      variant="ghost"
                      className="w-full justify-start text-left"
                      onClick={() => {
                        form.setValue('place', { lat: candidate.lat, lon: candidate.lon });
                        if (!form.getValues('name')) form.setValue('name', candidate.name);
                        setSearch(label);
                      }}
                    >
                      {label}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <Field label={t('suggestions.name')} error={message(errors.name?.message)}>
        <Input maxLength={PLANNING_LIMITS.suggestionNameMax} autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={t('suggestions.note')} error={message(errors.note?.message)}>
        <Input maxLength={PLANNING_LIMITS.suggestionNoteMax} autoComplete="off" {...form.register('note')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={suggest.isPending}>
          {t('suggestions.submit')}
        </Button>
      </div>
    </form>
  );
}
