import { useTranslation } from 'react-i18next';
import type { TripShareListItem } from '../../api/planning.ts';
import { TravellerLink } from '../feed/traveller-chip.tsx';

/** Who shared a trip and with whom: 'You' for the user's own shares, friends or the group's name. */
export function ShareByline({
  share,
}: {
  share: Pick<TripShareListItem, 'is_owner' | 'owner' | 'audience' | 'group'>;
}) {
  const { t } = useTranslation('social_planning');
  const audience =
    share.audience === 'group' && share.group
      ? t('audience.group_named', { name: share.group.name })
      : t('audience.friends');
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {share.is_owner ? t('byline.you') : <TravellerLink user={share.owner} />} · {audience}
    </p>
  );
}
