import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

// In development the API runs on its own port (scripts/dev.mjs starts it on 3001) and Vite proxies to it,
// so the browser still sees one origin, as in production where the server serves this build.
const apiTarget = 'http://127.0.0.1:3001';
const proxy = {
  '/api': { target: apiTarget, ws: true },
  '/uploads': { target: apiTarget },
};

// What the landing page's script (src/app/landing/landing.ts) shares with the app: the contracts' constants, the
// stored session's key and API client, the header's classes, the service worker's registration, web vitals, and
// Vite's helper for the dynamic imports (the app; the region, which loads after the page).
const landingShared =
  /vite[\\/]preload-helper|node_modules[\\/]web-vitals[\\/]|packages[\\/]contracts[\\/]src[\\/]constants\.ts$|apps[\\/]web[\\/]src[\\/](?:shared[\\/]lib[\\/](?:session|api-client|web-vitals)\.ts|app[\\/]layout[\\/]home-header\.ts|app[\\/]sw-update-registration\.ts)$/;

const contractsFile = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;

/**
 * Marks the contracts' top-level `export const x = <call chain>` initializers (zod schemas, Object.keys(...)) as
 * pure. Building a schema has no side effect, but a bundler cannot prove it for chains like `.extend()` or
 * `.refine()`; without the hint every page importing one constant from a contracts file would also download zod.
 */
function pureContracts(): Plugin {
  return {
    name: 'ww-pure-contracts',
    enforce: 'pre',
    transform(code, id) {
      if (!contractsFile.test(id)) return null;
      return {
        code: code.replace(/^(export const \w+\s*=\s*)(?=[A-Za-z_$][\w$]*\s*[.(])/gm, '$1/* @__PURE__ */ '),
        map: null,
      };
    },
  };
}

const compressible = /\.(?:js|mjs|css|html|svg|json|geojson|txt)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once at the highest
 * levels; the server sends the one the browser accepts (serveStatic's `precompressed`), so a phone on a weak
 * campground connection downloads the app at about a quarter of its size without the server compressing per request.
 */
function precompressBuild(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'ww-precompress-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const LANDING_ENTRY = 'src/app/landing/landing.ts';
const PRERENDER_ENTRY = 'src/app/landing/prerender.tsx';

/**
 * Decision 031: after the app is written, builds src/app/landing/prerender.tsx for Node, renders the visitor's home
 * page in each language and writes dist/landing/<language>.html (the app's index.html with the page in #root and
 * the landing script instead of the app's). It runs in writeBundle, before the service worker is generated in
 * closeBundle, so the landing pages are precached with everything else.
 */
function prerenderLanding(): Plugin {
  let root = '';
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'ww-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      const landing = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === resolve(root, LANDING_ENTRY),
      );
      if (landing?.type !== 'chunk') throw new Error(`The build has no chunk for ${LANDING_ENTRY}.`);
      // Inside node_modules so the rendered module finds react, react-dom and i18next where Node looks for them.
      const serverOut = resolve(root, 'node_modules/.cache/ww-prerender');
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [pureContracts(), react()],
        ssr: { noExternal: ['@ww/contracts'] },
        build: {
          ssr: PRERENDER_ENTRY,
          outDir: serverOut,
          emptyOutDir: true,
          target: 'node22',
          minify: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      const { renderLandingPages } = (await import(
        pathToFileURL(join(serverOut, 'prerender.mjs')).href
      )) as typeof import('./src/app/landing/prerender.tsx');
      const pages = await renderLandingPages({
        template: readFileSync(join(outDir, 'index.html'), 'utf8'),
        script: `/${landing.fileName}`,
        preloads: landing.imports.map((file) => `/${file}`),
      });
      mkdirSync(join(outDir, 'landing'), { recursive: true });
      for (const [language, html] of Object.entries(pages))
        writeFileSync(join(outDir, 'landing', `${language}.html`), html);
      rmSync(serverOut, { recursive: true, force: true });
    },
  };
}

/**
 * The installable app (decision 031): web app manifest and a Workbox service worker that precaches every file of
 * the build (app shell, landing pages, every route's chunks and styles, translations, the offline basemap, icons).
 * A new version waits until the user reloads from the 'Update available' bar (src/app/sw-update.tsx).
 */
function installableApp() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // src/app/sw-update-registration.ts registers it, from the app and from the landing page.
    injectRegister: false,
    filename: 'sw.js',
    // The icons are precached by the glob below already.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Wheels & Wins',
      short_name: 'Wheels & Wins',
      description:
        'Wheels & Wins: an AI-powered community for RV and caravan travellers to plan smarter, spend wiser and stay connected.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#047857',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{html,js,mjs,css,json,svg,png,webmanifest,woff,woff2}'],
      globIgnores: ['.vite/**', 'sw.js', 'workbox-*.js'],
      // The largest are the detailed basemap (3.5 MB raw, 0.6 MB Brotli) and MapLibre (1.1 MB): decision 031 lists them.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Content-hashed files need no revision query: their name changes with their content.
      dontCacheBustURLsMatching: /^assets\//,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      // / is the prerendered landing page in the visitor's language (below), not the app's index.html.
      directoryIndex: '',
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/\.vite\//, /^\/$/],
      runtimeCaching: [
        {
          // Online: the server's answer (it picks the language and knows the newest build); offline: the last one
          // seen, else the precached page in the remembered (cookie) or browser language.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'ww-landing',
            networkTimeoutSeconds: 4,
            // The server varies / on Cookie and Accept-Language; a service worker never sees those request headers.
            matchOptions: { ignoreVary: true },
            plugins: [
              {
                handlerDidError: async () => {
                  const languages = ['en', 'es', 'fr'];
                  const store = (
                    self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
                  ).cookieStore;
                  const cookie = store ? await store.get('i18next').catch(() => null) : null;
                  const browser = self.navigator.language.slice(0, 2);
                  const language = [cookie?.value, browser].find((l) => l && languages.includes(l)) ?? 'en';
                  return (await caches.match(`/landing/${language}.html`, { ignoreSearch: true })) ?? Response.error();
                },
              },
            ],
          },
        },
        {
          // Avatars and social photos: stored under a new name when changed (served immutable), so the cached copy
          // is right for as long as it is kept.
          urlPattern: ({ url }) => /^\/uploads\/(?:avatars|social)\//.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'ww-uploads',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [pureContracts(), react(), tailwindcss(), prerenderLanding(), installableApp(), precompressBuild()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // dist/.vite/manifest.json: which chunks each page needs, for bench/bundle-size.mjs.
    manifest: true,
    // The budgets are gzipped bytes per page, measured by bench/bundle-size.mjs (DESIGN §7). The chunks over Vite's
    // 500 kB default are MapLibre GL (the map view, about 1.1 MB, 300 KB gzipped) and its web worker (about 520 kB),
    // loaded only where a map is shown; a warning about them on every build would only teach people to ignore warnings.
    chunkSizeWarningLimit: 1_200,
    rolldownOptions: {
      // The app, and the prerendered landing page's own small script (decision 031).
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        landing: resolve(import.meta.dirname, LANDING_ENTRY),
      },
      output: {
        // The libraries every page needs travel as one file: split into a dozen small chunks they cost a round trip
        // each on a first visit (HTTP/1.1 opens six connections per host), which is most of a slow phone's wait.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-browser-languagedetector|@tanstack[\\/](?:query-core|react-query)|sonner|clsx|use-sync-external-store)[\\/]/,
            },
            {
              // Before 'shell' (priority): in the shell chunk, these would bring the shell, and the framework it
              // imports, to the landing page (decision 031).
              name: 'landing-shared',
              test: landingShared,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // zod on its own: captured into 'shell' (a shared module validates with it), every page that needs it
              // would bring the shell and the framework along, the landing page's region among them.
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]/,
              priority: 3,
            },
            {
              // The visitor's region (region.ts validates its cache with zod): loaded by the landing page after the
              // page; not in 'shell', which would bring the framework along with it.
              name: 'region',
              test: /apps[\\/]web[\\/]src[\\/]shared[\\/]lib[\\/]region\.ts$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Our own code every page starts with (session, API client, settings, i18n set-up, icon base, error
              // boundaries). Not the contracts: a page's schemas would come along, and zod with them.
              name: 'shell',
              // Only these modules: with their dependencies, the contracts' modules they import (and zod's schemas)
              // would come along, and every other chunk using one constant of them would load the framework too.
              includeDependenciesRecursively: false,
              test: /apps[\\/]web[\\/]src[\\/]shared[\\/](?:lib[\\/][^\\/]+|i18n[\\/]i18n\.ts|ui[\\/](?:button|spinner|fallback-boundary)\.tsx)$|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
            },
          ],
        },
      },
      // With pureContracts(): contracts modules have no side effects and zod builder calls are pure, so unused
      // schemas (and zod with them) drop out of chunks that only need a constant.
      treeshake: {
        moduleSideEffects: (id: string) => !contractsFile.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
});
