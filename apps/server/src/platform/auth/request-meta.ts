import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { summarizeUserAgent } from '@ww/contracts';

export type RequestMeta = { ip: string | null; userAgent: string | null; deviceInfo: string | null };

/**
 * Who is calling: address, user agent, a readable device. Behind a trusted proxy the address is the LAST
 * X-Forwarded-For entry, the one that proxy appended; earlier entries come from the client and prove nothing.
 */
export function requestMeta(c: Context, trustProxy: boolean): RequestMeta {
  let ip: string | null = null;
  if (trustProxy) ip = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() || null;
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address ?? null;
    } catch {
      ip = null; // requests made in-process (tests) have no socket
    }
  }
  const userAgent = c.req.header('user-agent')?.slice(0, 512) ?? null;
  return { ip, userAgent, deviceInfo: describeDevice(userAgent) };
}

/** A short human description such as "Chrome on Linux" for session and history lists. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = summarizeUserAgent(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}
