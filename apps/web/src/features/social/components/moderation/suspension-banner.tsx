import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#shared/lib/auth.tsx';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { moderationQueries } from '../../api/moderation.ts';

/** At the top of /social while the user is suspended: until when, and the moderator's reason. */
export function SuspensionBanner() {
  const { t } = useTranslation('social_moderation');
  const { status } = useAuth();
  const dates = useDateFormat();
  const { data } = useQuery({ ...moderationQueries.mySuspension(), enabled: status === 'signed_in' });
  if (!data) return null;
  return (
    <Alert
      variant="error"
      className="mb-4"
      title={t('suspension.banner', { date: dates.formatDateTime(data.until), reason: data.reason })}
    >
      <p>{t('suspension.detail')}</p>
    </Alert>
  );
}
