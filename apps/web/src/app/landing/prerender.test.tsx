// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@ww/contracts';
import { OFFLINE_BANNER_TEMPLATE_ID } from './landing-dom.ts';
import { renderLandingPages } from './prerender.tsx';

// dist/index.html as `vite build` writes it: the app's entry script, its preloads and the stylesheet.
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="English description" />
    <title>Wheels &amp; Wins</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/main-abc.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const expected: Record<Language, { headline: string; login: string; offline: string }> = {
  en: {
    headline: 'Travel further. Spend smarter. Never roam alone.',
    login: 'Login',
    offline: 'Offline Mode: Using Saved Data',
  },
  es: {
    headline: 'Viaja más lejos. Gasta mejor. Nunca viajes solo.',
    login: 'Iniciar sesión',
    offline: 'Modo sin conexión: usando datos guardados',
  },
  fr: {
    headline: 'Voyagez plus loin. Dépensez mieux. Ne roulez jamais seul.',
    login: 'Connexion',
    offline: 'Mode hors ligne : données enregistrées utilisées',
  },
};

describe('prerendered landing pages', () => {
  let pages: Record<Language, string>;
  beforeAll(async () => {
    pages = await renderLandingPages({
      template,
      script: '/assets/landing-abc.js',
      preloads: ['/assets/landing-shared-abc.js'],
    });
  }, 30_000);

  it.each(['en', 'es', 'fr'] as const)('%s: the headline, the visitor header and the language', (language) => {
    const html = pages[language];
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(`>${expected[language].headline}</h1>`);
    // The visitor's header: Shop and Login as real links the server answers, with no app code needed.
    expect(html).toMatch(new RegExp(`<a [^>]*href="/login"[^>]*>${expected[language].login}</a>`));
    expect(html).toMatch(/<a [^>]*href="\/signup"/);
    expect(html).toMatch(/<header data-scrolled="false"[^>]*bg-transparent/);
    expect(html).toMatch(new RegExp(`<option value="${language}" lang="${language}"[^>]*selected=""`));
    expect(html).not.toContain('Log Out');
  });

  it('has only the landing script: no app entry, no app preloads, no inline script', () => {
    for (const html of Object.values(pages)) {
      expect(html.match(/<script\b[^>]*>/g)).toEqual([
        '<script type="module" crossorigin src="/assets/landing-abc.js">',
      ]);
      expect(html).not.toContain('/assets/index-abc.js');
      expect(html).not.toContain('/assets/framework-abc.js');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-shared-abc.js">');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-abc.css">');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
  });

  it('keeps the offline banner in the page language for the script to show', () => {
    for (const language of ['en', 'es', 'fr'] as const) {
      const banner = new RegExp(
        `<template id="${OFFLINE_BANNER_TEMPLATE_ID}"><div role="status"[^>]*>.*${expected[language].offline}</div></template>`,
      );
      expect(pages[language]).toMatch(banner);
    }
  });

  it('describes the page in its language', () => {
    expect(pages.en).not.toContain('English description');
    expect(pages.fr).toMatch(/<meta name="description" content="Wheels &amp; Wins est une communauté/);
  });
});
