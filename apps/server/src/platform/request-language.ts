import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@ww/contracts';

function asLanguage(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().split('-')[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === primary);
}

/**
 * The language a visitor reads: the one they chose (the `i18next` cookie the app and the landing page write), else
 * the best match of the browser's Accept-Language (by q, then order), else English.
 */
export function preferredLanguage(cookieLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = asLanguage(cookieLanguage);
  if (chosen) return chosen;
  const ranked = (acceptLanguage ?? '')
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: asLanguage(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? FALLBACK_LANGUAGE;
}

/** The language of the person sending this request (who has no settings yet, e.g. signing up). */
export const requestLanguage = (c: Context): Language =>
  preferredLanguage(getCookie(c, LANGUAGE_COOKIE.name), c.req.header('accept-language'));
