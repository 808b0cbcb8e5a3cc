import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, openDatabase } from './database.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

/** The id of a process that has ended: a lock holding it is stale. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the PGlite data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ww-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opening of the same data directory while the first is open, and frees it on close', async () => {
    const dataDir = join(dir, 'pglite');
    const first = await openDatabase({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `The data directory ${dataDir} is in use by another Wheels & Wins server (process ${process.pid})`,
    );

    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  }, 60_000);

  it('takes over a lock whose process is no longer running', () => {
    const dataDir = join(dir, 'pglite');
    writeFileSync(`${dataDir}.lock`, `${deadPid()}\n`);
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('a second server process on a data directory in use exits at once with a message naming the directory and the holder', async () => {
    const dataDir = join(dir, 'pglite');
    const release = lockDataDir(dataDir);
    try {
      const child = spawn(process.execPath, [TSX_CLI, 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATA_DIR: dir,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          SEED_CAMPGROUNDS: 'false',
          LOG_LEVEL: 'silent',
        },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(
        `The data directory ${dataDir} is in use by another Wheels & Wins server (process ${process.pid})`,
      );
      // The refused process left the holder's lock alone.
      expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      release();
    }
  }, 60_000);
});
