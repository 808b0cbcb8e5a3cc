import { pamChatResponseSchema } from '@ww/contracts';
import { ApiRequestError, api } from '#shared/lib/api-client.ts';
import { getSession } from '#shared/lib/session.ts';
import type { HttpChatRequest, HttpChatResult } from './pam-chat-client.ts';

/**
 * Pam's HTTP path, POST /api/v1/pam-simple/chat (SPEC §7), with the message's idempotency key in the
 * `Idempotency-Key` header. A network failure is reported as offline (the message is queued); a refusal that
 * waiting will not change (invalid, not signed in) is final; the rest may be retried.
 */
export async function sendHttpChat(request: HttpChatRequest, idempotencyKey: string): Promise<HttpChatResult> {
  const session = getSession();
  if (!session) return { ok: false, failure: { kind: 'sign_in' }, retry: false, offline: false };
  try {
    const reply = await api('POST /pam-simple/chat', {
      json: { type: 'chat', user_id: session.user.id, ...request },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    const parsed = pamChatResponseSchema.safeParse(reply);
    if (!parsed.success) {
      return { ok: false, failure: { kind: 'service_unavailable' }, retry: true, offline: false };
    }
    return { ok: true, reply: parsed.data };
  } catch (err) {
    if (!(err instanceof ApiRequestError)) {
      const message = err instanceof Error ? err.message : String(err);
      return { ok: false, failure: { kind: 'error', message }, retry: false, offline: false };
    }
    if (err.errorClass === 'network') {
      return { ok: false, failure: { kind: 'service_unavailable' }, retry: true, offline: true };
    }
    if (err.status === 401) return { ok: false, failure: { kind: 'sign_in' }, retry: false, offline: false };
    if (err.status >= 500) return { ok: false, failure: { kind: 'service_unavailable' }, retry: true, offline: false };
    return { ok: false, failure: { kind: 'error', message: err.message }, retry: err.status === 429, offline: false };
  }
}
