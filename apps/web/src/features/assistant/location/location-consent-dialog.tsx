import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { isFallbackSettings, useSettings, useUpdateSettings } from '#shared/lib/settings.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Modal } from '#shared/ui/dialog.tsx';
import {
  cachePosition,
  contextFromPosition,
  geolocationSupported,
  locationErrorText,
  lookUpPosition,
  ONE_TIME_LOOKUP,
  REQUEST_LOCATION_EVENT,
  setLocationSettings,
} from './location-context.ts';

function consentSeen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.locationConsentSeen) === '1';
  } catch {
    return false;
  }
}

function markConsentSeen(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.locationConsentSeen, '1');
  } catch {
    // Blocked storage: the dialog may ask again on the next visit, which is the safe side.
  }
}

/**
 * The location-consent dialog (SPEC §2, §4): offered once to a signed-in user whose settings use neither their
 * current location nor location sharing, and opened again whenever Pam is asked a location question without a
 * location (REQUEST_LOCATION_EVENT). Saving asks the browser for the position and turns on
 * location_preferences.use_current_location only; sharing on the community map stays the privacy settings' opt-in.
 */
export default function LocationConsentDialog() {
  const { t } = useTranslation('pam_voice');
  const { status } = useAuth();
  const { data } = useSettings();
  const update = useUpdateSettings();
  /** Opened by a location question (REQUEST_LOCATION_EVENT). */
  const [requested, setRequested] = useState(false);
  /** Closed by the user or after saving: the automatic offer does not come back in this visit. */
  const [closed, setClosed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const settings = status === 'signed_in' && data && !isFallbackSettings(data) ? data : undefined;
  const offered =
    settings !== undefined &&
    !closed &&
    !consentSeen() &&
    !settings.location_preferences.use_current_location &&
    !settings.privacy_preferences.location_sharing;
  const open = status === 'signed_in' && (requested || offered);

  useEffect(() => {
    setLocationSettings(settings);
  }, [settings]);

  useEffect(() => {
    if (status !== 'signed_in') return;
    const onRequest = () => {
      setError(null);
      setRequested(true);
    };
    window.addEventListener(REQUEST_LOCATION_EVENT, onRequest);
    return () => window.removeEventListener(REQUEST_LOCATION_EVENT, onRequest);
  }, [status]);

  const close = () => {
    setRequested(false);
    setClosed(true);
    setError(null);
  };

  const dismiss = () => {
    markConsentSeen();
    close();
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      if (!geolocationSupported()) {
        setError(locationErrorText('unsupported'));
        return;
      }
      let position: GeolocationPosition;
      try {
        position = await lookUpPosition(ONE_TIME_LOOKUP);
      } catch (err) {
        setError(locationErrorText(err as GeolocationPositionError));
        return;
      }
      cachePosition(contextFromPosition(position));
      try {
        await update.mutateAsync({ location_preferences: { use_current_location: true } });
      } catch {
        // The settings mutation has told the user why (toast with Retry); the dialog stays for another try.
        return;
      }
      markConsentSeen();
      close();
    } finally {
      setSaving(false);
    }
  };

  if (status !== 'signed_in') return null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) dismiss();
      }}
      title={t('location.consent.title')}
      description={t('location.consent.description')}
      className="max-w-md"
    >
      <div className="space-y-4">
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={dismiss} disabled={saving}>
            {t('location.consent.not_now')}
          </Button>
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? t('location.consent.saving') : t('location.consent.save')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
