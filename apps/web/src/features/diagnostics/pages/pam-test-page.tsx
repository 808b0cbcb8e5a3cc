import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bot } from 'lucide-react';
import { buttonClasses } from '#shared/ui/button.tsx';
import { Alert } from '#shared/ui/alert.tsx';
import { PageContainer } from '#shared/ui/page.tsx';

export type PamTestVariant = 'simple' | 'voice' | 'dev' | 'fallback' | 'direct_api' | 'testing';

/** The Pam test routes of SPEC §2; the assistant itself arrives with a later issue, and these pages say so. */
export default function PamTestPage({ variant }: { variant: PamTestVariant }) {
  const { t } = useTranslation('common');
  return (
    <PageContainer title={t(`diagnostics.pam.titles.${variant}`)}>
      <div className="flex max-w-2xl flex-col gap-5">
        <div className="flex items-start gap-4">
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200">
            <Bot aria-hidden className="h-6 w-6" />
          </span>
          <p className="leading-relaxed text-slate-700 dark:text-slate-300">{t('diagnostics.pam.about')}</p>
        </div>
        <Alert variant="info">{t('diagnostics.pam.not_enabled')}</Alert>
        <div>
          <Link to="/" className={buttonClasses('primary')}>
            {t('diagnostics.back_home')}
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
