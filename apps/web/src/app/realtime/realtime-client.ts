import { REALTIME, serverFrameSchema, type ClientFrame, type ServerFrame } from '@ww/contracts';

/** The server closes a socket with this code when its session ends (sign-out elsewhere, ended from /profile). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

export interface RealtimeClientOptions {
  /** The hub's URL for an access token. */
  url(token: string): string;
  /** The current access token, read at every (re)connection; null stops connecting. */
  getToken(): string | null;
  /** This browser's session was ended on the server. */
  onSessionEnded(): void;
  /** Every event frame, for the app to react to (invalidate a query, say). */
  onEvent?(frame: Extract<ServerFrame, { type: 'event' }>): void;
  /** Public channels to follow, asked for each time a connection becomes ready (so again after a reconnect). */
  channels?(): readonly string[];
  createSocket?: (url: string) => WebSocket;
  setTimer?: (run: () => void, ms: number) => unknown;
  /** Where 'online' is announced; the window by default. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  clearTimer?: (timer: unknown) => void;
}

/**
 * One realtime connection for the signed-in user (SPEC §9): answers the server's pings, reports the end of this
 * session at once, and reconnects after a drop with exponential back-off (2, 4, 8, 16, 32 s), giving up after
 * REALTIME.maxReconnectAttempts failures in a row until the browser is back online or the tab is shown again.
 * Frames are validated before use.
 */
export function connectRealtime(options: RealtimeClientOptions): {
  close(): void;
  /** Sends a frame when the socket is open; otherwise drops it (channels are asked for again once ready). */
  send(frame: ClientFrame): void;
} {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: WebSocket | null = null;
  let retryTimer: unknown = null;
  let failures = 0;
  let closed = false;

  const send = (frame: ClientFrame) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };

  const open = () => {
    retryTimer = null;
    const token = options.getToken();
    if (closed || !token) return;
    const ws = createSocket(options.url(token));
    socket = ws;
    ws.onmessage = (message: MessageEvent) => {
      let parsed: ReturnType<typeof serverFrameSchema.safeParse>;
      try {
        parsed = serverFrameSchema.safeParse(JSON.parse(String(message.data)));
      } catch {
        return; // not JSON: ignored, like any frame that does not match the protocol
      }
      if (!parsed.success) return;
      const frame = parsed.data;
      if (frame.type === 'ready') {
        failures = 0;
        for (const channel of options.channels?.() ?? []) send({ type: 'subscribe', channel });
      } else if (frame.type === 'ping') send({ type: 'pong', ts: frame.ts });
      else if (frame.type === 'event') options.onEvent?.(frame);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      if (closed) return;
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        closed = true;
        options.onSessionEnded();
        return;
      }
      if (failures >= REALTIME.maxReconnectAttempts) return;
      retryTimer = setTimer(open, REALTIME.reconnectBaseDelayMs * 2 ** failures);
      failures += 1;
    };
  };

  /** Back online, or back to the tab (a laptop waking up): a connection that gave up tries again at once. */
  const retryNow = () => {
    if (closed || socket || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) return;
    if (retryTimer !== null) clearTimer(retryTimer);
    failures = 0;
    open();
  };
  const events = options.events ?? (typeof window !== 'undefined' ? window : null);
  const visibility = typeof document !== 'undefined' ? document : null;
  events?.addEventListener('online', retryNow);
  visibility?.addEventListener('visibilitychange', retryNow);

  open();
  return {
    send,
    close() {
      closed = true;
      events?.removeEventListener('online', retryNow);
      visibility?.removeEventListener('visibilitychange', retryNow);
      if (retryTimer !== null) clearTimer(retryTimer);
      const ws = socket;
      socket = null;
      ws?.close(1000);
    },
  };
}
