/**
 * What the prerendered landing page does without React (decision 031): the few interactive bits of the visitor's
 * home page, wired by plain DOM so a visitor downloads a few kilobytes instead of the app.
 */
import { INTERFACE, LANGUAGE_COOKIE, LANGUAGES, STORAGE_KEYS, type Language } from '@ww/contracts';
import { SESSION_STORAGE_KEY } from '#shared/lib/session.ts';
import { HOME_HEADER_SCROLLED_CLASSES, HOME_HEADER_TOP_CLASSES } from '../layout/home-header.ts';

/** The id of the <template> holding SPEC §2's offline banner in the page's language. */
export const OFFLINE_BANNER_TEMPLATE_ID = 'ww-offline-banner';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Whether someone is signed in on this browser: they get the full app at / instead of the visitor's page. */
export function hasStoredSession(storage: Storage): boolean {
  try {
    return storage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The header turns frosted once the page has scrolled past 50 px (SPEC §2), as the React header does. */
export function wireScrolledHeader(win: Window): void {
  const header = win.document.querySelector<HTMLElement>('header[data-scrolled]');
  if (!header) return;
  const top = HOME_HEADER_TOP_CLASSES.split(' ');
  const scrolledClasses = HOME_HEADER_SCROLLED_CLASSES.split(' ');
  const update = () => {
    const scrolled = win.scrollY > INTERFACE.headerScrolledAfterPx;
    if (header.dataset.scrolled === String(scrolled)) return;
    header.dataset.scrolled = String(scrolled);
    header.classList.remove(...(scrolled ? top : scrolledClasses));
    header.classList.add(...(scrolled ? scrolledClasses : top));
  };
  update();
  win.addEventListener('scroll', update, { passive: true });
}

/** Keeps the language where the app (localStorage, i18next's detector) and the server (cookie) both find it. */
export function rememberLanguage(win: Window, language: Language): void {
  try {
    win.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage refused (private mode, quota): the cookie still carries the choice.
  }
  win.document.cookie = `${LANGUAGE_COOKIE.name}=${language}; path=/; max-age=${LANGUAGE_COOKIE.maxAgeSeconds}; samesite=lax`;
}

/** The header's language picker: remembers the choice and loads the page again, which the server sends in it. */
export function wireLanguagePicker(win: Window, reload: () => void = () => win.location.reload()): void {
  const select = win.document.querySelector<HTMLSelectElement>('header select');
  if (!select) return;
  const shown = select.value;
  select.addEventListener('change', () => {
    const language = select.value;
    if (!isLanguage(language) || language === shown) return;
    rememberLanguage(win, language);
    reload();
  });
}

/** SPEC §2's offline banner under the header while the browser is offline. */
export function wireOfflineBanner(win: Window): void {
  const doc = win.document;
  const template = doc.querySelector<HTMLTemplateElement>(`template#${OFFLINE_BANNER_TEMPLATE_ID}`);
  const header = doc.querySelector('header');
  if (!template || !header) return;
  let banner: Element | null = null;
  const update = () => {
    if (!win.navigator.onLine && !banner) {
      banner = template.content.firstElementChild?.cloneNode(true) as Element | null;
      if (banner) header.append(banner);
    } else if (win.navigator.onLine && banner) {
      banner.remove();
      banner = null;
    }
  };
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
}

/** A visitor's theme is the system's (the settings' default), as the app applies it. */
export function applyColorScheme(win: Window): void {
  if (typeof win.matchMedia !== 'function') return;
  const media = win.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => win.document.documentElement.classList.toggle('dark', media.matches);
  apply();
  media.addEventListener('change', apply);
}
