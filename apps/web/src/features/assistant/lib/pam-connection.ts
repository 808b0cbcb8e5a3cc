import { PAM_CONNECTION, pamServerFrameSchema, type PamClientFrame, type PamServerFrame } from '@ww/contracts';

export type PamConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** The server closes a socket with this code when its session ends; reconnecting would only be refused. */
const SESSION_ENDED_CLOSE_CODE = 4001;
/** Our own close of a socket that stopped answering pings. */
const DEAD_SOCKET_CLOSE_CODE = 4000;

export interface PamTokenSession {
  access_token: string;
  /** Unix time (s). */
  expires_at: number;
}

export interface PamConnectionOptions {
  userId: string;
  /** The socket URL for the user and an access token. */
  url(userId: string, token: string): string;
  /** The current session, read at every (re)connection; null stops connecting. */
  getSession(): PamTokenSession | null;
  /** Refreshes the session (the shared refresh: one at a time, across tabs). */
  refreshSession(): Promise<PamTokenSession | null>;
  onStatus(status: PamConnectionStatus): void;
  onFrame(frame: PamServerFrame): void;
  /** True while a connection attempt has taken longer than the cold-start warning, false once it settles. */
  onWaking?(waking: boolean): void;
  /** Every reconnect attempt failed: the caller falls back to HTTP. */
  onGaveUp?(): void;
  createSocket?: (url: string) => WebSocket;
  now?: () => number;
}

export interface PamConnection {
  readonly status: PamConnectionStatus;
  /** Sends a frame when the socket is open; false when it is not. */
  send(frame: PamClientFrame): boolean;
  /** Starts again from the first attempt (Restart PAM, back online). */
  restart(): void;
  /** The session's token changed (refreshed here or in another tab): reconnect with it. */
  tokenChanged(): void;
  close(): void;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * Pam's WebSocket (SPEC §4, §7, §9): up to 5 reconnects after an unclean close, 2 s doubling; a ping every 20 s
 * whose pong must come within 10 s, the socket dead after 3 missed; 15 s to connect, a cold-start warning after 3 s;
 * the token refreshed 5 minutes before it expires and the socket reopened with the new one.
 */
export function createPamConnection(options: PamConnectionOptions): PamConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const now = options.now ?? Date.now;
  let socket: WebSocket | null = null;
  let status: PamConnectionStatus = 'disconnected';
  let attempts = 0;
  let missedPongs = 0;
  let closed = false;
  let token: string | null = null;
  const timers = {
    retry: null as Timer | null,
    connect: null as Timer | null,
    waking: null as Timer | null,
    pong: null as Timer | null,
    refresh: null as Timer | null,
  };

  const clear = (name: keyof typeof timers) => {
    const timer = timers[name];
    if (timer !== null) clearTimeout(timer);
    timers[name] = null;
  };
  let pingInterval: ReturnType<typeof setInterval> | null = null;
  const clearAll = () => {
    (Object.keys(timers) as (keyof typeof timers)[]).forEach(clear);
    if (pingInterval !== null) clearInterval(pingInterval);
    pingInterval = null;
  };

  const setStatus = (next: PamConnectionStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus(next);
  };

  const rawSend = (frame: PamClientFrame) => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  };

  /** Drops the current socket without triggering the reconnect of an unclean close. */
  const dropSocket = (code: number) => {
    const ws = socket;
    socket = null;
    if (ws) {
      ws.onopen = null;
      ws.onmessage = null;
      ws.onclose = null;
      ws.onerror = null;
      try {
        ws.close(code);
      } catch {
        // Closing a socket that never opened can throw in some browsers; it is gone either way.
      }
    }
  };

  const scheduleReconnect = () => {
    clearAll();
    options.onWaking?.(false);
    if (closed) return;
    if (attempts >= PAM_CONNECTION.maxReconnectAttempts) {
      setStatus('disconnected');
      options.onGaveUp?.();
      return;
    }
    setStatus('connecting');
    timers.retry = setTimeout(open, PAM_CONNECTION.reconnectBaseDelayMs * 2 ** attempts);
    attempts += 1;
  };

  const sendPing = () => {
    if (!rawSend({ type: 'ping', timestamp: now() })) return;
    clear('pong');
    timers.pong = setTimeout(() => {
      missedPongs += 1;
      if (missedPongs >= PAM_CONNECTION.maxMissedPongs) {
        dropSocket(DEAD_SOCKET_CLOSE_CODE);
        scheduleReconnect();
      }
    }, PAM_CONNECTION.pongTimeoutMs);
  };

  const scheduleRefresh = (session: PamTokenSession) => {
    clear('refresh');
    const due = session.expires_at * 1000 - PAM_CONNECTION.tokenRefreshBeforeExpiryMs - now();
    timers.refresh = setTimeout(
      () => {
        options.refreshSession().then(
          (next) => {
            if (next && next.access_token !== token) reopen();
          },
          () => {
            // A refresh that failed is retried by the shared session code; a rejected one signs the user out.
          },
        );
      },
      Math.max(0, due),
    );
  };

  function open() {
    clear('retry');
    const session = options.getSession();
    if (closed || !session) {
      setStatus('disconnected');
      return;
    }
    token = session.access_token;
    setStatus('connecting');
    const ws = createSocket(options.url(options.userId, session.access_token));
    socket = ws;
    timers.waking = setTimeout(() => options.onWaking?.(true), PAM_CONNECTION.coldStartWarningMs);
    timers.connect = setTimeout(() => {
      if (socket !== ws) return;
      dropSocket(DEAD_SOCKET_CLOSE_CODE);
      scheduleReconnect();
    }, PAM_CONNECTION.connectionTimeoutMs);

    ws.onopen = () => {
      if (socket !== ws) return;
      clear('connect');
      clear('waking');
      options.onWaking?.(false);
      attempts = 0;
      missedPongs = 0;
      setStatus('connected');
      pingInterval = setInterval(sendPing, PAM_CONNECTION.pingIntervalMs);
      scheduleRefresh(session);
    };
    ws.onmessage = (message: MessageEvent) => {
      if (socket !== ws) return;
      let parsed: ReturnType<typeof pamServerFrameSchema.safeParse>;
      try {
        parsed = pamServerFrameSchema.safeParse(JSON.parse(String(message.data)));
      } catch {
        return; // not JSON: ignored like any frame outside the protocol
      }
      if (!parsed.success) return;
      const frame = parsed.data;
      if (frame.type === 'pong') {
        missedPongs = 0;
        clear('pong');
        return;
      }
      if (frame.type === 'ping') {
        rawSend({ type: 'pong', timestamp: frame.timestamp });
        return;
      }
      options.onFrame(frame);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      if (closed) return;
      if (event.code === SESSION_ENDED_CLOSE_CODE || event.code === 1000) {
        clearAll();
        options.onWaking?.(false);
        setStatus('disconnected');
        return;
      }
      scheduleReconnect();
    };
  }

  const reopen = () => {
    dropSocket(1000);
    clearAll();
    open();
  };

  open();

  return {
    get status() {
      return status;
    },
    send: rawSend,
    restart() {
      if (closed) return;
      attempts = 0;
      reopen();
    },
    tokenChanged() {
      const session = options.getSession();
      if (closed || !session || session.access_token === token) return;
      if (status === 'connected') reopen();
    },
    close() {
      closed = true;
      clearAll();
      dropSocket(1000);
      setStatus('disconnected');
    },
  };
}
