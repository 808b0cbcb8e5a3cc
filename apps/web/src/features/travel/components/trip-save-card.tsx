import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { TRIP_LIMITS } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';

/** The planned trip's name and its Save button (saying "Saved" once it is), with why a save was refused. */
export function TripSaveCard({
  name,
  onNameChange,
  onSave,
  pending,
  saved,
  error,
}: {
  name: string;
  onNameChange: (name: string) => void;
  onSave: () => void;
  pending: boolean;
  saved: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('wheels_trips');
  return (
    <Card className="flex flex-wrap items-end gap-3 p-4">
      <Field label={t('planner.trip_name')} className="min-w-60 flex-1 space-y-1.5">
        <Input value={name} maxLength={TRIP_LIMITS.nameMax} onChange={(event) => onNameChange(event.target.value)} />
      </Field>
      <Button type="button" onClick={onSave} disabled={pending || saved}>
        <Save aria-hidden className="h-4 w-4" />
        {saved ? t('planner.saved_button') : t('planner.save')}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
