import type { Group, PamToolArgs, QueuedReport } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { num, pick, type Texts } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { groupSubject, notManager } from './social-group-admin-tools.ts';
import { groupIRun } from './social-group-roles-tools.ts';
import { reasonText } from './social-content-report-tool.ts';
import { excerpt } from './social-feed-tools.ts';
import { findGroup } from './social-groups.ts';
import { allPages, bestFits, nameOf, one, type Found } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/**
 * A group's rules (read by anyone who sees the group, set by its owner and moderators as the group settings screen
 * does) and its part of the moderation queue: the open reports on its content, and what a moderator does with one.
 */

const groupRulesTool = (s: ToolServices) =>
  tool({
    name: 'group_rules',
    description: 'The rules of a group found by name (any group the user may see).',
    destructive: false,
    help: {
      en: 'read or set a group\'s rules ("what are the Boondockers rules?", "set the rules of Boondockers to: be kind")',
      es: 'leer o fijar las normas de un grupo («¿cuáles son las normas de Boondockers?», «las normas de Boondockers son: sé amable»)',
      fr: 'lire ou fixer les règles d’un groupe (« quelles sont les règles de Boondockers ? », « les règles de Boondockers sont : soyez aimables »)',
    },
    async run(args, ctx) {
      const found = await findGroup(s, ctx, args, false);
      if (!found.ok) return found.outcome;
      const g = found.value;
      const text = g.rules.trim()
        ? pick(ctx, {
            en: `The rules of ${g.name}: ${g.rules}`,
            es: `Las normas de ${g.name}: ${g.rules}`,
            fr: `Les règles de ${g.name} : ${g.rules}`,
          })
        : pick(ctx, {
            en: `${g.name} has no written rules.`,
            es: `${g.name} no tiene normas escritas.`,
            fr: `${g.name} n’a pas de règles écrites.`,
          });
      return { ...ok(text, { group: { id: g.id, name: g.name, rules: g.rules } }), subject: groupSubject(g) };
    },
  });

const setGroupRulesTool = (s: ToolServices) =>
  tool({
    name: 'set_group_rules',
    description:
      "Sets the rules of one of the user's groups (its owner or moderators only, as on the group settings screen); empty rules remove them.",
    destructive: false,
    async run(args, ctx) {
      const found = await groupIRun(s, ctx, args, 'manager');
      if (!found.ok) return found.outcome;
      const g = found.value;
      const updated = await refusalsSaid(
        ctx,
        () => s.social.groups.update(ctx.userId, g.id, { rules: args.rules }),
        notManager(g),
      );
      if (!updated.ok) return updated.outcome;
      const u = updated.value;
      const text = u.rules
        ? pick(ctx, {
            en: `The rules of ${u.name} are now: ${u.rules}`,
            es: `Las normas de ${u.name} son ahora: ${u.rules}`,
            fr: `Les règles de ${u.name} sont désormais : ${u.rules}`,
          })
        : pick(ctx, {
            en: `${u.name} no longer has written rules.`,
            es: `${u.name} ya no tiene normas escritas.`,
            fr: `${u.name} n’a plus de règles écrites.`,
          });
      return {
        ...ok(text, { group: { id: u.id, name: u.name, rules: u.rules } }, ['social']),
        subject: groupSubject(u),
      };
    },
  });

/** The open reports on content of the group, oldest questions first as the queue lists them. */
const openReports = async (s: ToolServices, ctx: ToolContext, g: Group) =>
  (await allPages((q) => s.social.moderation.queue(ctx.userId, { ...q, status: 'open' }))).filter(
    (r) => r.group_id === g.id,
  );

const KIND: Record<string, Texts> = {
  post: { en: 'post', es: 'la publicación', fr: 'la publication' },
  comment: { en: 'comment', es: 'el comentario', fr: 'le commentaire' },
};

/** "Sam's post “Free firewood…” (reported by Ana: spam)". */
function reportLine(ctx: ToolContext, r: QueuedReport): string {
  const kind = pick(ctx, KIND[r.target_type] ?? KIND.post!);
  const author = r.target ? nameOf(ctx, r.target.author) : null;
  const body = r.target?.body ? ` “${excerpt(r.target.body, 40)}”` : '';
  const hidden = r.target?.hidden_at ? pick(ctx, { en: ', hidden', es: ', oculto', fr: ', masqué' }) : '';
  const by = nameOf(ctx, r.reporter);
  const why = reasonText(ctx, r.reason);
  return pick(ctx, {
    en: `${author ? `${author}'s ${kind}` : 'content since deleted'}${body} (reported by ${by}: ${why}${hidden})`,
    es: `${author ? `${kind} de ${author}` : 'un contenido ya borrado'}${body} (denuncia de ${by}: ${why}${hidden})`,
    fr: `${author ? `${kind} de ${author}` : 'un contenu supprimé'}${body} (signalement de ${by} : ${why}${hidden})`,
  });
}

const groupReportsTool = (s: ToolServices) =>
  tool({
    name: 'group_reports',
    description:
      'The open reports on content of a group the user owns or moderates (its part of the moderation queue), each with the content, its author, who reported it and why.',
    destructive: false,
    help: {
      en: 'see and handle reports in your group ("any reports in Boondockers?", "dismiss the report on Sam\'s post")',
      es: 'ver y tratar las denuncias de tu grupo («¿hay denuncias en Boondockers?», «desestima la denuncia de la publicación de Sam»)',
      fr: 'voir et traiter les signalements de votre groupe (« des signalements dans Boondockers ? », « rejette le signalement sur la publication de Sam »)',
    },
    async run(args, ctx) {
      const found = await groupIRun(s, ctx, args, 'manager');
      if (!found.ok) return found.outcome;
      const g = found.value;
      const reports = await openReports(s, ctx, g);
      const n = reports.length;
      const data = { group: { id: g.id, name: g.name }, reports: reports.map((r) => ({ id: r.id, reason: r.reason })) };
      if (n === 0) {
        return {
          ...ok(
            pick(ctx, {
              en: `No open reports in ${g.name}.`,
              es: `No hay denuncias abiertas en ${g.name}.`,
              fr: `Aucun signalement en attente dans ${g.name}.`,
            }),
            data,
          ),
          subject: groupSubject(g),
        };
      }
      const head = pick(ctx, {
        en: `${num(ctx, n)} open report${n === 1 ? '' : 's'} in ${g.name}:`,
        es: `${num(ctx, n)} denuncia${n === 1 ? '' : 's'} abierta${n === 1 ? '' : 's'} en ${g.name}:`,
        fr: `${num(ctx, n)} signalement${n === 1 ? '' : 's'} en attente dans ${g.name} :`,
      });
      const lines = reports.map((r, i) => `${i + 1}. ${reportLine(ctx, r)}`).join('; ');
      return { ...ok(`${head} ${lines}.`, data), subject: groupSubject(g) };
    },
  });

type ActArgs = PamToolArgs<'act_on_group_report'>;

/** The open report meant: by id, else the one on content by the author named, else the only one. */
async function reportMeant(s: ToolServices, ctx: ToolContext, args: ActArgs) {
  const found = await groupIRun(s, ctx, args, 'manager');
  if (!found.ok) return found;
  const g = found.value;
  const reports = await openReports(s, ctx, g);
  const byId = args.report_id ? reports.filter((r) => r.id === args.report_id) : null;
  const fitting =
    byId ?? (args.author ? bestFits(args.author, reports, (r) => r.target?.author.display_name ?? '') : reports);
  const none: Texts = args.author
    ? {
        en: `No open report in ${g.name} is about ${args.author}.`,
        es: `Ninguna denuncia abierta en ${g.name} es sobre ${args.author}.`,
        fr: `Aucun signalement en attente dans ${g.name} ne concerne ${args.author}.`,
      }
    : {
        en: `No open reports in ${g.name}.`,
        es: `No hay denuncias abiertas en ${g.name}.`,
        fr: `Aucun signalement en attente dans ${g.name}.`,
      };
  const report: Found<QueuedReport> = one(ctx, fitting, (r) => reportLine(ctx, r), none, args.choice);
  return report.ok ? { ok: true as const, value: { g, r: report.value } } : report;
}

const ACTION_ASK: Record<ActArgs['action'], Texts> = {
  hide: { en: 'Hide', es: 'Ocultar', fr: 'Masquer' },
  restore: { en: 'Put back', es: 'Restaurar', fr: 'Rétablir' },
  dismiss: { en: 'Dismiss the report on', es: 'Desestimar la denuncia sobre', fr: 'Rejeter le signalement sur' },
  warn: { en: 'Warn the author of', es: 'Advertir al autor de', fr: 'Avertir l’auteur de' },
};
const ACTION_DONE: Record<ActArgs['action'], Texts> = {
  hide: { en: 'Hid', es: 'Oculté', fr: 'J’ai masqué' },
  restore: { en: 'Put back', es: 'Restauré', fr: 'J’ai rétabli' },
  dismiss: { en: 'Dismissed the report on', es: 'Desestimé la denuncia sobre', fr: 'J’ai rejeté le signalement sur' },
  warn: { en: 'Warned the author of', es: 'Advertí al autor de', fr: 'J’ai averti l’auteur de' },
};

/** What the author is told (nothing on dismiss, but the queue keeps a reason). */
const reasonOf = (ctx: ToolContext, g: Group, args: ActArgs) =>
  args.reason ??
  pick(ctx, {
    en: `Decided by the moderators of ${g.name} on a report.`,
    es: `Decidido por los moderadores de ${g.name} tras una denuncia.`,
    fr: `Décidé par les modérateurs de ${g.name} après un signalement.`,
  });

const actOnGroupReportTool = (s: ToolServices) =>
  tool({
    name: 'act_on_group_report',
    description:
      'The owner or a moderator of a group acts on an open report on its content, as the moderation queue allows: hide or restore the content, dismiss the report, or warn the author (told why). The report is the one about the author named, else the only one. Asks first.',
    destructive: true,
    async confirmation(args, ctx) {
      const found = await reportMeant(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { g, r } = found.value;
      const what = `${pick(ctx, ACTION_ASK[args.action])} ${reportLine(ctx, r)}`;
      return {
        prompt: pick(ctx, {
          en: `${what} in ${g.name}? Say "yes" to go ahead.`,
          es: `¿${what} en ${g.name}? Di «sí» para hacerlo.`,
          fr: `${what} dans ${g.name} ? Dites « oui » pour le faire.`,
        }),
        args: { ...args, id: g.id, report_id: r.id },
      };
    },
    async run(args, ctx) {
      const found = await reportMeant(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { g, r } = found.value;
      const line = reportLine(ctx, r);
      const refusals: Record<string, Texts> = {
        ...notManager(g),
        not_hidden: { en: `${line} is not hidden.`, es: `${line} no está oculta.`, fr: `${line} n’est pas masquée.` },
        not_applicable: {
          en: `That does not apply to ${line}.`,
          es: `Eso no se aplica a ${line}.`,
          fr: `Cela ne s’applique pas à ${line}.`,
        },
      };
      const act = { reportId: r.id, action: args.action, reason: reasonOf(ctx, g, args) };
      const done = await refusalsSaid(ctx, () => s.social.moderation.act(ctx.userId, act), refusals);
      if (!done.ok) return done.outcome;
      return ok(
        `${pick(ctx, ACTION_DONE[args.action])} ${line}.`,
        { group: { id: g.id, name: g.name }, report: { id: r.id, action: args.action } },
        ['social'],
      );
    },
  });

export function socialGroupRulesTools(s: ToolServices): PamTool[] {
  return [groupRulesTool(s), setGroupRulesTool(s), groupReportsTool(s), actOnGroupReportTool(s)];
}
