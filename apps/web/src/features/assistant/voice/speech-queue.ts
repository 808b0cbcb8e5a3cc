import type { Language, PamPriority } from '@ww/contracts';

export interface SpeechItem {
  id: number;
  text: string;
  priority: PamPriority;
  language?: Language;
}

const RANK: Record<PamPriority, number> = { urgent: 0, high: 1, normal: 2 };

/**
 * What Pam has still to say, in the order of SPEC §4: urgent first, then high, then normal, each in arrival order.
 * An urgent message interrupts whatever non-urgent message is being spoken; that message goes back in the queue as
 * high, ahead of the other high ones, so it is said again right after the urgent one.
 */
export class SpeechQueue {
  private items: SpeechItem[] = [];
  private playing: SpeechItem | null = null;
  private nextId = 1;

  /** Adds a message; true when the one being spoken must be interrupted for it (call `interrupt` then). */
  add(text: string, priority: PamPriority = 'normal', language?: Language): { item: SpeechItem; interrupt: boolean } {
    const item: SpeechItem = { id: this.nextId++, text, priority, ...(language ? { language } : {}) };
    this.insert(item, false);
    const interrupt = priority === 'urgent' && this.playing !== null && this.playing.priority !== 'urgent';
    return { item, interrupt };
  }

  /** Takes the next message to speak and marks it as playing; undefined when nothing waits. */
  take(): SpeechItem | undefined {
    const item = this.items.shift();
    this.playing = item ?? null;
    return item;
  }

  /** The message being spoken finished (or failed): it is dropped. */
  finish(): void {
    this.playing = null;
  }

  /** Stops the message being spoken; a non-urgent one is requeued as high, at the head of the high ones. */
  interrupt(): SpeechItem | null {
    const stopped = this.playing;
    this.playing = null;
    if (stopped && stopped.priority !== 'urgent') this.insert({ ...stopped, priority: 'high' }, true);
    return stopped;
  }

  /** Forgets everything, the playing message included. */
  clear(): void {
    this.items = [];
    this.playing = null;
  }

  get current(): SpeechItem | null {
    return this.playing;
  }

  /** The waiting messages in the order they will be spoken. */
  pending(): readonly SpeechItem[] {
    return [...this.items];
  }

  private insert(item: SpeechItem, ahead: boolean): void {
    const rank = RANK[item.priority];
    const index = this.items.findIndex((other) => (ahead ? RANK[other.priority] >= rank : RANK[other.priority] > rank));
    if (index === -1) this.items.push(item);
    else this.items.splice(index, 0, item);
  }
}
