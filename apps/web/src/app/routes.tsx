import { isValidElement, lazy, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { RequireAuth } from './require-auth.tsx';
// The landing page is in the entry chunk (about 3 KB gzipped): loading it lazily put one more request after the
// app's scripts before the headline, the page's largest paint, on every first visit.
import HomePage from '#features/home/pages/home-page.tsx';
// Which tab each area opens with, and how to load it: small tables, so a page and its tab load together.
import { preloadWinsContent } from '#features/finance/pages/wins-tabs.ts';
import { preloadSocialContent } from '#features/social/pages/social-tabs.ts';
import { preloadWheelsContent } from '#features/travel/pages/wheels-tabs.ts';

const NotFoundPage = lazyPage(() => import('./not-found-page.tsx'));

const LoginPage = lazyPage(() => import('#features/auth/pages/login-page.tsx'));
const SignupPage = lazyPage(() => import('#features/auth/pages/signup-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('#features/auth/pages/reset-password-page.tsx'));
const UpdatePasswordPage = lazyPage(() => import('#features/auth/pages/update-password-page.tsx'));

const WheelsPage = lazyPage(() => import('#features/travel/pages/wheels-page.tsx'), preloadWheelsContent);
const WinsPage = lazyPage(() => import('#features/finance/pages/wins-page.tsx'), preloadWinsContent);
const SocialPage = lazyPage(() => import('#features/social/pages/social-page.tsx'), preloadSocialContent);
const TravellerPage = lazyPage(() => import('#features/social/pages/traveller-page.tsx'));
const YouPage = lazyPage(() => import('#features/areas/pages/you-page.tsx'));
const TripPlannerTab = lazy(() => import('#features/travel/components/trip-planner-tab.tsx'));
// Its own chunk: a card that shows on /you only when vehicle maintenance is due soon or overdue.
const MaintenanceReminders = lazy(() =>
  import('#features/travel/components/maintenance-reminders.tsx').then((m) => ({ default: m.MaintenanceReminders })),
);
// Its own chunk, with MapLibre loading only once the map scrolls near the screen: the community map section of /you.
const CommunityMap = lazy(() => import('#features/community-map/components/community-map.tsx'));
const ShopPage = lazyPage(() => import('#features/shop/pages/shop-page.tsx'));

const OnboardingPage = lazyPage(() => import('#features/profile/pages/onboarding-page.tsx'));
const ProfilePage = lazyPage(() => import('#features/profile/pages/profile-page.tsx'));
const SettingsPage = lazyPage(() => import('#features/settings/pages/settings-page.tsx'));
const AdminPage = lazyPage(() => import('#features/admin/pages/admin-page.tsx'));

const TermsPage = lazyPage(() => import('#features/legal/pages/terms-page.tsx'));
const PrivacyPage = lazyPage(() => import('#features/legal/pages/privacy-page.tsx'));
const CookiesPage = lazyPage(() => import('#features/legal/pages/cookies-page.tsx'));
const DataLicencesPage = lazyPage(() => import('#features/legal/pages/data-licences-page.tsx'));

const PaymentSuccessPage = lazyPage(() => import('#features/billing/pages/payment-success-page.tsx'));
const PaymentCanceledPage = lazyPage(() => import('#features/billing/pages/payment-canceled-page.tsx'));
const CancelTrialPage = lazyPage(() => import('#features/billing/pages/cancel-trial-page.tsx'));
const PricingPage = lazyPage(() => import('#features/billing/pages/pricing-page.tsx'));
const CoursePage = lazyPage(() => import('#features/billing/pages/course-page.tsx'));
// Its own chunk: the membership card at the top of /you.
const MembershipCard = lazy(() =>
  import('#features/billing/components/membership-card.tsx').then((m) => ({ default: m.MembershipCard })),
);
const ThankYouPage = lazyPage(() => import('#features/billing/pages/thank-you-page.tsx'));

const AuthTestPage = lazyPage(() => import('#features/diagnostics/pages/auth-test-page.tsx'));
const SimplePamTestPage = lazyPage(() => import('#features/assistant/pages/simple-pam-test-page.tsx'));
const PamTestingPage = lazyPage(() => import('#features/assistant/pages/pam-testing-page.tsx'));
const PamDevTestPage = lazyPage(() => import('#features/assistant/pages/pam-dev-test-page.tsx'));
const PamFallbackTestPage = lazyPage(() => import('#features/assistant/pages/pam-fallback-test-page.tsx'));
const PamDirectApiTestPage = lazyPage(() => import('#features/assistant/pages/pam-direct-api-test-page.tsx'));
const PamWebSocketTestPage = lazyPage(() => import('#features/assistant/pages/pam-websocket-test-page.tsx'));
const PamVoiceTestPage = lazyPage(() => import('#features/assistant/pages/pam-voice-test-page.tsx'));
const PerformanceTestPage = lazyPage(() => import('#features/diagnostics/pages/performance-test-page.tsx'));
const QaPage = lazyPage(() => import('#features/diagnostics/pages/qa-page.tsx'));
const TripPlannerTestPage = lazyPage(() => import('#features/diagnostics/pages/trip-planner-test-page.tsx'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'shop', element: <ShopPage /> },

      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'update-password', element: <UpdatePasswordPage /> },
      // An older sign-in address; the sign-in screen lives at /login.
      { path: 'auth', element: <Navigate to="/login" replace /> },

      {
        element: <RequireAuth />,
        children: [
          { path: 'wheels', element: <WheelsPage /> },
          {
            path: 'you',
            element: (
              <YouPage
                sections={
                  <Suspense fallback={null}>
                    <CommunityMap />
                  </Suspense>
                }
              >
                <Suspense fallback={null}>
                  <MembershipCard />
                </Suspense>
                <Suspense fallback={null}>
                  <MaintenanceReminders />
                </Suspense>
              </YouPage>
            ),
          },
          { path: 'wins', element: <WinsPage /> },
          {
            path: 'social',
            element: (
              <SocialPage
                communityMap={
                  <Suspense fallback={null}>
                    <CommunityMap />
                  </Suspense>
                }
              />
            ),
          },
          { path: 'social/travellers/:id', element: <TravellerPage /> },
          { path: 'course', element: <CoursePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'auth-test', element: <AuthTestPage /> },
          { path: 'pam-testing', element: <PamTestingPage /> },
        ],
      },
      {
        // Onboarding saves to the user's own profile, so it needs a real session even in development.
        element: <RequireAuth devBypass={false} />,
        children: [{ path: 'onboarding', element: <OnboardingPage /> }],
      },
      // The admin page runs its own gate (checking, not logged in, denied, allowed).
      { path: 'admin', element: <AdminPage /> },

      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'cookies', element: <CookiesPage /> },
      { path: 'data-licences', element: <DataLicencesPage /> },

      { path: 'payment-success', element: <PaymentSuccessPage /> },
      { path: 'payment-canceled', element: <PaymentCanceledPage /> },
      { path: 'cancel-trial', element: <CancelTrialPage /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'thank-you/:platform', element: <ThankYouPage /> },

      { path: 'simple-pam-test', element: <SimplePamTestPage /> },
      { path: 'pam-voice-test', element: <PamVoiceTestPage /> },
      { path: 'pam-dev-test', element: <PamDevTestPage /> },
      { path: 'pam-fallback-test', element: <PamFallbackTestPage /> },
      { path: 'pam-direct-api-test', element: <PamDirectApiTestPage /> },
      { path: 'pam-websocket-test', element: <PamWebSocketTestPage /> },
      { path: 'performance-test', element: <PerformanceTestPage /> },
      { path: 'qa', element: <QaPage /> },
      {
        path: 'fresh-trip-planner',
        element: (
          <TripPlannerTestPage variant="fresh">
            <TripPlannerTab />
          </TripPlannerTestPage>
        ),
      },
      {
        path: 'wheels-simple',
        element: (
          <TripPlannerTestPage variant="wheels_simple">
            <TripPlannerTab />
          </TripPlannerTestPage>
        ),
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function hasPreload(type: unknown): type is { preload: () => Promise<void> } {
  return typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function';
}

/**
 * Loads the pages an address shows (with their open tab, see lazyPage) ahead of the first render, so a cold start
 * renders the page whole instead of behind 'Loading'.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages: unknown[] = matches.map(({ route }) => (isValidElement(route.element) ? route.element.type : null));
  await Promise.all(pages.filter(hasPreload).map((page) => page.preload()));
}
