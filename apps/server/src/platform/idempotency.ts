import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Context, Next } from 'hono';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import type { AppEnv } from '#platform/app-env.ts';
import { AppError, errorBody, validationError } from '#platform/errors.ts';

/**
 * Idempotency-Key on every authenticated write (decision 028). The web's offline outbox replays each queued write
 * with a key; the first successful answer to a user's key is stored, and the same request with the same key gets that
 * answer again (same status and JSON body, header `Idempotent-Replayed: true`) without running the handler twice.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_CHARS = 200;
/** A first request still pending after this long is taken to be abandoned (its server stopped) and is taken over. */
export const IDEMPOTENCY_PENDING_TIMEOUT_MS = 60_000;
/** Expired keys (24 h, in idempotency_keys_expire()) are removed at most this often per process. */
const EXPIRE_EVERY_MS = 60_000;
/**
 * The raw body is read (and hashed) before the route's own limit runs; uploads with their own limits (bank import,
 * Pam's recordings and social photos: 10 MB, plus their form's envelope) are the largest a route accepts.
 */
export const IDEMPOTENT_BODY_MAX_BYTES = 10 * 1024 * 1024 + 64 * 1024;
/** The largest answer kept for a replay; a larger one is answered but not stored (a retry then runs again). */
const STORED_RESPONSE_MAX_CHARS = 1024 * 1024;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that keep their own per-row key (the message itself is the record): a message in a conversation and a
 * message to Pam answer a replay from their own tables, Pam with `metadata.replayed`, and wait for a concurrent twin
 * instead of refusing it.
 */
const OWN_IDEMPOTENCY: readonly (readonly [method: string, path: RegExp])[] = [
  ['POST', /^\/api\/v1\/social\/conversations\/[^/]+\/messages\/?$/],
  ['POST', /^\/api\/v1\/pam-simple\/chat\/?$/],
];

export const IDEMPOTENCY_ERRORS = {
  reused: {
    code: 'idempotency_key_reused',
    message: 'This Idempotency-Key was already used for a different request.',
  },
  inProgress: {
    code: 'idempotency_request_in_progress',
    message: 'The same request is still being processed. Try again in a moment.',
  },
} as const;

/** The sentence the OpenAPI document's security scheme carries, so every client reads the rule once. */
export const IDEMPOTENCY_DOC =
  'Every authenticated POST, PUT, PATCH and DELETE accepts an `Idempotency-Key` header (1–200 characters, e.g. a ' +
  'uuid). The same user sending the same key with the same method, path and body within 24 hours gets the first ' +
  'successful answer again (same status and body, header `Idempotent-Replayed: true`) and nothing is done twice. ' +
  'The same key with a different request is a 409 `idempotency_key_reused`; while the first request is still ' +
  'running a 409 `idempotency_request_in_progress` with `Retry-After: 1`. Answers other than 2xx are not kept, so ' +
  'a retry after a 4xx or 5xx runs again.';

type Stored = {
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  response_type: string | null;
};

/** Requests already handled: a router and its child may both run requireAuth for one request. */
const handled = new WeakSet<Context>();
/** When this process last removed expired keys. */
let lastExpiry = 0;

function conflict(which: keyof typeof IDEMPOTENCY_ERRORS) {
  const { code, message } = IDEMPOTENCY_ERRORS[which];
  return new AppError(409, 'other', message, code);
}

/** Reads the request's body once, up to the limit, and puts the bytes back for the route to read. */
async function takeBody(c: Context<AppEnv>): Promise<Uint8Array> {
  const raw = c.req.raw;
  if (!raw.body) return new Uint8Array(0);
  const declared = Number(raw.headers.get('content-length') ?? '0');
  const tooLarge = () =>
    new AppError(
      413,
      'validation',
      `The request body is larger than ${(IDEMPOTENT_BODY_MAX_BYTES / 1024 / 1024) | 0} MB.`,
      'body_too_large',
    );
  if (declared > IDEMPOTENT_BODY_MAX_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> = raw.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > IDEMPOTENT_BODY_MAX_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  // The route (its own body limit, zod validation, parseBody for uploads) reads these bytes as it would have read
  // the network's.
  c.req.raw = new Request(raw, { body: bytes });
  return bytes;
}

/**
 * The request's fingerprint: sha256 of the method, the path with its query, and the body. A multipart body is hashed
 * without its boundary, which the browser draws at random each time a form is sent: an outbox that rebuilds the same
 * form for a replay sends the same request.
 */
export function requestHash(method: string, path: string, body: Uint8Array, contentType?: string | null): string {
  const hash = createHash('sha256').update(`${method}\n${path}\n`);
  const boundary = /^multipart\/form-data\s*;.*\bboundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return hash.update(body).digest('hex');
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const marker = Buffer.from(`--${boundary}`);
  let from = 0;
  for (let at = bytes.indexOf(marker, from); at !== -1; at = bytes.indexOf(marker, from)) {
    hash.update(bytes.subarray(from, at)).update('--boundary');
    from = at + marker.length;
  }
  return hash.update(bytes.subarray(from)).digest('hex');
}

function replay(stored: Stored): Response {
  const headers: Record<string, string> = { 'idempotent-replayed': 'true' };
  if (stored.response_type) headers['content-type'] = stored.response_type;
  const status = stored.status_code!;
  const body = status === 204 || status === 205 || !stored.response_body ? null : stored.response_body;
  return new Response(body, { status, headers });
}

export function createIdempotency(db: Kysely<Database>) {
  /** Claims the key for this request: null when it is ours to run, else the earlier request's row. */
  async function claim(userId: string, key: string, method: string, path: string, hash: string) {
    return withUserTx(db, { userId }, async (tx) => {
      if (Date.now() - lastExpiry > EXPIRE_EVERY_MS) {
        lastExpiry = Date.now();
        await sql`select idempotency_keys_expire()`.execute(tx);
      }
      // Two attempts: the earlier request may release its key (it failed) between our insert and our read.
      for (let attempt = 0; attempt < 2; attempt++) {
        const inserted = await tx
          .insertInto('idempotency_keys')
          .values({ key, method, path, request_hash: hash })
          .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (inserted) return null;
        // A pending row older than the timeout belongs to a request whose server stopped: take it over, atomically,
        // so two retries arriving together do not both run.
        const takenOver = await tx
          .updateTable('idempotency_keys')
          .set({ created_at: sql<Date>`now()`, method, path, request_hash: hash })
          .where('key', '=', key)
          .where('status_code', 'is', null)
          .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${IDEMPOTENCY_PENDING_TIMEOUT_MS / 1000})`)
          .returning('key')
          .executeTakeFirst();
        if (takenOver) return null;
        const row = await tx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'status_code', 'response_body', 'response_type'])
          .where('key', '=', key)
          .executeTakeFirst();
        if (row) return row satisfies Stored;
      }
      // Released and claimed again by a third request meanwhile: that one is running.
      return { request_hash: hash, status_code: null, response_body: null, response_type: null } satisfies Stored;
    });
  }

  const release = (userId: string, key: string) =>
    withUserTx(db, { userId }, (tx) =>
      tx.deleteFrom('idempotency_keys').where('key', '=', key).where('status_code', 'is', null).execute(),
    );

  const complete = (userId: string, key: string, status: number, body: string, type: string | null) =>
    withUserTx(db, { userId }, (tx) =>
      tx
        .updateTable('idempotency_keys')
        .set({ status_code: status, response_body: body, response_type: type, completed_at: sql<Date>`now()` })
        .where('key', '=', key)
        .where('status_code', 'is', null)
        .execute(),
    );

  /**
   * Runs `next` once per (user, key): called by requireAuth once the user is known. Without the header, on a read,
   * or on a route that keeps its own key, it only calls `next`.
   */
  return async function idempotency(c: Context<AppEnv>, next: Next): Promise<Response | void> {
    const method = c.req.method.toUpperCase();
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !WRITE_METHODS.has(method) || handled.has(c)) return next();
    handled.add(c);
    if (OWN_IDEMPOTENCY.some(([m, p]) => m === method && p.test(c.req.path))) return next();
    const trimmed = key.trim();
    if (trimmed.length === 0 || trimmed.length > IDEMPOTENCY_KEY_MAX_CHARS) {
      throw validationError(
        {
          [IDEMPOTENCY_HEADER]: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_CHARS} characters.`,
        },
        'invalid_idempotency_key',
      );
    }
    const userId = c.get('auth').userId;
    const url = new URL(c.req.url);
    const path = `${url.pathname}${url.search}`;
    const hash = requestHash(method, path, await takeBody(c), c.req.header('content-type'));

    const earlier = await claim(userId, trimmed, method, path, hash);
    if (earlier) {
      if (earlier.request_hash !== hash) throw conflict('reused');
      if (earlier.status_code === null) {
        return c.json(errorBody(conflict('inProgress')), 409, { 'retry-after': '1' });
      }
      return replay(earlier);
    }

    let kept = false;
    try {
      await next();
      const res = c.res;
      const type = res.headers.get('content-type');
      if (res.status >= 200 && res.status < 300) {
        const isJson = type !== null && /^application\/(.+\+)?json\b/i.test(type);
        if (res.status === 204 || res.status === 205 || !res.body) {
          await complete(userId, trimmed, res.status, '', type);
          kept = true;
        } else if (isJson) {
          const text = await res.clone().text();
          if (text.length <= STORED_RESPONSE_MAX_CHARS) {
            await complete(userId, trimmed, res.status, text, type);
            kept = true;
          }
        }
      }
    } finally {
      if (!kept) await release(userId, trimmed);
    }
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
