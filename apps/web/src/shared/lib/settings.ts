import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  DEFAULT_SETTINGS,
  LANGUAGES,
  SETTINGS_SAVE,
  STORAGE_KEYS,
  type Language,
  type SettingsGroup,
  type SettingsPatch,
  type UserSettingsValues,
} from '@ww/contracts';
import { isTranslationKey, type TranslationKey } from '#shared/i18n/i18n.ts';
import { ApiRequestError, api } from './api-client.ts';
import { errorText } from './error-message.ts';
import { useAuth } from './auth.tsx';
import { enqueueWrite, hasPendingWrites, routeWrite, type TypedOutboxWrite } from './outbox/index.ts';

/** Prefix of every settings query; the full key adds the user id so one user's cache never shows another's settings. */
export const settingsQueryKey = ['settings'] as const;

const settingsMutationKey = ['settings', 'update'] as const;

function userSettingsKey(userId: string | undefined) {
  return [...settingsQueryKey, userId ?? 'anonymous'] as const;
}

/**
 * Returns the settings as stored, or DEFAULT_SETTINGS itself (the same object) when the load failed with a 401,
 * so callers can tell the fallback from real settings by identity.
 */
export function useSettings(): UseQueryResult<UserSettingsValues, ApiRequestError> {
  const { status, user } = useAuth();
  const { i18n } = useTranslation('settings');
  return useQuery<UserSettingsValues, ApiRequestError>({
    queryKey: userSettingsKey(user?.id),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => {
      try {
        const { data } = await api('GET /settings', { signal });
        return data;
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 401) {
          toast.error(i18n.t('toasts.auth_failed', { ns: 'settings' }), { id: 'settings-auth-failed' });
          return DEFAULT_SETTINGS;
        }
        throw err;
      }
    },
    staleTime: 60_000,
  });
}

/** True when the settings are the defaults used after a failed load rather than the user's own. */
export function isFallbackSettings(settings: UserSettingsValues | undefined): boolean {
  return settings === DEFAULT_SETTINGS;
}

function mergePatch(settings: UserSettingsValues, patch: SettingsPatch): UserSettingsValues {
  const next = { ...settings } as Record<SettingsGroup, Record<string, unknown>>;
  for (const [group, values] of Object.entries(patch) as [SettingsGroup, Record<string, unknown> | undefined][]) {
    if (values) next[group] = { ...next[group], ...values };
  }
  return next as unknown as UserSettingsValues;
}

/** The values the patch is about to overwrite, so a failed save can undo exactly its own fields. */
function previousValuesOf(settings: UserSettingsValues, patch: SettingsPatch): SettingsPatch {
  const previous: Record<string, Record<string, unknown>> = {};
  for (const [group, values] of Object.entries(patch) as [SettingsGroup, Record<string, unknown> | undefined][]) {
    if (!values) continue;
    const current = settings[group] as Record<string, unknown>;
    previous[group] = Object.fromEntries(Object.keys(values).map((field) => [field, current[field]]));
  }
  return previous;
}

function patchLanguage(patch: SettingsPatch): Language | undefined {
  const language = patch.display_preferences?.language;
  return language && (LANGUAGES as readonly string[]).includes(language) ? language : undefined;
}

type SaveFailure = 'permission' | 'missing_table' | 'network' | 'other';

function classifySaveFailure(err: unknown): SaveFailure {
  if (err instanceof ApiRequestError) {
    if (err.code === '42P01') return 'missing_table';
    if (err.errorClass === 'rls_permission' || err.status === 403) return 'permission';
    if (err.errorClass === 'network' || err.status === 0) return 'network';
  }
  return 'other';
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Where a field's label lives in the settings texts, when it is not `<section>.<field>`. */
const FIELD_LABELS: Record<string, TranslationKey<'settings'>> = {
  theme: 'theme.title',
  language: 'language.label',
  units: 'units.label',
  distance_unit: 'units.fields.distance_unit',
  volume_unit: 'units.fields.volume_unit',
  consumption_unit: 'units.fields.consumption_unit',
  temperature_unit: 'units.fields.temperature_unit',
  length_unit: 'units.fields.length_unit',
  weight_unit: 'units.fields.weight_unit',
  currency: 'currency.label',
};
const GROUP_SECTIONS: Partial<Record<SettingsGroup, string>> = {
  display_preferences: 'display',
  regional_preferences: 'regional',
  notification_preferences: 'notifications',
  privacy_preferences: 'privacy',
};

/** The changed fields by their labels on the settings page ("Theme, Font size"), naming a save that waits. */
function patchSummary(patch: SettingsPatch, t: (key: TranslationKey<'settings'>) => string): string {
  const labels: string[] = [];
  for (const [group, values] of Object.entries(patch) as [SettingsGroup, Record<string, unknown> | undefined][]) {
    for (const field of Object.keys(values ?? {})) {
      const key = FIELD_LABELS[field] ?? `${GROUP_SECTIONS[group] ?? group}.${field}`;
      if (isTranslationKey('settings', key)) labels.push(t(key));
    }
  }
  return labels.length > 0 ? labels.join(', ') : t('title');
}

/** A save as the shell outbox sends it once the connection returns. */
function settingsWrite(patch: SettingsPatch, summary: string): TypedOutboxWrite {
  return {
    kind: 'settings',
    summary,
    ...routeWrite('PATCH /settings', { json: patch }),
    invalidate: [settingsQueryKey],
  };
}

/** What a save came to: the stored settings, or queued in the outbox to be sent when the connection returns. */
type SaveResult = { state: 'saved'; settings: UserSettingsValues } | { state: 'queued' };

interface SaveContext {
  key: ReturnType<typeof userSettingsKey>;
  previous: SettingsPatch | undefined;
  /** Settles once a language switched by this save has its translations loaded. */
  languageSwitched: Promise<unknown>;
}

/** Only settings already loaded are patched: merging into nothing would show defaults as if they were the user's. */
function applyToCache(queryClient: QueryClient, key: SaveContext['key'], patch: SettingsPatch) {
  queryClient.setQueryData<UserSettingsValues>(key, (current) => (current ? mergePatch(current, patch) : current));
}

/**
 * Saves a settings patch optimistically: the cache changes at once and only the patched fields are put back if the
 * server refuses it. Network failures (SPEC §8) are retried after 1, 2 and 4 s; then, so nothing is lost, the save
 * waits in the shell outbox and is sent when the connection returns, the new values staying on screen meanwhile.
 * While other writes wait there, a save joins them, so an older save never lands after a newer one.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { i18n } = useTranslation('settings');
  const key = userSettingsKey(user?.id);
  // Toasts are worded when they appear, so a save that switches the language reports in the new language.
  const t = (messageKey: TranslationKey<'settings'>) => i18n.t(messageKey, { ns: 'settings' });

  const mutation = useMutation<SaveResult, unknown, SettingsPatch, SaveContext>({
    mutationKey: settingsMutationKey,
    // Our own retry schedule handles connectivity; TanStack's offline pause would hold the save without telling anyone.
    networkMode: 'always',
    mutationFn: async (patch): Promise<SaveResult> => {
      const queue = async (): Promise<SaveResult> => {
        await enqueueWrite(settingsWrite(patch, patchSummary(patch, t)));
        return { state: 'queued' };
      };
      if (hasPendingWrites()) {
        toast.warning(t('toasts.network'), { id: 'settings-network' });
        return queue();
      }
      const delays = SETTINGS_SAVE.networkRetryDelaysMs;
      for (let attempt = 0; ; attempt++) {
        try {
          const { data } = await api('PATCH /settings', { json: patch });
          return { state: 'saved', settings: data };
        } catch (err) {
          if (classifySaveFailure(err) !== 'network') throw err;
          if (attempt === 0) toast.warning(t('toasts.network'), { id: 'settings-network' });
          const delay = delays[attempt];
          if (delay === undefined) return queue();
          await wait(delay);
        }
      }
    },
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<UserSettingsValues>(key);
      applyToCache(queryClient, key, patch);
      const language = patchLanguage(patch);
      let languageSwitched: Promise<unknown> = Promise.resolve();
      if (language) {
        localStorage.setItem(STORAGE_KEYS.language, language);
        if (i18n.language !== language) languageSwitched = i18n.changeLanguage(language).catch(() => undefined);
      }
      return { key, previous: current ? previousValuesOf(current, patch) : undefined, languageSwitched };
    },
    onSuccess: async (result, _patch, context) => {
      await context.languageSwitched;
      // Queued: the values stay as the user set them; the outbox reads the settings again once it has sent them.
      if (result.state === 'queued') return;
      // While another save is still in flight its optimistic values must stay; the last one to finish refreshes.
      if (queryClient.isMutating({ mutationKey: settingsMutationKey }) === 1) {
        queryClient.setQueryData(context.key, result.settings);
      }
      toast.success(t('toasts.saved'), { id: 'settings-saved' });
    },
    onError: (err, patch, context) => {
      if (context?.previous) applyToCache(queryClient, context.key, context.previous);
      const language = patchLanguage(patch);
      const previousLanguage = context?.previous?.display_preferences?.language;
      if (language && previousLanguage && previousLanguage !== language) {
        localStorage.setItem(STORAGE_KEYS.language, previousLanguage);
        void i18n.changeLanguage(previousLanguage);
      }
      switch (classifySaveFailure(err)) {
        case 'permission':
          toast.error(t('toasts.permission_denied'), { id: 'settings-save-failed' });
          break;
        case 'missing_table':
          toast.error(t('toasts.table_missing'), { id: 'settings-save-failed' });
          break;
        default:
          // SPEC's title, and why: the server's reason for a refusal.
          toast.error(t('toasts.save_failed'), {
            id: 'settings-save-failed',
            description: errorText(err),
            duration: SETTINGS_SAVE.retryToastDurationMs,
            action: { label: t('toasts.retry'), onClick: () => mutation.mutate(patch) },
          });
      }
    },
  });

  return mutation;
}

const FONT_SIZES = { small: '87.5%', medium: '100%', large: '112.5%' } as const;

/**
 * Applies theme, font size, contrast, motion and (for a signed-in user) language from the settings to the document.
 * Call once near the app root.
 */
export function useApplyDisplayPreferences(): void {
  const { status } = useAuth();
  const { data } = useSettings();
  const { i18n } = useTranslation();
  const display =
    (status === 'signed_in' ? data : undefined)?.display_preferences ?? DEFAULT_SETTINGS.display_preferences;
  const { theme, font_size: fontSize, high_contrast: highContrast, reduced_motion: reducedMotion } = display;

  // Layout effects: the page must never paint in the previous theme or size after a change.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'system' && Boolean(media?.matches));
      root.classList.toggle('dark', dark);
    };
    apply();
    if (theme !== 'system' || !media) return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);

  useLayoutEffect(() => {
    document.documentElement.style.fontSize = FONT_SIZES[fontSize];
  }, [fontSize]);

  useLayoutEffect(() => {
    document.documentElement.classList.toggle('high-contrast', highContrast);
  }, [highContrast]);

  useLayoutEffect(() => {
    document.documentElement.classList.toggle('reduce-motion', reducedMotion);
  }, [reducedMotion]);

  const storedLanguage =
    status === 'signed_in' && data && !isFallbackSettings(data) ? data.display_preferences.language : undefined;
  const changeLanguage = useCallback(
    (language: Language) => {
      if (i18n.resolvedLanguage !== language && i18n.language !== language) {
        localStorage.setItem(STORAGE_KEYS.language, language);
        void i18n.changeLanguage(language);
      }
    },
    [i18n],
  );
  // Runs when the stored language changes, not when the i18n language does, so a language picked elsewhere is not
  // overridden until the settings themselves change.
  useEffect(() => {
    if (storedLanguage) changeLanguage(storedLanguage);
  }, [storedLanguage, changeLanguage]);
}
