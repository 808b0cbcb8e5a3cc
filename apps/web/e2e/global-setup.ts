import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromePath, OWNER_EMAIL } from './support/constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** File receiving the server's stdout and stderr (JSON lines). */
    serverLogFile: string;
  }
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const STARTUP_TIMEOUT_MS = 60_000;

function requireChromium(): void {
  const path = chromePath();
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: apt-get install chromium, or set CHROME_PATH`);
  }
}

/** Starts apps/server/scripts/fake-stripe.ts and reads the origin and secrets it prints. */
async function startFakeStripe(webhookUrl: string, log: NodeJS.WritableStream) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/scripts/fake-stripe.ts'), webhookUrl],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr?.pipe(log, { end: false });
  const first = await new Promise<string>((resolveLine, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const newline = out.indexOf('\n');
      if (newline !== -1) resolveLine(out.slice(0, newline));
    });
    child.once('exit', (code) => reject(new Error(`the fake Stripe exited (${code}) before starting`)));
    setTimeout(() => reject(new Error('the fake Stripe did not start within 30 s')), 30_000).unref();
  });
  const started = JSON.parse(first) as { url: string; secretKey: string; webhookSecret: string };
  return { ...started, process: child };
}

/** The journeys run against the production build; (re)build it when it is missing or older than its sources. */
async function ensureBuild(): Promise<void> {
  const missing = BUILD_OUTPUTS.some((path) => !existsSync(join(repoRoot, path)));
  // A non-literal specifier keeps TypeScript from looking for types of the plain-JS build helper.
  const buildStateModule = join(repoRoot, 'scripts/build-state.mjs');
  const buildState: unknown = existsSync(buildStateModule) ? await import(pathToFileURL(buildStateModule).href) : null;
  const isStale = (buildState as { buildIsStale?: unknown } | null)?.buildIsStale;
  const stale = typeof isStale === 'function' && isStale() === true;
  if (!missing && !stale) return;
  // Vitest sets NODE_ENV=test, and Vite derives import.meta.env.DEV from NODE_ENV: build as a shell would.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0)
    throw new Error(`npm run build failed (exit ${String(result.status)}); the journeys need the built app`);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  let deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let loading = false;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with code ${String(server.exitCode)} before answering:\n${logTail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      // The journeys search the bundled campgrounds, which a first start loads after listening (decision 047): wait
      // for all of them, up to 5 more minutes.
      const campgrounds = res.ok
        ? ((await res.json()) as { campgrounds?: { loaded: number; total: number } }).campgrounds
        : undefined;
      if (res.ok && (!campgrounds || campgrounds.loaded === campgrounds.total)) return;
      if (res.ok && !loading) {
        loading = true;
        deadline = Date.now() + 300_000;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `the server did not answer GET /api/v1/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${logTail(logFile)}`,
  );
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    server.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  requireChromium();
  await ensureBuild();

  const workDir = mkdtempSync(join(tmpdir(), 'ww-e2e-'));
  const logFile = join(workDir, 'server.log');
  const log = createWriteStream(logFile);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // Card payments go to a fake Stripe on 127.0.0.1 (its Pay page, its signed webhooks), as they would go to Stripe.
  const stripe = await startFakeStripe(`${baseUrl}/api/v1/billing/webhook`, log);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    // Where links in e-mails and Stripe's return addresses point: the origin the browser uses, so its session is there.
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(workDir, 'data'),
    WEB_DIST_DIR: join(repoRoot, 'apps/web/dist'),
    OWNER_EMAIL,
    SEED_DEMO: 'true',
    // The trip journey's overnight suggestions are the bundled UK and Ireland OpenStreetMap sites.
    SEED_CAMPGROUNDS: 'true',
    AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
    // The reset e-mail is only visible in the server log at info level (there is no API for the outbox),
    // so the server logs at info into a file instead of the console.
    LOG_LEVEL: 'info',
    // Every browser context sends its own X-Forwarded-For address, so the per-address sign-up limit
    // (10 an hour) counts each journey as a different visitor instead of failing the tenth sign-up.
    TRUST_PROXY: 'true',
  };
  // The journeys always use a fresh embedded database, the in-process hub and the outbox, whatever the shell has set.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'JWT_SECRET']) delete env[name];

  const server = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log, { end: false });
  server.stderr?.pipe(log, { end: false });

  const teardown = async () => {
    await stopServer(server);
    await stopServer(stripe.process);
    log.end();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, logFile);
  } catch (err) {
    await teardown();
    throw err;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('serverLogFile', logFile);
  return teardown;
}
