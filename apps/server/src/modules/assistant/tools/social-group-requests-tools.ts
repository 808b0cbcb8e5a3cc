import type { Group, GroupMember } from '@ww/contracts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { list, num, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { groupSubject, notManager } from './social-group-admin-tools.ts';
import { findGroup, groupsPage } from './social-groups.ts';
import { allPages, bestFits, findIn, nameOf, one, type Found } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/** What a group's owner (and its moderators) do with requests to join, and the owner's delete. */

type GroupArgs = { group?: string | undefined; id?: string | undefined; choice?: number | undefined };

/** One of the user's groups that they run (owner, or moderator unless `owner` is asked). */
async function groupIRun(s: ToolServices, ctx: ToolContext, args: GroupArgs, owner = false): Promise<Found<Group>> {
  const found = await findGroup(s, ctx, args, true);
  if (!found.ok) return found;
  const g = found.value;
  const refusals = notManager(g);
  if (g.my_role === 'owner') return found;
  if (owner || g.my_role !== 'moderator') {
    const why = owner ? refusals.not_group_owner! : refusals.not_group_moderator!;
    return { ok: false, outcome: fail('forbidden', pick(ctx, why)) };
  }
  return found;
}

const pendingOf = (s: ToolServices, userId: string, g: Group) =>
  allPages((q) => s.social.groups.members(userId, g.id, { ...q, status: 'pending' }));

const noRequests = (g: Group): Texts => ({
  en: `Nobody is waiting to join ${g.name}.`,
  es: `Nadie está esperando para unirse a ${g.name}.`,
  fr: `Personne n'attend pour rejoindre ${g.name}.`,
});

/** Approves or refuses one request; false when it was already answered (by another moderator, on the screen). */
async function answer(s: ToolServices, ctx: ToolContext, g: Group, m: GroupMember, approve: boolean) {
  const done = await refusalsSaid(
    ctx,
    async () => {
      if (approve) await s.social.groups.approve(ctx.userId, g.id, m.user.id);
      else await s.social.groups.decline(ctx.userId, g.id, m.user.id);
    },
    { ...notManager(g), not_found: noRequests(g), already_member: noRequests(g) },
  );
  return done;
}

const answered = (ctx: ToolContext, g: Group, who: string, n: number, approve: boolean): string =>
  approve
    ? pick(ctx, {
        en: `${who} ${n === 1 ? 'is' : 'are'} now ${n === 1 ? 'a member' : 'members'} of ${g.name}.`,
        es: `${who} ya ${n === 1 ? 'es miembro' : 'son miembros'} de ${g.name}.`,
        fr: `${who} ${n === 1 ? 'est' : 'sont'} maintenant ${n === 1 ? 'membre' : 'membres'} de ${g.name}.`,
      })
    : pick(ctx, {
        en: `I refused ${n === 1 ? 'the request' : `${num(ctx, n)} requests`} to join ${g.name}, from ${who}.`,
        es: `Rechacé ${n === 1 ? 'la solicitud' : `${num(ctx, n)} solicitudes`} para unirse a ${g.name}, de ${who}.`,
        fr: `J'ai refusé ${n === 1 ? 'la demande' : `${num(ctx, n)} demandes`} pour rejoindre ${g.name}, de ${who}.`,
      });

type Waiting = { group: Group; member: GroupMember };

/**
 * No group named: the request meant among those waiting in every group the user runs (the person named, else the only
 * one; several are listed with their group and Pam asks which). Null when the user runs no group.
 */
async function waitingInMyGroups(
  s: ToolServices,
  ctx: ToolContext,
  args: { member?: string | undefined; user_id?: string | undefined; choice?: number | undefined },
): Promise<Found<Waiting> | null> {
  const run = (await groupsPage(s, ctx.userId, { mine: true })).data.filter(
    (g) => g.my_role === 'owner' || g.my_role === 'moderator',
  );
  if (run.length === 0) return null;
  const waiting: Waiting[] = [];
  for (const group of run) {
    for (const member of await pendingOf(s, ctx.userId, group)) waiting.push({ group, member });
  }
  const name = (w: Waiting) => nameOf(ctx, w.member.user);
  const label = (w: Waiting) => (run.length > 1 ? `${name(w)} (${w.group.name})` : name(w));
  const named = args.user_id
    ? waiting.filter((w) => w.member.user.id === args.user_id)
    : args.member
      ? bestFits(args.member, waiting, (w) => w.member.user.display_name)
      : waiting;
  const none: Texts = args.member
    ? {
        en: `${args.member} has not asked to join your groups.`,
        es: `${args.member} no ha pedido unirse a tus grupos.`,
        fr: `${args.member} n'a pas demandé à rejoindre vos groupes.`,
      }
    : {
        en: 'Nobody is waiting to join your groups.',
        es: 'Nadie está esperando para unirse a tus grupos.',
        fr: "Personne n'attend pour rejoindre vos groupes.",
      };
  return one(ctx, named, label, none, args.choice);
}

/**
 * "Accept the request" when no friend request waits: the request to join one of the user's groups that waits (asked
 * which when several). Null when none waits there either.
 */
export async function answerJoinRequestInstead(
  s: ToolServices,
  ctx: ToolContext,
  args: { member?: string | undefined; choice?: number | undefined; approve: boolean },
): Promise<ToolOutcome | null> {
  const found = await waitingInMyGroups(s, ctx, args);
  if (!found || (!found.ok && !found.outcome.ok && found.outcome.code === 'not_found')) return null;
  return found.ok ? answerOne(s, ctx, found.value.group, found.value.member, args.approve) : found.outcome;
}

const answerGroupRequestTool = (s: ToolServices) =>
  tool({
    name: 'answer_group_request',
    description:
      'Approves (approve true) or refuses a request to join a group the user owns or moderates: the person named, else the only one waiting. No group named: among the requests waiting in every group the user runs (several: Pam lists them and asks which).',
    destructive: false,
    help: {
      en: 'approve or refuse a request to join your group ("approve Sam\'s request to join Boondockers NZ", "approve the join request")',
      es: 'aprobar o rechazar una solicitud para tu grupo («aprueba la solicitud de Juan para Boondockers NZ», «aprueba la solicitud»)',
      fr: 'accepter ou refuser une demande pour votre groupe (« accepte la demande de Paul pour Boondockers NZ », « accepte la demande »)',
    },
    async run(args, ctx) {
      const anywhere = args.group || args.id ? null : await waitingInMyGroups(s, ctx, args);
      if (anywhere && !anywhere.ok) return anywhere.outcome;
      if (anywhere) return answerOne(s, ctx, anywhere.value.group, anywhere.value.member, args.approve);
      const group = await groupIRun(s, ctx, args);
      if (!group.ok) return group.outcome;
      const g = group.value;
      const waiting = await pendingOf(s, ctx.userId, g);
      if (waiting.length === 0) return fail('not_found', pick(ctx, noRequests(g)));
      const found = findIn(ctx, waiting, { name: args.member, user_id: args.user_id }, (name) =>
        name
          ? {
              en: `${name} has not asked to join ${g.name}.`,
              es: `${name} no ha pedido unirse a ${g.name}.`,
              fr: `${name} n'a pas demandé à rejoindre ${g.name}.`,
            }
          : noRequests(g),
      );
      if (!found.ok) return found.outcome;
      return answerOne(s, ctx, g, found.value, args.approve);
    },
  });

/** Approves or refuses one request and says so, naming who and the group. */
async function answerOne(s: ToolServices, ctx: ToolContext, g: Group, m: GroupMember, approve: boolean) {
  const done = await answer(s, ctx, g, m, approve);
  if (!done.ok) return done.outcome;
  const who = nameOf(ctx, m.user);
  return {
    ...ok(answered(ctx, g, who, 1, approve), { group: { id: g.id, name: g.name }, answered: [who] }, ['social']),
    subject: groupSubject(g),
  };
}

const answerAllGroupRequestsTool = (s: ToolServices) =>
  tool({
    name: 'answer_all_group_requests',
    description:
      'Approves (approve true) or refuses every request to join a group the user owns or moderates. Asks first, naming how many and who.',
    destructive: true,
    help: {
      en: 'approve or refuse all requests to join your group ("approve all requests for Boondockers NZ"; I ask first)',
      es: 'aprobar o rechazar todas las solicitudes de tu grupo («aprueba todas las solicitudes de Boondockers NZ»; pregunto antes)',
      fr: 'accepter ou refuser toutes les demandes de votre groupe (« accepte toutes les demandes pour Boondockers NZ » ; je demande avant)',
    },
    async confirmation(args, ctx) {
      const group = await groupIRun(s, ctx, args);
      if (!group.ok) return group.outcome;
      const g = group.value;
      const waiting = await pendingOf(s, ctx.userId, g);
      if (waiting.length === 0) return fail('not_found', pick(ctx, noRequests(g)));
      const n = waiting.length;
      const who = list(
        ctx,
        waiting.map((m) => nameOf(ctx, m.user)),
      );
      const what = pick(ctx, {
        en: `${num(ctx, n)} request${n === 1 ? '' : 's'} to join ${g.name}, from ${who}`,
        es: `${n === 1 ? 'la solicitud' : `las ${num(ctx, n)} solicitudes`} para unirse a ${g.name}, de ${who}`,
        fr: `${n === 1 ? 'la demande' : `les ${num(ctx, n)} demandes`} pour rejoindre ${g.name}, de ${who}`,
      });
      return {
        prompt: args.approve
          ? pick(ctx, {
              en: `Approve ${what}? Say "yes" to approve.`,
              es: `¿Aprobar ${what}? Di «sí» para aprobar.`,
              fr: `Accepter ${what} ? Dites « oui » pour accepter.`,
            })
          : pick(ctx, {
              en: `Refuse ${what}? Say "yes" to refuse.`,
              es: `¿Rechazar ${what}? Di «sí» para rechazar.`,
              fr: `Refuser ${what} ? Dites « oui » pour refuser.`,
            }),
        args: { approve: args.approve, id: g.id, group: g.name, user_ids: waiting.map((m) => m.user.id) },
      };
    },
    async run(args, ctx) {
      const group = await groupIRun(s, ctx, args);
      if (!group.ok) return group.outcome;
      const g = group.value;
      const named = args.user_ids ? new Set(args.user_ids) : null;
      const waiting = (await pendingOf(s, ctx.userId, g)).filter((m) => !named || named.has(m.user.id));
      const done: string[] = [];
      for (const m of waiting) {
        if ((await answer(s, ctx, g, m, args.approve)).ok) done.push(nameOf(ctx, m.user));
      }
      if (done.length === 0) return fail('not_found', pick(ctx, noRequests(g)));
      return {
        ...ok(
          answered(ctx, g, list(ctx, done), done.length, args.approve),
          { group: { id: g.id, name: g.name }, answered: done },
          ['social'],
        ),
        subject: groupSubject(g),
      };
    },
  });

const deleteGroupTool = (s: ToolServices) =>
  tool({
    name: 'delete_group',
    description:
      'Deletes a group the user owns, with its members and posts. Asks first, naming it and its member count.',
    destructive: true,
    help: {
      en: 'delete a group you own ("delete the group Boondockers NZ"; I ask first)',
      es: 'borrar un grupo tuyo («borra el grupo Boondockers NZ»; pregunto antes)',
      fr: 'supprimer un groupe dont vous êtes propriétaire (« supprime le groupe Boondockers NZ » ; je demande avant)',
    },
    async confirmation(args, ctx) {
      const group = await groupIRun(s, ctx, args, true);
      if (!group.ok) return group.outcome;
      const g = group.value;
      const n = g.member_count;
      return {
        prompt: pick(ctx, {
          en: `Delete the group ${g.name} and its posts? Its ${num(ctx, n)} member${n === 1 ? '' : 's'} will lose it. Say "yes" to delete it.`,
          es: `¿Borrar el grupo ${g.name} y sus publicaciones? ${n === 1 ? 'Su miembro lo perderá' : `Sus ${num(ctx, n)} miembros lo perderán`}. Di «sí» para borrarlo.`,
          fr: `Supprimer le groupe ${g.name} et ses publications ? ${n === 1 ? 'Son membre le perdra' : `Ses ${num(ctx, n)} membres le perdront`}. Dites « oui » pour le supprimer.`,
        }),
        args: { id: g.id, group: g.name },
      };
    },
    async run(args, ctx) {
      const group = await groupIRun(s, ctx, args, true);
      if (!group.ok) return group.outcome;
      const g = group.value;
      const removed = await refusalsSaid(ctx, () => s.social.groups.remove(ctx.userId, g.id), notManager(g));
      if (!removed.ok) return removed.outcome;
      return ok(
        pick(ctx, {
          en: `Deleted the group ${g.name}.`,
          es: `Borré el grupo ${g.name}.`,
          fr: `J'ai supprimé le groupe ${g.name}.`,
        }),
        { group: { id: g.id, name: g.name }, deleted: true },
        ['social'],
      );
    },
  });

export function socialGroupRequestTools(s: ToolServices): PamTool[] {
  return [answerGroupRequestTool(s), answerAllGroupRequestsTool(s), deleteGroupTool(s)];
}
