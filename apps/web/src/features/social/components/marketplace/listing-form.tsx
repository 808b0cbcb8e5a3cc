import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LocateFixed } from 'lucide-react';
import {
  CURRENCIES,
  LISTING_CATEGORIES,
  LISTING_CONDITIONS,
  LISTING_LIMITS,
  listingInputSchema,
  type NumberSeparators,
} from '@ww/contracts';
import { amountFromText, serverFieldErrors, showFormFailure, submitFormOptions } from '#shared/lib/form.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { CurrencyOptions } from '#shared/ui/currency-options.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import type { Listing, ListingFields, SocialPhoto } from '../../api/marketplace.ts';
import { useBrowserPosition, type MarketPosition } from '../../lib/marketplace-filters.ts';
import { useFormMessages } from '#shared/lib/form.ts';
import { OfferForm } from '../../lib/offer-form.tsx';
import { ListingCategoryOptions, ListingConditionOptions, PositionProblem } from './listing-options.tsx';
import { ListingPhotos } from './listing-photos.tsx';

type Currency = (typeof CURRENCIES)[number];

/** The form's text fields, read into the contract's listing input (its rules and message keys apply). */
function listingFormSchema(separators: NumberSeparators) {
  const fields = listingInputSchema.omit({ photos: true, place: true }).extend({
    placeName: z.string().trim().max(LISTING_LIMITS.placeNameMaxChars, { error: 'too_long' }),
  });
  return z
    .object({
      title: z.string(),
      description: z.string(),
      price: z.string(),
      currency: z.enum(CURRENCIES),
      category: z.enum(LISTING_CATEGORIES),
      condition: z.enum(LISTING_CONDITIONS),
      placeName: z.string(),
    })
    .transform(({ price, ...rest }): z.input<typeof fields> => ({
      ...rest,
      // An empty box is no amount ('invalid_amount'), never a free item by accident.
      price: price.trim() === '' ? Number.NaN : amountFromText(price, separators),
    }))
    .pipe(fields);
}

function asCurrency(code: string, fallback: Currency): Currency {
  return (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : fallback;
}

interface ListingFormProps {
  /** The listing being edited; a new one when absent. */
  listing?: Listing;
  busy: boolean;
  /** Resolves when saved; rejects with the server's error, which the form shows at its fields or its button. */
  onSubmit: (fields: ListingFields) => Promise<unknown>;
  onCancel: () => void;
}

/** Creating or editing a listing: the price in the user's currency by default, photos, and a pick-up place. */
export function ListingForm({ listing, busy, onSubmit, onCancel }: ListingFormProps) {
  const { t } = useTranslation('social_market');
  const money = useMoneyFormat();
  const { field: fieldMessage } = useFormMessages('social_market');
  const position = useBrowserPosition();
  const [photos, setPhotos] = useState<SocialPhoto[]>(listing?.photos ?? []);
  const [spot, setSpot] = useState<MarketPosition | null>(
    listing?.place ? { latitude: listing.place.latitude, longitude: listing.place.longitude } : null,
  );
  const [extraErrors, setExtraErrors] = useState<{ photos?: string; place?: string }>({});
  const schema = useMemo(() => listingFormSchema(money.separators), [money.separators]);
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: {
      title: listing?.title ?? '',
      description: listing?.description ?? '',
      price: listing ? money.amountText(listing.price, listing.currency) : '',
      currency: asCurrency(listing?.currency ?? money.currency, 'USD'),
      category: listing?.category ?? 'other',
      condition: listing?.condition ?? 'good',
      placeName: listing?.place?.name ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ placeName, ...fields }) => {
    if (placeName && !spot) {
      form.setError('placeName', { type: 'form', message: 'place_needs_position' });
      return;
    }
    if (!placeName && spot) {
      form.setError('placeName', { type: 'form', message: 'required' });
      return;
    }
    setExtraErrors({});
    const place = placeName && spot ? { name: placeName, ...spot } : null;
    onSubmit({ ...fields, photos: photos.map((photo) => photo.url), place }).catch((err: unknown) => {
      setExtraErrors({ photos: serverFieldErrors(err)['photos'] });
      showFormFailure(form, err, { fieldNames: { place: 'placeName' }, elsewhere: ['photos'] });
    });
  });

  const locateSpot = async () => {
    const found = await position.locate();
    if (found) setSpot(found);
  };

  return (
    <OfferForm
      ns="social_market"
      editing={Boolean(listing)}
      form={form}
      limits={LISTING_LIMITS}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
    >
      <div className="flex gap-2">
        <Field
          label={t('form.price')}
          hint={t('form.price_hint')}
          error={fieldMessage(errors.price?.message)}
          className="min-w-0 flex-1 space-y-1.5"
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('price')} />
        </Field>
        <Field
          label={t('form.currency')}
          error={fieldMessage(errors.currency?.message)}
          className="w-40 shrink-0 space-y-1.5"
        >
          <Select {...form.register('currency')}>
            <CurrencyOptions />
          </Select>
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('form.category')} error={fieldMessage(errors.category?.message)}>
          <Select {...form.register('category')}>
            <ListingCategoryOptions />
          </Select>
        </Field>
        <Field label={t('form.condition')} error={fieldMessage(errors.condition?.message)}>
          <Select {...form.register('condition')}>
            <ListingConditionOptions />
          </Select>
        </Field>
      </div>
      <ListingPhotos photos={photos} onChange={setPhotos} error={fieldMessage(extraErrors.photos)} />
      <div className="space-y-2">
        <Field label={t('form.place')} hint={t('form.place_hint')} error={fieldMessage(errors.placeName?.message)}>
          <Input maxLength={LISTING_LIMITS.placeNameMaxChars} {...form.register('placeName')} />
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" loading={position.state === 'locating'} onClick={() => void locateSpot()}>
            <LocateFixed aria-hidden className="h-4 w-4" />
            {t('form.use_my_position')}
          </Button>
          {spot && (
            <>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {t('form.position', { lat: spot.latitude.toFixed(4), lon: spot.longitude.toFixed(4) })}
              </span>
              <Button variant="ghost" size="sm" onClick={() => setSpot(null)}>
                {t('form.clear_position')}
              </Button>
            </>
          )}
        </div>
        <PositionProblem state={position.state} />
      </div>
    </OfferForm>
  );
}
