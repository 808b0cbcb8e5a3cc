import type { FakeRequest } from './fake-http.ts';

/**
 * Handlers for test/fake-http.ts's loopback server that answer like the real services: GET /<ip>/json as ipapi.co
 * does, and GET /cdn-cgi/trace?ip=<ip> in Cloudflare's trace text. `countries` says where each address is; any other
 * address gets the service's "cannot place it" answer. `delayMs` holds every answer back (a slow service).
 */
export function fakeIpApi(countries: Record<string, string>, delayMs = 0) {
  return (req: FakeRequest) => {
    const match = /^\/([^/]+)\/json$/.exec(req.path);
    if (!match) return { status: 404, json: { error: true, reason: 'Not Found' } };
    const ip = decodeURIComponent(match[1]!);
    const country = countries[ip];
    return country
      ? { json: { ip, country_code: country, country_name: 'Somewhere', currency: 'XXX' }, delayMs }
      : { json: { ip, error: true, reason: 'Reserved IP Address', reserved: true }, delayMs };
  };
}

export function fakeCdnTrace(countries: Record<string, string>, delayMs = 0) {
  return (req: FakeRequest) => {
    if (req.path !== '/cdn-cgi/trace') return { status: 404, body: 'not found' };
    const ip = req.query.get('ip') ?? '';
    const lines = ['fl=1f1', 'h=trace.test', `ip=${ip}`, 'ts=1764288000.123', 'visit_scheme=http', 'http=http/1.1'];
    lines.push(`loc=${countries[ip] ?? 'XX'}`, 'tls=off', 'warp=off');
    return { body: `${lines.join('\n')}\n`, delayMs };
  };
}
