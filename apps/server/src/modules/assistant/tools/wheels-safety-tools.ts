import {
  SAFETY_TEMPLATE_KEYS,
  SAFETY_TEMPLATE_TEXTS,
  type SafetyRun,
  type SafetyRunItem,
  type SafetyTemplateKey,
} from '@ww/contracts';
import type { PamSubject, PamTool, ToolContext } from '../assistant.types.ts';
import { list, pick } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { byWords, keywords, noneYet, withSubject } from './wheels-kit.ts';

/** Safety checklists: what there is, a run started (or started again), items ticked as the Safety tab ticks them. */

export const runName = (ctx: ToolContext, run: Pick<SafetyRun, 'template_key' | 'name'>) =>
  run.template_key ? SAFETY_TEMPLATE_TEXTS[run.template_key as SafetyTemplateKey].name[ctx.language] : run.name;

/** An item's text in the user's language (a built-in item), or as the user wrote it (their own list). */
export const itemText = (ctx: ToolContext, run: SafetyRun, item: SafetyRunItem) =>
  run.template_key && item.item_key
    ? (SAFETY_TEMPLATE_TEXTS[run.template_key as SafetyTemplateKey].items[item.item_key]?.[ctx.language] ?? item.text)
    : item.text;

/** Every wording of an item, so it is found in whichever language the user names it. */
const itemWords = (run: SafetyRun, item: SafetyRunItem) => {
  const texts =
    run.template_key && item.item_key
      ? SAFETY_TEMPLATE_TEXTS[run.template_key as SafetyTemplateKey].items[item.item_key]
      : undefined;
  return texts ? Object.values(texts).join(' ') : item.text;
};

export const runSubject = (ctx: ToolContext, run: SafetyRun): PamSubject => ({
  kind: 'safety_run',
  id: run.id,
  label: runName(ctx, run),
});

const progress = (ctx: ToolContext, run: SafetyRun) => {
  const done = run.items.filter((i) => i.checked).length;
  return pick(ctx, {
    en: `${done} of ${run.items.length} ticked`,
    es: `${done} de ${run.items.length} marcados`,
    fr: `${done} sur ${run.items.length} cochés`,
  });
};

const nextItem = (ctx: ToolContext, run: SafetyRun) => {
  const next = run.items.find((i) => !i.checked);
  return next
    ? pick(ctx, { en: ' Next: ', es: ' Siguiente: ', fr: ' Suivant : ' }) + itemText(ctx, run, next) + '.'
    : pick(ctx, {
        en: ' Everything is ticked: you are good to go.',
        es: ' Todo está marcado: listo para salir.',
        fr: ' Tout est coché : vous pouvez partir.',
      });
};

/** The run in progress: the newest one not completed. */
export async function openRun(s: ToolServices, ctx: ToolContext): Promise<SafetyRun | null> {
  const runs = await s.safetyChecklists.listRuns(ctx.userId, 20);
  const open = runs.find((r) => r.completed_at === null);
  return open ? s.safetyChecklists.getRun(ctx.userId, open.id) : null;
}

export const noRun = (ctx: ToolContext) =>
  fail(
    'not_found',
    pick(ctx, {
      en: 'No checklist is in progress. Say "start the pre-departure checklist" first.',
      es: 'No hay ninguna lista en curso. Di primero «empieza la lista antes de salir».',
      fr: "Aucune liste n'est en cours. Dites d'abord « commence la liste avant le départ ».",
    }),
  );

export function safetyTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'list_checklists',
      description: "The safety checklists (built-in and the user's own) and the run in progress with its progress.",
      destructive: false,
      help: {
        en: 'run the safety checklists ("start the pre-departure checklist", "tick the gas", "what\'s left on my checklist?")',
        es: 'usar las listas de seguridad («empieza la lista antes de salir», «marca el gas»)',
        fr: 'utiliser les listes de sécurité (« commence la liste avant le départ », « coche le gaz »)',
      },
      async run(_args, ctx) {
        const own = await s.safetyChecklists.list(ctx.userId);
        const names = [
          ...SAFETY_TEMPLATE_KEYS.map((k) => SAFETY_TEMPLATE_TEXTS[k].name[ctx.language]),
          ...own.map((c) => c.name),
        ];
        const run = await openRun(s, ctx);
        const current = run
          ? pick(ctx, {
              en: ` In progress: ${runName(ctx, run)}, ${progress(ctx, run)}.`,
              es: ` En curso: ${runName(ctx, run)}, ${progress(ctx, run)}.`,
              fr: ` En cours : ${runName(ctx, run)}, ${progress(ctx, run)}.`,
            }) + nextItem(ctx, run)
          : '';
        const outcome = ok(
          pick(ctx, {
            en: `Your checklists: ${list(ctx, names)}.${current}`,
            es: `Tus listas: ${list(ctx, names)}.${current}`,
            fr: `Vos listes : ${list(ctx, names)}.${current}`,
          }),
          { checklists: names, run: run ? { id: run.id, name: runName(ctx, run) } : null },
        );
        return run ? withSubject(outcome, runSubject(ctx, run)) : outcome;
      },
    }),

    tool({
      name: 'start_checklist',
      description:
        "Starts a run of a safety checklist (built-in template: pre_departure, hitching, arrival_setup, weekly; or one of the user's own by name), every item unticked.",
      destructive: false,
      async run(args, ctx) {
        let input: { template_key: SafetyTemplateKey } | { checklist_id: string } | null = args.template
          ? { template_key: args.template }
          : null;
        if (!input && args.checklist && keywords(args.checklist).length > 0) {
          const own = byWords(await s.safetyChecklists.list(ctx.userId), args.checklist, (c) => c.name);
          if (own[0]) input = { checklist_id: own[0].id };
          else {
            const key = byWords([...SAFETY_TEMPLATE_KEYS], args.checklist, (k) =>
              Object.values(SAFETY_TEMPLATE_TEXTS[k].name).join(' '),
            )[0];
            if (key) input = { template_key: key };
          }
        }
        if (!input) {
          return noneYet(ctx, {
            en: `Which checklist? ${list(
              ctx,
              SAFETY_TEMPLATE_KEYS.map((k) => SAFETY_TEMPLATE_TEXTS[k].name.en),
            )}, or one of your own.`,
            es: `¿Qué lista? ${list(
              ctx,
              SAFETY_TEMPLATE_KEYS.map((k) => SAFETY_TEMPLATE_TEXTS[k].name.es),
            )}, o una tuya.`,
            fr: `Quelle liste ? ${list(
              ctx,
              SAFETY_TEMPLATE_KEYS.map((k) => SAFETY_TEMPLATE_TEXTS[k].name.fr),
            )}, ou l'une des vôtres.`,
          });
        }
        const run = await s.safetyChecklists.startRun(ctx.userId, { ...input, vehicle_id: null });
        return withSubject(
          ok(
            pick(ctx, {
              en: `Started the ${runName(ctx, run)} checklist: ${run.items.length} items to tick.`,
              es: `Empecé la lista ${runName(ctx, run)}: ${run.items.length} puntos por marcar.`,
              fr: `J'ai commencé la liste ${runName(ctx, run)} : ${run.items.length} points à cocher.`,
            }) +
              nextItem(ctx, run).replace(
                /^ (Next|Siguiente|Suivant)/,
                pick(ctx, { en: ' First', es: ' Primero', fr: ' Premier' }),
              ),
            { run: { id: run.id, name: runName(ctx, run), items: run.items.length } },
            ['safety'],
            { type: 'navigate', path: '/wheels?tab=safety' },
          ),
          runSubject(ctx, run),
        );
      },
    }),

    tool({
      name: 'tick_checklist_item',
      description:
        'Ticks (or unticks with checked: false) an item of the checklist in progress, named in words in any language.',
      destructive: false,
      async run(args, ctx) {
        const run = await openRun(s, ctx);
        if (!run) return noRun(ctx);
        const all = /^(?:all|everything|todo|todos|tout|toutes?)$/i.test(args.item.trim());
        const targets = all ? run.items : byWords(run.items, args.item, (i) => itemWords(run, i));
        if (targets.length === 0) {
          return fail(
            'not_found',
            pick(ctx, {
              en: `I couldn't find "${args.item}" on the ${runName(ctx, run)} checklist.`,
              es: `No encontré «${args.item}» en la lista ${runName(ctx, run)}.`,
              fr: `Je n'ai pas trouvé « ${args.item} » dans la liste ${runName(ctx, run)}.`,
            }),
          );
        }
        const chosen = all ? targets : [targets.find((i) => i.checked !== args.checked) ?? targets[0]!];
        for (const item of chosen) {
          if (item.checked !== args.checked) await s.safetyChecklists.tick(ctx.userId, run.id, item.id, args.checked);
        }
        const after = await s.safetyChecklists.getRun(ctx.userId, run.id);
        const what = all
          ? pick(ctx, { en: 'every item', es: 'todos los puntos', fr: 'tous les points' })
          : `"${itemText(ctx, run, chosen[0]!)}"`;
        return withSubject(
          ok(
            (args.checked
              ? pick(ctx, { en: `Ticked ${what}`, es: `Marqué ${what}`, fr: `J'ai coché ${what}` })
              : pick(ctx, { en: `Unticked ${what}`, es: `Desmarqué ${what}`, fr: `J'ai décoché ${what}` })) +
              `: ${progress(ctx, after)}.` +
              nextItem(ctx, after),
            { run: { id: run.id, name: runName(ctx, run) }, ticked: chosen.map((i) => i.id), checked: args.checked },
            ['safety'],
          ),
          runSubject(ctx, after),
        );
      },
    }),
  ];
}
