import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Vehicle } from '@ww/contracts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { RowActions } from '#shared/ui/row-actions.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useCreateVehicle, useDeleteVehicle, useUpdateVehicle, useVehicles } from '../api/vehicles.ts';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import { VehicleForm } from './vehicle-form.tsx';

const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** The user's rigs: list, add, edit and delete. Measures show in the units setting; the API stores metric. */
export function RigsPanel() {
  const { t } = useTranslation('wheels_vehicles');
  const showError = useErrorToast();
  const errorText = useErrorText();
  const vehicles = useVehicles();
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const remove = useDeleteVehicle();
  const units = useUnitsFormat();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = vehicles.data ?? [];

  const details = (v: Vehicle) => {
    const tow = v.tow_vehicle_id ? list.find((o) => o.id === v.tow_vehicle_id)?.name : undefined;
    return [
      t(`kinds.${v.kind}`),
      tow ? t('list.towed_by', { name: tow }) : null,
      v.length_m !== null ? t('list.length', { value: units.formatLength(v.length_m) }) : null,
      v.height_m !== null ? t('list.height', { value: units.formatLength(v.height_m) }) : null,
      v.width_m !== null ? t('list.width', { value: units.formatLength(v.width_m) }) : null,
      v.gross_mass_kg !== null ? t('list.gross_mass', { value: units.formatWeight(v.gross_mass_kg) }) : null,
      v.fuel_type !== 'none' ? t(`fuel_types.${v.fuel_type}`) : null,
      v.tank_l !== null ? t('list.tank', { value: units.formatVolume(v.tank_l) }) : null,
      v.consumption_l_per_100km !== null ? units.formatConsumption(v.consumption_l_per_100km) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{t('title')}</h2>
          <p className={`mt-1 ${muted}`}>{t('description')}</p>
        </div>
        {!adding && vehicles.isSuccess && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            {t('form.open')}
          </Button>
        )}
      </div>
      {vehicles.isPending && <Spinner label={t('loading')} />}
      {vehicles.isError && <Alert variant="error">{errorText(vehicles.error)}</Alert>}
      {vehicles.isSuccess && list.length === 0 && !adding && <p className={`mt-4 ${muted}`}>{t('empty')}</p>}
      {list.length > 0 && (
        <ul aria-label={t('list.label')} className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {list.map((v) =>
            editing === v.id ? (
              <li key={v.id} className="py-3">
                <VehicleForm
                  vehicles={list}
                  vehicle={v}
                  busy={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(patch) =>
                    update.mutateAsync({ id: v.id, patch }).then(() => {
                      toast.success(t('saved'));
                      setEditing(null);
                    })
                  }
                />
              </li>
            ) : (
              <li key={v.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-slate-900 dark:text-slate-50">{v.name}</p>
                  <p className={muted}>{details(v)}</p>
                </div>
                <RowActions
                  editLabel={t('list.edit', { name: v.name })}
                  deleteLabel={t('list.delete', { name: v.name })}
                  onEdit={() => setEditing(v.id)}
                  onDelete={() => {
                    if (!window.confirm(t('list.confirm_delete', { name: v.name }))) return;
                    remove.mutate(v.id, {
                      onSuccess: () => toast.success(t('deleted')),
                      onError: showError,
                    });
                  }}
                  deleting={remove.isPending && remove.variables === v.id}
                />
              </li>
            ),
          )}
        </ul>
      )}
      {adding && (
        <div className="mt-4">
          <h3 className="mb-3 font-semibold text-slate-900 dark:text-slate-50">{t('form.new')}</h3>
          <VehicleForm
            vehicles={list}
            busy={create.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={(input) =>
              create.mutateAsync(input).then(() => {
                toast.success(t('saved'));
                setAdding(false);
              })
            }
          />
        </div>
      )}
    </Card>
  );
}
