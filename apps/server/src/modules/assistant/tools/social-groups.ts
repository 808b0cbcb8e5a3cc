import { SOCIAL_LIMITS, type Group, type GroupMember } from '@ww/contracts';
import type { ToolContext } from '../assistant.types.ts';
import { fold, num, pick } from './format.ts';
import type { ToolServices } from './kit.ts';
import { allPages, bestFits, findIn, one, type Found } from './social-people.ts';

/** Groups named in words (all the user may see, or the user's own), and the members of one. */

export const groupsPage = (s: ToolServices, userId: string, q: { q?: string; mine: boolean }) =>
  s.social.groups.list(userId, { ...q, limit: SOCIAL_LIMITS.pageSizeMax });

/** Groups whose name holds what the user said: the whole phrase, else any of its longer words. */
export async function groupsNamed(s: ToolServices, userId: string, said: string, mine: boolean): Promise<Group[]> {
  const phrase = fold(said);
  const whole = (await groupsPage(s, userId, { q: phrase, mine })).data;
  if (whole.length) return whole;
  const words = phrase
    .split(/\s+/)
    .filter((w) => w.length >= 3)
    .sort((a, b) => b.length - a.length)
    .slice(0, 3);
  const seen = new Map<string, Group>();
  for (const w of words) for (const g of (await groupsPage(s, userId, { q: w, mine })).data) seen.set(g.id, g);
  return [...seen.values()];
}

export async function findGroup(
  s: ToolServices,
  ctx: ToolContext,
  args: { group?: string | undefined; id?: string | undefined; choice?: number | undefined },
  mine: boolean,
): Promise<Found<Group>> {
  if (args.id) return { ok: true, value: await s.social.groups.get(ctx.userId, args.id) };
  const said = args.group ?? '';
  const found = said ? await groupsNamed(s, ctx.userId, said, mine) : (await groupsPage(s, ctx.userId, { mine })).data;
  const fitting = said ? bestFits(said, found, (g) => g.name) : found;
  return one(
    ctx,
    fitting.length ? fitting : found,
    (g) => g.name,
    mine
      ? {
          en: said ? `You are not in a group called ${said}.` : 'You are not in any group.',
          es: said ? `No estás en ningún grupo llamado ${said}.` : 'No estás en ningún grupo.',
          fr: said ? `Vous n'êtes dans aucun groupe nommé ${said}.` : "Vous n'êtes dans aucun groupe.",
        }
      : {
          en: `I couldn't find a group called ${said}.`,
          es: `No encontré ningún grupo llamado ${said}.`,
          fr: `Je n'ai trouvé aucun groupe nommé ${said}.`,
        },
    args.choice,
  );
}

export const groupLine = (ctx: ToolContext, g: Group) => {
  const members = pick(ctx, {
    en: `${num(ctx, g.member_count)} member${g.member_count === 1 ? '' : 's'}`,
    es: `${num(ctx, g.member_count)} miembro${g.member_count === 1 ? '' : 's'}`,
    fr: `${num(ctx, g.member_count)} membre${g.member_count === 1 ? '' : 's'}`,
  });
  return `${g.name} (${members})`;
};

/** An active member of a group the user is in, by name (or user id); never the user. */
export async function findMember(
  s: ToolServices,
  ctx: ToolContext,
  g: Group,
  who: { member?: string | undefined; user_id?: string | undefined; choice?: number | undefined },
): Promise<Found<GroupMember>> {
  const members = (await allPages((q) => s.social.groups.members(ctx.userId, g.id, { ...q, status: 'active' }))).filter(
    (m) => m.user.id !== ctx.userId,
  );
  return findIn(ctx, members, { name: who.member, user_id: who.user_id, choice: who.choice }, (name) =>
    name
      ? {
          en: `I don't see anyone called ${name} in ${g.name}.`,
          es: `No veo a nadie llamado ${name} en ${g.name}.`,
          fr: `Je ne vois personne nommé ${name} dans ${g.name}.`,
        }
      : {
          en: `Who should I remove from ${g.name}? Tell me their name.`,
          es: `¿A quién quito de ${g.name}? Dime su nombre.`,
          fr: `Qui dois-je retirer de ${g.name} ? Dites-moi son nom.`,
        },
  );
}
