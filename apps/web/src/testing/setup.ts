import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import i18n, { i18nReady } from '#shared/i18n/i18n.ts';
import { restoreOnline } from './network.ts';

// The app loads translation files on demand; tests get every namespace of every language up front, so a component
// renders its real texts at once, as it does in the app once its page has loaded.
const files = import.meta.glob<Record<string, unknown>>('../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});
for (const [path, messages] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match?.[1] && match[2]) i18n.addResourceBundle(match[1], match[2], messages, true, true);
}
await i18nReady;

// happy-dom lays nothing out, and its IntersectionObserver never reports: here every observed element is in view at
// once, as a map on a desktop screen is (RouteMap loads when it comes into view). Tests of the waiting replace it.
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;

// A whole-app render loads the page's lazy chunk and the shell's (the Pam button, the consent dialog, the
// realtime connection) through Vite's transform; with every test file running at once on a two-core machine that
// takes more than testing-library's default second to appear, though well under a second on its own.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  restoreOnline();
});

// A toast that closed in a file's last test removes itself 200 ms later from a timer sonner does not cancel on unmount;
// fired after the test environment is gone, it throws 'window is not defined'. Files that showed a toast wait it out.
afterAll(async () => {
  if (toast.getHistory().length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
});
