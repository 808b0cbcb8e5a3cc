import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAuth } from '#shared/lib/auth.tsx';
import { isFallbackSettings, useSettings } from '#shared/lib/settings.ts';
import { markOffline, markOfflineOnPageHide, sendPosition } from '../api/locations.ts';
import { createLocationTracker, pageTrackingFor, type TrackingFailure } from '../lib/location-tracker.ts';
import { getTrackingState, publishTrackingState, subscribeTrackingState } from '../lib/tracking-store.ts';

/** The browser's geolocation and permissions, read when tracking starts (a test may replace them). */
function browserLocation() {
  const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  const permissions =
    typeof navigator !== 'undefined' && typeof navigator.permissions?.query === 'function'
      ? navigator.permissions
      : undefined;
  return {
    geolocation: typeof geolocation?.watchPosition === 'function' ? geolocation : undefined,
    permissions,
  };
}

/**
 * SPEC §4 background location tracking for the signed-in shell: runs while the user is signed in and shares their
 * location, with the current page's thresholds; stops (marking the user offline) when sharing is turned off, on
 * sign-out and when the shell is torn down, and when the page is left. Failures are told once per start with the
 * spec's toasts. Renders nothing.
 */
export default function LocationTracker() {
  const { t } = useTranslation('community_map');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { status, user } = useAuth();
  const settings = useSettings().data;
  const userId = status === 'signed_in' ? (user?.id ?? null) : null;
  // Fallback settings (a failed load) are not the user's opt-in.
  const sharing =
    settings !== undefined && !isFallbackSettings(settings) && settings.privacy_preferences.location_sharing;
  const [tracker] = useState(() => {
    const { geolocation, permissions } = browserLocation();
    return createLocationTracker({
      geolocation,
      permissions,
      send: sendPosition,
      markOffline,
      onChange: publishTrackingState,
    });
  });
  const messages = useRef({ t, navigate });
  useEffect(() => {
    messages.current = { t, navigate };
  }, [t, navigate]);

  useEffect(() => {
    tracker.setPage(pageTrackingFor(pathname));
  }, [tracker, pathname]);

  useEffect(() => {
    if (!userId || !sharing) return;
    let told: TrackingFailure | null = null;
    const unsubscribe = subscribeTrackingState(() => {
      const { failure } = getTrackingState();
      if (!failure || failure === told) return;
      told = failure;
      const { t, navigate } = messages.current;
      if (failure === 'sharing_disabled') {
        toast.error(t('tracking.sharing_disabled.title'), {
          id: 'location-sharing-disabled',
          description: t('tracking.sharing_disabled.description'),
          action: { label: t('tracking.sharing_disabled.action'), onClick: () => void navigate('/settings') },
        });
        return;
      }
      toast.error(t('tracking.failed_title'), {
        id: 'location-tracking-failed',
        description: t(`tracking.errors.${failure}`),
      });
    });
    void tracker.start(userId);
    const onPageHide = () => tracker.stop({ markOffline: markOfflineOnPageHide });
    // Back from the browser's page cache: the page lives again, and so does tracking.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void tracker.start(userId);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      unsubscribe();
      tracker.stop();
    };
  }, [tracker, userId, sharing]);

  return null;
}
