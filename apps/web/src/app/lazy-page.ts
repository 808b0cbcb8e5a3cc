import { lazy, type ComponentType } from 'react';

const RETRY_DELAYS_MS = [500, 1_500];

/**
 * React.lazy with retries: a chunk request that fails once (flaky network, a deploy swapping files) should not
 * put a user on the error screen; only a failure after the retries does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy itself is typed over ComponentType<any>
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await load();
      } catch (err) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw err;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  });
}
