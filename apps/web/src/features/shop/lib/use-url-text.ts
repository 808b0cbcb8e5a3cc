import { useEffect, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from './catalogue-filters.ts';

export interface UrlTextOptions {
  /** The parameter's value in the URL ('' when absent). */
  urlValue: string;
  /** What the URL should hold for a text ('' for none), or null while the text is no valid value. */
  toUrl: (text: string) => string | null;
  /** The text a URL value shows as in the box (e.g. '12,5' for '12.5' in French). */
  fromUrl?: (value: string) => string;
  write: (value: string) => void;
}

/**
 * A text box bound to a URL parameter: what is typed reaches the URL FILTER_DEBOUNCE_MS after the last key, and a
 * change of the URL from elsewhere (Back, "Clear filters") comes back into the box. The box keeps the reader's own
 * way of writing a value the URL holds in another form.
 */
export function useUrlText({ urlValue, toUrl, fromUrl = (value) => value, write }: UrlTextOptions) {
  const [text, setText] = useState(() => fromUrl(urlValue));
  const [followed, setFollowed] = useState(urlValue);
  if (urlValue !== followed) {
    setFollowed(urlValue);
    if (toUrl(text) !== urlValue) setText(fromUrl(urlValue));
  }
  const target = toUrl(text);
  useEffect(() => {
    if (target === null || target === urlValue) return;
    const timer = setTimeout(() => write(target), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [target, urlValue, write]);
  return { text, setText, invalid: target === null };
}
