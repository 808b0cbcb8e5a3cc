import { useEffect, useState, type RefObject } from 'react';

/** What a finger or a pointer may mean to press under the button. */
const CONTROL = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"]';

/** Points of the button's place looked under: its middle, and a ring inside its edge. */
const SAMPLES = [0.5, 0.2, 0.8].flatMap((x) => [0.5, 0.2, 0.8].map((y) => [x, y] as const));

function centre(element: Element): { x: number; y: number } {
  // A link over two lines is aimed at on its first line.
  const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * Whether a control of the page has its middle under the button's own place (where it sits when not moved: its
 * offset box, which a transform does not move). Only the topmost thing at each point counts, so a control under
 * a dialog does not.
 */
export function controlUnder(button: HTMLElement): boolean {
  // Without hit-testing (a DOM without layout) nothing can be known to be under it: the button stays.
  if (typeof document.elementsFromPoint !== 'function') return false;
  const place = {
    left: button.offsetLeft,
    top: button.offsetTop,
    right: button.offsetLeft + button.offsetWidth,
    bottom: button.offsetTop + button.offsetHeight,
  };
  const mine = (element: Element) => button.contains(element);
  for (const [fx, fy] of SAMPLES) {
    const x = place.left + (place.right - place.left) * fx;
    const y = place.top + (place.bottom - place.top) * fy;
    const below = document.elementsFromPoint(x, y).find((element) => !mine(element));
    const control = below?.closest(CONTROL);
    if (!control || mine(control)) continue;
    const middle = centre(control);
    if (middle.x >= place.left && middle.x <= place.right && middle.y >= place.top && middle.y <= place.bottom)
      return true;
  }
  return false;
}

/**
 * True while a control of the page lies under the floating button, so the button can step aside (issue 25: it hid
 * a route stop's remove button on phones). Looked at again after any scroll (the page's or a panel's), a resize or
 * a change of the page, at most once a frame.
 */
export function useMoveAside(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = ref.current;
      setAside(button ? controlUnder(button) : false);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [ref, enabled]);
  return aside && enabled;
}
