import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#shared/lib/auth.tsx';
import { useApplyDisplayPreferences } from '#shared/lib/settings.ts';
import { FallbackBoundary } from '#shared/ui/fallback-boundary.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';
import { lazyPage } from '../lazy-page.ts';
import { PageLoading } from '../page-loading.tsx';
import { ScrollToTop } from '../scroll-to-top.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { DemoAccountBanner } from './demo-account-banner.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { OutboxPanel } from './outbox-panel.tsx';

// Signed-in users only: the connection (and the frame schemas with zod) stay out of a visitor's first load.
const RealtimeConnection = lazyPage(() => import('../realtime/realtime-connection.tsx'));
// Pam's button, connection and queue: signed-in users only, loaded after the page.
const PamLauncher = lazyPage(() => import('../realtime/pam-launcher.tsx'));
// Signed-in users only: offered once, and opened when Pam is asked a location question without a location.
const LocationConsentDialog = lazyPage(() => import('#features/assistant/location/location-consent-dialog.tsx'));
// Signed-in users only: background location tracking (SPEC §4) for those who share their location.
const LocationTracker = lazyPage(() => import('#features/community-map/components/location-tracker.tsx'));

/** SPEC §2: these screens run without the offline banner and without the floating Pam button. */
const FOCUSED_PATHS = new Set(['/auth', '/onboarding']);

export function AppLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { status } = useAuth();
  useApplyDisplayPreferences();

  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      {status === 'signed_in' && (
        <FallbackBoundary fallback={null}>
          <Suspense fallback={null}>
            <RealtimeConnection />
          </Suspense>
        </FallbackBoundary>
      )}
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-emerald-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:min-h-11"
      >
        {t('skip_to_content')}
      </a>
      <Header>
        {!FOCUSED_PATHS.has(pathname) && <OfflineBanner />}
        {status === 'signed_in' && !FOCUSED_PATHS.has(pathname) && <OutboxPanel />}
        <DemoAccountBanner />
      </Header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <ErrorBoundary resetKey={pathname}>
          {/* Keyed by page: a new boundary shows 'Loading page...' while the next page's code loads, instead of
              React keeping the previous page on screen during the (transition) navigation. */}
          <Suspense key={pathname} fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {status === 'signed_in' && !FOCUSED_PATHS.has(pathname) && (
        <FallbackBoundary fallback={null}>
          <Suspense fallback={null}>
            <PamLauncher />
          </Suspense>
        </FallbackBoundary>
      )}
      {status === 'signed_in' && (
        <FallbackBoundary fallback={null}>
          <Suspense fallback={null}>
            <LocationConsentDialog />
          </Suspense>
        </FallbackBoundary>
      )}
      {status === 'signed_in' && (
        <FallbackBoundary fallback={null}>
          <Suspense fallback={null}>
            <LocationTracker />
          </Suspense>
        </FallbackBoundary>
      )}
    </div>
  );
}
