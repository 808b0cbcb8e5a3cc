import { describe, expect, it, vi } from 'vitest';
import { AudioPool } from './audio-pool.ts';

function countingPool(max?: number) {
  const created: HTMLAudioElement[] = [];
  const pool = new AudioPool(() => {
    const element = document.createElement('audio');
    created.push(element);
    return element;
  }, max);
  return { pool, created };
}

describe('AudioPool', () => {
  it('creates at most five elements and reuses released ones', () => {
    const { pool, created } = countingPool();
    const first = pool.acquire();
    pool.release(first);
    expect(pool.acquire()).toBe(first);
    for (let i = 0; i < 10; i++) pool.acquire();
    expect(created).toHaveLength(5);
    expect(pool.size).toBe(5);
  });

  it('when all are busy the oldest is stopped and handed out again', () => {
    const { pool } = countingPool(2);
    const a = pool.acquire();
    a.src = 'data:audio/wav;base64,AAAA';
    const pause = vi.spyOn(a, 'pause');
    pool.acquire();
    expect(pool.acquire()).toBe(a);
    expect(pause).toHaveBeenCalled();
    expect(a.getAttribute('src')).toBeNull();
    expect(pool.inUse).toBe(2);
  });

  it('a released element loses its source; stopAll frees every element', () => {
    const { pool } = countingPool();
    const a = pool.acquire();
    const b = pool.acquire();
    a.src = 'data:audio/wav;base64,AAAA';
    b.src = 'data:audio/mp3;base64,AAAA';
    pool.stopAll();
    expect(pool.inUse).toBe(0);
    expect(a.getAttribute('src')).toBeNull();
    expect(b.getAttribute('src')).toBeNull();
    expect(pool.size).toBe(2);
  });
});
