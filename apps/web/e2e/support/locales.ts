import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Messages = { [key: string]: string | Messages };

/**
 * The text the app shows for `key` in `language` — read from the app's own locale files, because SPEC §2 gives
 * only the English wording; the journeys check that the page really switched to that translation.
 */
export function translation(language: 'en' | 'es' | 'fr', namespace: string, key: string): string {
  const file = fileURLToPath(new URL(`../../src/shared/i18n/locales/${language}/${namespace}.json`, import.meta.url));
  let node: string | Messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`no ${language} text for ${namespace}:${key}`);
    node = node[part] as string | Messages;
  }
  if (typeof node !== 'string') throw new Error(`${language} ${namespace}:${key} is not a text`);
  return node;
}
