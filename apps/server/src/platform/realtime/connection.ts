import {
  locationEventPayloadSchema,
  REALTIME_RESYNC_EVENT,
  SOCIAL_EVENTS,
  type LocationEventEntry,
  type ServerFrame,
} from '@ww/contracts';
import type { WebSocket } from 'ws';
import {
  errorText,
  SocketConnection,
  type RateLimitSettings,
  type RealtimeIdentity,
  type RealtimeLogger,
} from './socket-connection.ts';

/** The outbound budget of EVENT frames per socket (SPEC §9: 10 a second), and how much may wait beyond it. */
export interface EventRateSettings {
  maxEvents: number;
  windowMs: number;
  /** Frames waiting beyond the budget; past this the oldest are dropped and the client is told to resync. */
  maxQueued: number;
}

/** A frame waiting for the budget: ready text, or the latest `location.updated` entry per traveller of one channel. */
type PendingFrame =
  { kind: 'text'; text: string } | { kind: 'locations'; channel: string; entries: Map<string, LocationEventEntry> };

/** The channel every socket of a user listens to. */
export function userChannel(userId: string): string {
  return `user:${userId}`;
}

/** One client socket of the hub: the channels it listens to, its work queue and its budget of EVENT frames. */
export class RealtimeConnection extends SocketConnection {
  readonly channels = new Set<string>();
  /** Frames of one socket are handled one after another, so a ping sent after a subscribe is answered after it. */
  private queue: Promise<void> = Promise.resolve();
  /** When each of the last `maxEvents` event frames went out: a new one may go once the oldest is a window old. */
  private readonly eventTimes: number[] = [];
  private readonly pending: PendingFrame[] = [];
  private dropped = 0;
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    ws: WebSocket,
    identity: RealtimeIdentity,
    logger: RealtimeLogger,
    private readonly eventRate: EventRateSettings,
  ) {
    super(ws, identity, logger, 'realtime');
  }

  enqueue(task: () => Promise<void> | void): void {
    this.queue = this.queue.then(task).catch((err: unknown) => {
      this.logger.error('realtime frame handling failed', { user_id: this.identity.userId, error: errorText(err) });
    });
  }

  /** Counts a frame against the window's budget; past it, frames are dropped with one notice per window. */
  withinRateLimit(settings: RateLimitSettings): boolean {
    return this.withinFrameBudget(settings, () =>
      this.enqueue(() => this.sendError('rate_limited', 'Too many frames; excess frames are dropped.')),
    );
  }

  /** Marks the socket closed and stops its timers; false when that was already done. */
  override markClosed(): boolean {
    if (!super.markClosed()) return false;
    clearTimeout(this.flushTimer);
    this.pending.length = 0;
    return true;
  }

  /**
   * Sends an EVENT frame within the socket's budget (at most `maxEvents` in any `windowMs`). Beyond it, frames wait
   * in order: `location.updated` ones merge into one waiting frame per channel holding each traveller's latest entry
   * (a map needs where someone is now, not where they were); others queue, and when more than `maxQueued` wait, the
   * oldest are dropped and a `resync` event goes first once the budget allows. `text` is the frame already
   * serialised, shared by every socket that gets it.
   */
  sendEvent(frame: Extract<ServerFrame, { type: 'event' }>, text: string): void {
    if (this.closed) return;
    if (this.pending.length === 0 && this.dropped === 0 && this.takeEventSlot()) {
      this.sendText(text);
      return;
    }
    const locations = frame.event === SOCIAL_EVENTS.locationUpdated ? locationEntries(frame.payload) : null;
    const merged = locations && this.pending.find((p) => p.kind === 'locations' && p.channel === frame.channel);
    if (locations && merged?.kind === 'locations') {
      for (const entry of locations) merged.entries.set(entry.user_id, entry);
    } else if (locations) {
      this.pending.push({
        kind: 'locations',
        channel: frame.channel,
        entries: new Map(locations.map((e) => [e.user_id, e])),
      });
    } else {
      this.pending.push({ kind: 'text', text });
    }
    while (this.pending.length > this.eventRate.maxQueued) {
      const lost = this.pending.shift()!;
      this.dropped += lost.kind === 'locations' ? lost.entries.size : 1;
    }
    this.scheduleFlush();
  }

  /** Frames waiting for the budget (for tests and diagnostics). */
  pendingEvents(): number {
    return this.pending.length + (this.dropped > 0 ? 1 : 0);
  }

  private takeEventSlot(): boolean {
    const now = Date.now();
    if (this.eventTimes.length >= this.eventRate.maxEvents) {
      if (now - this.eventTimes[0]! < this.eventRate.windowMs) return false;
      this.eventTimes.shift();
    }
    this.eventTimes.push(now);
    return true;
  }

  private scheduleFlush(): void {
    if (this.flushTimer || this.closed) return;
    const oldest = this.eventTimes.length >= this.eventRate.maxEvents ? this.eventTimes[0]! : -Infinity;
    const wait = Math.max(0, oldest + this.eventRate.windowMs - Date.now());
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.flush();
    }, wait);
  }

  private flush(): void {
    while ((this.dropped > 0 || this.pending.length > 0) && !this.closed && this.takeEventSlot()) {
      if (this.dropped > 0) {
        this.send({
          type: 'event',
          channel: userChannel(this.identity.userId),
          event: REALTIME_RESYNC_EVENT,
          payload: { dropped: this.dropped },
        });
        this.dropped = 0;
        continue;
      }
      const next = this.pending.shift()!;
      if (next.kind === 'text') this.sendText(next.text);
      else
        this.send({
          type: 'event',
          channel: next.channel,
          event: SOCIAL_EVENTS.locationUpdated,
          payload: { locations: [...next.entries.values()] },
        });
    }
    if (this.dropped > 0 || this.pending.length > 0) this.scheduleFlush();
  }

  send(frame: ServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  sendError(code: string, message: string): void {
    this.send({ type: 'error', message, code });
  }
}

/** The entries of a well-formed `location.updated` payload, else null (then it waits as any other event). */
function locationEntries(payload: unknown): LocationEventEntry[] | null {
  const parsed = locationEventPayloadSchema.safeParse(payload);
  return parsed.success ? parsed.data.locations : null;
}
