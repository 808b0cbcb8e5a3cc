import { describe, expect, it } from 'vitest';
import { SpeechQueue } from './speech-queue.ts';

function texts(queue: SpeechQueue) {
  return queue.pending().map((item) => `${item.priority}:${item.text}`);
}

describe('SpeechQueue', () => {
  it('speaks urgent, then high, then normal, each in arrival order', () => {
    const queue = new SpeechQueue();
    queue.add('n1');
    queue.add('h1', 'high');
    queue.add('u1', 'urgent');
    queue.add('n2', 'normal');
    queue.add('h2', 'high');
    queue.add('u2', 'urgent');
    const spoken: string[] = [];
    for (let item = queue.take(); item; item = queue.take()) {
      spoken.push(item.text);
      queue.finish();
    }
    expect(spoken).toEqual(['u1', 'u2', 'h1', 'h2', 'n1', 'n2']);
  });

  it('an urgent message interrupts a normal one, which comes back as high right after it', () => {
    const queue = new SpeechQueue();
    queue.add('weather report');
    queue.add('older high', 'high');
    expect(queue.take()?.text).toBe('older high');
    queue.finish();
    expect(queue.take()?.text).toBe('weather report');

    const { interrupt } = queue.add('low fuel', 'urgent');
    expect(interrupt).toBe(true);
    queue.add('later high', 'high');
    expect(queue.interrupt()?.text).toBe('weather report');
    expect(queue.current).toBeNull();
    expect(texts(queue)).toEqual(['urgent:low fuel', 'high:weather report', 'high:later high']);
  });

  it('an urgent message does not interrupt another urgent one; it waits its turn', () => {
    const queue = new SpeechQueue();
    queue.add('first', 'urgent');
    queue.take();
    expect(queue.add('second', 'urgent').interrupt).toBe(false);
    expect(queue.add('third', 'high').interrupt).toBe(false);
    expect(queue.interrupt()?.text).toBe('first');
    // An interrupted urgent message is not said again.
    expect(texts(queue)).toEqual(['urgent:second', 'high:third']);
  });

  it('nothing playing: an urgent message needs no interruption', () => {
    const queue = new SpeechQueue();
    expect(queue.add('alone', 'urgent').interrupt).toBe(false);
    expect(queue.interrupt()).toBeNull();
    expect(texts(queue)).toEqual(['urgent:alone']);
  });

  it('clear forgets the waiting and the playing message', () => {
    const queue = new SpeechQueue();
    queue.add('a');
    queue.add('b');
    queue.take();
    queue.clear();
    expect(queue.current).toBeNull();
    expect(queue.take()).toBeUndefined();
  });
});
