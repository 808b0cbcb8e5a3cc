import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { useSettings } from '#shared/lib/settings.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import {
  useCreateFuelEntry,
  useDeleteFuelEntry,
  useFuelLog,
  useFuelStats,
  useUnsentFuelEntries,
  useUpdateFuelEntry,
} from '../api/fuel-log.ts';
import { useVehicles } from '../api/vehicles.ts';
import { FuelLogForm } from './fuel-log-form.tsx';
import { FuelLogList } from './fuel-log-list.tsx';
import { FuelLogStats } from './fuel-log-stats.tsx';
import { RigsPanel } from './rigs-panel.tsx';

const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-slate-50';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** The Fuel Log tab of /wheels: the rigs, a fill-up form, the figures with a chart, and the log newest first. */
export default function FuelLogTab() {
  const { t } = useTranslation('wheels_fuel');
  const vehicles = useVehicles();
  const settings = useSettings();
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const entries = useFuelLog(vehicleId);
  const stats = useFuelStats(vehicleId);
  const create = useCreateFuelEntry();
  const update = useUpdateFuelEntry();
  const remove = useDeleteFuelEntry();
  const unsent = useUnsentFuelEntries();
  const [editing, setEditing] = useState<string | null>(null);
  const vehicleList = vehicles.data ?? [];
  const errorText = useErrorText();
  const showError = useErrorToast();

  return (
    <div className="space-y-6">
      <RigsPanel />
      {/* The form takes its defaults (vehicle, currency) from these: wait rather than reset it later. */}
      {vehicles.isPending || settings.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <Card>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 className={sectionTitle}>{t('title')}</h2>
              {vehicleList.length > 0 && (
                <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                  {t('filter.label')}
                  <Select
                    value={vehicleId ?? ''}
                    onChange={(event) => setVehicleId(event.target.value || null)}
                    className="w-auto"
                  >
                    <option value="">{t('filter.all')}</option>
                    {vehicleList.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.name}
                      </option>
                    ))}
                  </Select>
                </label>
              )}
            </div>
            <p className={`mt-1 ${muted}`}>{t('description')}</p>
            <h3 className="mt-4 mb-3 font-semibold text-slate-900 dark:text-slate-50">{t('form.title')}</h3>
            <FuelLogForm
              key={vehicleId ?? 'all'}
              vehicles={vehicleList}
              vehicleId={vehicleId}
              busy={create.isPending}
              onSubmit={(input) =>
                // A refusal rejects into the form, which shows it at its fields or beside its button.
                create
                  .mutateAsync(input)
                  .then((outcome) =>
                    toast.success(
                      outcome.state === 'queued'
                        ? t('offline.saved')
                        : t(outcome.data.data.expense_id ? 'form.saved_with_expense' : 'form.saved'),
                    ),
                  )
              }
            />
          </Card>
          <Card>
            <h2 className={sectionTitle}>{t('stats.title')}</h2>
            <div className="mt-4">
              {stats.isPending && <Spinner label={t('loading')} />}
              {stats.isError && <Alert variant="error">{errorText(stats.error)}</Alert>}
              {stats.isSuccess &&
                (stats.data.totals.length === 0 ? (
                  <p className={muted}>{t('stats.empty')}</p>
                ) : (
                  <FuelLogStats stats={stats.data} />
                ))}
            </div>
          </Card>
          <Card>
            <h2 className={sectionTitle}>{t('list.title')}</h2>
            <div className="mt-2">
              {entries.isPending && <Spinner label={t('loading')} />}
              {entries.isError && <Alert variant="error">{errorText(entries.error)}</Alert>}
              {entries.isSuccess && entries.data.length === 0 && <p className={`mt-2 ${muted}`}>{t('list.empty')}</p>}
              {entries.isSuccess && entries.data.length > 0 && (
                <FuelLogList
                  entries={entries.data}
                  vehicles={vehicleList}
                  unsent={unsent}
                  deleting={remove.isPending ? (remove.variables?.entry.id ?? null) : null}
                  editing={editing}
                  onEdit={setEditing}
                  renderEditor={(entry) => (
                    <FuelLogForm
                      vehicles={vehicleList}
                      vehicleId={entry.vehicle_id}
                      entry={entry}
                      busy={update.isPending}
                      onCancel={() => setEditing(null)}
                      onSubmit={({ add_expense: _unused, ...patch }) =>
                        update.mutateAsync({ entry, patch }).then((outcome) => {
                          toast.success(t(outcome.state === 'queued' ? 'offline.saved' : 'form.updated'));
                          setEditing(null);
                        })
                      }
                    />
                  )}
                  onDelete={(entry, deleteExpense) =>
                    remove.mutate(
                      { entry, deleteExpense },
                      {
                        onSuccess: (outcome) =>
                          toast.success(
                            t(
                              outcome.state === 'queued'
                                ? 'offline.deleted'
                                : deleteExpense
                                  ? 'list.deleted_with_expense'
                                  : 'list.deleted',
                            ),
                          ),
                        onError: showError,
                      },
                    )
                  }
                />
              )}
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
