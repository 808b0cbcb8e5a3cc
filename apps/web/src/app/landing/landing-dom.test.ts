import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OFFLINE_BANNER_TEMPLATE_ID,
  hasStoredSession,
  wireLanguagePicker,
  wireOfflineBanner,
  wireScrolledHeader,
} from './landing-dom.ts';
import { setOnline as setOnlineStatus } from '#testing/network.ts';

// The parts of the prerendered page the script works on, as prerender.tsx writes them (see prerender.test.tsx).
const page = `
  <div id="root">
    <header data-scrolled="false" class="top-0 fixed inset-x-0 bg-transparent">
      <div>
        <label for="lng">Language</label>
        <select id="lng">
          <option value="en" selected>English</option>
          <option value="es">Español</option>
          <option value="fr">Français</option>
        </select>
        <a href="/login">Login</a>
      </div>
    </header>
    <main><h1>Travel further.</h1></main>
  </div>
  <template id="${OFFLINE_BANNER_TEMPLATE_ID}"><div role="status">Offline Mode: Using Saved Data</div></template>`;

const setOnline = (online: boolean) => setOnlineStatus(online, { announce: true });

describe('landing page script', () => {
  beforeEach(() => {
    document.body.innerHTML = page;
    localStorage.clear();
    document.cookie = 'i18next=; max-age=0; path=/';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('frosts the header once the page has scrolled past 50 px, and clears it back at the top', () => {
    wireScrolledHeader(window);
    const header = document.querySelector('header')!;
    window.scrollY = 51;
    window.dispatchEvent(new Event('scroll'));
    expect(header.dataset.scrolled).toBe('true');
    expect(header.className).toContain('bg-white/80');
    expect(header.className).toContain('shadow-sm');
    expect(header.className).not.toContain('bg-transparent');

    window.scrollY = 50;
    window.dispatchEvent(new Event('scroll'));
    expect(header.dataset.scrolled).toBe('false');
    expect(header.className).toContain('bg-transparent');
    expect(header.className).not.toContain('bg-white/80');
  });

  it('remembers a chosen language for the app (localStorage) and the server (cookie), then reloads', () => {
    const reload = vi.fn();
    wireLanguagePicker(window, reload);
    const select = document.querySelector('select')!;
    select.value = 'es';
    select.dispatchEvent(new Event('change'));
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.cookie).toContain('i18next=es');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the shown language is picked again', () => {
    const reload = vi.fn();
    wireLanguagePicker(window, reload);
    const select = document.querySelector('select')!;
    select.value = 'en';
    select.dispatchEvent(new Event('change'));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it("shows SPEC §2's offline banner under the header while offline, once, and removes it when back online", () => {
    wireOfflineBanner(window);
    expect(document.querySelector('header [role="status"]')).toBeNull();
    setOnline(false);
    setOnline(false);
    expect(document.querySelectorAll('header [role="status"]')).toHaveLength(1);
    expect(document.querySelector('header [role="status"]')?.textContent).toBe('Offline Mode: Using Saved Data');
    setOnline(true);
    expect(document.querySelector('header [role="status"]')).toBeNull();
  });

  it('shows the banner at once when the page opens offline', () => {
    setOnline(false);
    wireOfflineBanner(window);
    expect(document.querySelector('header [role="status"]')?.textContent).toBe('Offline Mode: Using Saved Data');
  });

  it('tells a signed-in browser (a stored session) from a visitor', () => {
    expect(hasStoredSession(localStorage)).toBe(false);
    localStorage.setItem('ww_session', '{}');
    expect(hasStoredSession(localStorage)).toBe(true);
  });
});
