import { PAM_VOICE } from '@ww/contracts';

/**
 * At most `max` audio elements (SPEC §9: 5), reused between replies: a long conversation must not leave one element
 * per sentence behind. When all are in use the one held longest is stopped and handed out again.
 */
export class AudioPool {
  private readonly free: HTMLAudioElement[] = [];
  /** In acquisition order, oldest first. */
  private readonly busy: HTMLAudioElement[] = [];

  constructor(
    private readonly create: () => HTMLAudioElement = () => new Audio(),
    readonly max: number = PAM_VOICE.audioPoolMax,
  ) {}

  acquire(): HTMLAudioElement {
    const element = this.free.pop() ?? (this.size < this.max ? this.create() : this.reclaimOldest());
    this.busy.push(element);
    return element;
  }

  release(element: HTMLAudioElement): void {
    const index = this.busy.indexOf(element);
    if (index === -1) return;
    this.busy.splice(index, 1);
    reset(element);
    this.free.push(element);
  }

  /** Stops every element in use (they stay in the pool). */
  stopAll(): void {
    for (const element of [...this.busy]) this.release(element);
  }

  get size(): number {
    return this.free.length + this.busy.length;
  }

  get inUse(): number {
    return this.busy.length;
  }

  private reclaimOldest(): HTMLAudioElement {
    const oldest = this.busy.shift();
    if (!oldest) throw new Error('AudioPool: max must be at least 1');
    reset(oldest);
    return oldest;
  }
}

function reset(element: HTMLAudioElement): void {
  element.pause();
  // Dropping the source frees the decoded audio; load() makes the element forget it at once.
  element.removeAttribute('src');
  element.load();
}
