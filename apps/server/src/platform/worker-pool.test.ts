import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { reverseTask } from '#test/fixtures/worker-tasks.ts';
import { createWorkerPool, workerTask } from './worker-pool.ts';

const spin = workerTask<number, number>('spin');
const refuse = workerTask<number, never>('refuse');
const crash = workerTask<number, never>('crash');

describe('the worker pool', () => {
  const pool = createWorkerPool({
    filename: fileURLToPath(new URL('../../test/fixtures/worker-tasks.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    threads: 2,
  });
  afterAll(() => pool.close());

  it('runs a task on another thread: the event loop keeps ticking while it computes', async () => {
    await pool.run(spin, 1); // starts a thread
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    try {
      expect(await pool.run(spin, 600)).toBe(600);
    } finally {
      clearInterval(timer);
    }
    expect(longestGap).toBeLessThan(150);
  });

  it('gives back a refusal as the same AppError, and a crash as an error', async () => {
    const refused = await pool.run(refuse, 10_001).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 422,
      errorClass: 'validation',
      message: 'Too many rows: 10001.',
      code: 'too_many_rows',
      fields: { file: 'rows' },
    });
    await expect(pool.run(crash, 7)).rejects.toThrow('crashed on 7');
    // The pool goes on after both.
    expect(await pool.run(spin, 1)).toBe(1);
  });

  it('moves an input and a result buffer across instead of copying them', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const reversed = await pool.run(reverseTask, bytes, { transfer: [bytes.buffer] });
    // Moved: this thread's view of the input is empty now.
    expect(bytes.byteLength).toBe(0);
    expect(reversed).toBeInstanceOf(Uint8Array);
    expect([...reversed]).toEqual([3, 2, 1]);
  });
});
