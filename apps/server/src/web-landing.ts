import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@ww/contracts';

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

function asLanguage(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().split('-')[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === primary);
}

/**
 * The language of the landing page for a visitor: the one they chose (the `i18next` cookie the app and the landing
 * page write), else the best match of the browser's Accept-Language (by q, then order), else English.
 */
export function landingLanguage(cookieLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = asLanguage(cookieLanguage);
  if (chosen) return chosen;
  const ranked = (acceptLanguage ?? '')
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: asLanguage(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? FALLBACK_LANGUAGE;
}
