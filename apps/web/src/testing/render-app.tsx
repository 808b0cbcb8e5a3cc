import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers } from '#app/providers.tsx';
import { AppRoutes } from '#app/app.tsx';

/** Shows the router's current location, so tests can assert where navigation ended up. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A fresh query cache that reports failures at once instead of retrying. */
function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders the whole app (providers, page shell, routes) at a path, with a fresh query cache. */
export function renderApp(path: string | string[], initialIndex?: number) {
  const entries = Array.isArray(path) ? path : [path];
  return render(
    <Providers queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={entries} initialIndex={initialIndex ?? entries.length - 1}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}

/** Renders a single page or component inside the app's providers and a router at a path, with a fresh query cache. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  return render(
    <Providers queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** Renders as `renderWithProviders` does, with the router's location shown for `currentLocation()`. */
export function renderWithLocation(ui: ReactNode, path = '/') {
  return renderWithProviders(
    <>
      {ui}
      <LocationProbe />
    </>,
    path,
  );
}

/** Where the router is now, path and query, as LocationProbe shows it. */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';
