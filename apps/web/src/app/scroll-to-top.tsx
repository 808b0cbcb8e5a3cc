import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { INTERFACE } from '@ww/contracts';

/** Attempts to find a #fragment target while a lazy page is still loading. */
const HASH_TARGET_ATTEMPTS = 20;

/**
 * Scrolls to the top on every route change, and once more after late content (lazy pages, images) has laid out.
 * A link to a fragment (e.g. /#pricing) scrolls to that element instead, once the page holding it has rendered.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    const id = hash.slice(1);
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    const scroll = () => {
      const target = id ? document.getElementById(decodeURIComponent(id)) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      if (id && !target && ++attempts < HASH_TARGET_ATTEMPTS) timer = setTimeout(scroll, INTERFACE.scrollResetRepeatMs);
    };
    scroll();
    if (!id) timer = setTimeout(scroll, INTERFACE.scrollResetRepeatMs);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
