import i18n, { type BackendModule, type Namespace, type ParseKeys, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, INTERFACE, LANGUAGE_COOKIE, LANGUAGES, STORAGE_KEYS, type Language } from '@ww/contracts';
import enCommon from './locales/en/common.json';
import enSettings from './locales/en/settings.json';

type Messages = { [key: string]: string | Messages };

/** A key of namespace `Ns` as its English file has it (i18next.d.ts): what `t()` accepts without a type error. */
export type TranslationKey<Ns extends Namespace = 'common'> = ParseKeys<Ns>;

/**
 * The ids in the keys of `Ns` shaped `<Prefix>.<id><Suffix>`, e.g. KeyIds<'shop.categories', '.title'>: the type of a
 * list whose items build keys like t(`shop.categories.${id}.title`), so an id without its text is a type error.
 */
export type KeyIds<Prefix extends string, Suffix extends string = '', Ns extends Namespace = 'common'> =
  TranslationKey<Ns> extends infer K ? (K extends `${Prefix}.${infer Id}${Suffix}` ? Id : never) : never;

/**
 * Narrows a key that only exists at run time (a message key sent by the server or set by a form rule) to a key of
 * `ns`, by asking i18next whether it has a text for it (the fallback language included): callers word the key
 * when it does and fall back to a generic text when it does not.
 */
export function isTranslationKey<Ns extends Namespace>(ns: Ns, key: string): key is TranslationKey<Ns> {
  return i18n.exists(key, { ns });
}

/**
 * Namespaces the page shell itself renders with (header, footer, display preferences): they are loaded before the
 * first render. Every other namespace loads when a page first asks for it, while the page's 'Loading page...' shows.
 */
export const SHELL_NAMESPACES = ['common', 'settings'] as const;

// Each namespace file of each language becomes its own small chunk; only what a visitor needs is downloaded.
const loaders = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

/** Every namespace that has a file in the fallback language. */
export const namespaces = Object.keys(loaders)
  .map((path) => /\/locales\/en\/([^/]+)\.json$/.exec(path)?.[1])
  .filter((ns): ns is string => ns !== undefined);

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      // Not retryable (second argument false): the file does not exist, the fallback language covers it.
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      // `true` tells i18next the failure may be temporary: it retries with a doubling delay (SPEC §9).
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), true),
    );
  },
};

export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; label: string; flag: string }> = [
  { code: 'en', label: 'English', flag: '🇬🇧' },
  { code: 'es', label: 'Español', flag: '🇪🇸' },
  { code: 'fr', label: 'Français', flag: '🇫🇷' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language in use (a detected 'fr-CA' resolves to 'fr'). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

function applyDocumentLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}

i18n.on('languageChanged', applyDocumentLanguage);

/** Resolves once the shell's namespaces are loaded in the detected language; render the app after it. */
export const i18nReady: Promise<void> = i18n
  .use(localeBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    // English is bundled: it is the fallback for every language, so it is needed in any case.
    resources: { [FALLBACK_LANGUAGE]: { common: enCommon, settings: enSettings } },
    partialBundledLanguages: true,
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    maxRetries: INTERFACE.translationLoadRetries,
    retryTimeout: INTERFACE.translationLoadRetryBaseMs,
    interpolation: { escapeValue: false },
    detection: {
      // The cookie is what the server reads to send the prerendered home page in this language (decision 031);
      // the landing page's own picker writes both, so either may hold the latest choice.
      order: ['localStorage', 'cookie', 'navigator'],
      lookupLocalStorage: STORAGE_KEYS.language,
      lookupCookie: LANGUAGE_COOKIE.name,
      caches: ['localStorage', 'cookie'],
      cookieOptions: { path: '/', sameSite: 'lax', maxAge: LANGUAGE_COOKIE.maxAgeSeconds },
      // Store 'fr' rather than a browser's 'fr-CA': the app speaks languages, not regional variants.
      convertDetectedLanguage: (lng: string) => lng.split('-')[0] ?? lng,
    },
    // A page using a namespace that is not loaded yet suspends into the route's 'Loading page...' fallback.
    react: { useSuspense: true },
  })
  .then(applyDocumentLanguage);

export default i18n;
