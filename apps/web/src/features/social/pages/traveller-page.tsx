import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PublicProfile } from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { LoadFailedPage, LoadingPage } from '#shared/ui/page-states.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { usePublicProfile, useUnblock } from '../api/network.ts';
import { PostList } from '../components/feed/post-list.tsx';
import { RelationshipActions } from '../components/network/relationship-actions.tsx';
import { TravellerAvatar } from '../components/traveller-avatar.tsx';
import { useNetworkFormat } from '../lib/network-format.ts';

const NETWORK_TAB = '/social?tab=network';

function BackLink() {
  const { t } = useTranslation('social_network');
  return (
    <Link to={NETWORK_TAB} className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400">
      {t('profile.back')}
    </Link>
  );
}

function ProfileHeader({ profile, name }: { profile: PublicProfile; name: string }) {
  const { t } = useTranslation(['social_network', 'profile']);
  const format = useNetworkFormat();
  const facts: Array<[string, string]> = [];
  if (profile.rig_type) facts.push([t('profile.rig_type'), t(`rig_types.${profile.rig_type}`, { ns: 'profile' })]);
  if (profile.region) facts.push([t('profile.region'), t(`regions.${profile.region}`, { ns: 'profile' })]);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <TravellerAvatar user={profile} name={name} size="lg" />
      <div className="min-w-0 flex-1 space-y-2">
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-slate-50">{name}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('profile.member_since', { date: format.month(profile.member_since) })}
          {' · '}
          {t('profile.friend_count', { count: profile.friend_count })}
          {profile.relationship.followed_by && (
            <>
              {' · '}
              {t('profile.follows_you')}
            </>
          )}
        </p>
        {facts.length > 0 && (
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="flex gap-1.5">
                <dt className="text-slate-600 dark:text-slate-400">{label}:</dt>
                <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {profile.bio && (
          <div>
            <h2 className="sr-only">{t('profile.bio')}</h2>
            <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{profile.bio}</p>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * `/social/travellers/:id`: a traveller's public profile (what they chose to show), how the user stands with them
 * and the actions that follow, and their posts. A profile the user may not see (private, friends only, a block
 * either way, or no such traveller) is 'not available', with nothing that tells those cases apart.
 */
export default function TravellerPage() {
  const { t } = useTranslation('social_network');
  const errorText = useErrorText();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const format = useNetworkFormat();
  const failed = useErrorToast({ ns: 'social_network' });
  const profile = usePublicProfile(id);
  const unblock = useUnblock();

  if (profile.isPending) return <LoadingPage title={t('profile.loading')} label={t('profile.loading')} />;
  if (profile.isError) {
    const err = profile.error;
    // A malformed id is a 400: as unavailable to the reader as a hidden one.
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) {
      return (
        <PageContainer title={t('profile.not_available')}>
          <div className="space-y-4">
            <p className="text-slate-700 dark:text-slate-300">{t('profile.not_available_detail')}</p>
            <BackLink />
          </div>
        </PageContainer>
      );
    }
    return (
      <LoadFailedPage
        title={t('profile.failed')}
        message={t('profile.failed')}
        detail={errorText(err)}
        retryLabel={t('actions.retry')}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const data = profile.data;
  const name = format.name(data);
  const blocked = data.relationship.blocked_by_me;
  return (
    <PageContainer>
      <div className="space-y-6">
        <BackLink />
        <Card className="space-y-4">
          <ProfileHeader profile={data} name={name} />
          {blocked ? (
            <div className="space-y-2">
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('profile.blocked_by_you')}</p>
              <Button
                size="sm"
                variant="secondary"
                loading={unblock.isPending}
                onClick={() =>
                  unblock.mutate(data.id, {
                    onSuccess: () => toast.success(t('toasts.unblocked', { name })),
                    onError: failed,
                  })
                }
              >
                {t('actions.unblock')}
              </Button>
            </div>
          ) : (
            <RelationshipActions
              user={data}
              name={name}
              relationship={data.relationship}
              full
              onBlocked={() => void navigate(NETWORK_TAB)}
            />
          )}
        </Card>
        {!blocked && (
          <HeadedSection id="traveller-posts" title={t('profile.posts')} className="space-y-3">
            <PostList filters={{ author_id: data.id }} />
          </HeadedSection>
        )}
      </div>
    </PageContainer>
  );
}
