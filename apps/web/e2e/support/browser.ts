import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { BROWSER_ARGS, chromePath } from './constants.ts';

/** How long a journey waits for something to appear before failing (the app answers locally, in well under this). */
export const UI_TIMEOUT_MS = 10_000;

export const FAILURE_SCREENSHOT_DIR = join(tmpdir(), 'ww-e2e-failures');
/** Printed after a failed journey. */
const SERVER_LOG_LINES = 60;

export interface Journey {
  context: BrowserContext;
  page: Page;
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * A client address from 10.0.0.0/8 for the X-Forwarded-For header: the server runs with TRUST_PROXY, so each
 * browser context (and each API-made account) counts as its own visitor for the per-address rate limits.
 */
export function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * One Chromium per test file, a fresh context (cookies, storage) per journey. Call at the top of a file;
 * `open()` inside a test gives a page on the app. On failure each page of the test is saved as a screenshot.
 */
export function useBrowser(): { open(options?: BrowserContextOptions): Promise<Journey> } {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromePath(), headless: true, args: BROWSER_ARGS });
  });

  afterEach(async ({ task }) => {
    const opened = contexts;
    contexts = [];
    if (task.result?.state === 'fail') {
      mkdirSync(FAILURE_SCREENSHOT_DIR, { recursive: true });
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      for (const [index, page] of opened.flatMap((context) => context.pages()).entries()) {
        const path = join(FAILURE_SCREENSHOT_DIR, `${name}-${index + 1}.png`);
        try {
          await page.screenshot({ path, fullPage: true });
          process.stderr.write(`screenshot of the failed journey (${page.url()}): ${path}\n`);
        } catch {
          // A crashed or closed page has nothing to show.
        }
      }
      // What the server did last (its requests, warnings and errors), for a failure that shows only in CI.
      const log = readFileSync(inject('serverLogFile'), 'utf8').trimEnd().split('\n');
      process.stderr.write(`last ${Math.min(log.length, SERVER_LOG_LINES)} lines of the server's log:\n`);
      process.stderr.write(`${log.slice(-SERVER_LOG_LINES).join('\n')}\n`);
    }
    await Promise.all(opened.map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(options: BrowserContextOptions = {}) {
      if (!browser) throw new Error('useBrowser(): the browser is not running (open() called outside a test?)');
      const context = await browser.newContext({
        baseURL: baseUrl(),
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
        ...options,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress(), ...options.extraHTTPHeaders },
      });
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
  };
}
