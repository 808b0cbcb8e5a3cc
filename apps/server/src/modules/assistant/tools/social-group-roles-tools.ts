import { SOCIAL_LIMITS, type Group, type GroupMember, type GroupRole, type Post } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { list, num, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { groupSubject, notManager } from './social-group-admin-tools.ts';
import { excerpt } from './social-feed-tools.ts';
import { findGroup, groupsPage } from './social-groups.ts';
import { allPages, bestFits, findIn, nameOf, one } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/** Running a group as its screens do: members and roles, handing it over, hiding posts; the groups run, the blocked. */

const ROLE: Record<GroupRole, Texts> = {
  owner: { en: 'owner', es: 'dueño', fr: 'propriétaire' },
  moderator: { en: 'moderator', es: 'moderador', fr: 'modérateur' },
  member: { en: 'member', es: 'miembro', fr: 'membre' },
};
const RANK: Record<GroupRole, number> = { owner: 0, moderator: 1, member: 2 };
/** People named in one reply. */
const SHOWN = 20;

type GroupArgs = { group?: string | undefined; id?: string | undefined; choice?: number | undefined };
type MemberArgs = GroupArgs & { member?: string | undefined; user_id?: string | undefined };

/** One of the user's groups, which they own (`need` owner) or run (owner or moderator). */
export async function groupIRun(s: ToolServices, ctx: ToolContext, args: GroupArgs, need: 'owner' | 'manager') {
  const found = await findGroup(s, ctx, args, true);
  if (!found.ok) return found;
  const g = found.value;
  const runs = g.my_role === 'owner' || (need === 'manager' && g.my_role === 'moderator');
  if (runs) return found;
  const why = need === 'owner' ? notManager(g).not_group_owner! : notManager(g).not_group_moderator!;
  return { ok: false as const, outcome: fail('forbidden', pick(ctx, why)) };
}

const activeMembers = (s: ToolServices, userId: string, g: Group) =>
  allPages((q) => s.social.groups.members(userId, g.id, { ...q, status: 'active' }));

/** An active member other than the user, by name or id; asked for when no one is named. */
async function memberOf(s: ToolServices, ctx: ToolContext, g: Group, args: MemberArgs) {
  const others = (await activeMembers(s, ctx.userId, g)).filter((m) => m.user.id !== ctx.userId);
  if (!args.member && !args.user_id) {
    const ask = {
      en: `Which member of ${g.name} do you mean? Tell me their name.`,
      es: `¿Qué miembro de ${g.name}? Dime su nombre.`,
      fr: `Quel membre de ${g.name} ? Dites-moi son nom.`,
    };
    return { ok: false as const, outcome: fail('needs_detail', pick(ctx, ask)) };
  }
  return findIn(ctx, others, { name: args.member, user_id: args.user_id, choice: args.choice }, (name) => ({
    en: `I don't see ${name || 'them'} among the members of ${g.name}.`,
    es: `No veo a ${name || 'esa persona'} entre los miembros de ${g.name}.`,
    fr: `Je ne vois pas ${name || 'cette personne'} parmi les membres de ${g.name}.`,
  }));
}

/** A group the user owns and one of its other members, as the owner names them. */
async function ownerAndMember(s: ToolServices, ctx: ToolContext, args: MemberArgs) {
  const group = await groupIRun(s, ctx, args, 'owner');
  if (!group.ok) return group;
  const found = await memberOf(s, ctx, group.value, args);
  if (!found.ok) return found;
  return { ok: true as const, value: { g: group.value, m: found.value, who: nameOf(ctx, found.value.user) } };
}

const listGroupMembersTool = (s: ToolServices) =>
  tool({
    name: 'list_group_members',
    description:
      "Who is in one of the user's groups (the user must be a member), with each one's role: owner, moderator, member.",
    destructive: false,
    help: {
      en: 'see who is in your group and their roles ("who is in Boondockers NZ?", "who moderates Boondockers NZ?")',
      es: 'ver quién está en tu grupo y con qué rol («¿quiénes están en Boondockers NZ?»)',
      fr: 'voir qui est dans votre groupe et avec quel rôle (« qui est dans Boondockers NZ ? »)',
    },
    async run(args, ctx) {
      const found = await findGroup(s, ctx, args, true);
      if (!found.ok) return found.outcome;
      const g = found.value;
      const all = (await activeMembers(s, ctx.userId, g)).sort((a, b) => RANK[a.role] - RANK[b.role]);
      const who = (m: GroupMember) =>
        m.user.id === ctx.userId ? pick(ctx, { en: 'you', es: 'tú', fr: 'vous' }) : nameOf(ctx, m.user);
      const shown = all.slice(0, SHOWN).map((m) => `${who(m)} (${pick(ctx, ROLE[m.role])})`);
      const n = all.length;
      const more = num(ctx, n - SHOWN);
      if (n > SHOWN) shown.push(pick(ctx, { en: `${more} more`, es: `${more} más`, fr: `${more} de plus` }));
      const names = list(ctx, shown);
      const reply = pick(ctx, {
        en: `${g.name} has ${num(ctx, n)} member${n === 1 ? '' : 's'}: ${names}.`,
        es: `${g.name} tiene ${num(ctx, n)} miembro${n === 1 ? '' : 's'}: ${names}.`,
        fr: `${g.name} compte ${num(ctx, n)} membre${n === 1 ? '' : 's'} : ${names}.`,
      });
      return {
        ...ok(reply, {
          group: { id: g.id, name: g.name },
          members: all.map((m) => ({ id: m.user.id, name: nameOf(ctx, m.user), role: m.role })),
        }),
        subject: groupSubject(g),
      };
    },
  });

const setGroupRoleTool = (s: ToolServices) =>
  tool({
    name: 'set_group_role',
    description:
      'The owner of a group makes a member a moderator (role moderator), or a moderator a plain member again (role member).',
    destructive: false,
    help: {
      en: 'make a member a moderator of your group, or take it back ("make Sam a moderator of Boondockers NZ")',
      es: 'hacer moderador a un miembro de tu grupo, o quitárselo («haz a Juan moderador de Boondockers NZ»)',
      fr: 'nommer un membre modérateur de votre groupe, ou le retirer (« nomme Paul modérateur de Boondockers NZ »)',
    },
    async run(args, ctx) {
      const found = await ownerAndMember(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { g, m, who } = found.value;
      const moderator = args.role === 'moderator';
      const data = { group: { id: g.id, name: g.name }, member: who, role: args.role };
      const done = await refusalsSaid(
        ctx,
        () => s.social.groups.setRole(ctx.userId, g.id, m.user.id, args.role),
        notManager(g),
      );
      if (!done.ok) return done.outcome;
      const reply = moderator
        ? pick(ctx, {
            en: `${who} is now a moderator of ${g.name}: they can answer requests to join, remove members and hide posts.`,
            es: `${who} ya es moderador de ${g.name}: puede responder solicitudes, quitar miembros y ocultar publicaciones.`,
            fr: `${who} est maintenant modérateur de ${g.name} : cette personne peut répondre aux demandes, retirer des membres et masquer des publications.`,
          })
        : pick(ctx, {
            en: `${who} is no longer a moderator of ${g.name}; they stay a member.`,
            es: `${who} ya no es moderador de ${g.name}; sigue siendo miembro.`,
            fr: `${who} n'est plus modérateur de ${g.name} ; cette personne reste membre.`,
          });
      return { ...ok(reply, data, ['social']), subject: groupSubject(g) };
    },
  });

const transferGroupTool = (s: ToolServices) =>
  tool({
    name: 'transfer_group',
    description:
      'The owner hands a group over to another active member, who becomes its owner; the user stays on as a moderator. Asks first.',
    destructive: true,
    help: {
      en: 'hand your group over to another member ("hand Boondockers NZ over to Sam"; I ask first)',
      es: 'ceder tu grupo a otro miembro («cede Boondockers NZ a Juan»; pregunto antes)',
      fr: 'céder votre groupe à un autre membre (« cède Boondockers NZ à Paul » ; je demande avant)',
    },
    async confirmation(args, ctx) {
      const found = await ownerAndMember(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { g, m, who } = found.value;
      return {
        prompt: pick(ctx, {
          en: `Hand ${g.name} over to ${who}? ${who} becomes its owner and you stay on as a moderator; only they could give it back. Say "yes" to hand it over.`,
          es: `¿Ceder ${g.name} a ${who}? Pasará a ser su dueño y tú seguirás como moderador; solo esa persona podría devolvértelo. Di «sí» para cederlo.`,
          fr: `Céder ${g.name} à ${who} ? Cette personne en deviendra propriétaire et vous resterez modérateur ; elle seule pourrait vous le rendre. Dites « oui » pour le céder.`,
        }),
        args: { id: g.id, group: g.name, user_id: m.user.id, member: who },
      };
    },
    async run(args, ctx) {
      const found = await ownerAndMember(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { g, m, who } = found.value;
      const done = await refusalsSaid(ctx, () => s.social.groups.transfer(ctx.userId, g.id, m.user.id), notManager(g));
      if (!done.ok) return done.outcome;
      return {
        ...ok(
          pick(ctx, {
            en: `${who} now owns ${g.name}; you stay on as a moderator.`,
            es: `${who} es ahora el dueño de ${g.name}; tú sigues como moderador.`,
            fr: `${who} est maintenant propriétaire de ${g.name} ; vous restez modérateur.`,
          }),
          { group: { id: g.id, name: g.name }, owner: who },
          ['social'],
        ),
        subject: groupSubject(g),
      };
    },
  });

type PostArgs = GroupArgs & { author?: string | undefined; post_id?: string | undefined };

/** A post of the group, hidden or not as `hidden` asks: by id, else the latest of the author named, else the latest. */
async function groupPost(s: ToolServices, ctx: ToolContext, g: Group, args: PostArgs, hidden: boolean) {
  const page = await s.social.feed.feed(ctx.userId, {
    view: 'newest',
    radius_km: SOCIAL_LIMITS.nearbyRadiusKmDefault,
    group_id: g.id,
    limit: SOCIAL_LIMITS.pageSizeMax,
  });
  const posts = page.data.filter((p) => (p.hidden_at !== null) === hidden && (!args.post_id || p.id === args.post_id));
  const by = args.author ? { en: ` by ${args.author}`, es: ` de ${args.author}`, fr: ` de ${args.author}` } : null;
  const none: Texts = {
    en: `I see no ${hidden ? 'hidden ' : ''}post${by?.en ?? ''} in ${g.name}.`,
    es: `No veo ninguna publicación${hidden ? ' oculta' : ''}${by?.es ?? ''} en ${g.name}.`,
    fr: `Je ne vois aucune publication${hidden ? ' masquée' : ''}${by?.fr ?? ''} dans ${g.name}.`,
  };
  if (!args.author || args.post_id) return one(ctx, posts.slice(0, 1), (p) => p.id, none, undefined);
  const authors = [...new Map(posts.map((p) => [p.author.id, p.author])).values()];
  const fits = bestFits(args.author, authors, (a) => a.display_name);
  const author = one(ctx, fits, (a) => nameOf(ctx, a), none, args.choice);
  return author.ok ? { ok: true as const, value: posts.find((p) => p.author.id === author.value.id)! } : author;
}

/** The post a moderation names in a group the user runs: a visible one to hide, a hidden one to restore. */
async function postIRun(s: ToolServices, ctx: ToolContext, args: PostArgs & { action: 'hide' | 'restore' }) {
  const group = await groupIRun(s, ctx, args, 'manager');
  if (!group.ok) return group;
  const found = await groupPost(s, ctx, group.value, args, args.action === 'restore');
  if (!found.ok) return found;
  return { ok: true as const, value: { g: group.value, p: found.value } };
}

const postText = (ctx: ToolContext, p: Post) =>
  pick(ctx, {
    en: `${nameOf(ctx, p.author)}'s post “${excerpt(p.body, 40)}”`,
    es: `la publicación de ${nameOf(ctx, p.author)} «${excerpt(p.body, 40)}»`,
    fr: `la publication de ${nameOf(ctx, p.author)} « ${excerpt(p.body, 40)} »`,
  });

const DONE: Record<'hide' | 'restore', (ctx: ToolContext, post: string, g: Group, author: string) => string> = {
  hide: (ctx, post, g, author) =>
    pick(ctx, {
      en: `I hid ${post} from ${g.name}; ${author} is told why.`,
      es: `Oculté ${post} de ${g.name}; ${author} sabrá por qué.`,
      fr: `J'ai masqué ${post} de ${g.name} ; ${author} saura pourquoi.`,
    }),
  restore: (ctx, post, g) =>
    pick(ctx, {
      en: `${post} is back in ${g.name}.`,
      es: `${post} vuelve a verse en ${g.name}.`,
      fr: `${post} est de nouveau visible dans ${g.name}.`,
    }),
};

/** The post as the user will see it named, and what its author is told. */
function moderation(ctx: ToolContext, g: Group, p: Post, args: { action: 'hide' | 'restore'; reason?: string }) {
  const post = postText(ctx, p);
  const hide = args.action === 'hide';
  const reason =
    args.reason ??
    pick(ctx, {
      en: `${hide ? 'Hidden' : 'Put back'} by the moderators of ${g.name}.`,
      es: `${hide ? 'Ocultada' : 'Restaurada'} por los moderadores de ${g.name}.`,
      fr: `${hide ? 'Masquée' : 'Rétablie'} par les modérateurs de ${g.name}.`,
    });
  const refusals: Record<string, Texts> = {
    not_moderator: hide
      ? notManager(g).not_group_moderator!
      : {
          en: `${post} was hidden by the site's moderators: only they can put it back.`,
          es: `${post}: la ocultaron los moderadores del sitio y solo ellos pueden restaurarla.`,
          fr: `${post} a été masquée par les modérateurs du site : eux seuls peuvent la rétablir.`,
        },
    not_hidden: { en: `${post} is not hidden.`, es: `${post} no está oculta.`, fr: `${post} n'est pas masquée.` },
  };
  return { post, reason, refusals };
}

const moderateGroupPostTool = (s: ToolServices) =>
  tool({
    name: 'moderate_group_post',
    description:
      'The owner or a moderator of a group hides a post from it (action hide: the latest by the author named, else the latest in the group; its author is told why, reason) or puts a hidden one back (restore). Asks first.',
    destructive: true,
    help: {
      en: 'hide a post from your group, or put it back ("remove Sam\'s post from Boondockers NZ"; I ask first)',
      es: 'ocultar una publicación de tu grupo, o volver a mostrarla («quita la publicación de Juan de Boondockers NZ»)',
      fr: 'masquer une publication de votre groupe, ou la rétablir (« retire la publication de Paul de Boondockers NZ »)',
    },
    async confirmation(args, ctx) {
      const found = await postIRun(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { g, p } = found.value;
      const { post } = moderation(ctx, g, p, args);
      const author = nameOf(ctx, p.author);
      return {
        prompt:
          args.action === 'hide'
            ? pick(ctx, {
                en: `Hide ${post} from ${g.name}? Members will no longer see it, and ${author} will be told why. Say "yes" to hide it.`,
                es: `¿Ocultar ${post} de ${g.name}? Los miembros dejarán de verla y ${author} sabrá por qué. Di «sí» para ocultarla.`,
                fr: `Masquer ${post} de ${g.name} ? Les membres ne la verront plus, et ${author} saura pourquoi. Dites « oui » pour la masquer.`,
              })
            : pick(ctx, {
                en: `Put ${post} back in ${g.name}? Say "yes" to put it back.`,
                es: `¿Volver a mostrar ${post} en ${g.name}? Di «sí» para restaurarla.`,
                fr: `Rétablir ${post} dans ${g.name} ? Dites « oui » pour la rétablir.`,
              }),
        args: { ...args, id: g.id, group: g.name, post_id: p.id },
      };
    },
    async run(args, ctx) {
      const found = await postIRun(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { g, p } = found.value;
      const { post, reason, refusals } = moderation(ctx, g, p, args);
      const act = { action: args.action, target_type: 'post' as const, target_id: p.id, reason };
      const done = await refusalsSaid(ctx, () => s.social.moderation.act(ctx.userId, act), refusals);
      if (!done.ok) return done.outcome;
      return {
        ...ok(
          DONE[args.action](ctx, post, g, nameOf(ctx, p.author)),
          { group: { id: g.id, name: g.name }, post: { id: p.id, hidden: args.action === 'hide' }, reason },
          ['social'],
        ),
        subject: { kind: 'post', id: p.id, label: post },
      };
    },
  });

const listMyGroupsTool = (s: ToolServices) =>
  tool({
    name: 'list_my_groups',
    description:
      'The groups the user is a member of, with their role in each; role owner keeps those they own, moderator those they run (own or moderate).',
    destructive: false,
    help: {
      en: 'the groups you own or moderate ("which groups do I own?")',
      es: 'los grupos que administras («¿qué grupos administro?»)',
      fr: 'les groupes que vous gérez (« quels groupes je gère ? »)',
    },
    async run(args, ctx) {
      const own = args.role === 'owner';
      const mine = (await groupsPage(s, ctx.userId, { mine: true })).data;
      const run = mine.filter((g) => g.my_role === 'owner' || (!own && g.my_role === 'moderator'));
      const data = { groups: run.map((g) => ({ id: g.id, name: g.name, my_role: g.my_role })) };
      const lines = list(
        ctx,
        run.map((g) => (own ? g.name : `${g.name} (${pick(ctx, ROLE[g.my_role!])})`)),
      );
      const texts: Texts = run.length
        ? own
          ? { en: `You own ${lines}.`, es: `Eres dueño de ${lines}.`, fr: `Vous êtes propriétaire de ${lines}.` }
          : { en: `You run ${lines}.`, es: `Administras ${lines}.`, fr: `Vous gérez ${lines}.` }
        : own
          ? { en: "You don't own any group.", es: 'No eres dueño de ningún grupo.', fr: "Vous n'avez aucun groupe." }
          : { en: "You don't run any group.", es: 'No administras ningún grupo.', fr: 'Vous ne gérez aucun groupe.' };
      return ok(pick(ctx, texts), data);
    },
  });

const listBlockedTool = (s: ToolServices) =>
  tool({
    name: 'list_blocked',
    description: 'The travellers the user has blocked.',
    destructive: false,
    help: {
      en: 'see who you have blocked ("who have I blocked?")',
      es: 'ver a quién has bloqueado («¿a quién he bloqueado?»)',
      fr: 'voir qui vous avez bloqué (« qui ai-je bloqué ? »)',
    },
    async run(_args, ctx) {
      const blocks = await allPages((q) => s.social.network.listBlocks(ctx.userId, q));
      const names = blocks.map((b) => nameOf(ctx, b.user));
      const none = {
        en: "You haven't blocked anyone.",
        es: 'No has bloqueado a nadie.',
        fr: "Vous n'avez bloqué personne.",
      };
      if (names.length === 0) return ok(pick(ctx, none), { blocked: [] });
      const n = names.length;
      const who = list(ctx, names.slice(0, SHOWN));
      return ok(
        pick(ctx, {
          en: `You have blocked ${num(ctx, n)} traveller${n === 1 ? '' : 's'}: ${who}. Say "unblock" and a name to undo one.`,
          es: `Has bloqueado a ${num(ctx, n)} viajero${n === 1 ? '' : 's'}: ${who}. Di «desbloquea» y un nombre para deshacerlo.`,
          fr: `Vous avez bloqué ${num(ctx, n)} voyageur${n === 1 ? '' : 's'} : ${who}. Dites « débloque » et un nom pour annuler.`,
        }),
        { blocked: blocks.map((b) => ({ id: b.user.id, name: nameOf(ctx, b.user) })) },
      );
    },
  });

export function socialGroupRoleTools(s: ToolServices): PamTool[] {
  return [
    listGroupMembersTool(s),
    setGroupRoleTool(s),
    transferGroupTool(s),
    moderateGroupPostTool(s),
    listMyGroupsTool(s),
    listBlockedTool(s),
  ];
}
