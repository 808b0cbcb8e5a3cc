import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AUTH_FAILURES, SESSION, type AuthResponse, type AuthUser, type SignupRequest } from '@ww/contracts';
import { ApiRequestError, api, refreshSession } from './api-client.ts';
import { removePersistedQueryCache } from './query-persistence.ts';
import {
  applyStorageEvent,
  getSession,
  secondsUntilExpiry,
  setSession,
  subscribeSession,
  type StoredSession,
} from './session.ts';

export type AuthStatus = 'loading' | 'signed_in' | 'signed_out';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** Unix time (s) at which the current access token expires; null when signed out. */
  expiresAt: number | null;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (input: SignupRequest) => Promise<{ confirmationRequired: boolean }>;
  signOut: () => Promise<void>;
  /** Confirms the e-mail address with the token from the confirmation link and signs the user in. */
  confirmEmail: (token: string) => Promise<void>;
}

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  expiresAt: number | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function stateFor(session: StoredSession | null): AuthState {
  return session
    ? { status: 'signed_in', user: session.user, expiresAt: session.expires_at }
    : { status: 'signed_out', user: null, expiresAt: null };
}

function initialState(): AuthState {
  const session = getSession();
  // A stored token that is still valid lets the app start signed in (also offline); an expired one needs a refresh first.
  if (session && secondsUntilExpiry(session) <= 0) return { status: 'loading', user: null, expiresAt: null };
  return stateFor(session);
}

function sameState(a: AuthState, b: AuthState): boolean {
  return (
    a.status === b.status &&
    a.user?.id === b.user?.id &&
    a.user?.is_admin === b.user?.is_admin &&
    a.expiresAt === b.expiresAt
  );
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  const [state, setState] = useState<AuthState>(initialState);
  const userIdRef = useRef<string | null>(state.user?.id ?? getSession()?.user.id ?? null);

  const apply = useCallback(
    (next: AuthState) => {
      const nextUserId = next.user?.id ?? null;
      if (next.status !== 'loading' && nextUserId !== userIdRef.current) {
        // Cached server data belongs to the previous user: in memory and the copy saved for offline use. (Their
        // outbox stays: it waits for them to sign in again.)
        queryClient.clear();
        if (userIdRef.current) void removePersistedQueryCache(userIdRef.current);
        userIdRef.current = nextUserId;
      }
      setState((prev) => (sameState(prev, next) ? prev : next));
    },
    [queryClient],
  );

  // Session changes from refreshes, expiry and other tabs arrive in bursts; they are applied once things settle.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeSession((_session, reason) => {
      if (reason === 'expired') toast.error(t('auth_failures.session_expired'));
      clearTimeout(timer);
      timer = setTimeout(() => apply(stateFor(getSession())), SESSION.authEventDebounceMs);
    });
    const onStorage = (event: StorageEvent) => {
      applyStorageEvent(event);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [apply, t]);

  // Confirm the stored session with the server once at start-up (it may have been revoked from another device).
  useEffect(() => {
    if (!getSession()) return;
    let cancelled = false;
    api('GET /auth/session')
      .then(({ user }) => {
        const session = getSession();
        if (cancelled || !session) return;
        const updated = { ...session, user };
        setSession(updated, 'refreshed');
        apply(stateFor(updated));
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        if (err instanceof ApiRequestError && err.errorClass === 'network') {
          // Offline start: keep working with the saved session.
          const session = getSession();
          apply(session ? { status: 'signed_in', user: session.user, expiresAt: session.expires_at } : stateFor(null));
          return;
        }
        if (err instanceof ApiRequestError && err.status === 401 && getSession()) setSession(null, 'expired');
        apply(stateFor(getSession()));
      });
    return () => {
      cancelled = true;
    };
  }, [apply]);

  // Refresh ahead of expiry: checked every minute and whenever the tab comes back to the foreground.
  useEffect(() => {
    const check = () => {
      const session = getSession();
      if (session && secondsUntilExpiry(session) < SESSION.refreshThresholdSeconds) {
        refreshSession().catch(() => {
          // Failures are handled where they matter: a rejected token ends the session via the 'expired' event.
        });
      }
    };
    const interval = setInterval(check, SESSION.refreshCheckIntervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', check);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', check);
    };
  }, []);

  const startSession = useCallback(
    (response: AuthResponse) => {
      if (!response.session) return false;
      const session: StoredSession = { ...response.session, user: response.user };
      setSession(session, 'signed_in');
      apply(stateFor(session));
      return true;
    },
    [apply],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const response = await api('POST /auth/login', { json: { email, password }, auth: false });
      if (!startSession(response)) {
        throw new ApiRequestError(AUTH_FAILURES.email_not_confirmed, {
          status: 403,
          errorClass: 'authentication',
          code: 'email_not_confirmed',
        });
      }
    },
    [startSession],
  );

  const signUp = useCallback(
    async (input: SignupRequest) => {
      const response = await api('POST /auth/signup', { json: input, auth: false });
      return { confirmationRequired: !startSession(response) };
    },
    [startSession],
  );

  const confirmEmail = useCallback(
    async (token: string) => {
      const response = await api('POST /auth/confirm-email', { json: { token }, auth: false });
      startSession(response);
    },
    [startSession],
  );

  const signOut = useCallback(async () => {
    if (getSession()) {
      try {
        await api('POST /auth/logout');
      } catch (err) {
        // A session the server no longer knows is signed out already; anything else is worth a retry.
        if (!(err instanceof ApiRequestError && err.errorClass === 'authentication')) throw err;
      }
    }
    setSession(null, 'signed_out');
    apply(stateFor(null));
  }, [apply]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signOut, confirmEmail }),
    [state, signIn, signUp, signOut, confirmEmail],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
