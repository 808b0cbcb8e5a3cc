import { BrowserRouter, useRoutes } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

export function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
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
