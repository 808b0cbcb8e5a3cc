import type { PamTool } from '../assistant.types.ts';
import { pick } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { allPages, findIn, findTraveller, nameOf, personSubject } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/** Follows and blocks. */

const followUserTool = (s: ToolServices) =>
  tool({
    name: 'follow_user',
    description:
      'Follows a traveller named (friends first, then anyone the user may see); with unfollow, stops following.',
    destructive: false,
    help: {
      en: 'follow or unfollow ("follow Sam")',
      es: 'seguir o dejar de seguir («sigue a Lucía»)',
      fr: 'suivre ou ne plus suivre (« suis Marie »)',
    },
    async run(args, ctx) {
      if (args.unfollow) {
        const following = await allPages((q) =>
          s.social.network.listFollows(ctx.userId, { ...q, direction: 'following' }),
        );
        const found = findIn(ctx, following, args, (name) => ({
          en: `You don't follow ${name || 'them'}.`,
          es: `No sigues a ${name || 'esa persona'}.`,
          fr: `Vous ne suivez pas ${name || 'cette personne'}.`,
        }));
        if (!found.ok) return found.outcome;
        const p = { id: found.value.user.id, name: nameOf(ctx, found.value.user) };
        await s.social.network.unfollow(ctx.userId, p.id);
        return {
          ...ok(
            pick(ctx, {
              en: `You no longer follow ${p.name}.`,
              es: `Ya no sigues a ${p.name}.`,
              fr: `Vous ne suivez plus ${p.name}.`,
            }),
            { following: false, user: p.name },
            ['social'],
          ),
          subject: personSubject(p),
        };
      }
      const person = await findTraveller(s, ctx, args);
      if (!person.ok) return person.outcome;
      const p = person.value;
      const done = await refusalsSaid(ctx, () => s.social.network.follow(ctx.userId, p.id), {
        already_following: {
          en: `You already follow ${p.name}.`,
          es: `Ya sigues a ${p.name}.`,
          fr: `Vous suivez déjà ${p.name}.`,
        },
      });
      if (!done.ok) return done.outcome;
      return {
        ...ok(
          pick(ctx, {
            en: `You now follow ${p.name}.`,
            es: `Ahora sigues a ${p.name}.`,
            fr: `Vous suivez maintenant ${p.name}.`,
          }),
          { following: true, user: p.name },
          ['social'],
        ),
        subject: personSubject(p),
      };
    },
  });

const blockUserTool = (s: ToolServices) =>
  tool({
    name: 'block_user',
    description:
      'Blocks a traveller named (ends the friendship and follows both ways; they can no longer see or message the user). Asks first.',
    destructive: true,
    help: {
      en: 'block someone ("block Sam"; I ask first)',
      es: 'bloquear a alguien («bloquea a Juan»; pregunto antes)',
      fr: "bloquer quelqu'un (« bloque Paul » ; je demande avant)",
    },
    async confirmation(args, ctx) {
      const person = await findTraveller(s, ctx, args);
      if (!person.ok) return person.outcome;
      const p = person.value;
      return {
        prompt: pick(ctx, {
          en: `Block ${p.name}? You will stop being friends, neither of you will follow the other, and they won't see your posts or be able to message you. Say "yes" to block.`,
          es: `¿Bloquear a ${p.name}? Dejaréis de ser amigos, ninguno seguirá al otro y no verá tus publicaciones ni podrá escribirte. Di «sí» para bloquear.`,
          fr: `Bloquer ${p.name} ? Vous ne serez plus amis, aucun de vous ne suivra l'autre, et cette personne ne verra plus vos publications ni ne pourra vous écrire. Dites « oui » pour bloquer.`,
        }),
        args: { user_id: p.id, name: p.name },
      };
    },
    async run(args, ctx) {
      const person = args.user_id
        ? { ok: true as const, value: { id: args.user_id, name: args.name ?? '' } }
        : await findTraveller(s, ctx, args);
      if (!person.ok) return person.outcome;
      const p = person.value;
      const blocked = await refusalsSaid(ctx, () => s.social.network.block(ctx.userId, p.id), {
        already_blocked: {
          en: `${p.name} is already blocked.`,
          es: `${p.name} ya está bloqueado.`,
          fr: `${p.name} est déjà bloqué.`,
        },
        not_yourself: {
          en: "You can't block yourself.",
          es: 'No puedes bloquearte a ti mismo.',
          fr: 'Vous ne pouvez pas vous bloquer vous-même.',
        },
      });
      if (!blocked.ok) return blocked.outcome;
      const name = nameOf(ctx, blocked.value.user);
      return ok(
        pick(ctx, { en: `${name} is blocked.`, es: `${name} está bloqueado.`, fr: `${name} est bloqué.` }),
        { blocked: true, user: name },
        ['social'],
      );
    },
  });

const unblockUserTool = (s: ToolServices) =>
  tool({
    name: 'unblock_user',
    description: 'Unblocks a traveller the user blocked, found by name among the blocked.',
    destructive: false,
    help: {
      en: 'unblock someone ("unblock Sam")',
      es: 'desbloquear («desbloquea a Juan»)',
      fr: 'débloquer (« débloque Paul »)',
    },
    async run(args, ctx) {
      const blocks = await allPages((q) => s.social.network.listBlocks(ctx.userId, q));
      const found = findIn(ctx, blocks, args, (name) =>
        name
          ? {
              en: `You haven't blocked anyone called ${name}.`,
              es: `No has bloqueado a nadie llamado ${name}.`,
              fr: `Vous n'avez bloqué personne nommé ${name}.`,
            }
          : {
              en: "You haven't blocked anyone.",
              es: 'No has bloqueado a nadie.',
              fr: "Vous n'avez bloqué personne.",
            },
      );
      if (!found.ok) return found.outcome;
      const p = { id: found.value.user.id, name: nameOf(ctx, found.value.user) };
      await s.social.network.unblock(ctx.userId, p.id);
      return {
        ...ok(
          pick(ctx, {
            en: `${p.name} is unblocked.`,
            es: `${p.name} ya no está bloqueado.`,
            fr: `${p.name} est débloqué.`,
          }),
          { blocked: false, user: p.name },
          ['social'],
        ),
        subject: personSubject(p),
      };
    },
  });

export function socialNetworkTools(s: ToolServices): PamTool[] {
  return [followUserTool(s), blockUserTool(s), unblockUserTool(s)];
}
