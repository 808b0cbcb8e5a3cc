/**
 * SPEC §6: in development, navigation counts as authenticated for protected routes and the main navigation.
 * Keyed on the Vite mode rather than import.meta.env.DEV: DEV follows NODE_ENV, so a `vite build` run in a shell
 * with NODE_ENV=development (or under vitest, NODE_ENV=test) would ship the bypass in the production bundle.
 * Only the dev server runs in 'development' mode; builds are 'production' and unit tests 'test' (unless stubbed).
 */
export function isDevMode(): boolean {
  return import.meta.env.MODE === 'development';
}
