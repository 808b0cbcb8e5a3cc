import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import { useCopyShare, useRefreshShare, useUnshare, type TripShareItem } from '../../api/planning.ts';
import { socialQueries } from '../../api/queries.ts';
import { ItemDetailFrame } from '../../lib/item-frame.tsx';
import { useDistanceText } from '../../lib/planning-format.ts';
import { ShareByline } from './share-byline.tsx';
import { ShareComments } from './share-comments.tsx';
import { ShareSuggestions } from './share-suggestions.tsx';

/** One shared trip: its snapshot, the owner's refresh and unshare, copying it, comments and suggested stops. */
export function ShareDetail({ shareId, onBack }: { shareId: string; onBack: () => void }) {
  const share = useQuery(socialQueries.planning.detail(shareId));
  return (
    <ItemDetailFrame ns="social_planning" query={share} onBack={onBack}>
      {(data) => <ShareView share={data} onGone={onBack} />}
    </ItemDetailFrame>
  );
}

function ShareView({ share, onGone }: { share: TripShareItem; onGone: () => void }) {
  const { t } = useTranslation('social_planning');
  const navigate = useNavigate();
  const { formatDateTime } = useDateFormat();
  const distance = useDistanceText();
  const showError = useErrorToast({ ns: 'social_planning' });
  const copy = useCopyShare(share.id);
  const refresh = useRefreshShare(share.id);
  const unshare = useUnshare(share.id);
  const { snapshot } = share;

  const onCopy = () =>
    copy.mutate(undefined, {
      onSuccess: () =>
        toast.success(t('detail.copied', { title: snapshot.title }), {
          action: { label: t('detail.open_my_trips'), onClick: () => void navigate('/wheels?tab=trips') },
        }),
      onError: showError,
    });
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: () => toast.success(t('detail.refreshed')),
      onError: showError,
    });
  const onUnshare = () => {
    if (!window.confirm(t('detail.confirm_unshare', { title: snapshot.title }))) return;
    unshare.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('detail.unshared', { title: snapshot.title }));
        onGone();
      },
      onError: showError,
    });
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-xl font-semibold break-words text-slate-900 dark:text-slate-50">{snapshot.title}</h2>
          <ShareByline share={share} />
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('detail.as_of', { when: formatDateTime(share.updated_at) })}
          </p>
        </div>
        {snapshot.description && (
          <p className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{snapshot.description}</p>
        )}
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Figure
            label={t('detail.distance')}
            value={snapshot.distance_km === null ? '—' : distance(snapshot.distance_km)}
          />
          <Figure
            label={t('detail.driving')}
            value={snapshot.duration_min === null ? '—' : durationText(t, snapshot.duration_min)}
          />
          <Figure label={t('detail.days_label')} value={snapshot.days === null ? '—' : String(snapshot.days)} />
        </dl>
        {snapshot.estimated && <p className="text-xs text-slate-500 dark:text-slate-400">{t('detail.estimated')}</p>}
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
          {share.is_owner ? (
            <>
              <Button variant="secondary" loading={refresh.isPending} onClick={onRefresh}>
                <RefreshCw aria-hidden className="h-4 w-4" />
                {t('detail.refresh')}
              </Button>
              <Button variant="danger" loading={unshare.isPending} onClick={onUnshare}>
                <Trash2 aria-hidden className="h-4 w-4" />
                {t('detail.unshare')}
              </Button>
            </>
          ) : (
            <Button loading={copy.isPending} onClick={onCopy}>
              <Copy aria-hidden className="h-4 w-4" />
              {t('detail.copy')}
            </Button>
          )}
        </div>
        {share.is_owner && <Alert variant="info">{t('detail.owner_note')}</Alert>}
      </Card>

      <section aria-labelledby="share-stops" className="space-y-2">
        <SectionHeading id="share-stops" title={t('detail.stops', { count: snapshot.stops.length })} />
        <ol className="space-y-1">
          {snapshot.stops.map((stop, index) => (
            <li key={`${index}-${stop.lat},${stop.lon}`} className="flex gap-3 text-slate-800 dark:text-slate-200">
              <span
                aria-hidden
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
              >
                {index + 1}
              </span>
              <span className="min-w-0 break-words">{stop.name}</span>
            </li>
          ))}
        </ol>
      </section>

      <ShareSuggestions share={share} />
      <ShareComments share={share} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

function durationText(t: ReturnType<typeof useTranslation<'social_planning'>>['t'], minutes: number): string {
  const total = Math.round(minutes);
  return t('detail.duration', { hours: Math.floor(total / 60), minutes: total % 60 });
}
