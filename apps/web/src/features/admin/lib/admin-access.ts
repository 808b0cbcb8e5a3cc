import { createContext, useContext, useEffect } from 'react';
import { ApiRequestError } from '#shared/lib/api-client.ts';

/** Whether the server refused a request as not an admin's (403, or the database's permission error). */
function isRefusal(err: unknown): boolean {
  return err instanceof ApiRequestError && (err.status === 403 || err.errorClass === 'rls_permission');
}

const RefusalContext = createContext<() => void>(() => undefined);

/** Given by the admin page: what to do when a read of the console is refused (turn to Access Denied). */
export const AdminRefusalProvider = RefusalContext.Provider;

/**
 * A read refused after the page's admin check said yes means the admin rights went away in between: the page turns
 * to Access Denied rather than showing one broken tab.
 */
export function useDeniedOnRefusal(error: unknown) {
  const refuse = useContext(RefusalContext);
  useEffect(() => {
    if (isRefusal(error)) refuse();
  }, [error, refuse]);
}
