import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ww/contracts';
import i18n from './i18n.ts';

type Messages = { [key: string]: unknown };

const files = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' });

const byLanguage = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  if (!byLanguage.has(match[1])) byLanguage.set(match[1], new Map());
  byLanguage.get(match[1])?.set(match[2], messages);
}

/** key path -> text, for every leaf of a namespace file (array items are keyed by index, e.g. 'sections.0.title'). */
function flatten(messages: Messages | unknown[], prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flatten(value as Messages, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** The {{placeholders}} and <tags> a text uses; a translation must keep them or the UI loses data or links. */
function tokens(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();
}

const namespaces = [...new Set([...byLanguage.values()].flatMap((nss) => [...nss.keys()]))].sort();

describe('translation files', () => {
  it('exist for every supported language', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces).toContain('common');
    expect(namespaces).toContain('auth');
  });

  it('type the keys from English: a key English lacks fails the typecheck (i18next.d.ts)', () => {
    const t = i18n.getFixedT('en', 'common');
    expect(t('nav.wheels')).toBe('Wheels');
    // @ts-expect-error -- not a key of en/common.json; if this line stops being an error, keys are no longer typed.
    expect(t('nav.no_such_key')).toBe('nav.no_such_key');
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const flat = new Map(LANGUAGES.map((lng) => [lng, byLanguage.get(lng)?.get(ns)] as const));

    it('has a file in every language', () => {
      const missing = LANGUAGES.filter((lng) => !flat.get(lng));
      expect(missing, `missing locales/<lng>/${ns}.json`).toEqual([]);
    });

    it('has the same keys in every language, none of them empty', () => {
      const keys = new Map(LANGUAGES.map((lng) => [lng, flatten(flat.get(lng) ?? {})] as const));
      const all = new Set([...keys.values()].flatMap((k) => [...k.keys()]));
      const problems: string[] = [];
      for (const key of all) {
        for (const lng of LANGUAGES) {
          const value = keys.get(lng)?.get(key);
          if (value === undefined) problems.push(`${lng}/${ns}: missing "${key}"`);
          else if (typeof value !== 'string' || value.trim() === '') problems.push(`${lng}/${ns}: empty "${key}"`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('keeps the placeholders and tags of English in every translation', () => {
      const english = flatten(flat.get('en') ?? {});
      const problems: string[] = [];
      for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
        const translated = flatten(flat.get(lng) ?? {});
        for (const [key, text] of english) {
          const other = translated.get(key);
          if (typeof text !== 'string' || typeof other !== 'string') continue;
          if (tokens(text).join() !== tokens(other).join())
            problems.push(
              `${lng}/${ns}: "${key}" has ${tokens(other).join() || 'none'}, English has ${tokens(text).join()}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
