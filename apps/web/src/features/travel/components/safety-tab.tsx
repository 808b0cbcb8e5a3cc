import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import {
  SAFETY_LIMITS,
  SAFETY_TEMPLATE_KEYS,
  SAFETY_TEMPLATE_TEXTS,
  type Language,
  type SafetyRunItem,
  type SafetyRunSummary,
  type Vehicle,
} from '@ww/contracts';
import { isLanguage } from '#shared/i18n/i18n.ts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, IconButton } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useVehicles } from '../api/vehicles.ts';
import {
  useCompleteSafetyRun,
  useCreateSafetyChecklist,
  useDeleteSafetyChecklist,
  useDeleteSafetyRun,
  useSafetyChecklists,
  useSafetyRun,
  useSafetyRuns,
  useStartSafetyRun,
  useTickSafetyItem,
  useUnsentTicks,
} from '../api/safety-checklists.ts';
import { TowBallCalculator } from './tow-ball-calculator.tsx';
import { UnsentBadge } from '#shared/ui/unsent-badge.tsx';
import { VehicleOptions } from './vehicle-options.tsx';

const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-slate-50';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** The interface language, as the built-in checklists' texts (contracts: SAFETY_TEMPLATE_TEXTS) are keyed. */
function useTemplateLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

/** A built-in checklist's texts, or undefined for a key this version of the app does not know. */
const templateTexts = (key: string | null | undefined) =>
  key && Object.hasOwn(SAFETY_TEMPLATE_TEXTS, key)
    ? SAFETY_TEMPLATE_TEXTS[key as keyof typeof SAFETY_TEMPLATE_TEXTS]
    : undefined;

/**
 * A run's title: the template's name in the interface language, or the user's checklist name as it was when the run
 * started (also for a template this version of the app has no text for).
 */
function useRunTitle() {
  const language = useTemplateLanguage();
  return (run: Pick<SafetyRunSummary, 'template_key' | 'name'>) =>
    templateTexts(run.template_key)?.name[language] ?? run.name;
}

export default function SafetyTab() {
  const { t } = useTranslation('wheels_safety');
  const errorText = useErrorText();
  const runs = useSafetyRuns();
  const vehicles = useVehicles();
  // The run on screen: the one just started, else the newest one still open (so a reload brings it back).
  const [chosenRun, setChosenRun] = useState<string | null>(null);
  const openRun = runs.data?.find((r) => r.completed_at === null)?.id ?? null;
  const activeRun = chosenRun ?? openRun;

  if (runs.isPending) return <Spinner label={t('loading')} />;
  return (
    <div className="space-y-6">
      <StartCard vehicles={vehicles.data ?? []} onStarted={setChosenRun} />
      {runs.isError && <Alert variant="error">{errorText(runs.error)}</Alert>}
      {activeRun && <RunCard runId={activeRun} vehicles={vehicles.data ?? []} onClose={() => setChosenRun(null)} />}
      <HistoryCard runs={(runs.data ?? []).filter((r) => r.id !== activeRun)} onOpen={setChosenRun} />
      <TowBallCalculator />
      <OwnChecklistsCard />
    </div>
  );
}

function StartCard({ vehicles, onStarted }: { vehicles: Vehicle[]; onStarted: (runId: string) => void }) {
  const { t } = useTranslation('wheels_safety');
  const showError = useErrorToast();
  const checklists = useSafetyChecklists();
  const start = useStartSafetyRun();
  const [source, setSource] = useState<string>(`template:${SAFETY_TEMPLATE_KEYS[0]}`);
  const language = useTemplateLanguage();
  const [vehicleId, setVehicleId] = useState('');

  const begin = () => {
    const [kind, id] = source.split(':') as ['template' | 'checklist', string];
    const input =
      kind === 'template' ? { template_key: id as (typeof SAFETY_TEMPLATE_KEYS)[number] } : { checklist_id: id };
    start.mutate(
      { ...input, vehicle_id: vehicleId || null },
      {
        onSuccess: (run) => onStarted(run.id),
        onError: showError,
      },
    );
  };

  return (
    <Card>
      <h2 className={sectionTitle}>{t('start.title')}</h2>
      <p className={`mt-1 ${muted}`}>{t('start.description')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-6">
        <Field label={t('start.checklist')} className="space-y-1.5 sm:col-span-3">
          <Select value={source} onChange={(e) => setSource(e.target.value)}>
            <optgroup label={t('start.built_in')}>
              {SAFETY_TEMPLATE_KEYS.map((key) => (
                <option key={key} value={`template:${key}`}>
                  {SAFETY_TEMPLATE_TEXTS[key].name[language]}
                </option>
              ))}
            </optgroup>
            {(checklists.data?.length ?? 0) > 0 && (
              <optgroup label={t('start.yours')}>
                {checklists.data!.map((c) => (
                  <option key={c.id} value={`checklist:${c.id}`}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            )}
          </Select>
        </Field>
        {vehicles.length > 0 && (
          <Field label={t('start.vehicle')} className="space-y-1.5 sm:col-span-2">
            <Select value={vehicleId} onChange={(e) => setVehicleId(e.target.value)}>
              <VehicleOptions vehicles={vehicles} noneLabel={t('start.no_vehicle')} />
            </Select>
          </Field>
        )}
        <div className="flex items-end sm:col-span-1">
          <Button onClick={begin} loading={start.isPending}>
            {t('start.button')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function RunCard({ runId, vehicles, onClose }: { runId: string; vehicles: Vehicle[]; onClose: () => void }) {
  const { t } = useTranslation('wheels_safety');
  const showError = useErrorToast();
  const errorText = useErrorText();
  const run = useSafetyRun(runId);
  const language = useTemplateLanguage();
  // A tick goes into the cached run and, offline, waits in the outbox to be sent in order. Until the mutation has
  // changed the cache, the box follows the click from here (a checkbox must not wait for anything to change).
  const [ticking, setTicking] = useState<Record<string, boolean>>({});
  const tick = useTickSafetyItem(runId);
  const unsentTicks = useUnsentTicks();
  const complete = useCompleteSafetyRun();
  const title = useRunTitle();
  const when = useWhen();
  if (run.isPending) return <Spinner label={t('loading')} />;
  if (run.isError) return <Alert variant="error">{errorText(run.error)}</Alert>;
  const r = run.data;
  const isChecked = (item: SafetyRunItem) => ticking[item.id] ?? item.checked;
  const done = r.items.filter(isChecked).length;
  const ticksWaiting = r.items.some((item) => unsentTicks.has(item.id));
  const itemText = (item: SafetyRunItem) =>
    (item.item_key && templateTexts(r.template_key)?.items[item.item_key]?.[language]) || item.text;
  const vehicle = r.vehicle_id ? vehicles.find((v) => v.id === r.vehicle_id)?.name : null;

  return (
    <Card role="region" aria-label={t('run.label', { name: title(r) })}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className={sectionTitle}>{title(r)}</h2>
          <p className={muted}>
            {[t('run.started', { when: when(r.started_at) }), vehicle].filter(Boolean).join(' · ')}
          </p>
        </div>
        {r.completed_at && (
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('run.close')}
          </Button>
        )}
      </div>
      <div className="mt-4 space-y-1.5">
        <div
          role="progressbar"
          aria-label={t('run.progress_label')}
          aria-valuemin={0}
          aria-valuemax={r.items.length}
          aria-valuenow={done}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full bg-emerald-600 transition-all dark:bg-emerald-500"
            style={{ width: `${(done / r.items.length) * 100}%` }}
          />
        </div>
        <p className="text-sm text-slate-800 dark:text-slate-200">
          {t('run.progress', { done, total: r.items.length })}
        </p>
      </div>
      <ul className="mt-4 space-y-2">
        {r.items.map((item) => (
          <li key={item.id}>
            <label className="flex cursor-pointer items-start gap-3 rounded-lg p-2 text-slate-900 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
                checked={isChecked(item)}
                disabled={r.completed_at !== null}
                onChange={(e) => {
                  const checked = e.target.checked;
                  setTicking((p) => ({ ...p, [item.id]: checked }));
                  tick
                    .mutateAsync({ itemId: item.id, checked, summary: itemText(item) })
                    .catch((err: unknown) => toast.error(t('run.tick_failed', { reason: errorText(err) })))
                    .finally(() => setTicking(({ [item.id]: _settled, ...rest }) => rest));
                }}
              />
              <span className={isChecked(item) ? 'text-slate-500 line-through dark:text-slate-400' : undefined}>
                {itemText(item)}
              </span>
              {unsentTicks.has(item.id) && (
                <UnsentBadge
                  state={unsentTicks.get(item.id)!}
                  label={t(unsentTicks.get(item.id) === 'waiting' ? 'offline.tick_waiting' : 'offline.tick_refused')}
                />
              )}
            </label>
          </li>
        ))}
      </ul>
      {r.completed_at ? (
        <p className="mt-4 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('run.completed', { when: when(r.completed_at) })}
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            onClick={() =>
              complete.mutate(r.id, {
                onSuccess: () => toast.success(t('run.completed_toast')),
                onError: showError,
              })
            }
            loading={complete.isPending}
            // Completing before the ticks arrive would leave them refused: the run is complete by then.
            disabled={ticksWaiting}
          >
            {t('run.complete')}
          </Button>
          {ticksWaiting && <p className={muted}>{t('offline.complete_waiting')}</p>}
          {done < r.items.length && <p className={muted}>{t('run.unticked', { count: r.items.length - done })}</p>}
        </div>
      )}
    </Card>
  );
}

/** A timestamp in the user's date format and time zone, with the language's short time. */
function useWhen() {
  return useDateFormat().formatDateTime;
}

function HistoryCard({ runs, onOpen }: { runs: SafetyRunSummary[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('wheels_safety');
  const showError = useErrorToast();
  const remove = useDeleteSafetyRun();
  const title = useRunTitle();
  const when = useWhen();
  return (
    <Card>
      <h2 className={sectionTitle}>{t('history.title')}</h2>
      {runs.length === 0 ? (
        <p className={`mt-2 ${muted}`}>{t('history.empty')}</p>
      ) : (
        <ul aria-label={t('history.title')} className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {runs.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
              <button type="button" className="min-w-0 text-left" onClick={() => onOpen(r.id)}>
                <span className="block font-medium text-slate-900 underline-offset-2 hover:underline dark:text-slate-50">
                  {title(r)}
                </span>
                <span className={muted}>
                  {r.completed_at
                    ? t('history.line', { when: when(r.completed_at), done: r.checked_count, total: r.item_count })
                    : t('history.open_line', { when: when(r.started_at), done: r.checked_count, total: r.item_count })}
                </span>
              </button>
              <IconButton
                label={t('history.delete', { name: title(r) })}
                icon={Trash2}
                loading={remove.isPending && remove.variables === r.id}
                onClick={() => remove.mutate(r.id, { onError: showError })}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function OwnChecklistsCard() {
  const { t } = useTranslation('wheels_safety');
  const showError = useErrorToast();
  const checklists = useSafetyChecklists();
  const create = useCreateSafetyChecklist();
  const remove = useDeleteSafetyChecklist();
  const [name, setName] = useState('');
  const [itemsText, setItemsText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const items = itemsText
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!name.trim()) return setError(t('own.name_required'));
    if (items.length === 0) return setError(t('own.items_required'));
    if (items.length > SAFETY_LIMITS.maxItems || items.some((i) => i.length > SAFETY_LIMITS.itemMax))
      return setError(t('own.too_long'));
    setError(null);
    create.mutate(
      { name: name.trim(), items },
      {
        onSuccess: () => {
          toast.success(t('own.saved'));
          setName('');
          setItemsText('');
        },
        onError: showError,
      },
    );
  };

  return (
    <Card>
      <h2 className={sectionTitle}>{t('own.title')}</h2>
      <p className={`mt-1 ${muted}`}>{t('own.description')}</p>
      {(checklists.data?.length ?? 0) > 0 && (
        <ul aria-label={t('own.title')} className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {checklists.data!.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-3 py-2">
              <span className="text-slate-900 dark:text-slate-50">
                {c.name} <span className={muted}>· {t('own.count', { count: c.items.length })}</span>
              </span>
              <IconButton
                label={t('own.delete', { name: c.name })}
                icon={Trash2}
                onClick={() => remove.mutate(c.id, { onError: showError })}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 grid gap-3">
        <Field label={t('own.name')}>
          <Input maxLength={SAFETY_LIMITS.nameMax} value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label={t('own.items')} hint={t('own.items_hint')} error={error ?? undefined}>
          <textarea
            rows={5}
            value={itemsText}
            onChange={(e) => setItemsText(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-emerald-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </Field>
        <div>
          <Button variant="secondary" onClick={save} loading={create.isPending}>
            {t('own.add')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
