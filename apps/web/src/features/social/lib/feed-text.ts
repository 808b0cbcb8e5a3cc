/** A piece of a post or comment as shown: plain text, or a mention of a traveller (highlighted, linked). */
export type TextSegment = { text: string; userId?: string };

interface Mentioned {
  id: string;
  display_name: string | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits a text at the `@Name` of every mentioned traveller (the server keeps only those who may read it), longest
 * names first so '@Ann Lee' is not cut at '@Ann'. The text stays plain: React escapes every segment.
 */
export function bodySegments(body: string, mentions: readonly Mentioned[]): TextSegment[] {
  const named = mentions
    .filter((m): m is Mentioned & { display_name: string } => Boolean(m.display_name))
    .sort((a, b) => b.display_name.length - a.display_name.length);
  if (named.length === 0) return [{ text: body }];
  const pattern = new RegExp(`@(${named.map((m) => escapeRegExp(m.display_name)).join('|')})`, 'g');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    const user = named.find((m) => m.display_name === match[1]);
    if (!user) continue;
    if (match.index > last) segments.push({ text: body.slice(last, match.index) });
    segments.push({ text: match[0], userId: user.id });
    last = match.index + match[0].length;
  }
  if (last < body.length) segments.push({ text: body.slice(last) });
  return segments;
}

/** The mention being typed before the caret: '@' at a word start and what follows (no line break), or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)@([^\s@]{0,50})$/u.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

/** Puts '@Name ' in place of the mention being typed; returns the new text and where the caret goes. */
export function insertMention(
  text: string,
  mention: { start: number; query: string },
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const end = mention.start + 1 + mention.query.length;
  return { text: text.slice(0, mention.start) + inserted + text.slice(end), caret: mention.start + inserted.length };
}

/** The ids of chosen mentions whose '@Name' is still in the text (a deleted mention is not sent). */
export function keptMentionIds(text: string, chosen: ReadonlyArray<{ id: string; name: string }>): string[] {
  return [...new Set(chosen.filter((m) => text.includes(`@${m.name}`)).map((m) => m.id))];
}
