import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Route, Settings, UserRound, Users, Wallet, type LucideIcon } from 'lucide-react';
import type { KeyIds } from '#shared/i18n/i18n.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useProfile } from '#shared/lib/profile.ts';
import { PageContainer } from '#shared/ui/page.tsx';

const LINKS: ReadonlyArray<{ to: string; key: KeyIds<'areas.you.links', '.title'>; icon: LucideIcon }> = [
  { to: '/profile', key: 'profile', icon: UserRound },
  { to: '/settings', key: 'settings', icon: Settings },
  { to: '/wheels', key: 'wheels', icon: Route },
  { to: '/wins', key: 'wins', icon: Wallet },
  { to: '/social', key: 'social', icon: Users },
];

/**
 * `children`: cards other areas put on the personal page, above the links; `sections`: whole sections under them
 * (the community map). Both are composed by the router: features do not import each other.
 */
export default function YouPage({ children, sections }: { children?: ReactNode; sections?: ReactNode }) {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const { data: profile } = useProfile();
  const name = profile?.full_name?.trim() || user?.email || null;

  return (
    <PageContainer
      title={name ? t('areas.you.greeting', { name }) : t('areas.you.greeting_anonymous')}
      description={t('areas.you.description')}
    >
      {children}
      <ul className="grid gap-4 sm:grid-cols-2">
        {LINKS.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-emerald-500"
            >
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900 dark:text-slate-50">
                  {t(`areas.you.links.${key}.title`)}
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                  {t(`areas.you.links.${key}.body`)}
                </span>
              </span>
              <ChevronRight aria-hidden className="mt-1 h-5 w-5 text-slate-400 group-hover:text-emerald-700" />
            </Link>
          </li>
        ))}
      </ul>
      {sections}
    </PageContainer>
  );
}
