/**
 * A same-origin path to return to after sign-in, or null. Rejects absolute URLs, protocol-relative '//host' and
 * backslash tricks ('/\host') that browsers would treat as another origin.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, 'http://same-origin.invalid');
    if (url.origin !== 'http://same-origin.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where a protected route sent the visitor from: react-router location state set by RequireAuth, or ?next=. */
export function returnPathFrom(state: unknown, search: string): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (from && typeof from.pathname === 'string') {
    const path = `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${typeof from.hash === 'string' ? from.hash : ''}`;
    const safe = safeRedirectPath(path);
    if (safe) return safe;
  }
  return safeRedirectPath(new URLSearchParams(search).get('next'));
}
