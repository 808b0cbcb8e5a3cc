/**
 * Build-time entry (decision 031): renders the visitor's home page, exactly what the app renders at / for a
 * signed-out visitor (header, home page, footer), to static HTML in each language. vite.config.ts builds this file
 * for Node after the app's build and writes dist/landing/<language>.html from what renderLandingPages returns.
 */
import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { LANGUAGES, type Language } from '@ww/contracts';
import i18n, { i18nReady, SHELL_NAMESPACES } from '#shared/i18n/i18n.ts';
import { AppRoutes } from '../app.tsx';
import { OfflineNotice } from '../layout/offline-banner.tsx';
import { Providers } from '../providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { OFFLINE_BANNER_TEMPLATE_ID } from './landing-dom.ts';

export interface LandingAssets {
  /** The built dist/index.html: its stylesheet links, icons and manifest are kept, its app script is replaced. */
  template: string;
  /** The landing script's URL (/assets/landing-<hash>.js) and the chunks it imports, preloaded. */
  script: string;
  preloads: readonly string[];
}

async function renderToHtml(element: ReactElement): Promise<string> {
  // prerender (unlike renderToString) waits for every Suspense boundary, so the page is complete, never a fallback.
  // An unlimited chunk size keeps React from sending a large boundary after its fallback with an inline script to
  // swap them: the page has no inline script (the CSP forbids them) and must read complete without JavaScript.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The visitor's home page in `language`: the React tree for / with no session, and the offline banner's text. */
export async function renderLandingBody(language: Language): Promise<string> {
  await i18nReady.catch(() => undefined);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...SHELL_NAMESPACES]);
  // Its own client, emptied after the render: a query's garbage-collection timer (days, for offline use) would keep
  // the build's Node process running long after the pages are written.
  const queryClient = createQueryClient();
  const app = await renderToHtml(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>
    </StrictMode>,
  );
  queryClient.clear();
  const offline = await renderToHtml(
    <template id={OFFLINE_BANNER_TEMPLATE_ID}>
      <OfflineNotice />
    </template>,
  );
  return `<div id="root">${app}</div>${offline}`;
}

/** The whole document: the app's index.html with the prerendered page in #root and only the landing script. */
export function landingDocument(assets: LandingAssets, language: Language, body: string, description: string): string {
  const head = [
    ...assets.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    `<script type="module" crossorigin src="${assets.script}"></script>`,
  ].join('\n    ');
  const html = assets.template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttribute(description)}" />`,
    )
    // The app's entry and its preloads: a visitor's page must not download the app.
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<\/head>/, `\n    ${head}\n  </head>`);
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  return html.replace('<div id="root"></div>', body);
}

/** Every language's landing document, rendered one after the other (i18next has one current language). */
export async function renderLandingPages(assets: LandingAssets): Promise<Record<Language, string>> {
  const pages = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const body = await renderLandingBody(language);
    pages[language] = landingDocument(assets, language, body, i18n.t('home.hero.subline', { lng: language }));
  }
  return pages;
}
