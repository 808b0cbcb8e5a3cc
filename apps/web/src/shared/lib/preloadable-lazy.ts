import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Namespace } from 'i18next';
import i18n from '#shared/i18n/i18n.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy itself is typed over ComponentType<any>
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Loads the code (and the namespaces it was declared with); the first render then does not suspend. */
  preload(): Promise<void>;
};

type Module<T> = { default: T };

/**
 * React.lazy that can be loaded ahead of its first render. A lazy component suspends on its first render even when its
 * module is already loaded, and React reveals what a Suspense fallback hid at least 300 ms after the fallback showed:
 * a page whose tab is lazy inside a lazy page waited two of those on every cold start, offline included (issue 13,
 * decision 034). Once preloaded, the component hands React its module synchronously (a thenable that calls back at
 * once, which React.lazy reads as already resolved), so nothing suspends and no fallback shows.
 */
export function preloadableLazy<T extends AnyComponent>(
  load: () => Promise<Module<T>>,
  namespaces: readonly Extract<Namespace, string>[] = [],
): PreloadableComponent<T> {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (err: unknown) => {
        loading = undefined; // a later render or preload tries again
        throw err;
      },
    ));
  const component = lazy(() => {
    if (!loaded) return start();
    const module = loaded;
    const resolved = { then: (onFulfilled: (value: Module<T>) => unknown) => void onFulfilled(module) };
    return resolved as unknown as Promise<Module<T>>;
  });
  const preload = async () => {
    await Promise.all([start(), namespaces.length ? i18n.loadNamespaces([...namespaces]) : undefined]);
  };
  return Object.assign(component, { preload });
}
