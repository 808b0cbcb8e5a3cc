/** Identifies the app to public services (Nominatim's usage policy requires a real User-Agent). */
export const PROVIDER_USER_AGENT = 'WheelsAndWins/1.0 (self-hosted travel planner)';

export type HttpFailure =
  { kind: 'unreachable'; message: string } | { kind: 'status'; status: number; body: unknown; message: string };

/** Thrown by getJson; each provider turns it into its own typed error. */
export class HttpJsonError extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failure.message);
    this.name = 'HttpJsonError';
  }
}

/**
 * GET a JSON document with a timeout. Network failures, timeouts and non-JSON bodies are 'unreachable';
 * an HTTP error status is reported with its (JSON, when parseable) body, since OSRM explains errors there.
 */
export async function getJson(url: URL, options: { timeoutMs: number; userAgent?: string }): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': options.userAgent ?? PROVIDER_USER_AGENT },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    const reason = timedOut
      ? `no answer within ${options.timeoutMs} ms`
      : err instanceof Error
        ? ((err.cause as Error | undefined)?.message ?? err.message)
        : String(err);
    throw new HttpJsonError({ kind: 'unreachable', message: `${url.origin} could not be reached: ${reason}` });
  }
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    throw new HttpJsonError({
      kind: 'status',
      status: res.status,
      body,
      message: `${url.origin} answered HTTP ${res.status}`,
    });
  }
  if (body === undefined) {
    throw new HttpJsonError({ kind: 'unreachable', message: `${url.origin} answered without a JSON document` });
  }
  return body;
}

/**
 * Joins a service path onto a base URL that may itself carry a path prefix (e.g. https://host/nominatim), with these
 * query parameters.
 */
export function serviceUrl(base: string, path: string, params: Record<string, string> = {}): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}${path}`;
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}
