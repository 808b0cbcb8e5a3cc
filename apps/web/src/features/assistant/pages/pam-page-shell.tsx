import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#shared/lib/auth.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { SignInRequiredPage } from '#shared/ui/page-states.tsx';

export type PamPageKind = 'simple' | 'dev' | 'fallback' | 'direct_api' | 'testing' | 'websocket';

/** A Pam test page: its title and what it does; Pam answers only a signed-in user ('Please sign in first.'). */
export function PamPageShell({ kind, about, children }: { kind: PamPageKind; about: string; children: ReactNode }) {
  const { t } = useTranslation('pam');
  const { status } = useAuth();
  const title = t(`pages.titles.${kind}`);
  if (status !== 'signed_in') {
    return <SignInRequiredPage title={title} message={t('pages.sign_in_needed')} signInLabel={t('pages.sign_in')} />;
  }
  return (
    <PageContainer title={title} description={about}>
      <div className="flex max-w-3xl flex-col gap-5">{children}</div>
    </PageContainer>
  );
}

export const preClasses =
  'max-h-96 overflow-auto rounded-lg bg-slate-100 p-3 text-xs whitespace-pre-wrap text-slate-900 dark:bg-slate-800 dark:text-slate-100';
