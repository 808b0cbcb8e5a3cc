import { WebSocket } from 'ws';
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

/**
 * What every authenticated socket has, the realtime hub's and Pam's: who it is, its heartbeat, its inbound frame
 * budget, a send that drops a client that stopped reading, and a graceful close. `label` names the socket in logs.
 */
export class SocketConnection {
  closed = false;
  private missedPongs = 0;
  private readonly pongDeadlines = new Set<NodeJS.Timeout>();
  private pingTimer: NodeJS.Timeout | undefined;
  private frameWindow = { startedAt: Date.now(), frames: 0, notified: false };

  constructor(
    readonly ws: WebSocket,
    readonly identity: RealtimeIdentity,
    protected readonly logger: RealtimeLogger,
    private readonly label: string,
  ) {}

  /**
   * Counts a frame against the window's budget; past it, frames are dropped and `notify` is called once per window
   * (answering every dropped frame would let a flooding client make us flood back).
   */
  withinFrameBudget({ maxFrames, windowMs }: RateLimitSettings, notify: () => void): boolean {
    const now = Date.now();
    if (now - this.frameWindow.startedAt >= windowMs) this.frameWindow = { startedAt: now, frames: 0, notified: false };
    this.frameWindow.frames += 1;
    if (this.frameWindow.frames <= maxFrames) return true;
    if (!this.frameWindow.notified) {
      this.frameWindow.notified = true;
      notify();
    }
    return false;
  }

  /** Calls `ping` every interval; a socket that misses `maxMissedPongs` answers in a row is terminated. */
  startHeartbeat({ pingIntervalMs, pongTimeoutMs, maxMissedPongs }: HeartbeatSettings, ping: () => void): void {
    this.pingTimer = setInterval(() => {
      ping();
      const deadline = setTimeout(() => {
        this.pongDeadlines.delete(deadline);
        this.missedPongs += 1;
        if (this.missedPongs >= maxMissedPongs) {
          this.logger.info(`${this.label} socket missed its pongs; terminating`, { user_id: this.identity.userId });
          this.ws.terminate();
        }
      }, pongTimeoutMs);
      this.pongDeadlines.add(deadline);
    }, pingIntervalMs);
  }

  receivedPong(): void {
    this.missedPongs = 0;
    for (const deadline of this.pongDeadlines) clearTimeout(deadline);
    this.pongDeadlines.clear();
  }

  /** Marks the socket closed and stops its timers; false when that was already done. */
  markClosed(): boolean {
    if (this.closed) return false;
    this.closed = true;
    clearInterval(this.pingTimer);
    this.receivedPong();
    return true;
  }

  sendText(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.logger.warn(`${this.label} socket is not reading its frames; terminating`, {
        user_id: this.identity.userId,
      });
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
}
