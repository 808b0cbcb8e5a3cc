import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';

// In development the API runs on its own port (scripts/dev.mjs starts it on 3001) and Vite proxies to it,
// so the browser still sees one origin, as in production where the server serves this build.
const apiTarget = 'http://127.0.0.1:3001';
const proxy = {
  '/api': { target: apiTarget, ws: true },
  '/uploads': { target: apiTarget },
};

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

export default defineConfig({
  plugins: [pureContracts(), react(), tailwindcss(), precompressBuild()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // dist/.vite/manifest.json: which chunks each page needs, for bench/bundle-size.mjs.
    manifest: true,
    rolldownOptions: {
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
              // Our own code every page starts with (session, API client, settings, i18n set-up, icon base, error
              // boundaries). Not the contracts: a page's schemas would come along, and zod with them.
              name: 'shell',
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
