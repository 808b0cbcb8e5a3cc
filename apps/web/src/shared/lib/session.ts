import type { AuthUser, Session } from '@ww/contracts';

/** localStorage key holding the signed-in session, shared by all tabs of the app. */
export const SESSION_STORAGE_KEY = 'ww_session';

export interface StoredSession extends Session {
  user: AuthUser;
}

/** Why the session changed: 'expired' means a refresh was rejected and the user must sign in again. */
export type SessionChangeReason = 'signed_in' | 'refreshed' | 'signed_out' | 'expired' | 'other_tab';

type Listener = (session: StoredSession | null, reason: SessionChangeReason) => void;

const listeners = new Set<Listener>();
let current: StoredSession | null | undefined;

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | undefined;
  return (
    typeof v.access_token === 'string' &&
    typeof v.refresh_token === 'string' &&
    typeof v.expires_at === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    typeof user.email === 'string'
  );
}

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredSession(value) ? value : null;
  } catch {
    return null;
  }
}

function readStorage(): StoredSession | null {
  try {
    return parse(localStorage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function getSession(): StoredSession | null {
  if (current === undefined) current = readStorage();
  return current;
}

/** Re-reads the session from storage; another tab may have rotated the refresh token meanwhile. */
export function reloadSession(): StoredSession | null {
  current = readStorage();
  return current;
}

export function setSession(session: StoredSession | null, reason: SessionChangeReason): void {
  current = session;
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the session still lives in memory for this tab.
  }
  for (const listener of listeners) listener(session, reason);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies a change another tab wrote to localStorage (the storage event only fires in the other tabs).
 * Returns true when this tab's view of the session changed.
 */
export function applyStorageEvent(event: StorageEvent): boolean {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return false;
  const next = parse(event.key === null ? null : event.newValue);
  const before = current ?? null;
  if (before?.access_token === next?.access_token && before?.refresh_token === next?.refresh_token) return false;
  current = next;
  for (const listener of listeners) listener(next, 'other_tab');
  return true;
}

export function secondsUntilExpiry(session: Session, nowMs: number = Date.now()): number {
  return session.expires_at - nowMs / 1000;
}
