import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadable-lazy.ts';

afterEach(cleanup);

function Fuel() {
  return <p>Fuel log</p>;
}

const inSuspense = (Component: React.ComponentType) => (
  <Suspense fallback={<p>Loading</p>}>
    <Component />
  </Suspense>
);

describe('preloadableLazy', () => {
  it('without a preload, the first render waits behind the fallback', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Fuel }));
    render(inSuspense(Lazy));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Fuel log')).toBeTruthy();
  });

  it('once preloaded, the first render shows the component at once, with no fallback', async () => {
    let loads = 0;
    const Lazy = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve({ default: Fuel });
    });
    await Lazy.preload();
    render(inSuspense(Lazy));
    expect(screen.getByText('Fuel log')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('a failed load is tried again by the next preload', async () => {
    let fail = true;
    const Lazy = preloadableLazy(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Fuel }),
    );
    await expect(Lazy.preload()).rejects.toThrow('offline');
    fail = false;
    await Lazy.preload();
    render(inSuspense(Lazy));
    expect(screen.getByText('Fuel log')).toBeTruthy();
  });
});
