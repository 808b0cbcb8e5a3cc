import type { Group } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { describedAs, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { findGroup, findMember } from './social-groups.ts';
import { nameOf } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/** What a group's owner (and its moderators) do on the group's screen: start it, rename or describe it, remove a member. */

export const groupSubject = (g: Group) => ({ kind: 'group', id: g.id, label: g.name });

const policyText = (ctx: ToolContext, g: Group) =>
  g.join_policy === 'open'
    ? pick(ctx, {
        en: 'anyone can join',
        es: 'cualquiera puede unirse',
        fr: "tout le monde peut s'y joindre",
      })
    : pick(ctx, {
        en: 'you approve who joins',
        es: 'tú apruebas quién entra',
        fr: 'vous validez qui y entre',
      });

export const notManager = (g: Group): Record<string, Texts> => ({
  not_group_moderator: {
    en: `Only the owner and moderators of ${g.name} can do that.`,
    es: `Solo el dueño y los moderadores de ${g.name} pueden hacerlo.`,
    fr: `Seuls le propriétaire et les modérateurs de ${g.name} peuvent le faire.`,
  },
  not_group_owner: {
    en: `Only the owner of ${g.name} can do that.`,
    es: `Solo el dueño de ${g.name} puede hacerlo.`,
    fr: `Seul le propriétaire de ${g.name} peut le faire.`,
  },
  owner_stays: {
    en: `Nobody can remove the owner of ${g.name}.`,
    es: `Nadie puede quitar al dueño de ${g.name}.`,
    fr: `Personne ne peut retirer le propriétaire de ${g.name}.`,
  },
});

const createGroupTool = (s: ToolServices) =>
  tool({
    name: 'create_group',
    description:
      'Starts a group the user owns, with a name (and a description); open to anyone unless join_policy is request.',
    destructive: false,
    help: {
      en: 'start a group ("start a group called Boondockers NZ")',
      es: 'crear un grupo («crea un grupo llamado Boondockers NZ»)',
      fr: 'créer un groupe (« crée un groupe appelé Boondockers NZ »)',
    },
    async run(args, ctx) {
      const g = await s.social.groups.create(ctx.userId, {
        name: args.name,
        description: args.description ?? '',
        rules: '',
        join_policy: args.join_policy ?? 'open',
      });
      return {
        ...ok(
          pick(ctx, {
            en: `I started the group ${g.name}; you are its owner, and ${policyText(ctx, g)}.`,
            es: `Creé el grupo ${g.name}; eres su dueño y ${policyText(ctx, g)}.`,
            fr: `J'ai créé le groupe ${g.name} ; vous en êtes propriétaire, et ${policyText(ctx, g)}.`,
          }),
          { group: { id: g.id, name: g.name, join_policy: g.join_policy, my_role: g.my_role } },
          ['social'],
        ),
        subject: groupSubject(g),
      };
    },
  });

const updateGroupTool = (s: ToolServices) =>
  tool({
    name: 'update_group',
    description:
      "Renames (new_name), describes (description) or opens/closes (join_policy) one of the user's groups, found by name; its owner or moderators only.",
    destructive: false,
    help: {
      en: 'rename or describe your group, or make it approval-only or open ("rename Boondockers NZ to Kiwi Boondockers", "make Boondockers NZ approval only")',
      es: 'renombrar o describir tu grupo, o hacerlo con aprobación o abierto («cambia el nombre de Boondockers NZ a Kiwi Boondockers», «haz el grupo Boondockers NZ privado»)',
      fr: 'renommer ou décrire votre groupe, ou le mettre sur validation ou ouvert (« renomme Boondockers NZ en Kiwi Boondockers », « rends le groupe Boondockers NZ sur validation »)',
    },
    async run(args, ctx) {
      const found = await findGroup(s, ctx, args, true);
      if (!found.ok) return found.outcome;
      const g = found.value;
      const patch = {
        ...(args.new_name ? { name: args.new_name } : {}),
        ...(args.description !== undefined ? { description: args.description } : {}),
        ...(args.join_policy ? { join_policy: args.join_policy } : {}),
      };
      if (Object.keys(patch).length === 0) {
        return fail(
          'needs_detail',
          pick(ctx, {
            en: `What should I change in ${g.name}: its name, its description, or who may join?`,
            es: `¿Qué cambio en ${g.name}: el nombre, la descripción o quién puede unirse?`,
            fr: `Que dois-je changer dans ${g.name} : son nom, sa description ou qui peut y entrer ?`,
          }),
        );
      }
      const updated = await refusalsSaid(ctx, () => s.social.groups.update(ctx.userId, g.id, patch), notManager(g));
      if (!updated.ok) return updated.outcome;
      const u = updated.value;
      const changes = [
        args.new_name
          ? pick(ctx, { en: `renamed ${u.name}`, es: `ahora se llama ${u.name}`, fr: `renommé ${u.name}` })
          : null,
        args.description !== undefined ? describedAs(ctx, u.description) : null,
        args.join_policy ? policyText(ctx, u) : null,
      ].filter(Boolean);
      return {
        ...ok(
          pick(ctx, {
            en: `Done: ${g.name} is ${changes.join('; ')}.`,
            es: `Hecho: ${g.name} ${changes.join('; ')}.`,
            fr: `C'est fait : ${g.name} est ${changes.join(' ; ')}.`,
          }),
          { group: { id: u.id, name: u.name, description: u.description, join_policy: u.join_policy } },
          ['social'],
        ),
        subject: groupSubject(u),
      };
    },
  });

const removeGroupMemberTool = (s: ToolServices) =>
  tool({
    name: 'remove_group_member',
    description:
      'Removes a member named from a group the user owns or moderates (owners remove anyone but themselves). Asks first.',
    destructive: true,
    help: {
      en: 'remove a member from your group ("remove Sam from Boondockers NZ"; I ask first)',
      es: 'quitar a un miembro de tu grupo («saca a Juan del grupo Boondockers NZ»; pregunto antes)',
      fr: 'retirer un membre de votre groupe (« retire Paul du groupe Boondockers NZ » ; je demande avant)',
    },
    async confirmation(args, ctx) {
      const group = await findGroup(s, ctx, args, true);
      if (!group.ok) return group.outcome;
      const g = group.value;
      if (g.my_role !== 'owner' && g.my_role !== 'moderator') {
        return fail('forbidden', pick(ctx, notManager(g).not_group_moderator!));
      }
      const member = await findMember(s, ctx, g, args);
      if (!member.ok) return member.outcome;
      const who = nameOf(ctx, member.value.user);
      return {
        prompt: pick(ctx, {
          en: `Remove ${who} from ${g.name}? They will no longer see its members-only posts. Say "yes" to remove.`,
          es: `¿Quitar a ${who} de ${g.name}? Dejará de ver sus publicaciones para miembros. Di «sí» para quitarlo.`,
          fr: `Retirer ${who} de ${g.name} ? Cette personne ne verra plus ses publications réservées aux membres. Dites « oui » pour la retirer.`,
        }),
        args: { id: g.id, group: g.name, user_id: member.value.user.id, member: who },
      };
    },
    async run(args, ctx) {
      const group = await findGroup(s, ctx, args, true);
      if (!group.ok) return group.outcome;
      const g = group.value;
      const member = await findMember(s, ctx, g, args);
      if (!member.ok) return member.outcome;
      const who = nameOf(ctx, member.value.user);
      const removed = await refusalsSaid(
        ctx,
        () => s.social.groups.removeMember(ctx.userId, g.id, member.value.user.id),
        notManager(g),
      );
      if (!removed.ok) return removed.outcome;
      return ok(
        pick(ctx, {
          en: `${who} is no longer a member of ${g.name}.`,
          es: `${who} ya no es miembro de ${g.name}.`,
          fr: `${who} n'est plus membre de ${g.name}.`,
        }),
        { group: { id: g.id, name: g.name }, removed: who },
        ['social'],
      );
    },
  });

export function socialGroupAdminTools(s: ToolServices): PamTool[] {
  return [createGroupTool(s), updateGroupTool(s), removeGroupMemberTool(s)];
}
