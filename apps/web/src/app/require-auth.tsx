import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '#shared/lib/auth.tsx';
import { isDevMode } from '#shared/lib/dev-mode.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * Guards the nested routes: visitors go to /login (replacing the history entry) and come back after signing in.
 * In development mode (SPEC §6) the guard lets everyone through unless `devBypass` is false.
 */
export function RequireAuth({ devBypass = true }: { devBypass?: boolean }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'signed_in' || (devBypass && isDevMode())) return <Outlet />;
  if (status === 'loading') return <PageLoading />;
  return <Navigate to="/login" replace state={{ from: location }} />;
}
