import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { startVitalsReporting } from '#shared/lib/web-vitals.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

export function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  // This visit's web vitals go to the server 3 s after load (once, however often App renders).
  useEffect(startVitalsReporting, []);
  return (
    // The outer boundary catches what the page shell's own boundary cannot: errors in the shell itself.
    <ErrorBoundary>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  );
}
