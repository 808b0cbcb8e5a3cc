import { WebSocket } from 'ws';
import type { ServerFrame } from '@ww/contracts';
import type { Logger } from '#platform/logger.ts';

/** A client that lets this much pile up unread is not keeping up; dropping it protects the server's memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface RealtimeIdentity {
  userId: string;
  sessionId: string;
}

export type RealtimeLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface HeartbeatSettings {
  pingIntervalMs: number;
  pongTimeoutMs: number;
  maxMissedPongs: number;
}

export interface RateLimitSettings {
  maxFrames: number;
  windowMs: number;
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** One client socket: who it is, the channels it listens to, its heartbeat, its frame budget and its work queue. */
export class RealtimeConnection {
  readonly channels = new Set<string>();
  closed = false;
  private missedPongs = 0;
  private readonly pongDeadlines = new Set<NodeJS.Timeout>();
  private pingTimer: NodeJS.Timeout | undefined;
  private rateWindow = { startedAt: Date.now(), frames: 0, notified: false };
  /** Frames of one socket are handled one after another, so a ping sent after a subscribe is answered after it. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    readonly identity: RealtimeIdentity,
    private readonly logger: RealtimeLogger,
  ) {}

  enqueue(task: () => Promise<void> | void): void {
    this.queue = this.queue.then(task).catch((err: unknown) => {
      this.logger.error('realtime frame handling failed', { user_id: this.identity.userId, error: errorText(err) });
    });
  }

  /** Counts a frame against the window's budget; past it, frames are dropped with one notice per window. */
  withinRateLimit({ maxFrames, windowMs }: RateLimitSettings): boolean {
    const now = Date.now();
    if (now - this.rateWindow.startedAt >= windowMs) this.rateWindow = { startedAt: now, frames: 0, notified: false };
    this.rateWindow.frames += 1;
    if (this.rateWindow.frames <= maxFrames) return true;
    // One notice per window: answering every dropped frame would let a flooding client make us flood back.
    if (!this.rateWindow.notified) {
      this.rateWindow.notified = true;
      this.enqueue(() => this.sendError('rate_limited', 'Too many frames; excess frames are dropped.'));
    }
    return false;
  }

  /** Pings every interval; a socket that misses `maxMissedPongs` answers in a row is terminated. */
  startHeartbeat({ pingIntervalMs, pongTimeoutMs, maxMissedPongs }: HeartbeatSettings): void {
    this.pingTimer = setInterval(() => {
      this.send({ type: 'ping', ts: Date.now() });
      const deadline = setTimeout(() => {
        this.pongDeadlines.delete(deadline);
        this.missedPongs += 1;
        if (this.missedPongs >= maxMissedPongs) {
          this.logger.info('realtime socket missed its pongs; terminating', { user_id: this.identity.userId });
          this.ws.terminate();
        }
      }, pongTimeoutMs);
      this.pongDeadlines.add(deadline);
    }, pingIntervalMs);
  }

  receivedPong(): void {
    this.missedPongs = 0;
    this.clearPongDeadlines();
  }

  /** Marks the socket closed and stops its timers; false when that was already done. */
  markClosed(): boolean {
    if (this.closed) return false;
    this.closed = true;
    clearInterval(this.pingTimer);
    this.clearPongDeadlines();
    return true;
  }

  send(frame: ServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  sendError(code: string, message: string): void {
    this.send({ type: 'error', message, code });
  }

  sendText(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.logger.warn('realtime socket is not reading its frames; terminating', { user_id: this.identity.userId });
      this.ws.terminate();
      return;
    }
    this.ws.send(text);
  }

  /** Closes with 1001 and waits for the client's answer, cutting the socket off after `timeoutMs`. */
  closeGracefully(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) {
        resolve();
        return;
      }
      const cutOff = setTimeout(() => this.ws.terminate(), timeoutMs);
      this.ws.once('close', () => {
        clearTimeout(cutOff);
        resolve();
      });
      this.ws.close(1001, 'Server shutting down');
    });
  }

  private clearPongDeadlines(): void {
    for (const deadline of this.pongDeadlines) clearTimeout(deadline);
    this.pongDeadlines.clear();
  }
}
