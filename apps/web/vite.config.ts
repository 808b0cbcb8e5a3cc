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
      return { code: code.replace(/^(export const \w+\s*=\s*)(?=[A-Za-z_$][\w$]*\s*[.(])/gm, '$1/* @__PURE__ */ '), map: null };
    },
  };
}

export default defineConfig({
  plugins: [pureContracts(), react(), tailwindcss()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // With pureContracts(): contracts modules have no side effects and zod builder calls are pure, so unused
      // schemas (and zod with them) drop out of chunks that only need a constant.
      treeshake: {
        moduleSideEffects: (id: string) => !contractsFile.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
});
