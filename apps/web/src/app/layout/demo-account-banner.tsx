import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { useProfile } from '#shared/lib/profile.ts';
import { SiteBanner } from './site-banner.tsx';

/** The seeded demo account says so on every page, so its contents are never mistaken for real data. */
export function DemoAccountBanner() {
  const { t } = useTranslation('common');
  const { data: profile } = useProfile();
  if (!profile?.is_demo) return null;
  return (
    <SiteBanner role="note" tone="info" icon={Info}>
      {t('demo_account.banner')}
    </SiteBanner>
  );
}
