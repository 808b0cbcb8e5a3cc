import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n, { i18nReady } from '../shared/i18n/i18n.ts';

// The app loads translation files on demand; tests get every namespace of every language up front, so a component
// renders its real texts at once, as it does in the app once its page has loaded.
const files = import.meta.glob<Record<string, unknown>>('../shared/i18n/locales/*/*.json', { eager: true, import: 'default' });
for (const [path, messages] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match?.[1] && match[2]) i18n.addResourceBundle(match[1], match[2], messages, true, true);
}
await i18nReady;

afterEach(() => {
  cleanup();
});
