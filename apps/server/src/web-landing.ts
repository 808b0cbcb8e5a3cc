import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@ww/contracts';

/**
 * The prerendered landing pages the web build writes (dist/landing/<language>.html, decision 031), or null when the
 * build has none (an older build): / then gets the app's index.html as before.
 */
export function readLandingPages(webDistDir: string): Record<Language, string> | null {
  const pages = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const file = join(webDistDir, 'landing', `${language}.html`);
    if (!existsSync(file)) return null;
    pages[language] = readFileSync(file, 'utf8');
  }
  return pages;
}

/** The language of the landing page for a visitor (platform/request-language.ts). */
export { preferredLanguage as landingLanguage } from '#platform/request-language.ts';
