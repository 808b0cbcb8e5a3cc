import { SOCIAL_LIMITS, type SocialUser } from '@ww/contracts';
import type { ToolContext, ToolOutcome } from '../assistant.types.ts';
import { fold, pick, type Texts } from './format.ts';
import { fail, type ToolServices } from './kit.ts';

/** People and groups named in words: found among those the user may see, asked about when several fit. */

/** Pages read of a list of the user's own (friends, requests, follows, blocks): 200 people at most. */
const PAGES = 4;

export type Person = { id: string; name: string };
export type Found<T> = { ok: true; value: T } | { ok: false; outcome: ToolOutcome };

/** A traveller as Pam names them: their display name, or 'a traveller' when they show none. */
export const nameOf = (ctx: Pick<ToolContext, 'language'>, u: Pick<SocialUser, 'display_name'>): string =>
  u.display_name?.trim() ||
  pick(ctx, { en: 'a traveller without a name', es: 'un viajero sin nombre', fr: 'un voyageur sans nom' });

/** Every item of a paged list of the user's own, up to PAGES pages. */
export async function allPages<T>(
  page: (query: { limit: number; cursor?: string }) => Promise<{ data: T[]; next_cursor: string | null }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < PAGES; i++) {
    const res = await page({ limit: SOCIAL_LIMITS.pageSizeMax, ...(cursor ? { cursor } : {}) });
    items.push(...res.data);
    if (!res.next_cursor) break;
    cursor = res.next_cursor;
  }
  return items;
}

/** One slip allowed in a word of five letters or more ("Maira" is Maria, "Lucia" is Lucía). */
function near(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const swapped = a.slice(i + 2) === b.slice(i + 2) && a[i] === b[i + 1] && a[i + 1] === b[i];
  return swapped || a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

/**
 * How well `name` (as the user said it) fits a display name: 3 the whole name, 2 each word a whole word of it,
 * 1 each word the start of one of its words (or one slip away), 0 not at all.
 */
export function fit(said: string, displayName: string | null): number {
  if (!displayName) return 0;
  const s = fold(said)
    .replace(/[^a-z0-9' -]/g, ' ')
    .trim();
  const d = fold(displayName)
    .replace(/[^a-z0-9' -]/g, ' ')
    .trim();
  if (!s) return 0;
  if (s === d) return 3;
  const sw = s.split(/\s+/);
  const dw = d.split(/[\s-]+/);
  if (sw.every((w) => dw.includes(w))) return 2;
  if (sw.every((w) => dw.some((x) => (w.length >= 2 && x.startsWith(w)) || near(w, x)))) return 1;
  return 0;
}

/** The items that fit best (whole names beat first names, which beat beginnings), in a stable order. */
export function bestFits<T>(said: string, items: T[], nameOfItem: (item: T) => string | null): T[] {
  const scored = items.map((item) => ({ item, score: fit(said, nameOfItem(item)) })).filter((x) => x.score > 0);
  const top = Math.max(0, ...scored.map((x) => x.score));
  return scored
    .filter((x) => x.score === top)
    .map((x) => x.item)
    .sort((a, b) => (nameOfItem(a) ?? '').localeCompare(nameOfItem(b) ?? ''));
}

/**
 * One of `candidates`: the only one, or the user's `choice` among them; several is a question listing them, none an
 * answer saying so (`none` worded by the caller).
 */
export function one<T>(
  ctx: ToolContext,
  candidates: T[],
  label: (item: T) => string,
  none: Texts,
  choice: number | undefined,
): Found<T> {
  if (candidates.length === 0) return { ok: false, outcome: fail('not_found', pick(ctx, none)) };
  if (choice !== undefined && candidates.length > 1) {
    const chosen = candidates[choice - 1];
    if (chosen) return { ok: true, value: chosen };
  }
  if (candidates.length === 1) return { ok: true, value: candidates[0]! };
  const shown = candidates.slice(0, 8).map(label);
  const options = new Intl.ListFormat(ctx.language, { style: 'long', type: 'disjunction' }).format(shown);
  return {
    ok: false,
    outcome: fail(
      'ambiguous',
      pick(ctx, {
        en: `Which one do you mean: ${options}?`,
        es: `¿A cuál te refieres: ${options}?`,
        fr: `Lequel voulez-vous dire : ${options} ?`,
      }),
      { candidates: shown },
    ),
  };
}

/** The user's friends (as cards). */
export async function friendsOf(s: ToolServices, userId: string): Promise<SocialUser[]> {
  return (await allPages((q) => s.social.network.listFriends(userId, q))).map((f) => f.user);
}

const notAFriend = (name: string): Texts =>
  name
    ? {
        en: `I couldn't find a friend called ${name}.`,
        es: `No encontré a ningún amigo llamado ${name}.`,
        fr: `Je n'ai trouvé aucun ami nommé ${name}.`,
      }
    : {
        en: "I couldn't find them among your friends.",
        es: 'No lo encontré entre tus amigos.',
        fr: "Je ne l'ai pas trouvé parmi vos amis.",
      };
const nobody = (name: string): Texts =>
  name
    ? {
        en: `I couldn't find a traveller called ${name}.`,
        es: `No encontré a ningún viajero llamado ${name}.`,
        fr: `Je n'ai trouvé aucun voyageur nommé ${name}.`,
      }
    : {
        en: "I couldn't find that traveller.",
        es: 'No encontré a ese viajero.',
        fr: "Je n'ai pas trouvé ce voyageur.",
      };
const noName: Texts = {
  en: 'Who do you mean? Tell me their name.',
  es: '¿A quién te refieres? Dime su nombre.',
  fr: 'De qui parlez-vous ? Dites-moi son nom.',
};

type Named = { name?: string | undefined; user_id?: string | undefined; choice?: number | undefined };

const asPerson = (ctx: ToolContext, u: SocialUser): Person => ({ id: u.id, name: nameOf(ctx, u) });

/** A friend by name (or by id among the friends). */
export async function findFriend(s: ToolServices, ctx: ToolContext, who: Named): Promise<Found<Person>> {
  const friends = await friendsOf(s, ctx.userId);
  if (who.user_id) {
    const friend = friends.find((f) => f.id === who.user_id);
    return friend
      ? { ok: true, value: asPerson(ctx, friend) }
      : { ok: false, outcome: fail('not_found', pick(ctx, notAFriend(''))) };
  }
  if (!who.name) return { ok: false, outcome: fail('needs_detail', pick(ctx, noName)) };
  const found = one(
    ctx,
    bestFits(who.name, friends, (f) => f.display_name),
    (f) => nameOf(ctx, f),
    notAFriend(who.name),
    who.choice,
  );
  return found.ok ? { ok: true, value: asPerson(ctx, found.value) } : found;
}

/**
 * A traveller by name: friends first, then anyone the search may show (never those across a block, never a private
 * profile), never the user. By id, the public profile says whether the user may see them.
 */
export async function findTraveller(s: ToolServices, ctx: ToolContext, who: Named): Promise<Found<Person>> {
  if (who.user_id) {
    if (who.user_id === ctx.userId) return { ok: false, outcome: fail('not_found', pick(ctx, nobody(''))) };
    const profile = await s.social.network.publicProfile(ctx.userId, who.user_id);
    return { ok: true, value: { id: profile.id, name: nameOf(ctx, profile) } };
  }
  if (!who.name) return { ok: false, outcome: fail('needs_detail', pick(ctx, noName)) };
  const friends = bestFits(who.name, await friendsOf(s, ctx.userId), (f) => f.display_name);
  let candidates: SocialUser[] = friends;
  if (candidates.length === 0 && fold(who.name).length >= 2) {
    const found = await s.social.network.search(ctx.userId, who.name.slice(0, SOCIAL_LIMITS.searchMaxChars));
    candidates = bestFits(
      who.name,
      found.filter((u) => u.id !== ctx.userId),
      (u) => u.display_name,
    );
    // The search matches whole names; a first name alone may need its first word.
    if (candidates.length === 0 && who.name.includes(' ')) {
      const first = await s.social.network.search(ctx.userId, who.name.split(' ')[0]!);
      candidates = bestFits(
        who.name,
        first.filter((u) => u.id !== ctx.userId),
        (u) => u.display_name,
      );
    }
  }
  const found = one(ctx, candidates, (u) => nameOf(ctx, u), nobody(who.name), who.choice);
  return found.ok ? { ok: true, value: asPerson(ctx, found.value) } : found;
}

/** Someone in a list of the user's own (requests, follows, blocks) by name or id; `none` says who was not found. */
export function findIn<T extends { user: SocialUser }>(
  ctx: ToolContext,
  items: T[],
  who: Named,
  none: (name: string) => Texts,
): Found<T> {
  if (who.user_id) {
    const item = items.find((i) => i.user.id === who.user_id);
    return item ? { ok: true, value: item } : { ok: false, outcome: fail('not_found', pick(ctx, none(''))) };
  }
  const candidates = who.name ? bestFits(who.name, items, (i) => i.user.display_name) : items;
  return one(ctx, candidates, (i) => nameOf(ctx, i.user), none(who.name ?? ''), who.choice);
}

/** The person a reply was about: "him", "her", "lui" in the next message. */
export const personSubject = (p: Person) => ({ kind: 'user', id: p.id, label: p.name });
