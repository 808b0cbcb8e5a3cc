import { vi } from 'vitest';
import { toast } from 'sonner';
import {
  DEFAULT_SETTINGS,
  UNIT_PRESETS,
  unitSystemOf,
  type Profile,
  type UnitPreset,
  type UserSettings,
} from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { setSession } from '#shared/lib/session.ts';
import { jsonResponse } from './api-stub.ts';

export interface TestUser {
  id: string;
  email: string;
}

/** Signs the user in on this device, with a session that stays valid for the next hour. */
export function signInAs(user: TestUser, accessToken = 'access-token') {
  setSession(
    {
      access_token: accessToken,
      refresh_token: 'refresh-token-0123456789',
      expires_at: Math.floor(Date.now() / 1000) + 3_600,
      user,
    },
    'signed_in',
  );
}

/** The server's answer to 'GET /auth/session' while the user's session is valid. */
export function sessionResponse(user: TestUser): Response {
  return jsonResponse(200, { user, session: { expires_at: 0, session_id: 's' } });
}

/** A stored profile of the user, as GET /profile returns it. */
export function testProfile(user: TestUser, overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: user.id,
    email: user.email,
    full_name: '',
    profile_image_url: null,
    rig_type: null,
    region: null,
    bio: null,
    onboarding_completed: false,
    is_demo: false,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The user's stored settings (the defaults unless overridden), as GET /settings returns them; a fresh copy each call. */
export function testSettings(user: TestUser, overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    ...structuredClone(DEFAULT_SETTINGS),
    id: '00000000-0000-4000-8000-0000000000aa',
    user_id: user.id,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The regional settings of a way of measuring (Metric, UK, US): its six units and their `units` summary. */
export function unitSettings(preset: UnitPreset) {
  return { ...UNIT_PRESETS[preset], units: unitSystemOf(UNIT_PRESETS[preset]) };
}

/**
 * GET /settings as the API answers it for a user who measures as `preset` (Metric, UK, US), with other regional
 * fields over the defaults (`currency: 'GBP'`, `date_format: 'YYYY-MM-DD'`).
 */
export const settingsAnswer = (
  user: TestUser,
  preset: UnitPreset,
  regional: Partial<UserSettings['regional_preferences']> = {},
) =>
  jsonResponse(200, {
    data: testSettings(user, {
      regional_preferences: { ...DEFAULT_SETTINGS.regional_preferences, ...unitSettings(preset), ...regional },
    }),
  });

/** Puts back what a test may have changed outside the rendered tree: session, stubs, timers, storage, page and language. */
export async function resetTestState() {
  // Sonner keeps toasts in a module-level store; without this one test's toasts would show in the next.
  toast.dismiss();
  setSession(null, 'signed_out');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  localStorage.clear();
  await i18n.changeLanguage('en');
}
