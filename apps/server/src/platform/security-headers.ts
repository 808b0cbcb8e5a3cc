import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

export type SecurityHeaderOptions = {
  /** PUBLIC_URL (or http://localhost:PORT): its WebSocket origin is allowed, and an https one means HSTS always. */
  publicUrl: string;
  /** MAP_STYLE_URL: MapLibre fetches the style, tiles, glyphs and sprites from that host. */
  mapStyleUrl?: string;
  trustProxy: boolean;
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The platform's response headers: CSP with connect-src limited to this origin and the configured map host,
 * X-Frame-Options DENY (as frame-ancestors 'none'), a Permissions-Policy, HSTS only over HTTPS (on plain
 * http://localhost it would pin a developer's browser to an https the server does not speak), and
 * Cache-Control: no-store on API answers (tokens, personal data) unless a route chose its own.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler[] {
  const mapHosts = options.mapStyleUrl ? [new URL(options.mapStyleUrl).origin] : [];
  const publicUrl = new URL(options.publicUrl);
  const wsOrigin = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;
  const publicHttps = publicUrl.protocol === 'https:';

  const headers = secureHeaders({
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      // Location ("near me") and voice input may be asked for on this origin only; the rest is never used.
      microphone: ['self'],
      geolocation: ['self'],
      camera: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
      midi: [],
      displayCapture: [],
    },
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...mapHosts],
      // 'self' covers same-origin ws(s) in current browsers; the explicit origin is for older ones.
      connectSrc: ["'self'", wsOrigin, ...mapHosts],
      fontSrc: ["'self'", 'data:'],
      // MapLibre GL starts its tile worker from a blob: URL; the app's service worker is /sw.js (decision 031).
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  });

  const transportAndCaching = createMiddleware(async (c, next) => {
    await next();
    const forwardedProto = options.trustProxy
      ? c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim()
      : undefined;
    if (publicHttps || new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https') {
      c.res.headers.set('strict-transport-security', HSTS);
    }
    if (c.req.path.startsWith('/api/v1/') && !c.res.headers.has('cache-control'))
      c.res.headers.set('cache-control', 'no-store');
  });

  return [headers, transportAndCaching];
}
