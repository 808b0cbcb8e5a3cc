import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Search } from 'lucide-react';
import type { StorageSummary, Vehicle } from '@ww/contracts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { RowActions } from '#shared/ui/row-actions.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useVehicles } from '../api/vehicles.ts';
import {
  useCreateStorageItem,
  useDeleteStorageItem,
  useStorageItems,
  useStorageSummary,
  useUnsentStorageItems,
  useUpdateStorageItem,
} from '../api/storage-items.ts';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import { StorageItemForm } from './storage-item-form.tsx';
import { UnsentBadge } from '#shared/ui/unsent-badge.tsx';

const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-slate-50';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

export default function StorageTab() {
  const { t } = useTranslation('wheels_storage');
  const vehicles = useVehicles();
  // '' = every item, whichever rig; a rig = its items against its payload.
  const [vehicleId, setVehicleId] = useState('');
  if (vehicles.isPending) return <Spinner label={t('loading')} />;
  const vehicleList = vehicles.data ?? [];
  return (
    <div className="space-y-6">
      {vehicleList.length > 0 && (
        <Field label={t('rig_filter')} className="max-w-xs space-y-1.5">
          <Select value={vehicleId} onChange={(e) => setVehicleId(e.target.value)}>
            <option value="">{t('all_items')}</option>
            {vehicleList.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <SummaryCard vehicleId={vehicleId || null} />
      <ItemsCard vehicles={vehicleList} vehicleId={vehicleId} />
    </div>
  );
}

function PayloadBar({ summary }: { summary: StorageSummary }) {
  const { t } = useTranslation('wheels_storage');
  const units = useUnitsFormat();
  if (summary.payload_kg === null || summary.payload_used_pct === null)
    return <p className={`mt-3 ${muted}`}>{t('summary.no_payload')}</p>;
  const pct = summary.payload_used_pct;
  return (
    <div className="mt-4 space-y-1.5">
      <div
        role="progressbar"
        aria-label={t('summary.payload_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, Math.round(pct))}
        className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={
            summary.over_limit
              ? 'h-full bg-red-600 dark:bg-red-500'
              : pct > 90
                ? 'h-full bg-amber-500'
                : 'h-full bg-emerald-600 dark:bg-emerald-500'
          }
          style={{ width: `${Math.min(100, pct)}%` }}
        />
      </div>
      <p className="text-sm text-slate-800 dark:text-slate-200">
        {t('summary.payload', {
          used: units.formatWeight(summary.total_weight_kg),
          payload: units.formatWeight(summary.payload_kg),
          pct: units.formatNumber(pct, 1),
        })}
      </p>
      {summary.over_limit && (
        <Alert variant="error">
          {t('summary.over_limit', { over: units.formatWeight(summary.total_weight_kg - summary.payload_kg) })}
        </Alert>
      )}
    </div>
  );
}

function SummaryCard({ vehicleId }: { vehicleId: string | null }) {
  const { t } = useTranslation('wheels_storage');
  const errorText = useErrorText();
  const summary = useStorageSummary(vehicleId);
  const units = useUnitsFormat();
  return (
    <Card>
      <h2 className={sectionTitle}>{t('summary.title')}</h2>
      {summary.isPending && <Spinner label={t('loading')} />}
      {summary.isError && <Alert variant="error">{errorText(summary.error)}</Alert>}
      {summary.isSuccess && (
        <>
          <p
            className="mt-2 text-2xl font-semibold text-slate-900 dark:text-slate-50"
            aria-label={t('summary.total_label')}
          >
            {units.formatWeight(summary.data.total_weight_kg)}
          </p>
          <p className={muted}>
            {t('summary.items', { count: summary.data.item_count })}
            {summary.data.unweighed_count > 0 &&
              ` · ${t('summary.unweighed', { count: summary.data.unweighed_count })}`}
          </p>
          <PayloadBar summary={summary.data} />
          {summary.data.by_location.length > 0 && (
            <ul
              aria-label={t('summary.by_location')}
              className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800"
            >
              {summary.data.by_location.map((l) => (
                <li key={l.location} className="flex justify-between gap-3 py-1.5 text-slate-800 dark:text-slate-200">
                  <span>{l.location || t('no_location')}</span>
                  <span className="tabular-nums">{units.formatWeight(l.weight_kg)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

function ItemsCard({ vehicles, vehicleId }: { vehicles: Vehicle[]; vehicleId: string }) {
  const { t } = useTranslation('wheels_storage');
  const showError = useErrorToast();
  const errorText = useErrorText();
  const [q, setQ] = useState('');
  const items = useStorageItems(q.trim(), vehicleId || null);
  const create = useCreateStorageItem();
  const update = useUpdateStorageItem();
  const remove = useDeleteStorageItem();
  const unsent = useUnsentStorageItems();
  const units = useUnitsFormat();
  const [editing, setEditing] = useState<string | null>(null);
  const vehicleName = (id: string | null) => (id ? (vehicles.find((v) => v.id === id)?.name ?? null) : null);

  return (
    <Card>
      <h2 className={sectionTitle}>{t('items.title')}</h2>
      <h3 className="mt-4 mb-3 font-semibold text-slate-900 dark:text-slate-50">{t('items.new')}</h3>
      <StorageItemForm
        key={vehicleId}
        vehicles={vehicles}
        defaultVehicleId={vehicleId}
        busy={create.isPending}
        onSubmit={(input) =>
          create
            .mutateAsync(input)
            .then((outcome) => toast.success(t(outcome.state === 'queued' ? 'offline.saved' : 'items.saved')))
        }
      />
      <div className="relative mt-6 max-w-md">
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-500" />
        <Input
          type="search"
          aria-label={t('items.search')}
          placeholder={t('items.search')}
          className="pl-9"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {items.isPending && <Spinner label={t('loading')} />}
      {items.isError && <Alert variant="error">{errorText(items.error)}</Alert>}
      {items.isSuccess && items.data.length === 0 && (
        <p className={`mt-4 ${muted}`}>{q.trim() ? t('items.no_match') : t('items.empty')}</p>
      )}
      {items.isSuccess && items.data.length > 0 && (
        <ul aria-label={t('items.list_label')} className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {items.data.map((item) =>
            editing === item.id ? (
              <li key={item.id} className="py-3">
                <StorageItemForm
                  vehicles={vehicles}
                  item={item}
                  defaultVehicleId={vehicleId}
                  busy={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(patch) =>
                    update.mutateAsync({ item, patch }).then((outcome) => {
                      toast.success(t(outcome.state === 'queued' ? 'offline.saved' : 'items.saved'));
                      setEditing(null);
                    })
                  }
                />
              </li>
            ) : (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-slate-900 dark:text-slate-50">
                    {item.quantity > 1
                      ? t('items.quantity_name', { count: item.quantity, name: item.name })
                      : item.name}
                  </p>
                  <p className={muted}>
                    {[
                      item.location || t('no_location'),
                      vehicleName(item.vehicle_id),
                      item.unit_weight_kg === null
                        ? t('items.no_weight')
                        : units.formatWeight(item.quantity * item.unit_weight_kg),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {item.notes && <p className="text-sm text-slate-700 dark:text-slate-300">{item.notes}</p>}
                </div>
                {unsent.has(item.id) ? (
                  <UnsentBadge state={unsent.get(item.id)!} label={t(`offline.${unsent.get(item.id)!}`)} />
                ) : (
                  <RowActions
                    editLabel={t('items.edit', { name: item.name })}
                    deleteLabel={t('items.delete', { name: item.name })}
                    onEdit={() => setEditing(item.id)}
                    onDelete={() =>
                      remove.mutate(item, {
                        onSuccess: (outcome) => {
                          if (outcome.state === 'queued') toast.success(t('offline.deleted'));
                        },
                        onError: showError,
                      })
                    }
                    deleting={remove.isPending && remove.variables.id === item.id}
                  />
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </Card>
  );
}
