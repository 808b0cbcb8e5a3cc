import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import clsx from 'clsx';
import { INTERFACE } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { isDevMode } from '#shared/lib/dev-mode.ts';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { FallbackBoundary } from '#shared/ui/fallback-boundary.tsx';
import { lazyPage } from '../lazy-page.ts';
import { AvatarLink } from './avatar-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { HOME_HEADER_SCROLLED_CLASSES, HOME_HEADER_TOP_CLASSES } from './home-header.ts';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ADMIN_NAV, MAIN_NAV } from './nav-items.ts';
import { useIsAdmin } from './use-admin-status.ts';

// Only signed-in users see the bell; its popover (Radix, floating-ui) and the finance texts it formats stay out of
// a visitor's first load of the home page.
const NotificationsBell = lazyPage(() =>
  import('./notifications-bell.tsx').then((m) => ({ default: m.NotificationsBell })),
);

function useScrolledPast(px: number, active: boolean): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    if (!active) return;
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px, active]);
  return active && scrolled;
}

function LogOutButton() {
  const { t } = useTranslation('common');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    try {
      await signOut();
      void navigate('/', { replace: true });
    } catch {
      toast.error(t('header.logout_failed_title'), { description: t('header.logout_failed_description') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={() => void logOut()} disabled={busy}>
      {busy ? t('header.logging_out') : t('header.log_out')}
    </Button>
  );
}

export function Header({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { status } = useAuth();
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const scrolled = useScrolledPast(INTERFACE.headerScrolledAfterPx, isHome);
  const isAdmin = useIsAdmin();
  const signedIn = status === 'signed_in';
  const showNav = signedIn || isDevMode();
  const navItems = isAdmin ? [...MAIN_NAV, ADMIN_NAV] : MAIN_NAV;

  return (
    <header
      data-scrolled={isHome ? String(scrolled) : undefined}
      className={clsx(
        'top-0 z-40 w-full transition-colors duration-200',
        isHome ? 'fixed inset-x-0' : 'sticky',
        isHome && !scrolled && HOME_HEADER_TOP_CLASSES,
        isHome && scrolled && HOME_HEADER_SCROLLED_CLASSES,
        !isHome && 'border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label={t('header.home')}
          className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          <Logo />
        </Link>
        {showNav && <DesktopNav items={navItems} />}
        <div className="ml-auto flex items-center gap-2">
          <LanguagePicker />
          {signedIn && (
            <>
              <FallbackBoundary fallback={null}>
                <Suspense
                  fallback={<span aria-hidden className="inline-block h-9 w-9 max-sm:size-11 pointer-coarse:size-11" />}
                >
                  <NotificationsBell />
                </Suspense>
              </FallbackBoundary>
              <AvatarLink />
              <LogOutButton />
            </>
          )}
          {status === 'signed_out' &&
            (isHome ? (
              <>
                <Link to="/shop" className={buttonClasses('secondary', 'sm')}>
                  {t('header.shop')}
                </Link>
                <Link to="/login" className={buttonClasses('primary', 'sm')}>
                  {t('header.login')}
                </Link>
              </>
            ) : (
              <Link to="/login" className={buttonClasses('primary', 'sm')}>
                {t('header.sign_in')}
              </Link>
            ))}
          {showNav && <MobileMenu items={navItems} />}
        </div>
      </div>
      {children}
    </header>
  );
}
