import { lazy, type ComponentType } from 'react';
import { recordComponentLoad } from '#shared/lib/slow-loads.ts';
import { routePattern } from '#shared/lib/web-vitals.ts';

const RETRY_DELAYS_MS = [500, 1_500];

/**
 * React.lazy with retries: a chunk request that fails once (flaky network, a deploy swapping files) should not
 * put a user on the error screen; only a failure after the retries does. A load slower than 1000 ms (retries
 * included) is noted for /performance-test under the route it was loaded for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy itself is typed over ComponentType<any>
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const started = performance.now();
    const route = routePattern(location.pathname);
    for (let attempt = 0; ; attempt++) {
      try {
        const page = await load();
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
