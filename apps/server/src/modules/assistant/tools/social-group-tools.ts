import type { PamTool } from '../assistant.types.ts';
import { num, pick } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { findGroup, groupLine, groupsNamed, groupsPage } from './social-groups.ts';
import { refusalsSaid } from './social-refusals.ts';

/** Finding, joining and leaving groups. */

/** Groups named in a reply. */
const SHOWN = 10;

const findGroupsTool = (s: ToolServices) =>
  tool({
    name: 'find_groups',
    description: "Groups whose name holds the query, or (mine) the user's own groups.",
    destructive: false,
    help: {
      en: 'find groups or list yours ("my groups", "find a boondocking group")',
      es: 'buscar grupos o ver los tuyos («mis grupos»)',
      fr: 'chercher des groupes ou voir les vôtres (« mes groupes »)',
    },
    async run(args, ctx) {
      const mine = args.mine === true;
      const groups = args.query
        ? await groupsNamed(s, ctx.userId, args.query, mine)
        : (await groupsPage(s, ctx.userId, { mine })).data;
      if (groups.length === 0) {
        return ok(
          mine
            ? pick(ctx, {
                en: "You're not in any group yet.",
                es: 'Aún no estás en ningún grupo.',
                fr: "Vous n'êtes encore dans aucun groupe.",
              })
            : pick(ctx, {
                en: `I found no group${args.query ? ` called ${args.query}` : ''}.`,
                es: `No encontré ningún grupo${args.query ? ` llamado ${args.query}` : ''}.`,
                fr: `Je n'ai trouvé aucun groupe${args.query ? ` nommé ${args.query}` : ''}.`,
              }),
          { groups: [] },
        );
      }
      const lines = groups.slice(0, SHOWN).map((g) => groupLine(ctx, g));
      const head = mine
        ? pick(ctx, { en: 'Your groups:', es: 'Tus grupos:', fr: 'Vos groupes :' })
        : pick(ctx, { en: 'Groups I found:', es: 'Grupos que encontré:', fr: 'Groupes trouvés :' });
      return ok(`${head} ${lines.join('; ')}.`, {
        groups: groups.map((g) => ({ id: g.id, name: g.name, members: g.member_count, my_status: g.my_status })),
      });
    },
  });

const joinGroupTool = (s: ToolServices) =>
  tool({
    name: 'join_group',
    description: 'Joins a group found by name: an open group at once, a request group by asking to join.',
    destructive: false,
    help: {
      en: 'join a group ("join the Boondockers group")',
      es: 'unirte a un grupo («únete al grupo Boondockers»)',
      fr: 'rejoindre un groupe (« rejoins le groupe Boondockers »)',
    },
    async run(args, ctx) {
      const found = await findGroup(s, ctx, args, false);
      if (!found.ok) return found.outcome;
      const g = found.value;
      const joined = await refusalsSaid(ctx, () => s.social.groups.join(ctx.userId, g.id), {
        already_member: {
          en: `You're already a member of ${g.name}.`,
          es: `Ya eres miembro de ${g.name}.`,
          fr: `Vous êtes déjà membre de ${g.name}.`,
        },
        already_requested: {
          en: `Your request to join ${g.name} is already waiting.`,
          es: `Tu solicitud para unirte a ${g.name} ya está pendiente.`,
          fr: `Votre demande pour rejoindre ${g.name} est déjà en attente.`,
        },
      });
      if (!joined.ok) return joined.outcome;
      const reply =
        joined.value.my_status === 'pending'
          ? pick(ctx, {
              en: `${g.name} approves its members: I asked to join, and its moderators will answer.`,
              es: `${g.name} aprueba a sus miembros: pedí unirte y sus moderadores responderán.`,
              fr: `${g.name} valide ses membres : j'ai demandé à rejoindre, ses modérateurs répondront.`,
            })
          : pick(ctx, {
              en: `You joined ${g.name}. It has ${num(ctx, joined.value.member_count)} members now.`,
              es: `Te uniste a ${g.name}. Ahora tiene ${num(ctx, joined.value.member_count)} miembros.`,
              fr: `Vous avez rejoint ${g.name}. Il compte maintenant ${num(ctx, joined.value.member_count)} membres.`,
            });
      return {
        ...ok(reply, { group: { id: g.id, name: g.name, my_status: joined.value.my_status } }, ['social']),
        subject: { kind: 'group', id: g.id, label: g.name },
      };
    },
  });

const leaveGroupTool = (s: ToolServices) =>
  tool({
    name: 'leave_group',
    description: "Leaves one of the user's groups found by name (or withdraws a request to join). Asks first.",
    destructive: true,
    help: {
      en: 'leave a group ("leave the Boondockers group"; I ask first)',
      es: 'salir de un grupo («sal del grupo Boondockers»)',
      fr: 'quitter un groupe (« quitte le groupe Boondockers »)',
    },
    async confirmation(args, ctx) {
      const found = await findGroup(s, ctx, args, true);
      if (!found.ok) return found.outcome;
      const g = found.value;
      return {
        prompt: pick(ctx, {
          en: `Leave the group ${g.name}? You will no longer see its members-only posts. Say "yes" to leave.`,
          es: `¿Salir del grupo ${g.name}? Dejarás de ver sus publicaciones para miembros. Di «sí» para salir.`,
          fr: `Quitter le groupe ${g.name} ? Vous ne verrez plus ses publications réservées aux membres. Dites « oui » pour quitter.`,
        }),
        args: { id: g.id, group: g.name },
      };
    },
    async run(args, ctx) {
      const found = await findGroup(s, ctx, args, true);
      if (!found.ok) return found.outcome;
      const g = found.value;
      const left = await refusalsSaid(ctx, () => s.social.groups.leave(ctx.userId, g.id), {
        owner_cannot_leave: {
          en: `You own ${g.name}, so you can't leave it: hand it over to another member first, or delete the group.`,
          es: `Eres el dueño de ${g.name} y no puedes salir: cédelo antes a otro miembro o borra el grupo.`,
          fr: `Vous êtes propriétaire de ${g.name} et ne pouvez pas le quitter : cédez-le d'abord à un autre membre, ou supprimez le groupe.`,
        },
      });
      if (!left.ok) return left.outcome;
      return ok(
        pick(ctx, { en: `You left ${g.name}.`, es: `Saliste de ${g.name}.`, fr: `Vous avez quitté ${g.name}.` }),
        { group: { id: g.id, name: g.name } },
        ['social'],
      );
    },
  });

export function socialGroupTools(s: ToolServices): PamTool[] {
  return [findGroupsTool(s), joinGroupTool(s), leaveGroupTool(s)];
}
