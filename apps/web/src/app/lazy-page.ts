import type { ComponentType } from 'react';
import { preloadableLazy } from '#shared/lib/preloadable-lazy.ts';
import { recordComponentLoad } from '#shared/lib/slow-loads.ts';
import { routePattern } from '#shared/lib/web-vitals.ts';

const RETRY_DELAYS_MS = [500, 1_500];

/**
 * A lazily loaded page (preloadable, see preloadableLazy) with retries: a chunk request that fails once (flaky
 * network, a deploy swapping files) should not put a user on the error screen; only a failure after the retries does.
 * A load slower than 1000 ms (retries included) is noted for /performance-test under the route it was loaded for.
 *
 * `content` loads what the page shows first for the address (its open tab and their texts) at the same time as the
 * page, so the page and its tab appear together instead of one after the other (decision 034).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy itself is typed over ComponentType<any>
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  content?: (search: URLSearchParams) => Promise<void>,
) {
  return preloadableLazy(async () => {
    const started = performance.now();
    const route = routePattern(location.pathname);
    // The open tab's code failing to load now is retried when the tab renders.
    const shown = content?.(new URLSearchParams(location.search)).catch(() => undefined);
    for (let attempt = 0; ; attempt++) {
      try {
        const [page] = await Promise.all([load(), shown]);
        recordComponentLoad(route, performance.now() - started);
        return page;
      } catch (err) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw err;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  });
}
