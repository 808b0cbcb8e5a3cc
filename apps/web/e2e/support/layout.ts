import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the layout journeys leave their screenshots (one per page and width), to look at after a run. */
export const LAYOUT_SCREENSHOT_DIR = process.env.LAYOUT_SCREENSHOT_DIR ?? join(tmpdir(), 'ww-e2e-layout');

export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1366, height: 768 } as const;

export interface LayoutProblems {
  /** How far the page is wider than the window, in px (0 when it fits). */
  overflow: number;
  /** Words drawn on two lines ("Campgrou/nd"), with the element they are in. */
  brokenWords: string[];
  /** Controls whose centre, once scrolled as close to the middle as the page allows, is under something else. */
  covered: string[];
  /** Controls the Pam button sits on once the page is scrolled to bring them to its corner (it should step aside). */
  underPam: string[];
}

/**
 * What does not fit on the page as it is drawn now:
 * - the document wider than the window;
 * - a word broken inside itself: each visible text's words (split at spaces, hyphens and slashes, where a line may
 *   end) must each lie on one line;
 * - a control someone cannot reach: every visible button, link, field and tab is scrolled as near to the middle of
 *   the window as the page allows (the way a user would bring it into view), and the element at its centre must be
 *   the control itself (or inside it, or its label);
 * - the Pam button on a control: each control in the button's column is scrolled to where the button would sit on
 *   its middle, and the button must not be what is there (it may step aside).
 */
export function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(async () => {
    const describe = (el: Element): string => {
      const name =
        el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
    };
    // checkVisibility also leaves out what a closed <details> holds: laid out (with boxes over what follows) but not drawn.
    const shown = (el: Element): boolean => {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
        return false;
      return !el.closest('.sr-only, [aria-hidden="true"]');
    };

    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('svg, script, style, noscript') || !shown(parent)) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-‐–—/]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) brokenWords.push(`"${match[0]}" in ${describe(parent)}`);
      }
    }

    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=tab]',
      ),
    ];
    // The first line of a link running over two lines: the middle of its box may be between the lines.
    const middle = (el: Element) => {
      const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2, box };
    };

    // Each control that passes the Pam button's column is scrolled to where the button would sit on its middle.
    const underPam: string[] = [];
    const pam = document.querySelector<HTMLElement>('button[aria-label^="Open Pam chat"]');
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (const el of pam ? controls : []) {
      if (!pam || el === pam || !shown(el)) continue;
      const home = { left: pam.offsetLeft, right: pam.offsetLeft + pam.offsetWidth, top: pam.offsetTop };
      const { x, y } = middle(el);
      const top = Math.round(window.scrollY + y - (home.top + pam.offsetHeight / 2));
      if (x < home.left || x > home.right || top < 0 || top > end) continue;
      window.scrollTo({ top, behavior: 'instant' });
      // A frame for the button to look under itself, and its 200 ms slide.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const now = middle(el);
      const hit = document.elementFromPoint(now.x, now.y);
      if (hit && pam.contains(hit)) underPam.push(describe(el));
    }

    const covered: string[] = [];
    for (const el of controls) {
      if (!shown(el)) continue;
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const { x, y } = middle(el);
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit)) continue;
      const label = hit.closest('label');
      if (label && (label.control === el || label.contains(el))) continue;
      covered.push(`${describe(el)} under ${describe(hit)}`);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });

    return {
      overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      brokenWords,
      covered,
      underPam,
    };
  });
}

/** Saves the whole page and, on a phone, the window scrolled to the end (where the Pam button sits over the page). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(LAYOUT_SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(LAYOUT_SCREENSHOT_DIR, `${name}.png`), fullPage: true, timeout: 30_000 });
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.screenshot({ path: join(LAYOUT_SCREENSHOT_DIR, `${name}-end.png`), timeout: 30_000 });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
