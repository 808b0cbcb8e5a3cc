import type { PamSubject, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { fold, list, pick, type Texts } from './format.ts';
import { fail } from './kit.ts';

/** Shared pieces of the Wheels tools: records found by the user's words, subjects, not-found and ambiguous replies. */

export const withSubject = (outcome: ToolOutcome, subject: PamSubject): ToolOutcome =>
  outcome.ok ? { ...outcome, subject } : outcome;

/** Words that name no record: articles, possessives, the kind of record itself. */
const FILLER = new Set(
  (
    'the my our a an of in on at to for from with that this it its your all ' +
    'el la los las mi mis un una unos unas de del en al con para por ese esa este esta lo su sus tu ' +
    'le les mon ma mes notre nos un une des du de d l au aux avec pour ce cet cette son sa ses ton ta'
  ).split(' '),
);

/** The words of a name or query, folded, fillers left out ('the 16A cable' → ['16a', 'cable']). */
export function keywords(text: string): string[] {
  return fold(text)
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w.length > 0 && !FILLER.has(w));
}

/** A word matches another when one begins the other, or they differ by one letter (typos, plurals). */
function wordMatches(query: string, word: string): boolean {
  if (word === query) return true;
  if (query.length >= 3 && (word.startsWith(query) || query.startsWith(word)) && word.length >= 3) return true;
  if (query.length < 4 || Math.abs(query.length - word.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < query.length && j < word.length) {
    if (query[i] === word[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (query.length > word.length) i++;
    else if (word.length > query.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (query.length - i) + (word.length - j) <= 1;
}

/**
 * The records the user's words name: those whose text holds every keyword of the query; failing that, those holding
 * the most of them (at least half). An empty query names every record.
 */
export function byWords<T>(records: T[], query: string | undefined, text: (r: T) => string): T[] {
  const wanted = query ? keywords(query) : [];
  if (wanted.length === 0) return records;
  const scored = records.map((r) => {
    const own = keywords(text(r));
    return { r, hits: wanted.filter((q) => own.some((w) => wordMatches(q, w))).length };
  });
  const all = scored.filter((s) => s.hits === wanted.length);
  if (all.length) return all.map((s) => s.r);
  const best = Math.max(0, ...scored.map((s) => s.hits));
  if (best === 0 || best * 2 < wanted.length) return [];
  return scored.filter((s) => s.hits === best).map((s) => s.r);
}

/** 'I couldn't find a rig called "X"': what the user named, in their words. */
export function notFoundAs(ctx: ToolContext, what: Texts, query: string | undefined): ToolOutcome {
  const named = query ? ` «${query}»` : '';
  return fail(
    'not_found',
    pick(ctx, {
      en: `I couldn't find ${what.en}${query ? ` matching "${query}"` : ''}.`,
      es: `No encontré ${what.es}${named ? ` que coincida con${named}` : ''}.`,
      fr: `Je n'ai pas trouvé ${what.fr}${query ? ` correspondant à « ${query} »` : ''}.`,
    }),
  );
}

/** Several records fit: name them and ask which one. */
export function ambiguous(ctx: ToolContext, labels: string[]): ToolOutcome {
  const shown = list(
    ctx,
    labels.slice(0, 5).map((l) => `"${l}"`),
  );
  return fail(
    'ambiguous',
    pick(ctx, {
      en: `Several match: ${shown}. Which one do you mean?`,
      es: `Coinciden varios: ${shown}. ¿Cuál quieres decir?`,
      fr: `Plusieurs correspondent : ${shown}. Lequel voulez-vous dire ?`,
    }),
    { matches: labels.slice(0, 5) },
  );
}

/**
 * The one record named: by id, else by words among the user's records; several fit: the one picked by `choice` (from
 * the list Pam gave), else a question. Returns the record or the outcome to give (not found, or the question).
 */
export function oneOf<T extends { id: string }>(
  ctx: ToolContext,
  records: T[],
  args: { id?: string | undefined; query?: string | undefined; choice?: number | undefined },
  how: { text: (r: T) => string; label: (r: T) => string; what: Texts },
): { record: T } | { outcome: ToolOutcome } {
  if (args.id) {
    const record = records.find((r) => r.id === args.id);
    return record ? { record } : { outcome: notFoundAs(ctx, how.what, undefined) };
  }
  const found = byWords(records, args.query, how.text);
  if (found.length === 0) return { outcome: notFoundAs(ctx, how.what, args.query) };
  const chosen = found.length > 1 && args.choice !== undefined ? found[args.choice - 1] : undefined;
  if (chosen) return { record: chosen };
  if (found.length > 1) {
    // Several with the very same words: the first (newest) is meant when all read alike.
    const labels = [...new Set(found.map(how.label))];
    if (labels.length > 1) return { outcome: ambiguous(ctx, labels) };
  }
  return { record: found[0]! };
}

/** The reply when the user has none of a kind of record yet. */
export function noneYet(ctx: ToolContext, texts: Texts): ToolOutcome {
  return fail('not_found', pick(ctx, texts));
}
