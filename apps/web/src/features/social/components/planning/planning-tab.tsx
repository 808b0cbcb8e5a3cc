import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquare, MapPin, Share2 } from 'lucide-react';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import type { ShareScope, TripShareListItem } from '../../api/planning.ts';
import { socialQueries } from '../../api/queries.ts';
import { ItemList, ItemsSection } from '../../lib/item-frame.tsx';
import { useDistanceText } from '../../lib/planning-format.ts';
import { ShareByline } from './share-byline.tsx';
import { ShareDetail } from './share-detail.tsx';
import { ShareTripForm } from './share-trip-form.tsx';
import { useOpenItem } from '../../lib/open-item.ts';

const SCOPES: readonly ShareScope[] = ['all', 'shared_with_me', 'mine'];

/** The Planning tab of /social: trips shared with the user and their own shares; one opened (?share=<id>) in full. */
export default function PlanningTab() {
  const [shareId, openShare] = useOpenItem('share');
  return shareId ? (
    <ShareDetail shareId={shareId} onBack={() => openShare(null)} />
  ) : (
    <ShareBrowser onOpen={openShare} />
  );
}

function ShareBrowser({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('social_planning');
  const [scope, setScope] = useState<ShareScope>('all');
  const [sharing, setSharing] = useState(false);
  const shares = useInfiniteQuery(socialQueries.planning.list(scope));

  return (
    <ItemsSection
      id="planning-heading"
      title={t('list.title')}
      intro={t('list.intro')}
      newLabel={t('list.share_trip')}
      newIcon={Share2}
      onNew={sharing ? undefined : () => setSharing(true)}
    >
      {sharing && (
        <Card>
          <h3 className="mb-3 font-semibold text-slate-900 dark:text-slate-50">{t('form.title')}</h3>
          <ShareTripForm
            onCancel={() => setSharing(false)}
            onShared={(id) => {
              setSharing(false);
              onOpen(id);
            }}
          />
        </Card>
      )}
      <div role="group" aria-label={t('list.scope_label')} className="flex flex-wrap gap-1">
        {SCOPES.map((s) => (
          <Button
            key={s}
            variant={scope === s ? 'secondary' : 'ghost'}
            aria-pressed={scope === s}
            onClick={() => setScope(s)}
          >
            {t(`list.scopes.${s}`)}
          </Button>
        ))}
      </div>
      <ItemList
        ns="social_planning"
        query={shares}
        empty={t(`list.empty.${scope}`)}
        moreLabel={t('load_more')}
        className="grid gap-3 sm:grid-cols-2"
      >
        {(share) => <ShareCard key={share.id} share={share} onOpen={onOpen} />}
      </ItemList>
    </ItemsSection>
  );
}

function ShareCard({ share, onOpen }: { share: TripShareListItem; onOpen: (id: string) => void }) {
  const { t } = useTranslation('social_planning');
  const distance = useDistanceText();
  const { snapshot } = share;
  const first = snapshot.stops[0]?.name;
  const last = snapshot.stops.at(-1)?.name;
  return (
    <li>
      <Card className="flex h-full flex-col gap-2">
        <h3 className="font-semibold break-words text-slate-900 dark:text-slate-50">{snapshot.title}</h3>
        <ShareByline share={share} />
        {first && last && (
          <p className="flex items-start gap-1.5 text-sm break-words text-slate-700 dark:text-slate-300">
            <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {t('list.route', { from: first, to: last, count: snapshot.stops.length })}
          </p>
        )}
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
          {snapshot.distance_km !== null && <span>{distance(snapshot.distance_km)}</span>}
          {snapshot.days !== null && <span>{t('days', { count: snapshot.days })}</span>}
          <span className="flex items-center gap-1">
            <MessageSquare aria-hidden className="h-3.5 w-3.5" />
            {t('list.comments', { count: share.comment_count })}
          </span>
          {share.open_suggestion_count > 0 && (
            <span>{t('list.open_suggestions', { count: share.open_suggestion_count })}</span>
          )}
        </p>
        <div className="mt-auto pt-1">
          <Button
            variant="secondary"
            aria-label={t('list.open', { title: snapshot.title })}
            onClick={() => onOpen(share.id)}
          >
            {t('list.open_short')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
