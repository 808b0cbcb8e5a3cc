import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '#db/database.ts';
import type { Database } from '#db/schema.ts';
import type { Mailer } from '#providers/mail/mailer.ts';
import type { Providers } from '#providers/providers.ts';
import type { AccessTokens } from '#platform/auth/tokens.ts';
import type { Logger } from '#platform/logger.ts';
import type { RateLimits } from '#platform/rate-limits.ts';
import type { WorkerPool } from '#platform/worker-pool.ts';

/** What the HTTP app is built from; main.ts and the tests assemble it. */
export type AppDeps = {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  logger: Logger;
  mailer: Mailer;
  /** Geocoding, routing and weather (providers/providers.ts). */
  providers: Providers;
  rateLimits: RateLimits;
  /** The worker threads CPU-heavy work runs on, so no request holds the event loop (decision 044). */
  workers: WorkerPool;
  accessTokens: AccessTokens;
  version: string;
  dataDir: string;
  /**
   * Where links in e-mails point: server.ts sets PUBLIC_URL, else http://localhost:PORT. Never taken from a request
   * header; a builder that sends no mail (the API types) may leave it out, and links then point at http://localhost.
   */
  publicUrl?: string;
  /** The Redis client of the rate limits, when REDIS_URL is set; /health reports whether it answers. */
  redis?: Redis;
  ownerEmail?: string;
  requireEmailConfirmation: boolean;
  trustProxy: boolean;
  /** Called after sessions end so open realtime sockets of those sessions are closed on every instance. */
  onSessionsEnded?: (userId: string, sessionIds: string[]) => Promise<void>;
  /** Sends a realtime event to the user's open sockets on every instance (e.g. Pam's data.changed); set by server.ts. */
  publishToUser?: (userId: string, event: string, payload: unknown) => Promise<void>;
  /**
   * Sends a realtime event on a channel (e.g. `public:feed`) on every instance; sockets of `excludeUserIds` (users
   * across a block from the author) are skipped by the hub, so those bytes never reach them. Set by server.ts.
   */
  publishToChannel?: (
    channel: string,
    event: string,
    payload: unknown,
    options?: { excludeUserIds?: readonly string[] },
  ) => Promise<void>;
  /** Built SPA to serve, when present. */
  webDistDir?: string;
  /** MAP_STYLE_URL: told to the web (GET /config/public) and allowed by the CSP. */
  mapStyleUrl?: string;
};

export type AuthContext = { userId: string; sessionId: string; expiresAt: number };
export type AppEnv = {
  Variables: {
    auth: AuthContext;
    /** On routes open to visitors (optionalAuth): the signed-in caller, or null for a visitor. */
    viewer: AuthContext | null;
  };
};
